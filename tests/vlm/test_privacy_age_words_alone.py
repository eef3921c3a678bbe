"""Ages over 89 with no unit the age patterns read: a number word in brackets or between commas,
after a person and "of", the number after a word for a nonagenarian or centenarian, after "makes
him" and after a verb of becoming with a word of time between. Vital signs, scores and ages up to
89 stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Year of birth on the card would make her 97 now.", "97"),
        ("A gentleman of ninety-six, still does his own garden.", "ninety-six"),
        ("Born in the spring of 1930 (ninety-five) per the carer.", "ninety-five"),
        ("Bewohner, zweiundneunzig, mobil mit Rollator.", "zweiundneunzig"),
        ("Ya tiene 99 cumplidos y vive sola.", "99"),
        ("Meneer werd gisteren 93 en kreeg taart.", "93"),
        ("Centenaire (102) vivant en foyer.", "102"),
        ("Une dame de quatre-vingt-dix-huit, autonome pour la toilette.", "quatre-vingt-dix-huit"),
        ("At 93 she still walks to the post office.", "93"),
        ("Sigue cocinando a los noventa y cuatro sin ayuda.", "noventa y cuatro"),
        ("His uncle, now 98 and bedbound, lives with them.", "98"),
        ("She'll be 101 next week, the staff say.", "101"),
        ("Looking forward to her 96th.", "96th"),
        ("Almost ninety-three, manages her own pills.", "ninety-three"),
        ("Frail (94) gentleman on the ward.", "94"),
    ],
)
def test_age_over_89_without_a_unit_is_removed(text, age):
    assert age not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pulse of 96 regular, saturation 97% on air.",
        "Temperature 37.2, BP 150/90, RR 18.",
        "A woman of eighty-eight, lives with her husband.",
        "Patientin, achtundachtzig, lebt allein.",
        "Sats nearly 95, RR 18, at 92 she desaturated briefly.",
        "Hip flexion at 90 degrees; sats, now 96 on air.",
        "Weight on the 95th centile.",
    ],
)
def test_measurements_and_younger_ages_stay(text):
    assert "90 or older" not in _scrub(text)
