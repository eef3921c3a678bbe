"""A name no head word or cue marks, in the slot of a place: a capitalised word after a
preposition of place or care ("worked up at …", "aus … übernommen", "transféré de …", "remitida
desde …", "opgenomen vanuit …") that the note's language rarely uses (vlm/privacy/rare_words.py)
and that is no clinical word, eponym, department, month, role or acronym. Everyday words in that
slot ("in Ruhe", "at Rest", "en Reposo") and clinical jargon ("bei Dysarthrie") stay."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.rare_words import is_rare, note_language
from vlm.privacy.spans import Span

_PREPOSITIONS = {
    "en": "at|from|in",
    "de": "in|im|aus|bei|vom|am|ins",
    "fr": "à|au|en|chez|depuis",
    "es": "en|desde",
    "nl": "in|bij|uit|naar|te|vanuit",
}
# "de" and "nach" also open an eponym after a clinical noun ("signe de …", "escala de …",
# "Physiotherapie nach …"): they mark a place only after a verb of moving or sending.
_MOVED = (
    r"(?:transférée?s?|mutée?s?|adressée?s?|sortie?s?|revenue?s?|venue?s?|provenant|venant|"
    r"trasladad[oa]s?|derivad[oa]s?|remitid[oa]s?|referid[oa]s?|procedente|"
    r"verlegt|entlassen|überwiesen|zurückverlegt|übernommen|Verlegung|Entlassung)"
)
_ARTICLE = r"(?:(?:the|der|dem|den|la|le|l['’]|el|het)[ \t]*)?"
_SLOT = {
    lang: re.compile(
        rf"(?<![\w'’-])(?:{preps})[ \t]+{_ARTICLE}(?P<id>{CAP})(?:[ \t](?P<next>{CAP}))?(?![\w'’-])"
    )
    for lang, preps in _PREPOSITIONS.items()
}
# A department and "de" before a hospital's name: "la neurochirurgie de …", "neurología del …";
# never surgery alone, which names procedures after people ("chirurgie de Mohs").
_DEPARTMENT = (
    r"(?:neurologie|neurochirurgie|réanimation|urgences|cardiologie|radiologie|"
    r"gériatrie|pédiatrie|neurología|neurocirugía|urgencias|cardiología|radiología|"
    r"geriatría|pediatría|UCI|UTI)"
)
_AFTER_DEPARTMENT = re.compile(
    rf"(?<![\w'’-]){_DEPARTMENT}[ \t]+(?:de|du|del)[ \t]+{_ARTICLE}(?P<id>{CAP})"
    rf"(?:[ \t](?P<next>{CAP}))?(?![\w'’-])"
)
_AFTER_MOVE = re.compile(
    rf"(?<![\w'’-]){_MOVED}[ \t]+(?:de|del|du|nach)[ \t]+{_ARTICLE}(?P<id>{CAP})"
    rf"(?:[ \t](?P<next>{CAP}))?(?![\w'’-])"
)
# German and Dutch write compounds as one word: a compound whose last part is an everyday noun
# ("Wirbelsäulensprechstunde", "Bewegungsapparaat") is rare as a whole but no name; the endings
# of places ("-dorf", "-berg") and of hospitals' sites mark names and are not read so.
PLACE_TAIL = re.compile(
    r"(?i).*(?:dorf|berg|burg|heim|hausen|stadt|feld|bach|kirchen|ingen|hof|hadern|brück|"
    r"brücke|dam|drecht|hoven|horst|veen|wijk|zijl|sluis|haven|kerk|gasthuis|"
    # the names homes and hospitals take from the land ("Sonnenhang", "Rosenhügel", "Waldblick",
    # "Lindenaue") and Bavarian places in "-ing" ("Harlaching"); English loans in "-ing" are
    # common in English and never pass the rarity test; "-bau" is a building ("Gemeindebau")
    r"hang|hügel|höhe|blick|heide|wald|tal|grund|quelle|garten|park|aue|(?<!b)au|ruh|friede|"
    r"frieden|ing)"
)


def rare_after_place_spans(text: str) -> Iterator[Span]:
    lang = note_language(text)
    if lang is None:
        return
    for m in [
        *matches(_SLOT[lang], text),
        *matches(_AFTER_MOVE, text),
        *matches(_AFTER_DEPARTMENT, text),
    ]:
        name = m.group("id")
        if not _reads_as_name(name, lang):
            continue
        end = m.end("id")
        after = m.group("next")
        if after and not (not_a_place(after) or is_clinical_word(after)) and is_rare(after, lang):
            end = m.end("next")
        yield Span(m.start("id"), end, "institution")


# A capital inside a word ("PubMed", "Neural-MedBench", "ChatGPT") marks a product, a data set or
# a brand, not a place; "McAllister", "MacLeod" are names.
_INNER_CAPITAL = re.compile(r"(?<!\bMc)(?<!\bMac)(?<=[^\W\d_])[A-Z]")


# German and Dutch learned nouns after "bei", "im", "bij" are states and findings ("bei
# Orthostase", "bei Beschwerdepersistenz", "bij Dysfagie"), never a place.
_LEARNED_NOUN = re.compile(
    r"[^\W\d_]{3,}(?:ie|ien|ose|osen|ase|enz|anz|ion|ität|iteit|ismus|isme)", re.IGNORECASE
)


def _reads_as_name(word: str, lang: str) -> bool:
    if len(word) < 3 or word.isupper() or not_a_place(word) or is_clinical_word(word):
        return False
    if _INNER_CAPITAL.search(word, 1):
        return False
    if not is_rare(word, lang):
        return False
    if lang in ("de", "nl") and _LEARNED_NOUN.fullmatch(word):
        return False
    return not (lang in ("de", "nl") and _everyday_compound(word, lang))


def _everyday_compound(word: str, lang: str) -> bool:
    if PLACE_TAIL.fullmatch(word):
        return False
    low = word.casefold()
    return any(
        not is_rare(low[i:], lang) or is_clinical_word(low[i:].capitalize())
        for i in range(3, len(low) - 2)
    )


def reads_as_name(word: str, lang: str) -> bool:
    """A capitalised word the note's language rarely uses and that is no clinical word, eponym,
    department, month, role, acronym, brand or German or Dutch compound of an everyday tail."""
    return _reads_as_name(word, lang)
