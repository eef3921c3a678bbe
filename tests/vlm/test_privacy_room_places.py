"""A room or a bed after a department is a place inside the building, not an institution; a
hospital after the same department still goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Overdracht - Afdeling Cardiologie, Kamer 4.07", "Kamer 4.07"),
        ("Service de Gériatrie, Chambre 118, lit fenêtre.", "Chambre 118"),
        ("Servicio de Neumología, Habitación 512", "Habitación 512"),
    ],
)
def test_room_after_a_department_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_hospital_after_a_department_still_goes() -> None:
    assert_kept_and_gone("Afdeling Neurologie van het Maasland, kamer 2.", [], ["Maasland"])
