"""Words of an English ward note that the name rules took for names: a state before a comma
("Pt Alert, Obs stable"), a clinical noun opening a sentence before a verb ("Plan agreed with"),
a gerund after "re:" ("Advice re: Driving"), a status in capitals in brackets after a name
("Mrs Jones (DNACPR)") and a germ written by its genus's initial ("C. Diff"). The names beside
them still go."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_a_state_before_a_comma_after_the_cue_is_kept():
    text = "ED triage: BIBA, Pt Alert, Obs stable, NEWS 1. Wife Aware, GP informed."
    assert_kept_and_gone(text, kept=["Alert", "Obs", "Aware"], gone=[])


def test_a_clinical_noun_before_a_verb_is_kept():
    text = "Discussed at MDT. Plan agreed with the patient and his wife. Pain settled overnight."
    assert_kept_and_gone(text, kept=["Plan", "Pain"], gone=[])


def test_a_gerund_after_re_is_kept():
    text = "Advice given re: Driving (DVLA) and re: Working at heights."
    assert_kept_and_gone(text, kept=["Driving", "Working", "DVLA"], gone=[])


def test_a_status_in_brackets_after_a_name_is_kept_and_the_name_goes():
    text = "Handover: Bed 14 Mrs Jones (DNACPR), Bed 15 Mr Okafor (NBM) for PEG."
    assert_kept_and_gone(text, kept=["DNACPR", "NBM"], gone=["Jones", "Okafor"])


def test_a_germ_by_its_initial_is_kept_and_an_initialled_name_goes():
    text = "Side room for C. Diff; E. Coli in the urine. Reviewed by J. Diffey, microbiology."
    assert_kept_and_gone(text, kept=["C. Diff", "E. Coli"], gone=["J. Diffey"])


def test_a_nickname_in_brackets_still_goes_with_the_name():
    text = "Seen with her husband Robert Haines (Bobby), who manages her tablets."
    assert_kept_and_gone(text, kept=[], gone=["Robert Haines (Bobby)"])
