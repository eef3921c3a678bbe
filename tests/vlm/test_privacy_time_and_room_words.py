"""A capitalised word before a weekday or a month opens a phrase of time ("Ab Mittwoch
Besserung"), and a room's noun after a German locative is no street ("Im Zimmer 214"). A name
before a name, and a street of the same shape, still go."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Verlauf: Ab Mittwoch Besserung der Parese. Ehefrau Roswitha informiert.",
            ["Ab Mittwoch"],
            ["Roswitha"],
        ),
        (
            "Im Zimmer 214 Bettgitter oben, Auf Station 3 seit gestern. "
            "Wohnhaft Im Winkel 5, 79219 Staufen.",
            ["Zimmer 214", "Station 3"],
            ["Im Winkel 5"],
        ),
    ],
)
def test_phrase_stays_and_identifiers_go(text: str, kept: list[str], gone: list[str]) -> None:
    assert_kept_and_gone(text, kept, gone)


def test_a_first_name_before_a_second_name_still_goes() -> None:
    assert any("Anna May Smith" in f for f in redacted_parts("Anna May Smith visited today."))
