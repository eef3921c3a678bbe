"""Where a test was done, in brackets after it, and a place of care before its year in a list,
are removed; a sequence, a unit, a clinician and a label before a year of birth stay. Our own
sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


_EN = "He is alert and oriented with no focal deficit and his speech is fluent. "


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (_EN + "CT (Holmwick) showed no bleed.", "Holmwick"),
        (_EN + "MRI done privately (Stavenby) in the spring.", "Stavenby"),
        (_EN + "Previous EEGs: Quernmoor 2018, Tillingham 2022.", "Tillingham"),
        (_EN + "Admissions:\nGarnsworth (2020)\n", "Garnsworth"),
    ],
)
def test_site_of_a_test_or_a_stay_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (_EN + "MRI (FLAIR) shows periventricular change.", "FLAIR"),
        (_EN + "EEG (Dr Quennell) was normal.", "EEG (Dr"),
        (_EN + "Mr Albert ROWE, DOB 1931, lives alone.", "DOB"),
        (_EN + "CT (Hounsfield units 40) suggests acute blood.", "Hounsfield"),
    ],
)
def test_sequence_clinician_or_label_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
