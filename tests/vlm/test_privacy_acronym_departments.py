"""A hospital's acronym before one of its teams ("the … stroke team", "… Neurovascular") is
removed; a grade before a department and a clinical acronym before a team stay. Our own
sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Case discussed with the KGH stroke team at 02:00.", "KGH"),
        ("Referred on to WRMC Neurovascular for a carotid opinion.", "WRMC"),
        ("The NUTH neurosurgical team accepted him.", "NUTH"),
    ],
)
def test_hospital_acronym_before_its_team_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Seen by the HASU stroke team within the hour.", "HASU"),
        ("J. de Vries, AIOS Neurologie", "AIOS"),
        ("Dra. Ruiz, FEA Neurología", "FEA"),
    ],
)
def test_grade_or_clinical_acronym_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
