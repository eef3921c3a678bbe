"""A title or a role followed by more roles, a shift or a discipline is no name; a surname
after the same title still goes."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Lo valora la Dra. Jefa de Sección y decide su ingreso.", "Jefa de Sección"),
        ("Avisamos al Dr. Intensivista de guardia.", "Intensivista"),
        ("Firma: Dra. Neuróloga de Guardia.", "Neuróloga de Guardia"),
        ("Se coordina con la Enfermera de Enlace el alta.", "de Enlace"),
        ("Comentado con el Dr. Residente de segundo año.", "Residente"),
    ],
)
def test_roles_after_a_title_stay(text, kept):
    assert_kept_and_gone(text, kept=[kept], gone=[])


def test_the_patient_after_a_role_and_a_colon_is_no_name():
    text = "Nota del Residente: Paciente Portador de marcapasos, estable."
    assert_kept_and_gone(text, kept=["Paciente Portador"], gone=[])


def test_a_surname_after_the_same_titles_still_goes():
    text = (
        "Valorada por la Dra. Echeverría Saldaña. Enfermera: Ainhoa Lizarraga. "
        "Comentado con el Dr. Bautista de guardia."
    )
    gone = ["Echeverría Saldaña", "Ainhoa Lizarraga", "Bautista"]
    assert_kept_and_gone(text, kept=[], gone=gone)
