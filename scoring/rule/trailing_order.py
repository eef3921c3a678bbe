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
# a sentence with a comma or "or"/"and" in it, closed by the phrase after a comma, dash or
# bracket, and then by the sentence's end
_TRAILING = re.compile(
    r"(?P<lead>\s*)(?P<body>[^.!?\n]*?\w[^.!?\n]*?)\s*(?:[,;:]|\s[-\u2013\u2014]|\()\s*"
    rf"(?P<phrase>{_CLOSING})\s*\)?(?=\s*(?:[.!?\n]|$))",
    re.IGNORECASE,
)


def move_trailing_order(text: str) -> str:
    """'I'd put A, B and C, in that order.' -> 'In order: I'd put A, B and C.'"""
    if "order" not in text and "likel" not in text and "probab" not in text:
        return text
    return _TRAILING.sub(lambda m: m.group("lead") + "in order: " + m.group("body"), text)
