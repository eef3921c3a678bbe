"""Identifiers in the forms hurried and formal notes give them (lower-case titled names, German
inflected hospital names, the site a clinic runs at, a German letter's dateline, Chinese
residence cues) and ordinary words that look like them (a first name that is also a word, a
relation after a role, a decimal after a laboratory word, a name that never runs onto the next
line, Chinese words that start with a family name). Each case is our own sentence, never taken
from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "identifier"),
    [
        # a lower-case title with no full stop, a first name and a surname
        ("Obs at 02:00 for mrs doreen haskell, settled.", "doreen"),
        ("Obs at 02:00 for mrs doreen haskell, settled.", "haskell"),
        ("Handover: mevr anneke brouwer slaapt slecht.", "anneke"),
        ("Bed 6 mr graham tolley, NBM from midnight.", "tolley"),
        # a German hospital name in the genitive
        ("Vorstellung in der Neurochirurgie des Universitätsklinikums Rostock-Süd.", "Rostock"),
        ("Befund des Krankenhauses Wolfsruh liegt vor.", "Wolfsruh"),
        ("Nachsorge im Rahmen des Klinikums Eichenhain geplant.", "Eichenhain"),
        # the site a service runs at
        ("He can be seen at the clinic at Ambleside on Fridays.", "Ambleside"),
        ("Follow-up in the practice at Little Harwood.", "Harwood"),
        ("Controle op de polikliniek in Zevenhoven over zes weken.", "Zevenhoven"),
        # a German letter's place and date, with "den" and a written month
        ("Wolfenbüttel, den 3. März\n\nSehr geehrte Kollegin,", "Wolfenbüttel"),
        # Chinese: the district after a residence cue
        ("病人居於將軍澳，獨居。", "將軍澳"),
        ("患者居住在桂林市七星区，务农。", "桂林市七星区"),
    ],
)
def test_identifier_in_these_forms_is_removed(text, identifier):
    assert identifier not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # first names that are ordinary words, alone at the start of a sentence
        ("Tone is increased in the left leg with a catch at the knee.", "Tone"),
        ("Deep tendon reflexes are reduced at the ankles.", "Deep"),
        ("None of the siblings are affected.", "None"),
        ("Line inserted in the right antecubital fossa.", "Line"),
        ("Max dose of levetiracetam reached last week.", "Max"),
        ("Ward round with the consultant this morning.", "Ward"),
        # a relation or a role after a role is no name
        ("Signed: Dr Morwenna Tait\nGP Partner", "Partner"),
        # a decimal after a laboratory word and a full stop is no date
        ("Fasting glucose 6.4. Lipids pending.", "6.4"),
        ("Natrium betrug 4.1. Keine Hyponatriämie.", "4.1"),
        # a heading on the next line is never part of a name above it
        ("Verwezen door Marieke\nAnamnese: hoofdpijn sinds een week.", "Anamnese"),
        ("Clínica Santa Teresa de Ávila\nServicio de Neurología\nInforme", "de Neurología"),
        # Chinese: a family-name character before a word of time, a word for who gave the history
        ("患者于今日上午出现头晕。", "于今日上午"),
        ("病史陈述者：患者本人。", "陈述者"),
        ("持香港身份證，現居深圳。", "香港身份證"),
    ],
)
def test_ordinary_words_are_kept(text, kept):
    assert kept in _scrub(text)


def test_a_cued_name_does_not_take_the_next_lines_heading():
    out = _scrub("Letter copied to Sister Alder Bramwell\nEXAMINATION\nNo pronator drift.")
    assert "Bramwell" not in out
    assert "EXAMINATION" in out


def test_a_dated_value_with_a_cue_is_still_a_date():
    assert "12.3." not in _scrub("Kontrolle am 12.3. in der Ambulanz.")
    assert "4.5." not in _scrub("Fieber seit 4.5., zunehmend.")
