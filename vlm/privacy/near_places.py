"""Places named by where they lie, with no verb of living before them and no postcode: a
capitalised name after a word of nearness ("found wandering near Cedar Bluff", "une ferme près
de Lamastre", "cerca de Baza", "in der Nähe von Aue", "vlakbij Orvelte"); a name in brackets or
after a comma behind a word for a settlement ("into town (Marlinton)", "local (Hessle)", "the
village, Great Ayton"); a German home-place compound before its name ("Nachbarort Wolfsgrün",
"Heimatdorf …", "Wohnort …"); a Dutch or German district named by its compound
("in de Schilderswijk", "im Hechtviertel"); and a house on a street named with "the" ("9 the
Green, Cotesbach"), with its town; a house number and an uncommon name without a street word ("lives
at 215 Mulberry."). After a word of nearness or a settlement, a name of one
word must be one the note's language rarely uses ("near Christmas" stays). A clinical word,
eponym, department, month or role there is no place ("near Broca's area", "outside ICU")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.rare_words import is_rare, note_language, zipf
from vlm.privacy.spans import Span, regex_spans

_PARTICLE = r"(?:de|del|la|le|les|des|du|am|an|der|on|upon|en|sur)"


def _run(group: str) -> str:
    """Up to three capitalised words, joined by spaces, hyphens or a particle."""
    return rf"(?P<{group}>{CAP}(?:[ \t-]+(?:{_PARTICLE}[ \t]+)?{CAP}){{0,2}})"


_RUN = _run("id")
_NEAR = re.compile(
    r"(?<![\w-])(?:near|nr\.?|just outside|outside of|outside|close to|"
    r"près de|près d'|aux environs de|non loin de|cerca de|a las afueras de|junto a|"
    r"in der Nähe von|nahe|unweit von|nabij|vlakbij|in de buurt van|onder de rook van)"
    rf"[ \t]*{_RUN}"
)
_SETTLEMENT_APPOSITION = re.compile(
    r"(?<![\w-])(?i:into town|in town|the village|the town|local|locally|the hamlet|"
    r"le village|le bourg|au village|el pueblo|su pueblo|la aldea|het dorp|ins Dorf|im Dorf)"
    rf"[ \t]*(?:\([ \t]*{_RUN}[ \t]*\)|,[ \t]*{_run('id2')}(?=[ \t]*[,.;)]))"
)
_HOME_COMPOUND = re.compile(
    r"(?<![\w-])(?:Nachbarort|Nachbardorf|Heimatort|Heimatdorf|Geburtsort|Wohnort|Heimatstadt|"
    r"woonplaats|geboorteplaats|geboortedorp|buurdorp)[ \t]+"
    rf"(?P<id>{CAP}(?:[ \t-]+{CAP})?)"
)
_DISTRICT_COMPOUND = re.compile(
    r"(?<![\w-])(?:in|uit|naar|im|ins|aus dem|in het|in de)[ \t]+(?:de[ \t]+)?"
    r"(?P<id>[A-ZÄÖÜ][a-zäöüß]{2,}(?:wijk|buurt|kwartier|viertel|kiez))\b"
)
_THE_STREET = re.compile(
    r"(?<![\w.,/-])(?P<id>\d{1,4}[a-z]?,?[ \t]+the[ \t]+(?:Green|Crescent|Parade|Close|Avenue|"
    r"Drive|Row|Terrace|Square|Walk|Mews|Grove|Lane|Chase|Rise|Croft|Paddocks|Maltings|Glebe|"
    r"Causeway|Quay|Strand|Broadway|Leys|Spinney|Willows|Poplars|Limes|Elms|Firs|Pines|"
    r"Laurels|Beeches|Oaks|Cedars|Birches|Meadows|Hollies|Coppice|Dell|Knoll|Pastures|Street|"
    r"Bank|Fairway|Wharf|Precinct|Circus)"
    rf"(?:,[ \t]*{CAP}(?:[ \t]+{CAP})?(?=[ \t]*[,.;\n)]|$))?)"
)


# A house number and a street's name without its street word ("lives at 215 Mulberry.", "back
# to 7 Quarrendon,"): the name must be uncommon ("at 3 Tesla", "at 20 Minutes" stay).
_NUMBER_NAME = re.compile(
    r"(?<![\w-])(?:at|to|from|outside|near)[ \t]+(?P<id>\d{1,5}[A-Za-z]?[ \t]+"
    rf"(?P<name>{CAP}))(?=[ \t]*(?:[,.;)]|$|\n))"
)


def near_place_spans(text: str) -> Iterator[Span]:
    """The places above, as addresses."""
    lang = None
    for pattern in (_NEAR, _SETTLEMENT_APPOSITION, _HOME_COMPOUND):
        for m in matches(pattern, text):
            start, end = _place(m)
            if end <= start:
                continue
            words = re.findall(r"[^\W\d_]+", text[start:end])
            if pattern is not _HOME_COMPOUND and len(words) == 1:
                lang = lang or note_language(text) or "en"
                if not is_rare(words[0], lang):
                    continue  # "near Christmas", "close to Baseline": an everyday word
            yield Span(start, end, "address")
    yield from regex_spans(text, "address", (_DISTRICT_COMPOUND,))
    for m in matches(_NUMBER_NAME, text):
        name = m.group("name")
        if _is_place(name) and _street_name(name, lang or note_language(text) or "en"):
            yield Span(m.start("id"), m.end("id"), "address")
    for m in matches(_THE_STREET, text):
        end = m.end("id")
        town = m.group("id").rsplit(",", 1)
        if len(town) == 2 and not town[1][:1].isdigit() and _is_place(town[1].strip()):
            end = m.end("id")
        elif "," in m.group("id").split(" the ", 1)[-1]:
            end = m.start("id") + m.group("id").rindex(",")
        yield Span(m.start("id"), end, "address")


def _street_name(name: str, lang: str) -> bool:
    """A street's name after a number: less common than everyday words (Zipf under 3.5 in the
    note's language and in English), no plural ("at 30 Breaths") and no unit ("at 50 Hz")."""
    if name.endswith("s") or name.casefold() in _UNITS:
        return False
    return zipf(name, lang) < 3.5 and zipf(name, "en") < 3.5


_UNITS = frozenset(["hz", "khz", "tesla", "bpm", "kpa", "mmhg", "gauss", "joules", "watts"])


def _place(m: re.Match[str]) -> tuple[int, int]:
    """The words of the run that read as a place, from its first: none when the first does not."""
    group = "id" if m.group("id") else "id2"
    start = m.start(group)
    end = start
    for word in re.finditer(r"[^ \t]+", m.group(group)):
        if not _is_place(word.group()):
            break
        end = start + word.end()
    return start, end


def _is_place(word: str) -> bool:
    bare = word.strip("-")
    return bool(bare) and not (
        not_a_place(bare) or is_clinical_word(bare) or bare.casefold() in _PARTICLES
    )


_PARTICLES = frozenset(re.findall(r"\w+", _PARTICLE))
