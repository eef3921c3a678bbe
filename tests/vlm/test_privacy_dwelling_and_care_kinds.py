"""A kind of dwelling after a verb of living, a hospital named only by its rank and a home named
only by whom it takes are kept; a named home, hospital or town in the same place still goes."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Vive en Piso Tutelado y acude al centro de día.", "Piso Tutelado"),
        ("Woont in Serviceflat, thuiszorg twee keer per dag.", "Serviceflat"),
        ("Vit seule en Appartement au deuxième étage.", "Appartement"),
        ("Sie wohnt in Betreutem Wohnen seit dem Frühjahr.", "Betreutem Wohnen"),
        ("Grew up on the coast, moved to Town after retiring.", "Town"),
        ("Servicio de Urgencias - Hospital Universitario", "Hospital Universitario"),
        ("Alta a Residencia de Mayores con informe de cuidados.", "Residencia de Mayores"),
    ],
)
def test_a_kind_is_kept(text, kept):
    assert_kept_and_gone(text, kept=[kept], gone=[])


def test_names_in_the_same_place_still_go():
    text = (
        "Vive en Casa Blanca, Cuenca. Trasladada al Hospital Universitario La Paz. "
        "Ingresa en Residencia de Mayores San Roque de Ávila."
    )
    assert_kept_and_gone(text, kept=[], gone=["Cuenca", "La Paz", "San Roque"])


def test_a_service_line_above_a_letterheads_street_is_kept_and_the_hospital_goes():
    service = "Unidad de Trastornos del Movimiento\nConsultas Externas, Planta 2\nCalle Mayor 5"
    named = "Unidad de Ictus\nHospital Virgen de la Cinta, Planta 2\nCalle Mayor 5"
    assert_kept_and_gone(service, kept=["Consultas Externas"], gone=["Calle Mayor 5"])
    assert_kept_and_gone(named, kept=[], gone=["Virgen de la Cinta"])
