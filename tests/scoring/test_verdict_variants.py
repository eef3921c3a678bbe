"""A suffix or prefix that makes another disorder of a name: "Parkinson-plus syndrome" is an
atypical parkinsonism, "pre-abscess" cerebritis. "Plus" as a conjunction and "pre-" on another
word change nothing."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Vertical gaze palsy and early falls: a Parkinson-plus syndrome, probably PSP.",
        "This looks like a Parkinson plus disorder rather than the idiopathic disease.",
    ],
)
def test_a_plus_syndrome_is_not_parkinson_disease(answer: str) -> None:
    assert verdict(answer, "Parkinson disease") is False


def test_the_plus_syndrome_named_is_still_a_hit() -> None:
    answer = "Vertical gaze palsy and early falls: a Parkinson-plus syndrome, probably PSP."
    assert verdict(answer, "Progressive supranuclear palsy") is True


def test_a_pre_abscess_stage_is_not_an_abscess() -> None:
    answer = "Patchy enhancing oedema without a capsule: cerebritis, the pre-abscess stage."
    assert verdict(answer, "Brain abscess") is not True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Parkinson disease plus a superimposed vascular component.", "Parkinson disease"),
        ("Pre-existing multiple sclerosis with a new relapse.", "Multiple sclerosis"),
    ],
)
def test_plus_as_a_conjunction_and_another_pre_word_keep_the_hit(
    answer: str, reference: str
) -> None:
    assert verdict(answer, reference) is True
