"""A postcode written after its label or a preposition instead of a comma: the Mexican "C.P.
01000", a Belgian or Austrian four-digit postcode and its town after "à" or "te" ("à 5020 …",
"te 8490 …"), and a Spanish town after a house number and "de" ("plaza Mayor n.º 4 de …"). A
four-digit number that could be a year needs a town the gazetteers know."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_LABEL = re.compile(r"\b(?:C\.[ \t]?P\.|CP|C\.P|Código Postal|código postal)[ \t]*:?[ \t]*\d{5}\b")
_AFTER_WORD = re.compile(
    rf"(?<![\w'])(?:à|te)[ \t]+(?P<code>\d{{4}})[ \t]+(?P<town>{CAP}(?:[ \t-]{CAP}){{0,2}})"
)
_NUMBER_DE = re.compile(
    r"(?:\bn\.?[ \t]?[ºo°]|\bnúm\.?|\bnúmero)[ \t]*\d{1,4}[A-Z]?,?[ \t]+de[ \t]+"
    rf"(?P<town>{CAP}(?:[ \t-]{CAP}){{0,2}})"
)


def postcode_after_word_spans(text: str) -> Iterator[Span]:
    if "P" in text or "p" in text:
        yield from regex_spans(text, "address", (_LABEL,))
    for m in _AFTER_WORD.finditer(text):
        town = m.group("town")
        if not_a_place(town):
            continue
        if 1900 <= int(m.group("code")) <= 2099 and not (is_town(town) or is_small_town(town)):
            continue  # "à 2019 …": a year
        yield Span(m.start("code"), m.end("town"), "address")
    for m in _NUMBER_DE.finditer(text):
        if not not_a_place(m.group("town")):
            yield Span(m.start("town"), m.end("town"), "address")
