"""An institution's acronym after a contracted or elided article ("arbeitet im …", "suivie à
l'…") is removed in a German or French note; tests and national bodies in the same slot ("im
MRT", "à l'IRM", "l'AVK") stay, and a three-letter acronym needs a verb of working, sending or
caring before it. Our own sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


_DE = "Die Patientin lebt allein und ist seit dem Sturz unsicher beim Gehen. "
_FR = "La patiente vit seule et marche avec une canne depuis sa chute. "


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (_DE + "Der Sohn arbeitet im KBW als Techniker.", "KBW"),
        (_DE + "Die Hausärztin überweist ans KLWN zur Abklärung.", "KLWN"),
        (_FR + "Elle est suivie à l'HOPVEX pour son diabète.", "HOPVEX"),
        (_FR + "Aide à la toilette par l'ASPRAD le matin.", "ASPRAD"),
    ],
)
def test_house_acronym_after_a_contraction_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (_DE + "Im MRT keine Ischämie, im UKG normale Pumpfunktion.", "UKG"),
        (_DE + "Befund im KBW unklar.", "KBW"),
        (_FR + "À l'IRM, pas de lésion; relais de l'AVK discuté.", "AVK"),
        (_FR + "Demande faite à la CPAM et par la MDPH.", "MDPH"),
    ],
)
def test_tests_bodies_and_bare_three_letters_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
