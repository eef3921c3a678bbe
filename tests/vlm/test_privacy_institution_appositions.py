"""Institutions explained by the words around them or known from the case: a kind in brackets
or an apposition after a one-word name, the site after a ward on a heading, a lab or a school by
its head word, an acronym before a town, a company by its head word, a one-word institution
again in capitals, the initials of a hospital that stands in a withheld EHR field, and Chinese
workplaces and record labels. The same shapes around clinical words stay. Our own sentences,
never taken from an evaluation set."""

import pytest

from data.model import Case, Provenance
from vlm.privacy import Deidentifier, gate_fields


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Admitted from Hollybank (nursing home) after a fall.", "Hollybank"),
        ("Terug naar Kastanjehof (verpleeghuis) na ontslag.", "Kastanjehof"),
        ("Discharged to Elmstead, her residential home, on Friday.", "Elmstead"),
        ("NIGHT REPORT - Ward 9, Greyfriars\nBed 2 settled.", "Greyfriars"),
        ("Werte aus dem Labor Dr. Lindqvist, ohne Befund.", "Lindqvist"),
        ("Ihre Tochter besucht die Kita Regenbogenland.", "Regenbogenland"),
        ("Es maestra en la Secundaria Técnica 41 desde 2015.", "Técnica 41"),
        ("Bilan réalisé au CMRR de Rouen en janvier.", "CMRR de Rouen"),
        ("Ancienne employée de la Banque Lavergne, retraitée.", "Lavergne"),
        ("Zij woont in WZC Ter Linde sinds maart.", "Ter Linde"),
        ("Came from Thornhaugh. Will go back to THORNHAUGH (care home).", "THORNHAUGH"),
        ("退休前在江北化工工作。", "江北化工"),
    ],
)
def test_institution_explained_by_its_neighbours_is_removed(text, name):
    assert name not in _scrub(text)


def test_initials_of_a_hospital_in_a_withheld_field_are_removed():
    case = Case(
        case_id="c1",
        title="own case",
        source="local",
        provenance=Provenance(source="test", description="own", licence="own"),
        ehr=(("Hospital", "Ashgrove Vale Hospital"), ("History", "Seen in the AVH falls clinic.")),
        notes=("Follow-up at AVH in June.",),
    )
    sent = " ".join(f.sent or "" for f in gate_fields(case))
    assert "AVH" not in sent
    assert "falls clinic" in sent


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Konsil Neurologie, Station 4B, Zi. 12. Befund folgt.", "Zi. 12"),
        ("Improved (hospital course uneventful).", "hospital course"),
        ("转入医院：本院神经内科。", "转入医院"),
        ("患者在家工作，作息规律。", "在家工作"),
        ("Labor unauffällig, CRP normal.", "Labor unauffällig"),
    ],
)
def test_the_same_shapes_around_clinical_words_stay(text, kept):
    assert kept in _scrub(text)
