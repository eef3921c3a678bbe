"""Institutions named without a word that says what they are, where the sentence says one goes:
a name after "at", a hospital or hospice known by its saint in the possessive, an employer after
a past-tense verb, a care home after "discharge to", a family-medicine practice, a French
"cabinet médical"; and the same cues before clinical words, holidays and levels, which stay. Each
case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Reviewed at Harrowgate last spring for the same spells.", "Harrowgate"),
        ("MRI done at the Ellerby because of the waiting list.", "Ellerby"),
        ("Her job at Quenby Textiles involves night shifts.", "Quenby"),
        ("Followed in Epilepsy, St Wilfrid's, since 2019.", "Wilfrid"),
        ("She was first seen at St. Brigid's with a headache.", "Brigid"),
        ("He worked at Tollgate Freight until the seizure.", "Tollgate"),
        ("Hij werkte bij Vandermolen Transport als chauffeur.", "Vandermolen"),
        ("Il travaillait chez Boulangeries Ardent jusqu'en mai.", "Ardent"),
        ("Er arbeitete bei Kesselring Maschinenbau in der Montage.", "Kesselring"),
        ("Trabajaba en Conservas Ribalta como operaria.", "Ribalta"),
        ("Plan: discharge to Cedar Hollow once mobile with a frame.", "Cedar Hollow"),
        ("His PCP is at Linden Creek Family Medicine.", "Linden Creek"),
        ("Suivie au cabinet médical des Aubépines pour son diabète.", "Aubépines"),
    ],
)
def test_institution_after_its_cue_is_removed(text, name):
    assert name not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("Taking St John's wort, which was stopped before carbamazepine.", "St John's wort"),
        ("Admitted to ICU, then transferred to the stroke unit.", "stroke unit"),
        ("Seen in Neurology clinic and referred to physiotherapy.", "Neurology clinic"),
        ("Verlegung auf die Stroke Unit nach der Lyse.", "Stroke Unit"),
        ("Ingresó a la UCI y luego pasó a planta.", "UCI"),
        ("Via de ambulance naar de SEH gebracht.", "SEH"),
        ("He worked at night shifts for years.", "night shifts"),
        ("Seizure at Christmas, none since January.", "Christmas"),
        ("Seen at Neurology clinic and at MRI on Friday.", "Neurology clinic"),
        ("Weakness worst at C5 and at T2 on imaging.", "C5"),
        ("Reviewed at Day Hospital with the Memory team.", "Day Hospital"),
    ],
)
def test_clinical_words_after_the_same_cues_stay(text, term):
    assert term in _scrub(text)
