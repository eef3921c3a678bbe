"""Outside imaging centres and laboratories named by their kind before the name in Spanish, Dutch
and German, beside German nouns after the same heads. Each case is our own sentence, never
taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Aporta RM de Resonancias del Moncayo sin hallazgos.", "Moncayo"),
        ("Bloedafname via Diagnostiek Zeeland-Oost.", "Zeeland"),
        ("MRT aus der Radiologie Am Rosengarten mitgebracht.", "Rosengarten"),
        ("Blutbild vom Labor Krämerhaus unauffällig.", "Krämerhaus"),
    ],
)
def test_outside_centre_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Aus der Radiologie Rückmeldung erhalten.", "Rückmeldung"),
        ("Anmeldung in der Radiologie Befundung ausstehend.", "Befundung"),
        ("Resonancias magnéticas seriadas sin cambios.", "magnéticas"),
    ],
)
def test_clinical_noun_after_head_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
