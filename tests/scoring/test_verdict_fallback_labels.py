"""A second choice under its own label ("Backup answer: X", "Alternate diagnosis: X") ranks
below the answer given first: X is no hit, and the first answer still is."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

_ANSWERS = [
    "Susac syndrome, given the central callosal holes. Backup answer: multiple sclerosis.",
    "Susac syndrome.\nAlternate diagnosis: multiple sclerosis",
    "Susac syndrome. Runner-up: MS.",
]


@pytest.mark.parametrize("answer", _ANSWERS)
def test_the_fallback_is_no_hit(answer: str) -> None:
    assert verdict(answer, "Multiple sclerosis") is False


@pytest.mark.parametrize("answer", _ANSWERS)
def test_the_first_answer_still_is(answer: str) -> None:
    assert verdict(answer, "Susac syndrome") is True
