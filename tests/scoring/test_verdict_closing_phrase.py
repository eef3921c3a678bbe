"""'X is my final answer.' names its answer before the phrase; the phrase alone on a line is
still a heading over what follows. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.parse import parse_answer


@pytest.mark.parametrize(
    "answer",
    [
        "Restricted diffusion in both hippocampi after the amnestic episode. Transient global "
        "amnesia is my final answer.",
        "Punctate CA1 dots on DWI, resolved amnesia, no other deficit, so transient global "
        "amnesia would be my final diagnosis.",
        "Final answer:\nTransient global amnesia",
        "### Final diagnosis\n\nTransient global amnesia",
    ],
)
def test_the_answer_before_or_under_the_phrase_is_judged(answer: str) -> None:
    assert parse_answer(answer).final_diagnosis.strip()
    assert verdict(answer, "Transient global amnesia") is True


def test_after_a_turn_only_the_closing_subject_is_the_answer() -> None:
    answer = "A seizure could do this, but transient global amnesia is my final answer."
    assert verdict(answer, "Transient global amnesia") is True
