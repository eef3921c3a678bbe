"""Comparisons in one clause rank two diagnoses ("more likely a pineoblastoma than a germinoma"):
the name after "than" is below the other, unless nothing compares likelihood, fit or rank
("ADC is lower in the core than in the rim") or the comparison is turned round ("nothing fits
better than X"). "First" that dates an event ("a first attack of MS") ranks nothing. Whole
answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from scoring.rule.cues.en_comparisons import compares_likelihood
from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "In a 70-year-old with a solitary cerebellar mass, a metastasis is more likely than a "
        "haemangioblastoma.",
        "Fits a metastasis better than a haemangioblastoma, since there is no cyst.",
        "I would rank metastasis higher than haemangioblastoma at this age.",
        "Haemangioblastoma is less likely than a metastasis at this age.",
    ],
)
def test_the_name_after_than_is_ranked_below(answer: str) -> None:
    assert verdict(answer, "Hemangioblastoma") is False
    assert verdict(answer, "Brain metastases") is True


@pytest.mark.parametrize(
    "answer",
    [
        "Nothing fits better than a haemangioblastoma in a patient with VHL.",
        "Enhancement is stronger in the nodule than in the cyst wall, typical of "
        "haemangioblastoma.",
        "Metastases are more common than haemangioblastomas overall, but with retinal angiomas "
        "this is a haemangioblastoma.",
        "It is more likely than not a haemangioblastoma.",
    ],
)
def test_than_that_ranks_nothing(answer: str) -> None:
    assert verdict(answer, "Hemangioblastoma") is True


def test_a_first_attack_of_a_disease_is_not_its_ranking() -> None:
    answer = (
        "Monophasic illness with encephalopathy after a viral prodrome: this fits ADEM better "
        "than a first attack of multiple sclerosis."
    )
    assert verdict(answer, "Multiple sclerosis") is False
    assert verdict(answer, "Acute disseminated encephalomyelitis") is True


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("far more likely to be a", True),
        ("fits x better", True),
        ("more in keeping with x", True),
        ("adc is lower in the core", False),
        ("nothing fits better", False),
        ("ms is more common", False),
    ],
)
def test_which_sentences_compare_likelihood(words: str, expected: bool) -> None:
    assert compares_likelihood(words.split()) is expected
