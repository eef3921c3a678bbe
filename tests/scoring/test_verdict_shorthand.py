"""Clinical shorthand in terse answers: "s/p", "h/o", "hx of" name the patient's history and
"c/w" commits; a slash between single letters is no either-or. Whole answers through the path a
scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

ANSWER = (
    "s/p coiling of a ruptured intracranial aneurysm 2 y ago; new cortical T2 hypointensity "
    "c/w superficial siderosis."
)


@pytest.mark.parametrize(
    ("reference", "expected"), [("Superficial siderosis", True), ("Intracranial aneurysm", False)]
)
def test_status_post_is_history_and_consistent_with_commits(reference: str, expected: bool) -> None:
    assert verdict(ANSWER, reference) is expected


def test_history_of_in_shorthand_is_not_the_answer() -> None:
    answer = "h/o migraine with aura; now a DWI-bright left occipital lesion: acute PCA infarct."
    assert verdict(answer, "Migraine with aura") is False
    assert verdict(answer, "Posterior cerebral artery infarction") is True


def test_a_slash_between_names_is_still_an_either_or() -> None:
    assert verdict("MS/NMOSD, needs AQP4 testing.", "Multiple sclerosis") is False
