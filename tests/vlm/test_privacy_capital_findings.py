"""A note that writes its findings in capitals: a verb, a patient's cue or a heading before a
symptom, a state or a drug in capitals ("Niega FIEBRE", "Paciente ALÉRGICO") is no "First LAST"
name; a first name before an upper-case surname still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_verbs_before_symptoms_in_capitals_are_kept():
    text = "Acude por cefalea. Niega FIEBRE y vómitos. Refiere FOTOFOBIA desde ayer."
    assert_kept_and_gone(text, kept=["Niega FIEBRE", "Refiere FOTOFOBIA"], gone=[])


def test_a_patient_state_in_capitals_is_kept():
    text = "Paciente ALÉRGICO a betalactámicos, ingresa para estudio de crisis."
    assert_kept_and_gone(text, kept=["Paciente ALÉRGICO"], gone=[])


def test_a_first_name_before_an_upper_case_surname_still_goes():
    text = "Acompañado por Lucía BERMEJO, su hija. Niega FIEBRE."
    assert_kept_and_gone(text, kept=["FIEBRE"], gone=["Lucía BERMEJO"])
