"""A two-person eponym is the same disease in either order ("Jakob-Creutzfeldt disease",
"Spatz-Hallervorden disease"); the swap reaches no other disease."""

from __future__ import annotations

import pytest

from scoring.rule.eponym_order import swapped_pair
from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Diagnosis: Jakob-Creutzfeldt disease, sporadic form.", "Creutzfeldt-Jakob disease"),
        ("Eye-of-the-tiger sign: Spatz-Hallervorden disease.", "Hallervorden-Spatz disease"),
        ("Impression: Barré-Guillain syndrome (AIDP).", "Guillain-Barre syndrome"),
        ("Beurteilung: Morbus Jakob-Creutzfeldt.", "Creutzfeldt-Jakob disease"),
    ],
)
def test_either_order_names_the_disease(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


def test_the_swapped_name_is_no_other_disease() -> None:
    assert verdict("Diagnosis: Jakob-Creutzfeldt disease.", "Alzheimer disease") is False


def test_only_two_person_disease_or_syndrome_names_swap() -> None:
    assert swapped_pair("Creutzfeldt-Jakob disease") == "Jakob-Creutzfeldt disease"
    assert swapped_pair("Wolff-Parkinson-White syndrome") == ""
    assert swapped_pair("Non-Hodgkin lymphoma") == ""
