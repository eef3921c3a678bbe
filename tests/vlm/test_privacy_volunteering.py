"""Charities, associations and clubs where someone volunteers or belongs, after the verb or head
word in five languages, beside volunteering at a place named by its kind. Each case is our own
sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Volunteers twice a week with the Copper Kettle Trust.", "Copper"),
        ("Ehrenamtlich beim Tafelkreis Obermain tätig.", "Obermain"),
        ("Elle est bénévole aux Mains Tendues depuis sa retraite.", "Tendues"),
        ("Il préside l'association Les Genêts du Morvan.", "Genêts"),
        ("Es voluntaria en la asociación Brisa Serena.", "Brisa"),
        ("Vrijwilliger bij Zonnebloem Kring Achterhoek.", "Achterhoek"),
        ("Il joue aux cartes au cercle des Anciens de Wépion.", "Anciens"),
    ],
)
def test_charity_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Volunteers at the hospital shop on Mondays.", "hospital shop"),
        ("Volunteered for Neurology research, consent signed.", "Neurology"),
        ("Association of Parkinson symptoms with falls discussed.", "Parkinson"),
    ],
)
def test_place_by_kind_or_clinical_word_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
