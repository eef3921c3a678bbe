"""A label qualified as a fallback ("Backup answer:", "Alternate diagnosis:") names the
answer's second choice, not its conclusion: the parser keeps the answer's first choice."""

from __future__ import annotations

import pytest

from vlm.parse import parse_answer


@pytest.mark.parametrize(
    "answer",
    [
        "MOG antibody-associated disease. Backup answer: multiple sclerosis.",
        "MOG antibody-associated disease.\nFallback diagnosis: multiple sclerosis",
        "MOG antibody-associated disease. Alternate diagnosis: multiple sclerosis.",
    ],
)
def test_a_fallback_label_is_not_the_conclusion(answer: str) -> None:
    assert parse_answer(answer).final_diagnosis != "multiple sclerosis"
