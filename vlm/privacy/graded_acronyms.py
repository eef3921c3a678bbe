"""An acronym in capitals before a grade or a stage names a classification ("Enfermedad Renal
Crónica KDIGO 3b", "Insuffisance cardiaque NYHA III", "Lésion ASIA B"), not a surname after a
capitalised word; a number that is an age ("GARCÍA 84 años") is no grade."""

from __future__ import annotations

import re

__all__ = ["before_grade"]

_GRADE = re.compile(
    r"[ \t]+(?:[IVX]{1,4}[a-c]?|\d{1,2}[a-c]?|[A-E])\b"
    r"(?![ \t]*(?:[-/.,]\d|a(?:ñ|n)os?\b|ans?\b|years?\b|yrs?\b|yo\b|jaar\b|jahre?\b|j\.|岁|歲))",
    re.IGNORECASE,
)


def before_grade(text: str, end: int) -> bool:
    """Whether a grade or a stage follows the acronym that ends at `end`."""
    return bool(_GRADE.match(text, end))
