"""Sheltered workshops and day programmes named after the head word of their kind in five
languages, beside the same head words before a weekday, an abstract noun or a clinical word.
Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Er arbeitet in der Werkstatt Lichtblick in der Verpackung.", "Lichtblick"),
        ("Elle travaille à l'ESAT Les Hirondelles depuis 2015.", "Hirondelles"),
        ("Acude cada mañana al Taller Protegido Amanecer.", "Amanecer"),
        ("Hij werkt in het beschermd atelier De Schakel.", "Schakel"),
        ("Va al centro ocupacional Nuevo Horizonte tres días.", "Horizonte"),
    ],
)
def test_workshop_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Patient geht in die Werkstatt Montag früh.", "Montag"),
        ("Er arbeitet in der Werkstatt Teilzeit.", "Teilzeit"),
        ("EA Ratio 0.5 on the gait analysis.", "EA Ratio"),
    ],
)
def test_weekday_or_noun_after_head_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
