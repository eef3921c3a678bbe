"""Institutions of community care, named by the word that says what they are: home-care and
nursing services, day centres, laboratories and pharmacies ("Sozialstation Lechhausen",
"Tagespflege St. Anna", "Volkshilfe …", "Trombosedienst Gelderland", "dagbesteding bij De Schakel",
"accueil de jour de Caluire", "centro de día de Mairena", "laboratoire Cerballiance",
"the Meriden senior center", "VNA of …"). Hospitals' heads are in institutions.py; these are
the places a social history or a nursing note names."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_SAINT = r"(?:St\.?|Sankt|Sint|Saint|Sainte|San|Santa|Santo)[ \t]+"
# Heads written before the name, capitalised or not, in German, Dutch, French and Spanish.
_HEAD = (
    r"(?:Sozialstation|Diakoniestation|Caritas-Sozialstation|Pflegedienst|Tagespflege|"
    r"Pflegestützpunkt|Seniorenzentrum|Altenpflegeheim|Wohnstift|Seniorenstift|Tagesstätte|"
    r"Labor|Laborpraxis|Apotheke|Volkshilfe|Hilfswerk|Caritas|Diakonie|Sozialdienst|"
    r"[Tt]rombosedienst|[Tt]huiszorg|[Dd]agbesteding(?:[ \t]+(?:bij|in))?|[Ww]ijkverpleging|"
    r"[Zz]orgboerderij|[Ff]ysio(?:therapie)?(?:praktijk)?|[Aa]potheek|[Ll]aboratorium|[Ll]abo|"
    r"[Dd]agcentrum|[Ss]ervicecentrum|"
    r"[Aa]ccueil de jour|[Cc]entre de jour|SSIAD|SAAD|Foyer(?:[ -]logement)?|foyer[ -]logement|"
    r"[Ll]aboratoire|"
    r"[Pp]harmacie|[Rr]ésidence autonomie|"
    r"[Cc]entro de día|[Cc]entro de rehabilitación|[Rr]esidencia de mayores|[Ll]aboratorio|"
    r"[Ff]armacia|[Cc]entro de mayores|[Hh]ogar)"
)
_LINK = r"(?:de la|de l['’]|des|du|de|del|d['’]|bij|in|im|am|De|Het|'t|La|Le|Les|El)"
_HEAD_NAME = re.compile(
    rf"(?-i:(?<![\w-]){_HEAD}[ \t]+(?:{_LINK}[ \t]*)?(?P<id>(?:{_SAINT})?{CAP}"
    rf"(?:[ \t-](?:(?:de|del|du|des|la|van|aan|den)[ \t]+)?{CAP}){{0,3}}))"
)
# The heads' first letters, looked for before the pattern runs (a text without them is not
# searched).
_ANCHORS = (
    "station", "flege", "dienst", "hilfe", "ilfswerk", "aritas", "iakonie", "zentrum", "stift",
    "stätte", "abo", "potheke", "potheek",
    "huiszorg", "agbesteding", "ijkverpleging", "boerderij", "ysio", "agcentrum",
    "centrum", "ccueil", "entre de jour", "SSIAD", "SAAD", "oyer", "harmacie", "ésidence",
    "entro de", "esidencia", "armacia", "ogar",
)  # fmt: skip
# English heads after the name, in lower case: "the Meriden senior center", "Elm Street day
# centre", "the Parkside community centre".
_EN_HEAD = re.compile(
    r"(?<=[ \t])(?:senior|seniors|community|day|adult day|wellness|dialysis|infusion|"
    r"rehab|rehabilitation|recovery|respite)[ \t]+cent(?:er|re)\b"
)
_NAME_BEFORE = re.compile(rf"(?-i:(?<![\w-])(?P<id>{CAP}(?:[ \t]{CAP}){{0,2}})[ \t]+$)")
# A visiting-nurse or home-health agency of a region: "VNA of Greater Lowell", "Visiting Nurse
# Service of New York".
_AGENCY = re.compile(
    rf"(?-i:\b(?:VNA|Visiting Nurses?(?: Association| Service)?|Home Health(?: Care)?|"
    rf"Hospice Care)[ \t]+of[ \t]+(?:the[ \t]+)?{CAP}(?:[ \t]+{CAP}){{0,3}})"
)
# What follows a head that is no name: a German noun ("Labor Normwerte", "Labor Befund"), a
# weekday, a clinical word.
_GERMAN_NOUN = re.compile(
    r"[^\W\d_]{2,}(?:ung|ungen|heit|keit|werte|wert|befund|befunde|kontrolle|parameter|chemie|dienst|dienste)"
)


_PREP_LINK = re.compile(r"[ \t]bij[ \t]")


def care_service_spans(text: str) -> Iterator[Span]:
    if any(a in text for a in _ANCHORS):
        for m in matches(_HEAD_NAME, text):
            first = m.group("id").split()[0]
            if _is_name(first):
                # "fysio bij Fysio Plus": a head before a preposition is the service, not a name
                linked = _PREP_LINK.search(text, m.start(), m.start("id"))
                yield Span(m.start("id") if linked else m.start(), m.end(), "institution")
    if "cent" in text:
        for head in _EN_HEAD.finditer(text):
            before = _NAME_BEFORE.search(text, max(0, head.start() - 60), head.start())
            if before is not None and _is_name(before.group("id").split()[0]):
                yield Span(before.start("id"), head.end(), "institution")
    if " of " in text:
        yield from regex_spans(text, "institution", (_AGENCY,))


def _is_name(word: str) -> bool:
    if word in {"St.", "St", "Sankt", "Sint", "Saint", "Sainte", "San", "Santa", "Santo"}:
        return True
    return not (
        not_a_place(word)
        or is_clinical_word(word)
        or _GERMAN_NOUN.fullmatch(word)
        or (word.isupper() and len(word) <= 3)
    )
