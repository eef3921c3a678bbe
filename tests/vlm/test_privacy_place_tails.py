"""A rare German compound after a place word whose tail names the land ("-hang", "-hügel",
"-blick", "-au", "-ing") is a home's or a hospital's name, while compounds of an everyday tail
("-bau", "-raum", "-labor") stay. Our own sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


_DE = "Die Patientin ist wach und orientiert, keine Paresen, die Sprache ist flüssig. "


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (_DE + "Sie kommt aus dem Heim vom Lerchenhang zu uns.", "Lerchenhang"),
        (_DE + "Vorbehandlung im Finkenblick, dort Sturz.", "Finkenblick"),
        (_DE + "Die Erstdiagnose wurde im Mitterfelding gestellt.", "Mitterfelding"),
    ],
)
def test_compound_with_a_tail_of_the_land_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (_DE + "Sie wohnt seit Jahren im Gemeindebau.", "Gemeindebau"),
        (_DE + "Nach dem Eingriff kurz im Aufwachraum überwacht.", "Aufwachraum"),
    ],
)
def test_compound_with_an_everyday_tail_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
