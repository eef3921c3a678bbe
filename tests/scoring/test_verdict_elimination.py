"""Elimination and concession: "ruling out X leaves Y" denies X and commits to Y; "X, though
less likely alternatives exist" keeps X first, and the alternatives it names stay lower."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

ELIMINATION = [
    "Ruling out a schwannoma (no extension into the canal) leaves a CP-angle meningioma.",
    "Having excluded a schwannoma on the thin-slice MRI, we are left with a meningioma.",
]


@pytest.mark.parametrize("answer", ELIMINATION)
def test_what_is_left_after_an_exclusion_is_the_answer(answer: str) -> None:
    assert verdict(answer, "Meningioma") is True
    assert verdict(answer, "Vestibular schwannoma") is False


@pytest.mark.parametrize(
    "answer",
    [
        "Multiple sclerosis is the diagnosis, although less likely alternatives exist.",
        "MS is my answer, though other, less probable alternatives remain.",
    ],
)
def test_a_concession_after_the_conclusion_keeps_it_first(answer: str) -> None:
    assert verdict(answer, "Multiple sclerosis") is True


def test_alternatives_a_concession_names_stay_lower() -> None:
    answer = "Glioblastoma, although less likely alternatives like lymphoma remain."
    assert verdict(answer, "Glioblastoma") is True
    assert verdict(answer, "Primary CNS lymphoma") is False


def test_a_label_of_less_likely_alternatives_still_ranks_them_lower() -> None:
    answer = "Glioblastoma. Less likely alternatives: lymphoma, metastasis."
    assert verdict(answer, "Primary CNS lymphoma") is False


def test_leaving_as_a_plain_verb_commits_nothing_new() -> None:
    answer = "Glioblastoma after subtotal resection, leaving residual enhancing tumour."
    assert verdict(answer, "Glioblastoma") is True
