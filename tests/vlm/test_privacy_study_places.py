"""A school or university after a verb of study, named without its head word or by an acronym,
goes; a level, a subject, a language, a school in general or a ward after the same verbs stays.
Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Her son studies at Keble and comes home at weekends.", "Keble"),
        ("Sie studiert an der LMU Jura im dritten Semester.", "LMU"),
        ("Der Enkel ist Schüler am Thomaneum.", "Thomaneum"),
        ("Sa petite-fille étudie à la Sorbonne.", "Sorbonne"),
        ("Su nieta estudia en la Autónoma desde septiembre.", "Autónoma"),
        ("Zijn dochter zit op het Maerlant en fietst zelf.", "Maerlant"),
        ("Zij studeert aan de RUG geneeskunde.", "RUG"),
        ("He teaches at Brindlecombe High, year 9 maths.", "Brindlecombe"),
    ],
)
def test_place_of_study_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Estudia en Inglés por las tardes.", "Inglés"),
        ("Hij zit op de IC sinds gisteren.", "IC"),
        ("Der Sohn geht in die Schule und besucht die Sprechstunde.", "Sprechstunde"),
    ],
)
def test_level_subject_or_ward_after_a_verb_of_study_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
