"""A capitalised verb after a name's cue is the sentence's verb ("Patient Reports", "Paciente
Refiere"); a surname after the same cue, even one ending in -s, still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_title_case_verbs_after_patient_are_kept():
    text = (
        "Patient Reports a throbbing headache since Tuesday. Patient Denies visual loss. "
        "Pt States she has not missed any doses of topiramate."
    )
    assert_kept_and_gone(text, kept=["Reports", "Denies", "States"], gone=[])


def test_spanish_and_dutch_verbs_after_the_cue_are_kept():
    text = "Paciente Refiere mareo al levantarse. Patiënt Vertelt dat de tremor erger is."
    assert_kept_and_gone(text, kept=["Refiere", "Vertelt"], gone=[])


def test_a_surname_ending_in_s_after_the_cue_still_goes():
    text = "Patient Evans reports numbness in both feet; Patient Roberts denies falls."
    assert_kept_and_gone(text, kept=["reports", "denies"], gone=["Evans", "Roberts"])


def test_nursing_participles_after_a_relation_or_patient_are_kept():
    text = "Daughter Visiting after lunch. Patient Mobilising with a frame. Pt Eating half."
    assert_kept_and_gone(text, kept=["Visiting", "Mobilising", "Eating"], gone=[])


def test_surnames_ending_in_ing_after_the_cue_still_go():
    text = "Patient Fleming seen on the ward round; Daughter Golding phoned at noon."
    assert_kept_and_gone(text, kept=[], gone=["Fleming", "Golding"])
