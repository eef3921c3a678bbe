"""The adjective, ordinal or numeral that starts a Dutch or German street's or hospital's name goes
with it, and a nursery named with an article goes whole; the same adjectives in clinical prose
stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Mevrouw woont op de Korte Smeestraat 9 in Gouda.", "Korte"),
        ("Nieuw adres: Derde Oosterparkstraat 88, Amsterdam.", "Derde"),
        ("Wohnhaft Obere Marktgasse 6, 1. Stock.", "Obere"),
        ("Verlegt aus dem Onze Lieve Vrouwziekenhuis in Aalst.", "Onze"),
        ("Haar dochter gaat naar kinderdagverblijf De Kikkerhoek.", "Kikkerhoek"),
        ("La niña va a la guardería Las Ardillas por las mañanas.", "Ardillas"),
        ("Sa fille est à la crèche Les Lutins depuis mars.", "Lutins"),
    ],
)
def test_name_part_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Eerste controle na drie weken; oude klachten, lange wachttijd.", "Eerste controle"),
        ("Alte Befunde liegen vor, neue Bildgebung folgt.", "Alte Befunde"),
        ("Korte episodes van dubbelzien, geen hoofdpijn.", "Korte episodes"),
    ],
)
def test_clinical_adjectives_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
