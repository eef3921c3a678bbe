"""The judged span made one line, and whether a span is a list: shared by every way the
conclusion finder picks a span (label, ranking, sentence, first line)."""

from __future__ import annotations

import re

NUMBERED_ITEM = re.compile(r"^\s*(?:\d+[.)、]|\(\d+\))\s+(?P<item>.+?)\s*$", re.M)
LIST_ITEM = re.compile(r"^\s*(?:[-*•]|\d+[.)、]|\(\d+\))\s+(?P<item>.+?)\s*$", re.M)


def is_list(span: str) -> bool:
    return len(LIST_ITEM.findall(span)) >= 2 or span.count(",") + span.count(";") >= 2


def clean_span(span: str) -> str:
    """One line: markdown marks and bullets dropped, whitespace folded, list lines joined."""
    lines = [
        re.sub(r"^\s*(?:[-*•]|\d+[.)、]|\(\d+\))\s+", "", ln).strip() for ln in span.splitlines()
    ]
    joined = ""
    for line in (ln for ln in lines if ln):
        ends = joined.endswith((".", "!", "?", ":", ";", "。", "：", "；"))
        joined = f"{joined}{' ' if ends or not joined else '; '}{line}".strip()
    if len(NUMBERED_ITEM.findall(span)) >= 2:  # keep the numbers: the rule reads the order
        joined = " ".join(
            f"{i}. {m.group('item').strip()}" for i, m in enumerate(NUMBERED_ITEM.finditer(span), 1)
        )
    joined = re.sub(r"\*{1,3}|_{2,3}|`", "", joined)
    return re.sub(r"\s+", " ", joined).strip(" .:：;-。；，")
