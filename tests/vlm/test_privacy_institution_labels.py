"""An institution after a label of its kind and a colon in running text ("Referring hospital:
…", "Care home: …", "Zuweisendes Krankenhaus: …") is removed; labels that head clinical content,
values in lower case, departments and words for none stay. Our own sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Referring hospital: Thornleigh\nReason: first seizure", "Thornleigh"),
        ("Care home: The Hollies. Lives there since 2021.", "Hollies"),
        ("Zuweisendes Krankenhaus: Bergfried\nDiagnose: Mediainfarkt", "Bergfried"),
        ("Centro de origen: Valdeolmos\nMotivo: cefalea", "Valdeolmos"),
        ("Verwijzend ziekenhuis: Lindenhorst\nReden: TIA", "Lindenhorst"),
    ],
)
def test_name_after_an_institution_label_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Labor: Hb 12,1, CRP negativ", "CRP"),
        ("Clínica: Cefalea hemicraneal derecha de tres días.", "Cefalea"),
        ("Hospital: none recent. Clinic: Neurology follow-up in May.", "Neurology"),
        ("School: attends mainstream school with support.", "mainstream"),
    ],
)
def test_clinical_heading_or_no_name_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
