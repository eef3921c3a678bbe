"""A leading diagnosis with its alternative in brackets, "Glioblastoma (vs lymphoma)", commits to
the name outside the brackets; the bracketed one ranks below it. Whole answers through the path
a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge, verdict

ANSWER = (
    "Impression: neurosarcoidosis (versus tuberculous meningitis), pending CSF ACE and culture."
)


def test_the_name_outside_the_brackets_is_the_answer() -> None:
    assert verdict(ANSWER, "Neurosarcoidosis") is True


def test_the_bracketed_alternative_is_ranked_below() -> None:
    result = judge(ANSWER, "Tuberculous meningitis")
    assert result.correct is False
    assert "lower-ranked" in result.reason


@pytest.mark.parametrize(
    "answer",
    [
        "Ependymoma (vs medulloblastoma).",
        "Most likely an ependymoma (vs medulloblastoma) given the extension through the foramina.",
    ],
)
def test_short_forms(answer: str) -> None:
    assert verdict(answer, "Ependymoma") is True
    assert verdict(answer, "Medulloblastoma") is False


def test_or_between_two_names_still_commits_to_neither() -> None:
    assert verdict("Diagnosis: ependymoma or medulloblastoma.", "Ependymoma") is False
