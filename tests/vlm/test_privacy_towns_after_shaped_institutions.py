"""A town of the gazetteers reached by a preposition after an institution, whichever detector
found the institution (a school named after a person, a workshop, a club), beside the same
preposition before a month or a clinical word. Each case is our own sentence, never taken from
an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Der Sohn besucht das Tilman-Riemenschneider-Gymnasium in Pottenstein.", "Pottenstein"),
        ("Il travaille à l'ESAT Les Hirondelles à Vielsalm.", "Vielsalm"),
        ("Sings with the Tamar Choral Society in Mevagissey.", "Mevagissey"),
    ],
)
def test_town_after_institution_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Runs with Wyvern Harriers in March and April.", "March"),
        ("Er arbeitet in der Werkstatt Lichtblick in Teilzeit.", "Teilzeit"),
    ],
)
def test_month_or_noun_after_institution_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
