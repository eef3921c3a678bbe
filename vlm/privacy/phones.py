"""Phone numbers through Google's libphonenumber port (`phonenumbers`): national formats of the
regions below ("0161 496 0753", "0612 448 309", "030 1234567", "(415) 555-0132") and every
international one, plus a shape pattern for what the matcher rejects (fictitious 555 numbers,
odd spacing)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator

from vlm.privacy.spans import Span, regex_spans

# National formats of the six languages' main regions (NANP covers Canada; the shape patterns
# below catch the rest).
REGIONS = ("US", "GB", "NL", "FR", "DE", "ES", "MX", "CN", "HK")

_SHAPES = [
    re.compile(
        r"(?<![\w/.])(?:\+\d{1,3}[\s.-]?)?(?:\(0\)\s*)?\(?\d{2,5}\)?[\s./-]\d{2,4}(?:[\s.-]\d{2,4}){1,3}(?![\w/])"
    ),
    re.compile(r"(?<!\w)\+\d{1,3}[\s\d().-]{7,}\d"),
    re.compile(r"(?<![\w.])(?:00|0)\d{9,10}(?!\w)"),
    re.compile(r"(?<![\w.])\(?0\d{2,4}\)?[\s.-]?\d{5,8}(?![\w/])"),
    re.compile(r"(?<!\w)\d{3}[.-]\d{3}[.-]\d{4}(?:\s*x\d{1,5})?"),
    re.compile(r"(?<![\w)])\(\d{3}\)\s?\d{3}[.-]\d{4}(?:\s*(?:x|ext\.?)\s*\d{1,5})?"),
]
_DIGITS = re.compile(r"\d")
_YEARS = re.compile(r"(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d")


def phone_spans(text: str) -> Iterator[Span]:
    """Spans the matcher finds for any region (leniency POSSIBLE: fictitious numbers count), and
    shape matches with 9 to 15 digits that do not look like a date or a decimal."""
    import phonenumbers

    if len(_DIGITS.findall(text)) < 7:
        return
    found: set[Span] = set()
    possible = phonenumbers.Leniency.POSSIBLE
    shaped = [
        s
        for s in regex_spans(text, "phone", _SHAPES)
        if 9 <= _digit_count(text[s.start : s.end]) <= 15
    ]
    shaped.sort(key=lambda s: s.start)
    starts = [s.start for s in shaped]
    for offset, line in _candidates(text):  # the matcher's cost grows with the text it reads
        i = bisect.bisect_right(starts, offset) - 1
        if i >= 0 and shaped[i].end >= offset + len(line):
            continue  # the shape patterns already hold all of it
        for region in REGIONS:
            for match in phonenumbers.PhoneNumberMatcher(line, region, leniency=possible):
                if _digit_count(match.raw_string) >= 8 and not _YEARS.fullmatch(match.raw_string):
                    found.add(Span(offset + match.start, offset + match.end, "phone"))
    found.update(shaped)
    yield from sorted(found, key=lambda s: (s.start, s.end))


_CANDIDATE = re.compile(r"[+(]?\d[\d \t().\/-]{5,22}\d")  # a number is never longer


def _candidates(text: str) -> list[tuple[int, str]]:
    """(offset, run) for each run of digits and separators holding seven digits or more: only
    they can hold a number."""
    return [
        (m.start(), m.group())
        for m in _CANDIDATE.finditer(text)
        if 7 <= len(_DIGITS.findall(m.group())) <= 15  # longer: several numbers, left to shapes
    ]


def _digit_count(text: str) -> int:
    return sum(ch.isdigit() for ch in text)
