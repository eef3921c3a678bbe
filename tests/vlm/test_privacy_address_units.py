"""A house number's Spanish floor and door or Belgian box, an English house on a named close and
the town after it, and a relative's town in French go; a dose number and a score stay. Each case
is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Reside en la calle Goya 27, 4º dcha., con su hermana.", "4º dcha"),
        ("Domicilio: avenida de Burgos 3, 1.º B, Aranda.", "1.º B"),
        ("Hij woont in de Molenstraat 41 bus 6 in Lier.", "bus 6"),
        ("Elle vit rue de la Station 8 bte 2 à Jambes.", "bte 2"),
        ("Letters to her son at 7 The Paddocks, Wantage.", "Paddocks"),
        ("Letters to her son at 7 The Paddocks, Wantage.", "Wantage"),
        ("Elle passe les vacances chez sa nièce à Montélimar.", "Montélimar"),
    ],
)
def test_address_part_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("GCS 14, 3 episodes of vomiting overnight.", "3 episodes"),
        ("Il est rentré chez sa fille à pied, sans aide.", "à pied"),
    ],
)
def test_clinical_numbers_and_words_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
