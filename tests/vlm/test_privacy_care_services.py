"""Institutions of community care named by the word that says what they are: home-care and
nursing services, day centres, laboratories and pharmacies, in six languages. Words of the same
shape that name no institution stay. Each case is our own sentence, never taken from an
evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Morgens kommt die Sozialstation Haunstetten zum Verbandswechsel.", "Haunstetten"),
        ("Sie besucht dienstags die Tagespflege St. Ulrich.", "Ulrich"),
        ("Blutentnahme durch das Labor Wendelstein, Befund folgt.", "Wendelstein"),
        ("De INR wordt gecontroleerd door Trombosedienst Noordwoud.", "Noordwoud"),
        ("Drie dagen per week dagbesteding bij De Klimop.", "Klimop"),
        ("Elle va deux fois par semaine à l'accueil de jour de Montbrison.", "Montbrison"),
        ("Le bilan a été prélevé au laboratoire Biolune à Mâcon.", "Biolune"),
        ("Acude por las mañanas al centro de día de Benimaclet.", "Benimaclet"),
        ("He has lunch at the Ashfield senior center on weekdays.", "Ashfield"),
        ("Skilled nursing visits from the VNA of Eastern Berkshire.", "Berkshire"),
    ],
)
def test_care_service_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Labor Normwerte, CRP unauffällig.", "Normwerte"),
        ("Tagespflege Montag und Donnerstag, sonst Pflegedienst morgens.", "Montag"),
        ("Apotheke Notdienst hat das Rezept beliefert.", "Notdienst"),
        ("Seen in the Stroke day center for review.", "Stroke"),
        ("Labor CRP 12 mg/l, Leukozyten normal.", "CRP"),
    ],
)
def test_word_of_the_same_shape_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)


def test_charity_running_home_care_is_removed() -> None:
    assert "Mödling" not in _scrub("Heimhilfe zweimal täglich über die Volkshilfe Mödling.")
