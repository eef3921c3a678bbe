"""Hurried notes: towns and a doctor's name in a note written in lower case, a pasted table's
identifier rows, ages written "93a", a town that is also an eponym after a word of origin, and
the words such notes put where a name would stand (a greeting to colleagues, a heading in
capitals, a clinical word before an acronym). Each case is our own sentence, never taken from an
evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


_LOWER = (
    "seen on the ward this am with her daughter who came over from market harborough by car "
    "her gp is doctor pemberton and she lives alone above the shop in oakham, plan home"
)


@pytest.mark.parametrize("gone", ["harborough", "pemberton", "oakham"])
def test_lower_case_note_loses_its_towns_and_doctor(gone):
    assert gone not in _scrub(_LOWER)


def test_lower_case_words_that_are_towns_elsewhere_stay():
    text = (
        "slept well, in bed most of the day, to bath tomorrow, home with wife at the weekend, "
        "seen in march, back to ward, pain in back, sat in chair, eating and drinking"
    )
    assert _scrub(text) == text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("| Name | Rosalind Achterberg |\n| Sodium | 138 |", "Achterberg"),
        ("| Woonplaats | Nieuwe Pekela |\n| Diagnose | CVA |", "Pekela"),
        ("| Age | 95 |\n| NIHSS | 7 |", "95"),
        ("Varón 96a, traído por el 112.", "96"),
        ("Drove down from Glasgow the same morning.", "Glasgow"),
    ],
)
def test_hurried_identifiers_are_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "| Sodium | 138 |\n| NIHSS | 7 |",
        "Glasgow 14 on arrival, from Glasgow 9 at the scene.",
        "Liebe Kolleginnen und Kollegen, anbei der Verlauf.",
        "PATIENT DEMOGRAPHICS\nSee the front sheet.",
        "FU Neuro SOPC in 3 months; Stroke MDT on Friday.",
    ],
)
def test_hurried_clinical_text_stays(text):
    assert _scrub(text) == text
