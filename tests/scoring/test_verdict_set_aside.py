"""Conversational answers that set a diagnosis aside after naming it ("B doesn't really fit"),
and a disease named as the patient's background ("in a patient with B"). Whole answers through
the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "On balance I think this is cortical venous thrombosis; a cavernoma doesn't really fit "
        "because there is no haemosiderin ring.",
        "This looks like a pilocytic astrocytoma, and a cavernoma would be unusual with a cyst "
        "this large.",
        "I'd call it a haemangioblastoma. A cavernoma is a poor fit for an enhancing nodule.",
        "The popcorn look made me think of it, but nothing to suggest a cavernoma: no bloom on "
        "SWI. Best answer: developmental venous anomaly.",
    ],
)
def test_a_reference_set_aside_in_plain_words_is_not_the_answer(answer: str) -> None:
    assert verdict(answer, "Cavernous malformation") is False


def test_the_diagnosis_it_keeps_is_still_a_hit() -> None:
    answer = (
        "On balance I think this is a haemangioblastoma; a pilocytic astrocytoma doesn't really "
        "fit in a 50-year-old."
    )
    assert verdict(answer, "Hemangioblastoma") is True


def test_a_disease_in_the_patients_background_is_not_the_answer() -> None:
    answer = (
        "Cryptococcal meningitis in a patient with HIV encephalopathy; the basal ganglia hold "
        "gelatinous pseudocysts."
    )
    assert verdict(answer, "HIV encephalopathy") is False
    assert verdict(answer, "Cryptococcal meningitis") is True
