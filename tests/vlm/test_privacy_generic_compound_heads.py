"""A Dutch hospital with a generic compound head and a Swiss town hospital go with their name; a
department named with "kliniek" and the Hospital Anxiety and Depression Scale stay. Each case is
our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Zij werd overgeplaatst vanuit het Streekziekenhuis Zuid-Drenthe.", "Drenthe"),
        ("Eerder gezien in het Streekziekenhuis Prinses Amalia.", "Amalia"),
        ("Zuweisung aus dem Kantonsspital Frauenfeld nach Sturz.", "Frauenfeld"),
    ],
)
def test_hospital_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Controle op de Polikliniek Bewegingsstoornissen over zes weken.", "Bewegingsstoornissen"),
        ("Hospital Anxiety and Depression Scale: 14.", "Hospital Anxiety and Depression Scale"),
    ],
)
def test_department_and_scale_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
