"""A hospital called by the person it is named after, in a slot a person never stands in
("im …", "en el …", "in het …", "at the …"), is removed; a month, a relative named in the
same sentence and a first name that is a word stay as they were. Our own sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Erstdiagnose 2018 im Theresia, seither stabil.", "Theresia"),
        ("Zur Reha wird er ins Johanna verlegt.", "Johanna"),
        ("Fue intervenida en el Alfonso Quintana hace dos años.", "Alfonso Quintana"),
        ("Viene derivada del Julián Ortega con cefalea.", "Julián Ortega"),
        ("Eerder behandeld in het Margaretha voor een TIA.", "Margaretha"),
        ("She had her first scan at the Beatrice in 2019.", "Beatrice"),
    ],
)
def test_first_name_in_a_place_slot_is_a_hospital(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Kontrolle im Mai geplant.", "Kontrolle im Mai"),
        ("Empeoró en el Verano con el calor.", "Verano"),
        ("Sie wurde im Liegen untersucht.", "im Liegen"),
    ],
)
def test_month_or_word_in_the_slot_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
