"""A refusal in its own sentence beside a name the answer never ranks or concludes leaves the
verdict undecided; a refusal followed by 'most likely X' still commits to X, and a refusal by a
verb of reaching a diagnosis is read as one."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Symmetric pallidal T1 shortening is typical of manganese deposition in liver disease, "
        "but other causes look the same. From the images alone I cannot reach a diagnosis.",
        "The pattern is reminiscent of hepatic encephalopathy. Without laboratory values I am "
        "unable to arrive at a specific diagnosis.",
    ],
)
def test_a_name_beside_a_refusal_is_not_the_answer(answer: str) -> None:
    assert verdict(answer, "Hepatic encephalopathy") is not True


def test_a_refusal_that_yields_to_a_ranked_name() -> None:
    answer = (
        "I cannot reach a diagnosis with certainty from one sequence, but the most likely "
        "diagnosis is hepatic encephalopathy."
    )
    assert verdict(answer, "Hepatic encephalopathy") is True


def test_a_definitive_diagnosis_declined_is_only_a_hedge() -> None:
    answer = (
        "I can't give a definitive diagnosis from these images, but the features suggest "
        "hepatic encephalopathy."
    )
    assert verdict(answer, "Hepatic encephalopathy") is True
