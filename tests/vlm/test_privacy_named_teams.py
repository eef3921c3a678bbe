"""A team or service named after its town or founder, and hospitals named by the religious order
or charity that runs them; teams named by their function stay. Each case is our own sentence,
never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Referred to the Hexham outreach service for home visits.", "Hexham"),
        ("Input from the Sid Watkins team before discharge.", "Watkins"),
        ("Betreut in der Ambulanz der Barmherzigen Schwestern Ried.", "Ried"),
        ("Voraufenthalt im Johanniter-Krankenhaus Geesthacht.", "Johanniter"),
    ],
)
def test_named_team_or_order_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Discussed with the Tissue Viability team today.", "Tissue Viability"),
        ("Referred to the Wheelchair service and the Orthotics team.", "Wheelchair"),
        ("Reviewed by the Stroke team and the Parkinson's team.", "Parkinson's"),
        ("The Dementia Support team will phone next week.", "Dementia Support"),
    ],
)
def test_team_named_by_function_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
