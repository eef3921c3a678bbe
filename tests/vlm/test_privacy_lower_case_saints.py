"""Hospitals named after a saint in lower case, beside an ordinal and a remedy or an old disease
named after a saint."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_lower_case_saint_with_possessive_goes():
    text = "old notes from st. oswin's requested; last admission at st kilda's in june."
    assert_kept_and_gone(text, ["old notes from", "last admission"], ["oswin's", "kilda's"])


def test_ordinal_remedy_and_old_disease_stay():
    text = "1st fit at 30. takes st john's wort, stopped it. query st anthony's fire in history."
    assert_kept_and_gone(text, ["1st fit", "st john's wort", "st anthony's fire"], [])
