"""A participle, an adjective or a state written with a capital after a name's cue is no name;
a name after the same cue still goes, whatever its ending."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_participles_and_adjectives_after_a_cue_are_kept():
    text = (
        "Patient Declined Flu Vaccine at this visit. Daughter Updated by telephone.\n"
        "Paciente Alérgico a betalactámicos. Patientin Bettlägerig seit Aufnahme.\n"
        "Patiente Hospitalisée en neurologie depuis lundi."
    )
    kept = ["Declined", "Updated", "Alérgico", "Bettlägerig", "Hospitalisée"]
    assert_kept_and_gone(text, kept=kept, gone=[])


def test_names_after_the_same_cues_still_go():
    text = (
        "Patient Winifred Oyelaran attended with her daughter Ingrid. "
        "Paciente Ignacio Machado, derivado por su médico. Patientin Hedwig Brandstätter."
    )
    gone = ["Winifred Oyelaran", "Ingrid", "Ignacio Machado", "Hedwig Brandstätter"]
    assert_kept_and_gone(text, kept=[], gone=gone)


def test_a_state_after_a_cue_is_kept_and_a_name_there_still_goes():
    text = (
        "Wife Present at the bedside, Patient Drowsy after the infusion. Patiënt Rustig.\n"
        "Paciente Estable. Patientin Wach. Husband Tobias phoned at noon."
    )
    kept = ["Present", "Drowsy", "Rustig", "Estable", "Wach"]
    assert_kept_and_gone(text, kept=kept, gone=["Tobias"])
