"""A name listed beside an institution already found: notes name the places of a story in a row
("prior admissions at Saint Camillus and Riverbend", "suivie à l'Hôpital Nord puis au Jolimont",
"im Klinikum Süd und im Waldfried", "GP practices (Orchard Surgery; Bramley)"). The word that
joins them ("and", "puis", "und", "y", "en", a semicolon) puts the second name in the slot of
the first, so it needs no head word and no rarity of its own; the first name may also be the one
without a head ("at Riverbend and Saint Camillus Hospital"). Never a comma, which as often opens
a unit or service of the first ("… Medical Center, Imaging Services"). Read only beside found
institutions, so the cost grows with them, not with the text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_JOIN = (
    r"(?:;|/|&|\band\b|\bor\b|\bthen\b|\band then\b|\bund\b|\boder\b|\bsowie\b|\bdann\b|"
    r"\bet\b|\bou\b|\bpuis\b|\bensuite\b|\by\b|\bo\b|\bluego\b|\bdespués\b|\ben\b|\bof\b|"
    r"\bdaarna\b|\bdaarnaast\b)"
)
# The preposition and article a second place may repeat ("and at", "puis au", "und im",
# "y en el", "en in het").
_PLACE_WORD = (
    r"(?:(?:at|in|to|from|im|ins|in|am|aus|bei|beim|vom|zum|zur|à|au|aux|chez|en|a|al|del|de|"
    r"desde|bij|uit|naar|op|te)[ \t]+)?"
    r"(?:(?:the|der|dem|den|die|das|la|le|les|l['’]|el|los|las|het|de)[ \t]*)?"
)
_ACRONYM = r"[A-Z][A-Za-z]{1,5}[A-Z]"
_NAME = rf"(?:{CAP}(?:[ \t]+(?:{CAP}|de|du|des|del|van|von|ter|am|an der)){{0,3}}|{_ACRONYM})"
_AFTER = re.compile(rf"[ \t]*\)?[ \t]*{_JOIN}[ \t]+{_PLACE_WORD}(?P<id>{_NAME})(?![\w'’-])")
# A second name that needs no preposition of its own ends a clause or a list's item
_LIST_END = re.compile(r"[ \t]*(?:[.,;:)\n]|$|(?:and|or|und|et|y|en|puis)\b)")
_BEFORE = re.compile(
    rf"(?<![\w'’-])(?:at|from|to|in|im|aus|bei|à|au|chez|en|desde|bij|uit|naar)[ \t]+"
    rf"{_PLACE_WORD}(?P<id>{_NAME})[ \t]+{_JOIN}[ \t]+{_PLACE_WORD}$"
)
_LEAD_WORDS = frozenset(
    {"Dr", "Dra", "Prof", "Pr", "Mr", "Mrs", "Ms", "Mme", "M", "Herr", "Frau", "Sr", "Sra"}
)


@lru_cache(maxsize=1)
def _clinical_acronyms() -> frozenset[str]:
    return frozenset(read_list("clinical_acronyms.txt") | read_list("clinical_abbreviations.txt"))


def listed_institution_spans(text: str, found: list[Span]) -> Iterator[Span]:
    for span in found:
        if span.kind != "institution":
            continue
        m = _AFTER.match(text, span.end)
        if m is not None and _reads_as_place(m.group("id")):
            repeated = bool(text[span.end : m.start("id")].strip(" \t,;/&)").split()[1:])
            if repeated or _LIST_END.match(text, m.end("id")):
                yield Span(m.start("id"), m.end("id"), "institution")
        b = _BEFORE.search(text, max(0, span.start - 60), span.start)
        if b is not None and _reads_as_place(b.group("id")):
            yield Span(b.start("id"), b.end("id"), "institution")


def _reads_as_place(name: str) -> bool:
    first = name.split()[0].rstrip(".")
    if first in _LEAD_WORDS:
        return False
    if re.fullmatch(_ACRONYM, name):
        return name not in _clinical_acronyms() and name.upper() not in _clinical_acronyms()
    return not any(not_a_place(w) for w in name.split() if w[:1].isupper())
