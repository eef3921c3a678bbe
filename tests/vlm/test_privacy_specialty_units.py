"""A clinic or a unit named by its specialty is a service, not an institution; a hospital after
the same cue still goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Review in Internal Medicine clinic after the echo.", "Internal Medicine clinic"),
        ("Transferred to Neuro ICU overnight for airway watch.", "Neuro ICU"),
        ("Referred to Infectious Diseases for the CSF result.", "Infectious Diseases"),
        ("Seen in Paediatric Neurology clinic as a child.", "Paediatric Neurology clinic"),
    ],
)
def test_specialty_service_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_hospital_after_the_same_cue_still_goes() -> None:
    assert_kept_and_gone("Transferred to Whitmore General Hospital overnight.", [], ["Whitmore"])
