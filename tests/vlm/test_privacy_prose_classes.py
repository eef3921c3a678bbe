"""Clinical prose that names no one stays as written: eponyms joined by "and" before their
finding, anatomy named after a person behind a particle, a Chinese word straight after a Latin
eponym, a German abstract noun after "in", a dose strength with a decimal, a scale's value after
a preposition, German ward compounds, "PT" for physiotherapy, a list of decimals; the near misses
(a person, a town, a date) stay removed. Each case is our own sentence, never taken from an
evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        # eponyms joined by a conjunction, a comma or a slash, ending in their finding
        "Plantar responses: Gordon and Chaddock both absent.",
        "Pyramidenbahnzeichen: Gordon und Oppenheim rechts positiv.",
        "Reflexes brisk; Gordon/Oppenheim negative on both sides.",
        # anatomy named after a person, behind a noun and a particle
        "Lésion corticale en regard de la scissure de Rolando gauche.",
        "Hidrocefalia por estenosis del acueducto de Silvio.",
        "Aneurisma en el polígono de Willis, sin otras lesiones.",
        # a Chinese word straight after a Latin eponym
        "增强扫描：Monro孔通畅，Willis环显示清楚。",
        # a German abstract noun after a cue and "in"
        "Sie wurde aufgenommen in Begleitung der Ehefrau.",
        "Ambulante Kontrolle in Zukunft alle sechs Monate.",
        "Die Reha in Planung, Antrag gestellt.",
        # a dose strength with a decimal before the slash
        "Switched to co-beneldopa 12.5/50 at night.",
        "Titration pack of lamotrigine 12.5/25 for the first fortnight.",
        # an eponymous scale before its value after a preposition
        "Risque cutané évalué selon Braden à 12, matelas adapté.",
        "Funktion bei Aufnahme: Barthel von 60 Punkten.",
        # a German compound naming a ward or a kind of care after a transfer cue
        "Nach Rücksprache Verlegung in die Frühreha geplant.",
        "Rückverlegung in die Normalstation morgen früh.",
        # therapies in capitals before a title-case task
        "Therapy goals: OT Washing and Dressing, PT Stairs.",
        # the last of a list of decimal measurements before a full stop
        "Vital capacity overnight 3.1, 3.0, 2.9. No distress.",
    ],
)
def test_clinical_prose_is_kept(text):
    assert _scrub(text) == text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # a first name with a surname after "and" and no finding stays a person
        ("Seen with her son Gordon and his wife today.", "Gordon"),
        # a title before a Chinese name written without a space
        ("主治医师：Dr陈秀英，电话见上。", "陈秀英"),
        # an acronym before a Chinese name is no eponym
        ("复查CT陈秀英同意。", "陈秀英"),
        # a town after a German cue and "in", and a town ending like a noun after "nach"
        ("Weitere Kontrolle in Rosenheim.", "Rosenheim"),
        ("Verlegt nach Freiung zur Frührehabilitation.", "Freiung"),
        # a date written with a full stop and a slash before a four-digit year
        ("Letzte Infusion am 14.06/2024 gut vertragen.", "14.06"),
        # a person after the eponym's word and a time, an institution after a German cue
        ("Seen by Braden at 14:00 on the ward.", "Braden"),
        ("Verlegung in die Asklepios Klinik Nord.", "Asklepios"),
        # a patient after "Pt", and German days listed with their months
        ("Pt Molly Fairweather seen on the ward round.", "Fairweather"),
        ("Termine am 3.4., 5.4. und 9.4. vereinbart.", "9.4"),
    ],
)
def test_near_misses_are_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Social: lives at home with his wife, independent in all activities of daily living.",
        "Lives at home alone; a carer visits twice daily.",
        "She lives at the nursing home since her second stroke.",
        "Alta a domicilio con apoyo familiar y fisioterapia ambulatoria.",
    ],
)
def test_where_someone_lives_without_an_address_stays(text):
    assert _scrub(text) == text


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Lives at 14 Ashgrove Road, Harrogate, with his son.", "14 Ashgrove Road"),
        ("Domicilio: c/ Pintor Sorolla 8, 3º B, Gandía.", "Pintor Sorolla 8"),
        ("Lives at Home Farm Cottage, Long Buckby.", "Home Farm Cottage"),
    ],
)
def test_an_address_after_the_same_cues_is_removed(text, address):
    assert address not in _scrub(text)
