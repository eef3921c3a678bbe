"""German and Dutch towns after a preposition, known by the ending of their names and rare in the
note's language; everyday compounds and clinical words after the same prepositions stay. Each case
is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Die Patientin stammt aus Schwarzenbüttel und wohnt mit der Tochter.", "Schwarzenbüttel"),
        ("Der Sohn ist nach Lauterthal gezogen, die Tochter ist bei ihr.", "Lauterthal"),
        ("De zoon komt uit Oosterlande en is bij het gesprek.", "Oosterlande"),
        ("Mevrouw is verhuisd naar Westerbroek, met haar man.", "Westerbroek"),
    ],
)
def test_town_known_by_its_ending_is_removed(text, town):
    assert town not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Aufnahme aus dem Pflegeheim, im Berufsleben bis 2010, nach Sturz mit der Tochter.",
        "Die Patientin ist in Rückenlage und wurde nach Absprache mit der Familie verlegt.",
        "Patiënt komt uit het verpleeghuis en is bij de huisarts bekend met de diagnose.",
    ],
)
def test_everyday_compounds_after_the_same_prepositions_stay(text):
    assert "[ADDRESS]" not in _scrub(text)
