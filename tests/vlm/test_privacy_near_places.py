"""Places named by where they lie: after a word of nearness, in brackets or after a comma
behind a word for a settlement, after a German or Dutch home-place compound, a district named by
its compound, and a house on a street named with "the". Everyday words, clinical words,
eponyms, departments and months in the same slot stay. Each case is our own sentence, never
taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Her car was found parked near Holloway Creek at dusk.", "Holloway Creek"),
        ("Went into town (Pocklington) on the bus alone.", "Pocklington"),
        ("Il vit dans une ferme non loin de Sauxillanges.", "Sauxillanges"),
        ("Tiene una casa cerca de Alcaudete donde pasa el verano.", "Alcaudete"),
        ("Sie stammt aus dem Heimatdorf Tettenweis.", "Tettenweis"),
        ("Haar zoon woont in de Vogelwijk.", "Vogelwijk"),
        ("Home is 12 the Parade, Cottingley.", "Cottingley"),
        ("Home is 12 the Parade, Cottingley.", "12 the Parade"),
        ("Rents a room at 48 Quillon, above a shop.", "Quillon"),
    ],
)
def test_place_named_by_where_it_lies_is_removed(text, place):
    assert place not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Symptoms worse near Christmas every year.",
        "Lesion lies near Broca's area on MRI.",
        "Waited outside ICU with the family.",
        "Values close to Baseline after treatment.",
        "Near Total occlusion of the left ICA.",
        "Imaging at 3 Tesla; stimulation at 50 Hz.",
        "Review at 20 Minutes, RR down to 30 Breaths.",
    ],
)
def test_what_is_no_place_after_a_word_of_nearness_stays(text):
    assert "[ADDRESS]" not in _scrub(text)
