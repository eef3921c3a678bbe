"""A name listed beside an institution already found is one too ("at … Hospital and …",
"puis au …", "und im …"); a service, a unit, a clinician or a clinical word in the same place
stays. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Earlier stays at Glenmoor General Hospital and Ashdown, both for falls.", "Ashdown"),
        ("Suivie à l'Hôpital Saint-Hilaire puis au Montclair pour sa SEP.", "Montclair"),
        ("Vorbehandlung im Klinikum Grünau und im Waldstetten, zuletzt 2021.", "Waldstetten"),
        ("Ha estado en el Hospital San Telmo y en el Roblesur por crisis.", "Roblesur"),
        ("Eerder opgenomen in het Ziekenhuis Amstelzicht en in het Veldhoven.", "Veldhoven"),
        ("Copies to Pennington Medical Centre; Whitebrook.", "Whitebrook"),
        ("Records came from Larkfield and Thornbury Community Hospital.", "Larkfield"),
    ],
)
def test_name_listed_beside_an_institution_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Seen at Glenmoor General Hospital and MRI was normal.", "MRI"),
        ("Admitted to Glenmoor General Hospital and Neurology reviewed her.", "Neurology"),
        ("Letter from Glenmoor General Hospital and Dr Pryce's clinic.", "Dr"),
        ("Verlegt ins Klinikum Grünau und dort in die Neurologie.", "Neurologie"),
        ("Glenmoor General Hospital, Imaging Services, second floor.", "Imaging Services"),
        ("Treated at Glenmoor General Hospital and Parkinson disease confirmed.", "Parkinson"),
    ],
)
def test_service_department_or_clinical_word_beside_an_institution_stays(
    text: str, kept: str
) -> None:
    assert kept in _scrub(text)
