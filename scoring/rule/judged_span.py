"""The span a verdict judged, quoted at the end of its reason: a wrong verdict is visible at a
glance, and a view that shows the span beside the verdict can take it off again."""

from __future__ import annotations


def judged_suffix(span: str, limit: int = 160) -> str:
    """What a verdict's reason ends with: the span it judged, quoted (cut at `limit`)."""
    quoted = span if len(span) <= limit else span[: limit - 1].rstrip() + "\u2026"
    return f"; judged: \u201c{quoted}\u201d"


def bare_reason(reason: str, span: str) -> str:
    """The reason without its quoted span, for a view that shows the span beside it."""
    return reason.removesuffix(judged_suffix(span)) if span else reason
