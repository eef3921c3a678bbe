"""Institutions named without a word that says what they are, where the sentence says one goes:
a capitalised name after "at" ("seen at Pendlebury", "reviewed at the Marsden", "her job at
Hartwell Foods") unless it is a department, a ward, a service, a month or day, an acronym, a
clinical word, an eponym or a country ("at Neurology clinic", "at Christmas"); and a hospital or
hospice known by its saint in the possessive ("Neurology, St Anselm's"), unless a clinical noun
follows ("St John's wort")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_SAINTS = re.compile(
    r"(?-i:\b(?:St\.?|Saint|Sankt|Sint)[ \t]+[A-Z][a-z]+(?:['’]s|s['’]|['’])"
    r"(?![\w])(?![ \t]+(?:wort|dance|fire|disease)\b))"
)
# "at" in lower case, an optional "the", then a run of capitalised words of two letters or more
# that no digit follows ("at C5", "at T2": levels and sequences).
_AT_NAME = re.compile(
    rf"(?-i:\bat[ \t]+(?:the[ \t]+)?(?P<id>(?=[^\W\d_]{{2}}){CAP}(?:[ \t]+{CAP}){{0,3}}))"
    r"(?![\w.,]\d|\d)"
)


# Holidays and moments of care after "at" ("seizure at Christmas", "at Baseline").
_NOT_AFTER_AT = re.compile(
    r"(?i:Christmas|Xmas|Easter|New Year(?:'s)?|Thanksgiving|Halloween|Hanukkah|Diwali|Eid|"
    r"Ramadan|Passover|Whitsun|Pentecost|Boxing|Bank|Lent|Advent|Midsummer|Hogmanay|Bonfire|"
    r"Labou?r|Memorial Day|Independence|Baseline|Onset|Presentation|Admission|Discharge|"
    r"Follow-up|Night|Rest|Work|Birth|Times|Least|Most|First|Last|Present|Risk|Term|Peak|Nadir|"
    r"Worst|Best|Time|Entry|Screening|Randomi[sz]ation|Review|Visit|Week|Month|Year)(?:\s.*)?"
)


def cued_institution_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "institution", (_SAINTS,))
    for m in _AT_NAME.finditer(text):
        name = m.group("id")
        if not (_NOT_AFTER_AT.fullmatch(name) or not_a_place(name)):
            yield Span(m.start("id"), m.end("id"), "institution")
