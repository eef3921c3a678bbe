"""Ages over 89 told by a verb of dying or being, and a bare "(now 95)", go in six languages;
measures after the same verbs, and ages up to 89, stay."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Her father died at 97 after a long illness.", "97"),
        ("Grandmother lived to 103 on the family farm.", "103"),
        ("The neighbour, a widow, is now 94 and still drives.", "94"),
        ("Mrs Quarrie is already 91, so transport is arranged.", "91"),
        ("Der Onkel starb mit 96 im Pflegeheim.", "96"),
        ("Die Nachbarin ist mittlerweile 92 und geht nicht mehr aus.", "92"),
        ("Son père est décédé à 98, il y a deux ans.", "98"),
        ("Su hermana murió a los 95 en casa.", "95"),
        ("Haar moeder is op haar 99e overleden.", "99e"),
        ("Zijn zus is inmiddels 93 en woont alleen.", "93"),
        ("Opa is bijna 100 en heeft thuiszorg.", "100"),
        ("患者父亲享年九十六岁。", "九十六岁"),
        ("外婆活到百岁。", "百岁"),
        ("Cousin Ned lives in Harrowgate (now 96) and rings weekly.", "96"),
        ("Her uncle is 95 and lives nearby.", "95"),
        ("Sein Großvater wurde 101.", "101"),
        ("Su abuela tiene 92 y vive con ellos.", "92"),
        ("Her grandad, 93, drives her to clinic.", "93"),
        ("Opa (97) woont in het verzorgingshuis.", "97"),
        ("She stayed in her own flat up to the age of 98.", "98"),
        ("外公今年九十四。", "九十四"),
        ("外婆九十有二，耳背。", "九十有二"),
        ("Die Witwe verstarb 2021 mit 94.", "94"),
        ("Er meint, er sei jetzt einundneunzig.", "einundneunzig"),
        ("Her sister is now ninety-seven.", "ninety-seven"),
    ],
)
def test_an_age_after_a_verb_of_dying_or_being_goes(text, age):
    assert any(age in part for part in redacted_parts(text)), redacted_parts(text)


@pytest.mark.parametrize(
    "text",
    [
        "The patient's pulse is now 96 and regular.",
        "Saturation was already 94% on two litres.",
        "SpO2 88% on air (now 95) after oxygen.",
        "Der Blutzucker ist jetzt 110 mg/dl.",
        "La tension est déjà 100 à la prise.",
        "Her brother died at 74 of a stroke.",
        "The infusion is now 100 ml/h.",
        "Sie ist jetzt 92 kg schwer.",
        "Er wurde 95 Minuten überwacht.",
        "The patient's weight was 96 this morning.",
        "Platelets, 95, stable.",
        "今年3月起头晕。",
        "Der Vater starb 2015 mit 71.",
    ],
)
def test_a_measure_or_a_younger_age_after_the_same_verbs_stays(text):
    assert redacted_parts(text) == [], text


def test_an_age_in_brackets_after_a_name_goes_with_the_title_or_initial_kept():
    assert_kept_and_gone(
        "Herr T. (92) wartet; Frau Irmtraud Kessler (95) schläft; Doña Pilar (97) come sola.",
        kept=["Herr", "wartet", "Doña"],
        gone=["92", "95", "97"],
    )
