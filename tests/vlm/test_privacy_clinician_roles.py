"""Clinicians named by surname after their role or grade in handovers, ward rounds and nursing
notes, in the six languages; the same roles before a sentence's first word, a clinical word or a
single word that does not fill its field stay. Our own sentences, never taken from an
evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("WR Cons: Threlkeld, Reg: Amadi\nPlan as below.", "Threlkeld"),
        ("WR Cons: Threlkeld, Reg: Amadi\nPlan as below.", "Amadi"),
        ("Discussed with the med reg (Varga) overnight.", "Varga"),
        ("Handed over to day team (Oyelowo/Brandt) at 8.", "Oyelowo"),
        ("Neuro ICU fellow Castellanos is aware of the plan.", "Castellanos"),
        ("Visite mit OA Wiesinger, Heparin weiter.", "Wiesinger"),
        ("Rücksprache mit Schwester Hildegard zur Lagerung.", "Hildegard"),
        ("Chère consœur Delaunay, je vous remercie.", "Delaunay"),
        ("Besproken met arts-assistent Van Dongen vanochtend.", "Dongen"),
        ("Geachte heer Kwakman, hierbij de brief.", "Kwakman"),
        ("Fisioterapia: Ainhoa Zubiri\nDeambula con andador.", "Zubiri"),
    ],
)
def test_clinician_after_their_role_is_removed(text, name):
    assert name not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Seen by ST, PT, OT. Family meeting tomorrow.", "Family meeting"),
        ("Swallow passed by SALT. Repatriate when a bed is free.", "Repatriate"),
        ("SALT: Assessment booked for Monday.", "Assessment booked"),
        ("Reg: Neurology on call tonight.", "Neurology"),
        ("Fisioterapia: Marcha con andador.", "Marcha con andador"),
    ],
)
def test_roles_before_ordinary_words_stay(text, kept):
    assert kept in _scrub(text)
