"""A bare postcode after a found street and a bare age over 89 after a found name go; the same
numbers elsewhere stay."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_bare_postcode_after_a_street_goes():
    text = "Domicilio: Calle Lope de Vega 9, 2.º A, 46002. Vive sola."
    assert_kept_and_gone(text, ["Vive sola"], ["46002"])


def test_number_after_a_street_that_is_a_dose_stays():
    text = "Found collapsed outside 12 Orchard Road, 5000 units of heparin given."
    parts = redacted_parts(text)
    assert not any("5000" in p for p in parts), parts


def test_age_over_89_after_a_name_goes():
    text = "Seen today: Mr Bartholomew Quennell, 94, with his son."
    assert_kept_and_gone(text, ["with his son"], ["Bartholomew Quennell", "94"])


def test_age_under_90_after_a_name_stays():
    parts = redacted_parts("Seen today: Mr Bartholomew Quennell, 84, with his son.")
    assert "84" not in " ".join(parts), parts
