"""A letter after a word of grading ("Phase C.", "Typ B.", "estadio A.") is the grade, not an
initial before a surname; an initial before a surname elsewhere still goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Anschlussheilbehandlung Phase D. Gangschule täglich.", "Gangschule"),
        ("Hemiblock Typ B. Holter-EKG ohne Pausen.", "Holter-EKG"),
        ("Insuficiencia cardiaca estadio C. Ecocardiograma pendiente.", "Ecocardiograma"),
    ],
)
def test_grade_letter_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_initial_before_a_surname_still_goes() -> None:
    assert_kept_and_gone("Befund vidiert: K. Oberhuber, Oberarzt.", [], ["Oberhuber"])


@pytest.mark.parametrize(
    "text",
    [
        "Trail Making Test B. Stroop interference slowed.",
        "Boston Naming, Teil B. Wortflüssigkeit reduziert.",
    ],
)
def test_part_letter_of_a_test_is_kept(text: str) -> None:
    after = text.split(". ")[1].split()[0]
    assert_kept_and_gone(text, [after], [])
