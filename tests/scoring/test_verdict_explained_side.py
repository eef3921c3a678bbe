"""A side the explanation gives the lesion, when the conclusion names none, must agree with the
reference's side; a symptom's side (opposite a hemispheric lesion) and an explanation naming
both sides say nothing. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

_LEFT_LESION = (
    "Restricted diffusion in the left frontal operculum and insula with an occluded M1 segment.\n\n"
    "Impression: acute MCA territory infarct."
)


def test_a_side_in_the_explanation_contradicts_the_reference() -> None:
    assert verdict(_LEFT_LESION, "Right middle cerebral artery infarction") is False


def test_a_side_in_the_explanation_that_agrees_stays_correct() -> None:
    assert verdict(_LEFT_LESION, "Left middle cerebral artery infarction") is True


@pytest.mark.parametrize(
    "answer",
    [
        "Sudden right hemiparesis and aphasia for two hours.\n\nImpression: acute MCA infarct.",
        "Old lacune in the right thalamus; new restricted diffusion in the left insula.\n\n"
        "Impression: acute MCA territory infarct.",
    ],
)
def test_a_symptom_side_or_both_sides_leave_the_verdict_alone(answer: str) -> None:
    assert verdict(answer, "Left middle cerebral artery infarction") is True
