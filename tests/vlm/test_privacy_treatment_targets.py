"""Targets a treatment aims at, written as acronyms after a preposition ("labetalol to SBP <
160", "stimulation du VIM"), are no hospital's acronym; a hospital's acronym in the same place
still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_blood_pressure_and_stimulation_targets_are_kept():
    text = (
        "Labetalol infusion titrated to SBP below 160 and to DBP below 100. "
        "Discussion d'une stimulation du VIM ou d'une thalamotomie. Electrode aimed at STN."
    )
    assert_kept_and_gone(text, kept=["SBP", "DBP", "VIM", "STN"], gone=[])


def test_a_hospital_acronym_after_the_same_preposition_still_goes():
    text = "Transferred to RKVH for thrombectomy, SBP kept below 180."
    assert_kept_and_gone(text, kept=["SBP"], gone=["RKVH"])
