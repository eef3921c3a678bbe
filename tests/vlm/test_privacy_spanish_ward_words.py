"""Words of Spanish ward notes that sit where an employer, an institution or a name would: a
branch of work after "trabaja en", a kind of care after a transfer cue, a unit after a number, the
verb "Firma" before a document and a patient's whereabouts after "Paciente". The same places
holding a real employer, institution or name still lose it."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Varón de 63 años. Trabaja en Hostelería, turnos de noche.", "Hostelería"),
        ("Su mujer trabajó en Limpieza hasta 2019; él trabaja en Logística.", "Limpieza"),
        ("Jubilado. Trabajó en la Minería durante 25 años (silicosis).", "Minería"),
        ("Madre de dos hijos, trabaja en Educación como maestra.", "Educación"),
        ("He works in Construction and drives to site daily.", "Construction"),
    ],
)
def test_a_branch_of_work_stays(text, kept):
    assert redacted_parts(text) == [], redacted_parts(text)
    assert kept in text


def test_an_employer_after_the_same_cue_still_goes():
    text = "Trabaja en Transportes Quintanilla y su hermano trabaja en Construcciones Albarrán."
    assert_kept_and_gone(text, [], ["Quintanilla", "Albarrán"])


@pytest.mark.parametrize(
    "text",
    [
        "Plan: traslado a Hospital de Media Estancia para rehabilitación.",
        "Si no hay cama, valorar Hospital de Crónicos.",
        "Remitida desde Atención Primaria por cefaleas de repetición.",
        "Derivado desde el Centro de Salud por temblor de reposo.",
        "Pasa a Hospitalización a Domicilio tras el alta.",
    ],
)
def test_a_kind_of_care_stays(text):
    assert redacted_parts(text) == [], redacted_parts(text)


def test_a_named_centre_after_the_same_cue_still_goes():
    text = "Derivado desde el Centro de Salud Valdezarza; traslado a Hospital Santa Clotilde."
    assert_kept_and_gone(text, [], ["Valdezarza", "Santa Clotilde"])


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Sueroterapia: fisiológico 500 cc. Analgesia: paracetamol 1 g cada 8 h.", "Analgesia"),
        ("Soluciones: Hartmann 1000 cc. Medicamentos: ceftriaxona 1 g.", "Medicamentos"),
        ("Se explica el procedimiento. Firma Consentimiento Informado.", "Consentimiento"),
        ("Paciente en Box de Críticos, monitorizado.", "Box de Críticos"),
    ],
)
def test_a_cue_that_is_another_word_keeps_what_follows(text, kept):
    assert_kept_and_gone(text, [kept], [])


def test_names_after_the_same_cues_still_go():
    text = (
        "cc: Dra. Nerea Olaizola. Firma: Dr. Teodoro Almansa. Firma Dra. Leire Ugalde.\n"
        "Paciente Anselma Quiroga Bedoya, 77 años."
    )
    assert_kept_and_gone(
        text, [], ["Nerea Olaizola", "Teodoro Almansa", "Leire Ugalde", "Anselma Quiroga"]
    )


@pytest.mark.parametrize(
    "text",
    [
        "MEJORÍA PROGRESIVA. ALTA A DOMICILIO CON SEGUIMIENTO.",
        "CEFALEA O MAREO DE PREDOMINIO MATUTINO",
        "SE DERIVA A CONSULTAS EXTERNAS",
        "TRASLADO A PLANTA DE NEUROLOGÍA",
        "HOSPITAL DE DÍA DE NEUROLOGÍA\nControl en 2 semanas.",
        "Ingresa en Planta de Medicina Interna.",
        "FIRMA DEL MÉDICO",
        "Firma de la paciente: ____________",
    ],
)
def test_a_note_in_capitals_and_a_form_line_stay(text):
    assert redacted_parts(text) == [], redacted_parts(text)


def test_an_initial_and_surname_in_capitals_and_a_named_day_hospital_still_go():
    text = (
        "VISTO POR DR A GARCÍA. COMENTADO CON A LEZCANO. Firma Del Río Castaño.\n"
        "Seguimiento en Hospital de Día Santa Marta."
    )
    assert_kept_and_gone(text, [], ["A GARCÍA", "A LEZCANO", "Del Río Castaño", "Santa Marta"])


@pytest.mark.parametrize(
    "text",
    [
        "Destino al alta: Domicilio. Cuidador principal: Hija.",
        "Atendido en el Box de Reanimación por bajo nivel de conciencia.",
        "Se refiere a Hospital General de Zona para valoración por Neurología.",
        "Remitido desde la Unidad de Medicina Familiar por crisis convulsivas.",
    ],
)
def test_a_destination_a_place_on_the_ward_and_a_kind_of_hospital_stay(text):
    assert redacted_parts(text) == [], redacted_parts(text)


def test_an_address_after_its_cue_and_a_numbered_hospital_still_go():
    text = (
        "Domicilio: Calle Peñascal 14, 3ºB.\n"
        "Se refiere al Hospital General de Zona No. 47 de Tlalnepantla."
    )
    assert_kept_and_gone(text, [], ["Calle Peñascal 14", "No. 47 de Tlalnepantla"])
