"""Origin words beyond primary/secondary: "spontaneous" against "post-dural puncture",
"iatrogenic", "traumatic" can contradict; and a diagnosis written as a query ("?MS") is not an
answer. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from scoring.rule.qualifiers import ORIGIN, read_qualifiers
from scoring.rule.text import tokenize
from tests.support.verdicts import judge, verdict


@pytest.mark.parametrize(
    ("text", "origin"),
    [
        ("spontaneous intracranial hypotension", {"primary"}),
        ("post-dural puncture intracranial hypotension", {"secondary"}),
        ("iatrogenic Creutzfeldt-Jakob disease", {"secondary"}),
        ("traumatic subarachnoid haemorrhage", {"secondary"}),
        ("post-contrast T1", set()),
    ],
)
def test_origin_words(text: str, origin: set[str]) -> None:
    assert read_qualifiers(tokenize(text))[ORIGIN] == origin


def test_a_procedural_cause_contradicts_a_spontaneous_reference() -> None:
    answer = (
        "Headache since the epidural; sagging brainstem: post-dural puncture intracranial "
        "hypotension."
    )
    result = judge(answer, "Spontaneous intracranial hypotension")
    assert result.correct is False
    assert "origin" in result.reason


def test_no_stated_origin_is_still_a_hit() -> None:
    answer = (
        "Brain sag, engorged sinuses, smooth pachymeningeal enhancement: intracranial hypotension."
    )
    assert verdict(answer, "Spontaneous intracranial hypotension") is True


@pytest.mark.parametrize("answer", ["?NMOSD", "Impression: ?NMOSD, for AQP4 antibodies."])
def test_a_queried_diagnosis_is_undecided(answer: str) -> None:
    assert verdict(answer, "Neuromyelitis optica spectrum disorder") is None


def test_a_question_mark_after_a_name_is_not_a_query() -> None:
    assert verdict("NMOSD? Yes: NMOSD.", "Neuromyelitis optica spectrum disorder") is True
