"""'Short answer: X. Longer answer: ...' concludes with X: the longer part is the reasoning, and
the alternatives it weighs are not the answer. Whole answers through the path a scored sample
takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.elaboration import opens_elaboration
from vlm.parse import parse_answer

ANSWER = (
    "Short answer: a colloid cyst of the third ventricle.\n\n"
    "Detailed answer: the lesion sits at the foramen of Monro and is bright on T1. A "
    "craniopharyngioma would be suprasellar and calcified, and a subependymoma would be "
    "lower in the ventricle, so neither explains this."
)


def test_the_short_answer_is_judged() -> None:
    assert "colloid cyst" in parse_answer(ANSWER).final_diagnosis


@pytest.mark.parametrize(
    ("reference", "expected"),
    [("Colloid cyst", True), ("Craniopharyngioma", False), ("Subependymoma", False)],
)
def test_alternatives_in_the_elaboration_are_not_the_answer(reference: str, expected: bool) -> None:
    assert verdict(ANSWER, reference) is expected


@pytest.mark.parametrize(
    ("lead", "expected"),
    [("Longer ", True), ("More detailed ", True), ("Final ", False), ("", False)],
)
def test_which_leads_open_an_elaboration(lead: str, expected: bool) -> None:
    assert opens_elaboration(lead) is expected
