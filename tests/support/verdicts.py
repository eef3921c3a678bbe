"""A whole model answer judged through the path a scored sample takes: the answer parser finds
the conclusion, then the offline rule judges it against the reference."""

from __future__ import annotations

from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, load_matcher
from scoring.rule.decision import Verdict
from vlm.parse import parse_answer


def judge(answer: str, reference: str) -> Verdict:
    """The rule's verdict on `answer` against the reference diagnosis."""
    parsed = parse_answer(answer)
    return load_matcher(SYNONYMS_FILE).match(
        parsed.final_diagnosis, Reference(diagnosis=reference), parsed.language, answer
    )


def verdict(answer: str, reference: str) -> bool | None:
    """Correct, incorrect or undecided (None)."""
    return judge(answer, reference).correct
