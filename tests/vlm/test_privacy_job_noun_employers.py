"""An employer after a job noun in shorthand ("52M plumber for …", "retired porter at …") is
removed, in title case or in capitals; a word of the same ending that is no job, or a clinical
word after it, stays. Our own sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("52M plumber for Dunmore Heating, no prior history.", "Dunmore Heating"),
        ("38 F, warehouse picker for PELLOW FREIGHT, presents with headache.", "PELLOW FREIGHT"),
        ("Retired porter at Ashgrove, lives with wife.", "Ashgrove"),
        ("27yo trainee electrician with Kestrel Power, right-handed.", "Kestrel Power"),
    ],
)
def test_employer_after_a_job_noun_in_shorthand_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("61M, major risk factor for Stroke is his smoking.", "Stroke"),
        ("70F retired, tremor with Levodopa response.", "Levodopa"),
        ("44M labourer for Neurology review of his back pain.", "Neurology"),
    ],
)
def test_no_job_or_a_clinical_word_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
