"""Hospitals and hospices known by their saint in lower case, as hurried notes write them
("records from st. brendan's", "seen at st mary's", "back to st aidan's hospice"): a lower-case
"st" before a lower-case name with the possessive is a place named after a saint, never a street
("12 kings st") or an ordinal ("1st"); a remedy or an old disease named after a saint ("st
john's wort", "st anthony's fire") stays."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span, regex_spans

_SAINT = re.compile(
    r"(?<![\w.-])st\.?[ \t]+[a-z][a-z-]{2,}['’]s\b(?![ \t]+(?:wort|fire|dance|disease|day)\b)"
)


def lower_case_saint_spans(text: str) -> Iterator[Span]:
    if "'s" not in text and "’s" not in text:
        return
    yield from regex_spans(text, "institution", (_SAINT,))
