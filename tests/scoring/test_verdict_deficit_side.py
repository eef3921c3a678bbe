"""A side stated for a symptom ("left-sided weakness") is not the lesion's side: alone it
leaves the verdict undecided against a sided reference, beside a lesion side it changes
nothing. A negated acuity ("infarct, not acute") is no acute infarct."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Left-sided weakness from an acute MCA territory infarct.",
        "Acute MCA territory infarct, explaining the left arm and leg weakness.",
        "Acute infarct in the middle cerebral artery territory, contralateral to the left "
        "hemiparesis.",
    ],
)
def test_a_symptoms_side_alone_is_not_read_as_the_lesions(answer: str) -> None:
    assert verdict(answer, "Left MCA infarct") is None


def test_a_lesion_side_beside_a_symptoms_side_is_still_read() -> None:
    answer = "Acute right MCA territory infarct with left-sided weakness."
    assert verdict(answer, "Right MCA infarct") is True
    assert verdict(answer, "Left MCA infarct") is False


def test_a_negated_acuity_contradicts_an_acute_reference() -> None:
    assert (
        verdict("Infarct in the left PCA territory, not acute.", "Acute ischemic stroke") is False
    )
