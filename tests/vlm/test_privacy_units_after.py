"""A number right before a unit of measure is a measurement, never a day and a month, whatever
cue stands before it; a real date beside the same cue still goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Befund: Ab 11.3 nmol/L im Serum, grenzwertig.", "11.3 nmol/L"),
        ("Dosis seit 2.5 mg/kg unverändert.", "2.5 mg/kg"),
        ("Leucocitos desde 10.2 x 10^9/L.", "10.2 x 10"),
        ("Taux mesuré le 8.4 µmol/L, stable.", "8.4 µmol/L"),
        ("Latenz vom 6.2 ms, verlängert.", "6.2 ms"),
        ("Natrium am 3.5 mmol/L gemessen.", "3.5 mmol/L"),
    ],
)
def test_number_before_a_unit_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Aufnahme vom 12.4 bis heute, Natrium 135 mmol/L.", "12.4"),
        ("Seen on 14/03, CK 210 U/L.", "14/03"),
    ],
)
def test_a_date_beside_a_measurement_still_goes(text: str, gone: str) -> None:
    assert_kept_and_gone(text, [], [gone])
