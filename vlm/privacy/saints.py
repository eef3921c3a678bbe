"""Hospitals and hospices known by their saint alone, in the possessive ("Neurology, St Anselm's",
"seen at St. Brigid's"): the possessive names the house of that saint, unless a clinical noun
follows ("St John's wort", "St Vitus' dance")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span

_SAINTS = re.compile(
    r"(?-i:\b(?:St\.?|Saint|Sankt|Sint)[ \t]+[A-Z][a-z]+(?:['’]s|s['’]|['’])"
    r"(?![\w])(?![ \t]+(?:wort|dance|fire|disease)\b))"
)


def saint_spans(text: str) -> Iterator[Span]:
    for m in _SAINTS.finditer(text):
        yield Span(m.start(), m.end(), "institution")
