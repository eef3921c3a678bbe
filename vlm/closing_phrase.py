"""A conclusion phrase that closes its sentence names the answer before it: in "AQP4-positive
NMOSD is my final answer." the answer is what precedes "is my final answer" (after a turn:
"..., but NMOSD is my answer"), not the (empty) text after it. A phrase alone on its line
stays a heading over what follows."""

from __future__ import annotations

import re

_COPULA = re.compile(
    r"(?:\s+(?:is|was|would be|will be|remains|stays)(?:\s+(?:my|our|the))?\s*)$", re.I
)
_TURN = re.compile(r"\b(?:but|so|therefore|thus|hence|which is why)\b\s*", re.I)


def closing_subject(plain: str, line_start: int, phrase_start: int) -> tuple[int, int] | None:
    """The span before a closing conclusion phrase ("X is my final answer"), or None when
    nothing but a copula and markup precedes it on its line (a heading)."""
    lead = plain[line_start:phrase_start]
    copula = _COPULA.search(lead)
    if copula is None:
        return None
    start = line_start + len(lead) - len(lead.lstrip(" \t#*_-"))
    end = line_start + copula.start()
    for turn in _TURN.finditer(plain, start, end):  # "MOGAD over MS, but NMOSD is my answer"
        start = turn.end()
    return (start, end) if plain[start:end].strip() else None
