"""An acronym before a grade names a classification, not a surname in capitals; a first name
before a surname in capitals and an age still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_a_classification_with_its_stage_stays():
    text = (
        "Antecedentes: Insuficiencia Cardiaca NYHA II y "
        "Enfermedad Renal Crónica KDIGO 4. Sin alergias."
    )
    assert_kept_and_gone(text, kept=["Cardiaca NYHA II", "Crónica KDIGO 4"], gone=[])


def test_a_name_in_capitals_before_an_age_still_goes():
    text = "Paciente: Rosalía PEDRAZA 84 años, acude por caída en domicilio."
    assert_kept_and_gone(text, kept=[], gone=["Rosalía PEDRAZA"])
