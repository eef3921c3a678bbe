"""Diagnoses models give that the table named nothing for (so a verdict against any other
reference was undecided): each is its own entry, in five languages, and a different diagnosis
from its look-alikes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Most likely: copper deficiency myelopathy after bariatric surgery.",
            "Subacute combined degeneration",
        ),
        ("Diagnóstico: pseudoprogresión tras radioquimioterapia.", "Tumour progression"),
        ("Beurteilung: Keimmatrixblutung Grad I links.", "Intraventricular haemorrhage"),
        ("Conclusion : démence sémantique à prédominance temporale gauche.", "Alzheimer disease"),
        ("诊断：科尔萨科夫综合征。", "Wernicke encephalopathy"),
        (
            "Diagnosis: hypertensive arteriopathy with deep microbleeds.",
            "Cerebral amyloid angiopathy",
        ),
    ],
)
def test_an_added_entity_is_a_different_diagnosis(answer: str, reference: str) -> None:
    result = judge(answer, reference)
    assert result.correct is False
    assert "different" in result.reason


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Diagnosis: semantic dementia.", "Frontotemporal dementia"),
        ("Conclusion : dégénérescence hépatocérébrale acquise.", "Hepatic encephalopathy"),
        (
            "Impression: hypoxic-ischaemic brain injury after cardiac arrest.",
            "Hypoxic-ischemic encephalopathy",
        ),
    ],
)
def test_an_added_subtype_or_name_is_a_hit(answer: str, reference: str) -> None:
    assert judge(answer, reference).correct is True
