"""Pharmacies, clubs, societies, lodges, trades and schools named by the word for their kind after
the name, and German pharmacies, health funds and clubs, beside clinical phrases of the same
shape. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Scripts are collected from Pollard Lane Pharmacy weekly.", "Pollard"),
        ("Runs with Wyvern Harriers on Sundays.", "Wyvern"),
        ("Drove lorries for Gresley-Marsh Haulage until 2019.", "Gresley"),
        ("Employed by Orwin & Daughters Roofing, no heights since the seizure.", "Orwin"),
        ("Grandson goes to Pendleford Primary.", "Pendleford"),
        ("Stays at Tamsin Lodge for respite every autumn.", "Tamsin"),
        ("Medikamente holt die Tochter in der Hirsch-Apotheke.", "Hirsch"),
        ("Versichert über die Mainau BKK.", "Mainau"),
        ("Spielt Akkordeon im Musikverein Hollerbach.", "Hollerbach"),
        ("Engagiert sich im Sonnenblume Hilfe e.V. seit Jahren.", "Sonnenblume"),
        ("Refills through Harlow Square Apothecary.", "Harlow"),
        ("Carers twice daily from Tamar Vale Homecare.", "Tamar"),
        ("Eerder opgenomen in Maasland Ziekenhuisgroep.", "Maasland"),
        ("Hij fietst met wielerclub De Spaak Herentals.", "Spaak"),
    ],
)
def test_everyday_institution_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Referred to Clinical Neurophysiology for nerve conduction studies.", "Neurophysiology"),
        ("Leaflets from the Multiple Sclerosis Society given.", "Sclerosis"),
        ("Adenocarcinoma, likely Lung Primary, staging CT booked.", "Lung Primary"),
        ("Carcinoma of Unknown Primary pathway discussed.", "Unknown Primary"),
        ("Caries, Paediatric Dental review booked.", "Paediatric Dental"),
        ("Guidelines of the Cardiology Society were followed.", "Cardiology Society"),
    ],
)
def test_department_or_clinical_phrase_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
