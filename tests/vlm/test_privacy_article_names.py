"""A name opened by a capitalised article inside a sentence (a care home, a day centre, a
rehabilitation centre, with or without a head word before it) goes; an eponym with its article,
a Latin phrase, a surname's particle after a title and a heading in title case stay as
they were. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Mevrouw verhuist volgende week naar De Vlonder.", "Vlonder"),
        ("Hij gaat twee dagen per week naar dagbesteding Het Baken.", "Baken"),
        ("Elle est accueillie en journée au foyer Les Tilleuls.", "Tilleuls"),
        ("Sortie prévue vers L'Oustalet pour la convalescence.", "Oustalet"),
        ("Acude tres días al centro de día Las Acacias.", "Acacias"),
        ("Vive desde 2020 en la residencia Los Robles.", "Robles"),
        ("Il est suivi en IME Les Écureuils depuis l'enfance.", "Écureuils"),
    ],
)
def test_name_opened_by_a_capitalised_article_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Cumple criterios de El Escorial revisados para ELA probable.", "El Escorial"),
        ("Ténosynovite de De Quervain du poignet droit.", "De Quervain"),
        ("A De Novo mutation in SCN1A was reported.", "De Novo"),
        ("Fracture de type Le Fort II opérée en 2019.", "Le Fort II"),
    ],
)
def test_eponym_or_latin_phrase_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)


def test_surname_particle_after_a_title_is_a_name_not_an_institution() -> None:
    out = _scrub("Mevrouw De Ruyter werd gisteren opgenomen.")
    assert "Ruyter" not in out
    assert "[INSTITUTION]" not in out


def test_heading_in_capitals_keeps_its_article() -> None:
    out = _scrub("INFORME DE ALTA HOSPITALARIA\nPaciente ingresada por cefalea.")
    assert "DE ALTA HOSPITALARIA" in out
