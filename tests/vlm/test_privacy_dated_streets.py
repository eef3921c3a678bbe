"""A street named after a date and the corner it is given with go whole; a date of the story in
the same sentence is read as a date."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_street_named_after_a_date_with_its_corner():
    text = "Domicilio: Av. 16 de Septiembre 230 esquina con Allende, centro. Ingresó el 2 de mayo."
    found = redacted_parts(text)
    assert any("Av. 16 de Septiembre 230 esquina con Allende" in f for f in found), found
    assert any("2 de mayo" in f for f in found), found


def test_street_between_two_others():
    text = "Vive en calle 20 de Noviembre entre Morelos y Juárez; sin red de apoyo."
    assert_kept_and_gone(
        text, ["sin red de apoyo"], ["calle 20 de Noviembre entre Morelos y Juárez"]
    )
