"""Institutions known by their acronym alone after an article or a preposition, beside the
clinical abbreviations, national bodies and headings that stand in the same places. Each case is
our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier
from vlm.privacy.acronym_institutions import acronym_institution_spans


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Transferred from UHNM for a second opinion.", "UHNM"),
        ("Angiography was done at JCUH last spring.", "JCUH"),
        ("Die Patientin kommt aus der UKGM zur Zweitmeinung.", "UKGM"),
        ("Il est suivi au CHUSE pour son épilepsie.", "CHUSE"),
        ("Fue valorada en el HULP hace dos años.", "HULP"),
        ("Derivado desde el CHUS por cefalea.", "CHUS"),
        ("Eerder behandeld in het MMCV voor een CVA.", "MMCV"),
    ],
)
def test_hospital_acronym_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Transferred to NSICU after the clip.", "NSICU"),
        ("Im MRT keine Diffusionsstörung, zur PEG angemeldet.", "PEG"),
        ("Il a été adressé à l'ENMG de contrôle.", "ENMG"),
        ("Naar de SEH gebracht door de ambulance.", "SEH"),
        ("Discussed at MDT and referred to the DVLA.", "DVLA"),
        ("Stratified with the ABCD score on arrival.", "ABCD"),
        ("Ingresa en la UCI y luego pasa a planta.", "UCI"),
    ],
)
def test_clinical_abbreviation_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)


def test_heading_in_capitals_is_not_read_as_an_acronym() -> None:
    assert list(acronym_institution_spans("REVIEWED IN CLINIC FROM WARD TO HOME")) == []
