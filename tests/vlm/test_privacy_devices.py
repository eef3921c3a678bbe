"""Devices, rooms and scales named after people or places stay in the text that is sent, and the
near misses stay removed. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        # devices and instruments named after their makers
        "Codman Hakim programmable valve set to 120 mmH2O.",
        "Blake drain removed on day 2, Leyla bar repositioned.",
        # scales before their acronym or a word and a noun
        "Lawton IADL 5/8 and Katz ADL 6/6.",
        "Copy of the Rey complex figure was poor.",
        # a bay's letter before a sentence, a hospital's rooms and levels
        "Recovery in PACU Bay B. Meeting held with the family later.",
        "Family meeting in Seminar Room 4, Level C at noon.",
        # a device's model before a maker that is also a first name
        "Stimulator: Percept RC, Abbott Infinity as backup.",
    ],
)
def test_devices_rooms_and_scales_are_kept(text):
    assert _scrub(text) == text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Reviewed with Dr Hakim in clinic.", "Hakim"),
        ("Her brother Blake drove her in.", "Blake"),
        ("Seen by J. Meeting-Hale, physiotherapist.", "Meeting-Hale"),
        ("Lives at Flat 4, 12 Quarry Road.", "Quarry Road"),
        ("Patient: OKORO, Abbott", "OKORO"),
    ],
)
def test_the_near_misses_are_still_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        # a credential after an initial, and the acronym elsewhere in the text
        "Recorded by a technologist, R. EEG T.\nImpression: abnormal EEG with sharp waves.",
        # a year ending the line above is no postcode before a heading word
        "Onset of symptoms in 1988\nDate of procedure: today",
        # a grade or a class between the noun and an eponym, or before a Dutch class
        "Syndrome du canal carpien sévère (stade 4 de Padua).",
        "Restaneurysma, Raymond-Roy klasse II.",
        # an eponym, a word and its finding
        "Marcus Gunn jaw-winking absent on both sides.",
        # a German noun that is also a first name
        "Entacapon zu jeder Levodopa Gabe.",
    ],
)
def test_acronyms_headings_grades_and_findings_are_kept(text):
    assert _scrub(text) == text


def test_a_withheld_fields_acronym_is_not_hunted_in_the_note():
    from vlm.privacy import Deidentifier

    out = Deidentifier(["Maple Ridge EMS"]).scrub(
        "Came by Maple Ridge EMS; EMS run sheet reviewed."
    )
    assert "Maple Ridge" not in out
    assert "EMS run sheet" in out


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("患者之妻欧阳丽华签署同意书。", "欧阳丽华"),
        ("佢個女黃嘉欣 話佢成日跌親", "黃嘉欣"),
        ("Sister NG Wai-man and her brother NG", "Wai-man"),
        ("麻醉医师：钟离晓", "钟离晓"),
    ],
)
def test_chinese_relation_cues_and_role_words(text, gone):
    assert gone not in _scrub(text)


def test_a_specialty_before_a_role_is_no_name():
    assert "麻醉" in _scrub("麻醉医师：钟离晓")
