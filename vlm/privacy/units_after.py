"""A unit of measure right after a number ("12.4 nmol/L", "3.5 mg", "1.8 g/L", "6.2 ms"): the
number is a measurement, never a day and a month, whatever cue stands before it ("Ab 12.4
nmol/L": an antibody's titre, not "from 12 April")."""

from __future__ import annotations

import re

_UNIT = re.compile(
    r"[ \t]*(?:[nµuμpm]?mol|[nµuμmk]?g|[mµuμd]?[lL]|mEq|meq|[kKmM]?IU|U|UI|IE|mmHg|cmH2O|"
    r"mm|cm|ms|[kKm]?Hz|[mµuμ]V|Gy|mSv|bpm|kcal|s\b|%|‰|°|x\s*10|×\s*10|/(?:min|h|d|l|L|µl|ul|"
    r"mm[³3]|dl|dL|ml|mL|kg|m²|m2))(?![^\W\d_])"
)


def unit_after(text: str, end: int) -> bool:
    """A unit of measure follows the number that ends at `end`."""
    return bool(_UNIT.match(text, end))
