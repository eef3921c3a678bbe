"""Words the gate must send unchanged: a scale's decimal before a full stop, an eponym with only
its side or its result in French and Dutch, a day hospital, a drug table's frequency column and
a note written in title case. Each case is our own sentence, never taken from an evaluation
set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Gait slow with reduced arm swing, Hoehn and Yahr 2.5.",
        "Spasticity in the calf, Modified Ashworth 1.5.",
        "Reflexen: Hoffmann rechts, Babinski links.",
        "Réflexes vifs, Hoffmann présent à gauche.",
        "Suivi en Hôpital de Jour de neurologie tous les mois.",
        "Cita mensual en el Hospital de Día de Neurología.",
        "Drug | Dose | Frequency\nBaclofen | 10 mg | TDS\nPregabalin | 75 mg | BD\n"
        "Amlodipine | 5 mg | OD",
        "Patient Positioned Prone In Mayfield Pins, Midline Incision Over L4.",
    ],
)
def test_clinical_text_is_sent_unchanged(text):
    assert _scrub(text) == text


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Ward round 3/10 (consultant): stable, plan home.", "3/10"),
        ("Visite 12.4. mit OA: Besserung der Parese.", "12.4."),
        ("Patient: Elowen Tremayne, seen with her son.", "Tremayne"),
        ("Le Dr Hoffmann présent ce jour a revu la patiente.", "Hoffmann"),
        ("Domicilio: Bd Saint-Germain 14, Paris", "Saint-Germain"),
    ],
)
def test_the_near_misses_are_still_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # dictation writes days and house numbers as words
        ("gestürzt am Abend des einundzwanzigsten Oktober im Heim", "einundzwanzigsten Oktober"),
        ("seen on the twenty-second of June with her son", "twenty-second of June"),
        ("wohnhaft Lindenstraße zwölf in Velden", "Lindenstraße zwölf"),
        # Hong Kong districts, streets and care homes in Chinese script
        ("Follow up at GOPD in 觀塘 in 4 weeks.", "觀塘"),
        ("地址：彌敦道233號5樓B室", "彌敦道233號"),
        ("discharged to 沙田慈愛安老院 yesterday", "慈愛安老院"),
        # a sex and an age over 89 ("F/93"), employers after a role, a hospital by its tail
        ("Sex/Age: M/95  Bed 12", "95"),
        ("She works as a ward clerk at Harborview.", "Harborview"),
        ("Mr Iqbal, Neurosurgery, Preston Royal, on call.", "Preston"),
        ("Rücksprache mit Neurochirurgie Klinikum Wels erfolgt.", "Wels"),
    ],
)
def test_words_written_out_hong_kong_places_and_employers_are_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Seen by ST, PT, OT on the ward.", "ST, PT, OT"),
        ("RE: Appeal of denial of erenumab", "Appeal"),
        ("Rücksprache mit Neurochirurgie Klinikum Wels erfolgt.", "Neurochirurgie"),
        ("Hoehn and Yahr stage three, the third of four visits.", "the third of four"),
    ],
)
def test_acronym_lists_subject_lines_and_departments_are_kept(text, kept):
    assert kept in _scrub(text)
