"""Services, wards, tests and signs named head first by what they do (Spanish, Latin American,
Dutch) stay; an institution with a proper name after the same head still goes."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Ingresa a cargo del Servicio de Clínica Médica por neumonía.", "Clínica Médica"),
        ("Pase a Clínica Quirúrgica para colecistectomía.", "Clínica Quirúrgica"),
        ("Control con Resonancia Magnética en tres meses.", "Resonancia Magnética"),
        ("Presenta Respiración de Cheyne-Stokes durante el sueño.", "Cheyne-Stokes"),
        ("Na ontslag naar de Revalidatieafdeling voor training.", "Revalidatieafdeling"),
        ("Verwezen naar de Dienst Neurologie voor advies.", "Dienst Neurologie"),
    ],
)
def test_services_named_by_what_they_do_stay(text, kept):
    assert_kept_and_gone(text, kept=[kept], gone=[])


def test_a_clinic_with_a_proper_name_still_goes():
    text = "Trasladada desde la Clínica Dávila de Santiago a Clínica Médica."
    assert_kept_and_gone(text, kept=["Clínica Médica"], gone=["Clínica Dávila"])


def test_a_hospital_named_by_an_adjective_of_medicine_still_goes():
    text = "Trasladado desde Médica Sur para estudio; en planta a cargo de Clínica Médica."
    assert_kept_and_gone(text, kept=["Clínica Médica"], gone=["Médica Sur"])
