"""Found identifier spans, how overlapping ones merge, and the placeholder each kind becomes."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from vlm.privacy.anchors import matches

PLACEHOLDER = {
    "name": "[NAME]",
    "next_of_kin": "[NAME]",
    "institution": "[INSTITUTION]",
    "phone": "[PHONE]",
    "email": "[EMAIL]",
    "url": "[URL]",
    "address": "[ADDRESS]",
    "record": "[ID]",
    "date": "[DATE]",
    "age": "90 or older",
    "birth_year": "[year of birth: aged 90 or older]",
    "known": "[ID]",
}


@dataclass(frozen=True)
class Span:
    """[start, end) of `text` that is an identifier of `kind` (a key of PLACEHOLDER)."""

    start: int
    end: int
    kind: str


def regex_spans(text: str, kind: str, patterns: Iterable[re.Pattern[str]]) -> Iterator[Span]:
    """Spans of every match; a pattern with a group named `id` marks only that group. A pattern
    whose anchors the text lacks is not run (anchors.py)."""
    for pattern in patterns:
        for m in matches(pattern, text):
            start, end = m.span("id") if "id" in pattern.groupindex else m.span()
            if end > start:
                yield Span(start, end, kind)


def merge_spans(spans: Iterable[Span]) -> list[Span]:
    """Overlapping or touching spans become one; the earliest-starting kind names it (an age
    replacement is kept apart: it must read "90 or older", not a placeholder)."""
    out: list[Span] = []
    for s in sorted(spans, key=lambda s: (s.start, -s.end)):
        if out and s.start <= out[-1].end and not {"age", "birth_year"} & {s.kind, out[-1].kind}:
            last = out[-1]
            out[-1] = Span(last.start, max(last.end, s.end), last.kind)
        elif out and s.start < out[-1].end:
            continue  # inside an age phrase already replaced
        else:
            out.append(s)
    return out


def replace_spans(text: str, spans: list[Span]) -> str:
    """The text with each merged span replaced by its kind's placeholder."""
    parts: list[str] = []
    pos = 0
    for s in spans:
        parts.append(text[pos : s.start])
        parts.append(PLACEHOLDER.get(s.kind, "[REDACTED]"))
        pos = s.end
    parts.append(text[pos:])
    return "".join(parts)
