"""A list whose ranking is said after it: "MSA, PSP and PD, in that order" or "A, B, C (in
decreasing order of likelihood)". The rule ranks a list only when "in order" stands before it,
so the closing phrase is moved to the front of its sentence; without this the list reads as
uncommitted, or a later item as the answer."""

from __future__ import annotations

import re

_CLOSING = (
    r"in that order|in this order|"
    r"in (?:decreasing |descending )?order of (?:likelihood|probability)|"
    r"in (?:decreasing|descending) order|"
    r"(?:ranked |listed )?from most to least likely|"
    r"(?:ranked |listed )?by (?:likelihood|probability)"
)
# the phrase after a comma, dash or bracket, closing its sentence; found first, and its
# sentence's start found from it, so a long text is read once
_TRAILING = re.compile(
    r"\s*(?:[,;:]|\s[-\u2013\u2014]|\()\s*"
    rf"(?:{_CLOSING})\s*\)?(?=\s*(?:[.!?\n]|$))",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?\n]")


def move_trailing_order(text: str) -> str:
    """'I'd put A, B and C, in that order.' -> 'In order: I'd put A, B and C.'"""
    parts, done = [], 0
    for match in _TRAILING.finditer(text):
        ends = [m.end() for m in _SENTENCE_END.finditer(text, done, match.start())]
        start = ends[-1] if ends else done
        body = text[start : match.start()]
        if not any(ch.isalnum() for ch in body):
            continue
        lead = body[: len(body) - len(body.lstrip())]
        parts += [text[done:start], lead, "in order: ", body.lstrip()]
        done = match.end()
    return "".join(parts) + text[done:] if parts else text
