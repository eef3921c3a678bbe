"""A day of the month alone after the preposition that dates it goes where the clause ends after
it; a day before a noun, a scale's step and a range of numbers stay."""

import pytest

from tests.support.privacy_spans import redacted_parts


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Retour à domicile le 17.\nTraitement inchangé.", "17"),
        ("Elle est rentrée le 4. Sa fille passe chaque soir.", "4"),
        ("Scanner de contrôle le 21, puis consultation.", "21"),
        ("Nächste Kontrolle am 26.\nMit freundlichen Grüßen", "26"),
        ("Entlassung am 8., danach Reha.", "8"),
        ("Se cita de nuevo el 27.", "27"),
        ("Ontslag gepland op de 15e.", "15"),
    ],
)
def test_a_day_alone_after_its_preposition_goes(text, day):
    assert any(day in part for part in redacted_parts(text)), redacted_parts(text)


@pytest.mark.parametrize(
    "text",
    [
        "Mobilisation am 2. Tag nach der Operation.",
        "Schmerzen auf der Skala am 7, abends besser.",
        "EVA del 0 al 10, dolor controlado.",
        "Douleur cotée de 2 à 6 le matin.",
        "Sa voisine a appelé le 15.",
        "La familia llamó al 112, llegó en ambulancia.",
    ],
)
def test_a_day_before_a_noun_or_a_number_in_a_range_stays(text):
    assert redacted_parts(text) == [], text
