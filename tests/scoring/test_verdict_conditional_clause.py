"""A diagnosis offered only under a condition the answer then says does not hold ("If she
were older I'd say X, but ... Y") is not the answer; the one after the contrast is."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge

_ANSWERS = [
    "If the lesion were in the cerebellopontine angle I would call it a meningioma, but it "
    "sits inside the fourth ventricle of a child: ependymoma.",
    "Were there a dural tail I'd go with meningioma; as it grows out through the foramen of "
    "Luschka in a 4-year-old, it's an ependymoma.",
    "Had the patient been 60, a meningioma would be my answer; in a young child with a "
    "plastic fourth-ventricle mass it is an ependymoma.",
]


@pytest.mark.parametrize("answer", _ANSWERS)
def test_the_name_after_an_unmet_condition_is_the_answer(answer: str) -> None:
    assert judge(answer, "Ependymoma").correct is True, judge(answer, "Ependymoma").reason
    assert judge(answer, "Meningioma").correct is not True


def test_a_plain_if_that_states_no_hypothetical_answer_is_left_alone() -> None:
    answer = "If you look at the diffusion map, the centre restricts. Diagnosis: brain abscess."
    assert judge(answer, "Brain abscess").correct is True
