"""Ages over 89 without a unit after the number: a year of life (the age is one less) and a
person's age after "is" or "turned" (a pronoun, a relation or a common first name) in the six
languages' forms. Measurements after the same verbs and ages up to 89 stay. Each case is our
own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Herr Albers, im 93. Lebensjahr, lebt allein.", "93"),
        ("Meneer is in zijn 96e levensjaar.", "96"),
        ("La patiente, dans sa 94e année, vit en EHPAD.", "94"),
        ("Margaret is 97 and still does her own shopping.", "97"),
        ("Her father turned 92 last month.", "92"),
        ("Zij wordt 91 in juni.", "91"),
        ("Mrs Pargeter (94) was seen on the ward.", "94"),
        ("Dhr. van Houten (92) woont alleen.", "92"),
        ("Winnie Calder, 96, came in by ambulance.", "96"),
        ("F, 93, admitted with delirium.", "93"),
        ("A 95 y old man with falls.", "95"),
        ("患者91岁高龄，独居。", "91"),
        ("She is in her mid-nineties and walks daily.", "nineties"),
        ("94y F, found on the floor.", "94"),
        ("M 96 admitted overnight.", "96"),
        ("Pat. 93 J männlich, gestürzt.", "93"),
        ("Mujer de 92, vive con su hija.", "92"),
        ("Vrouw van 95, woont zelfstandig.", "95"),
        ("De patiënte, 91-jarig, viel thuis.", "91"),
        ("Her 97th birthday was last week.", "97"),
        ("Ze is net 93 geworden.", "93"),
        ("Acaba de cumplir 94 años... y está bien.", "94"),
        ("Aged ninety three, lives alone.", "ninety"),
        ("The patient, now 96, is frail.", "96"),
    ],
)
def test_age_over_89_without_a_unit_is_generalised(text, age):
    out = _scrub(text)
    assert age not in out
    assert "90 or older" in out


@pytest.mark.parametrize(
    "text",
    [
        "Oxygen saturation is 94% on room air.",
        "Pulse was 96 bpm and regular.",
        "Her mother is 88 and lives nearby.",
        "Er ist im 90. Lebensjahr.",
        "Sodium was 131, potassium 4.2.",
        "Platelets (95) and haemoglobin (92) unchanged.",
        "Results: Glucose, 95, normal.",
        "In 2019, 95 patients were seen in the clinic.",
        "Sats now 94, on 2 litres.",
        "Defibrillation mit 120 J, dann ROSC.",
        "F90.0 in childhood; HR 96, RR 18.",
    ],
)
def test_measurements_and_younger_ages_stay(text):
    assert _scrub(text) == text
