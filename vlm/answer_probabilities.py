"""A list that gives every item a probability is judged as its most probable item.

Models rank a differential by writing a percentage after each item, inline ("sporadic CJD ~80%,
autoimmune encephalitis ~15%") or on numbered lines that the conclusion finder joins into one
("1. TSC (85%) 2. SWS (10%)"); the order they are written in need not be the ranking.
"""

from __future__ import annotations

import re

_PERCENT = re.compile(r"(\d{1,3}(?:[.,]\d+)?)\s*%")
_BARE_PERCENT = re.compile(r"[\s:~≈=–-]*\d{1,3}(?:[.,]\d+)?\s*%.*$")  # "sporadic CJD ~80%"
_ITEM_SPLIT = re.compile(r"[;,\n](?![^()]*\))|\s(?=\d+[.)]\s)")  # numbered items joined on a line


def most_probable(span: str) -> str:
    """The item of a list with the highest stated probability, when every item states one and
    one is highest; else ''."""
    items = [i.strip() for i in _ITEM_SPLIT.split(span) if i.strip()]
    found = [_PERCENT.findall(i) for i in items]
    if len(items) < 2 or any(len(f) != 1 for f in found):
        return ""
    weights = [float(f[0].replace(",", ".")) for f in found]
    best = max(weights)
    if weights.count(best) != 1:
        return ""
    top = items[weights.index(best)]
    top = re.sub(r"\s*[(\[][^()\[\]]*?\d{1,3}(?:[.,]\d+)?\s*%[^()\[\]]*?[)\]]", " ", top)
    top = _BARE_PERCENT.sub("", top).strip(" :-")
    after_label = re.split(r"[:：]\s*", top)[-1]  # "Differential (likelihood): sporadic CJD"
    return re.sub(r"^\d+[.)]\s+", "", after_label or top).strip(" :-")
