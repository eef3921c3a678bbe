"""Institutions whose head word carries a lower-case adjective before the name ("Centre
neurologique William Lennox", "Centro médico Santa Fe", "Hôpital psychiatrique du Vinatier",
"Clínica neurológica San Rafael"), and an acronym of an institution before a town of the
gazetteers ("EVK Düsseldorf", "KUK Linz", "CHR Namur"; three letters or more, never a clinical
abbreviation)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_QUALIFIED = re.compile(
    r"(?-i:\b(?:Centre|Centro|Clinique|Clínica|Hôpital|Hospital|Institut|Instituto|Maison|"
    r"Résidence|Residencia|Sanatorio|Polyclinique|Policlínica)[ \t]+"
    r"[a-zéèíóú-]{4,}(?:ique|iques|ical|icale|ale|al|aire|ico|ica|ario|aria|aux)[ \t]+"
    rf"(?:(?:de la|de l['’]|des|du|de|del|d['’])[ \t]*)?{CAP}(?:[ \t-](?:(?:de|du|la)[ \t]+)?"
    rf"{CAP}){{0,3}})"
)
_ACRONYM_TOWN = re.compile(
    r"(?-i:(?<![\w-])(?P<acronym>[A-Z]{3,5})[ \t]+"
    r"(?P<town>[A-ZÄÖÜÉ][a-zäöüßéèàç]+(?:[ -][A-ZÄÖÜÉ][a-zäöüßéèàç]+)?)(?![\w-])"
    r"(?![ \t]+(?:[A-Z]|\d+)\b))"
)
# Acronyms that are no institution before a town: countries, unions, time zones, the clinical
# abbreviations an institution's initials may spell (data/clinical_acronyms.txt).
_NOT_INSTITUTION = frozenset({"UK", "USA", "US", "EU", "GB", "NL", "BE", "DE", "FR", "ES", "CET"})


@lru_cache(maxsize=1)
def _clinical_acronyms() -> frozenset[str]:
    return frozenset(read_list("clinical_acronyms.txt"))


def qualified_head_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "institution", (_QUALIFIED,))
    for m in _ACRONYM_TOWN.finditer(text):
        acronym, town = m.group("acronym"), m.group("town")
        if acronym in _NOT_INSTITUTION or acronym in _clinical_acronyms():
            continue
        first = town.split()[0]
        name = town if is_town(town) or is_small_town(town) else first
        if (is_town(name) or is_small_town(name)) and not not_a_place(name):
            yield Span(m.start(), m.start("town") + len(name), "institution")
