"""An alternative described as it would look ("A meningioma would have a broader dural base")
is set aside below the answer. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

ANSWERS = [
    "Pontine haemorrhage in a hypertensive patient. A cavernoma would show a complete "
    "haemosiderin ring and would not come with this much oedema.",
    "Diagnosis: hypertensive pontine haemorrhage. A cavernous malformation would typically "
    "be smaller and rimmed.",
]


@pytest.mark.parametrize("answer", ANSWERS)
def test_the_alternative_described_counterfactually_is_not_the_answer(answer: str) -> None:
    assert verdict(answer, "Cavernous malformation") is False


@pytest.mark.parametrize("answer", ANSWERS)
def test_the_answer_beside_it_is_a_hit(answer: str) -> None:
    assert verdict(answer, "Intracerebral hemorrhage") is True


def test_would_be_my_answer_still_commits() -> None:
    answer = (
        "With a thalamic bleed in a 60-year-old smoker, hypertensive haemorrhage would be my "
        "answer."
    )
    assert verdict(answer, "Hypertensive intracerebral hemorrhage") is True
