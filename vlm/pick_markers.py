"""A model's choice named as its pick: "Top pick: X", "My top choice is X", "Primera opción: X",
"Erste Wahl: X", "Premier choix : X", "首选诊断：X". Chat models close a numbered differential
this way, often after listing the pick lower than first, so the pick is the answer and not the
list's first row. The labels count only as labels (at a line or sentence start, before a colon
or "is"); the phrases conclude wherever they stand. "Top pick: #2" points into the numbered
list before it (vlm/answer_options.py reads that pointer)."""

from __future__ import annotations

import re

PICK_LABELS: dict[str, tuple[str, ...]] = {
    "en": (
        "top pick",
        "my top pick",
        "top choice",
        "my top choice",
        "first choice",
        "my first choice",
        "first pick",
        "my pick",
        "my favourite",
        "my favorite",
    ),
    "zh": ("首选诊断", "首选", "第一选择"),
    "es": ("primera opción", "mi primera opción", "opción preferida"),
    "de": ("erste wahl", "meine erste wahl", "mein favorit"),
    "fr": ("premier choix", "mon premier choix", "choix préféré"),
}

PICK_PHRASES: dict[str, tuple[str, ...]] = {
    "en": (
        "my top pick is",
        "my top pick would be",
        "my top choice is",
        "my top choice would be",
        "my first choice is",
        "my first choice would be",
        "top pick is",
        "top pick would be",
    ),
    "es": ("mi primera opción es", "mi primera opción sería"),
    "de": ("meine erste wahl ist", "meine erste wahl wäre"),
    "fr": ("mon premier choix est", "mon premier choix serait", "mon premier choix irait à"),
}

# the pick named before the words that make it one ("..., hemangioblastoma is my top pick"):
# the clause after the last comma or sentence end before them
_TRAILING_PICK = re.compile(
    r"(?:^|[,;:.!?\n]\s*)(?P<name>[^,;:.!?\n]{2,120}?)\s+(?:is|would\s+be|remains)\s+"
    r"(?:still\s+)?my\s+(?:top\s+|first\s+|final\s+)?(?:pick|choice)\b",
    re.I | re.M,
)


def trailing_pick(plain: str) -> tuple[int, int] | None:
    """Where the last pick named before "is my top pick" stands in `plain`, or None."""
    lower = plain.lower()
    if " my " not in lower or ("pick" not in lower and "choice" not in lower):
        return None  # the rare anchor first: most answers have none
    found = list(_TRAILING_PICK.finditer(plain))
    return (found[-1].start("name"), found[-1].end("name")) if found else None
