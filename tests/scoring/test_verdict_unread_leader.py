"""An answer whose only known names are ranked below a diagnosis the table does not read leads
with that unread diagnosis: undecided, not incorrect, since it may be the reference under a name
the table lacks. A differential list with no leader stays incorrect. Whole answers through the
path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge, verdict

THUNDERCLAP = (
    "The thunderclap onset favours a primary thunderclap headache over subarachnoid haemorrhage."
)


def test_known_names_only_below_an_unread_leader_abstain() -> None:
    answer = THUNDERCLAP
    result = judge(answer, "Reversible cerebral vasoconstriction syndrome")
    assert result.correct is None
    assert "does not know" in result.reason


def test_the_lowered_name_itself_is_still_incorrect() -> None:
    answer = THUNDERCLAP
    assert verdict(answer, "Subarachnoid hemorrhage") is False


def test_a_differential_with_no_leader_is_still_incorrect() -> None:
    answer = "Differentials include subarachnoid haemorrhage and cervical artery dissection."
    assert verdict(answer, "Reversible cerebral vasoconstriction syndrome") is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Ophthalmoplegia, ataxia and confusion after a binge: Wernicke's.",
            "Wernicke encephalopathy",
        ),
        (
            "Symmetric dentate and pallidal calcification, normal calcium: Fahr's.",
            "Primary familial brain calcification",
        ),
    ],
)
def test_a_possessive_eponym_the_table_does_not_read_abstains(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is None


def test_a_contraction_is_no_eponym() -> None:
    assert verdict("It's a normal scan for age.", "Multiple sclerosis") is False
