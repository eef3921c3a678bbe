"""Streets named after a titled person keep no part of their name, their number or the town
after them; a clinician named with the same titles is still read as a clinician and the words
around stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Mevrouw woont op de Professor Zeemanlaan 31 bij haar zoon.", "Professor"),
        ("Adres: Burgemeester Pabstweg 7, naast de bakker.", "Burgemeester"),
        ("Sie wohnt in der Pfarrer-Kneipp-Straße 5 im Erdgeschoss.", "Pfarrer"),
        ("Wohnhaft Prof.-Sauerbruch-Ring 14, 2. OG.", "14"),
        ("Domicilio: calle Doctor Esquerdo 140, Madrid.", "140"),
        ("Domicilio: calle Doctor Esquerdo 140, Madrid.", "Madrid"),
        ("Il réside rue du Professeur Calmette 12, au rez-de-chaussée.", "Professeur"),
    ],
)
def test_titled_street_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Besproken met Dokter Visser op de polikliniek.", "polikliniek"),
        ("Prof. Brandt empfiehlt eine Lumbalpunktion.", "Lumbalpunktion"),
        ("El Doctor Ruiz pauta levetiracetam 500 mg.", "levetiracetam 500 mg"),
    ],
)
def test_clinical_words_around_a_title_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
