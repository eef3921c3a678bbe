"""A LaTeX boxed answer ("$\\boxed{\\text{Colloid cyst}}$"), the way models trained on exam
questions close: the box is the model's own marking of its answer, so its content is the
conclusion wherever it stands, with or without a "final answer" phrase before it."""

from __future__ import annotations

import re

_BOXED = re.compile(
    r"\\boxed\s*\{\s*(?:\\(?:text|textbf|mathrm|mathbf)\s*\{)?(?P<answer>[^{}\n]{2,200}?)\}?\s*\}"
)


def boxed_answer(text: str) -> tuple[int, int] | None:
    """The offsets of the last boxed answer's content, or None."""
    if "\\boxed" not in text:
        return None
    found = list(_BOXED.finditer(text))
    if not found:
        return None
    last = found[-1]
    return last.start("answer"), last.end("answer")
