"""Near misses in one family: an origin that contradicts the reference, a sibling entity that
shares a shorter name with it, and a name called a kind of the reference. Whole answers through
the path a scored sample takes."""

from __future__ import annotations

import pytest

from scoring.rule.qualifiers import ORIGIN, read_qualifiers
from scoring.rule.text import tokenize
from tests.support.verdicts import judge


@pytest.mark.parametrize(
    ("text", "origin"),
    [
        ("secondary CNS lymphoma", {"secondary"}),
        ("primary CNS lymphoma", {"primary"}),
        ("idiopathic intracranial hypertension", {"primary"}),
        ("linfoma secundario", {"secondary"}),
        ("sekundäres Lymphom", {"secondary"}),
        ("hydrocephalus secondary to a colloid cyst", set()),
        ("hidrocefalia secundaria a un quiste coloide", set()),
    ],
)
def test_origin_is_read_and_secondary_to_names_a_cause(text: str, origin: set[str]) -> None:
    assert read_qualifiers(tokenize(text))[ORIGIN] == origin


def test_a_secondary_lymphoma_is_not_the_primary_one() -> None:
    answer = (
        "Known systemic diffuse large B-cell lymphoma, now with new periventricular enhancing "
        "lesions. Final diagnosis: secondary CNS lymphoma."
    )
    verdict = judge(answer, "Primary CNS lymphoma")
    assert verdict.correct is False
    assert "origin" in verdict.reason


def test_a_primary_lymphoma_is_still_a_hit() -> None:
    answer = "Most likely diagnosis: primary CNS lymphoma, given the homogeneous enhancement."
    assert judge(answer, "Primary CNS lymphoma").correct is True


def test_secondary_as_a_cause_does_not_contradict_a_primary_reference() -> None:
    answer = "Final answer: primary CNS lymphoma; the seizures are secondary to the mass."
    assert judge(answer, "Primary CNS lymphoma").correct is True


def test_a_sibling_sharing_a_shorter_name_is_another_entity() -> None:
    answer = "Impression: extraventricular neurocytoma in the left parietal lobe."
    assert judge(answer, "Central neurocytoma").correct is False
    assert judge("Diagnosis: central neurocytoma of the lateral ventricle.", "Neurocytoma").correct


@pytest.mark.parametrize(
    "answer",
    [
        "Most likely: giant cell tumour, a rare form of glioblastoma.",
        "The most likely diagnosis is a gliosarcomatous tumour, a glioblastoma variant.",
    ],
)
def test_a_name_the_table_lacks_called_a_kind_of_the_reference_is_undecided(answer: str) -> None:
    verdict = judge(answer, "Glioblastoma")
    assert verdict.correct is None
    assert "family" in verdict.reason


def test_an_either_or_without_a_kind_word_is_still_a_list() -> None:
    answer = "The most likely diagnosis is a gliosarcomatous tumour or glioblastoma."
    assert judge(answer, "Glioblastoma").correct is False


@pytest.mark.parametrize(
    "answer",
    [
        "Beurteilung: MS-artige Herde bei zerebraler Vaskulitis.",
        "Beurteilung: Glioblastom-ähnlicher Befund, am ehesten ein Abszess.",
    ],
)
def test_a_german_inflected_look_alike_is_not_the_reference(answer: str) -> None:
    reference = "Multiple sclerosis" if "MS" in answer else "Glioblastoma"
    assert judge(answer, reference).correct is False


@pytest.mark.parametrize(
    "answer",
    [
        "Most likely: optic neuritis with a risk of conversion to multiple sclerosis.",
        "Diagnóstico: neuritis óptica con riesgo de esclerosis múltiple.",
    ],
)
def test_a_reference_named_only_as_a_risk_is_not_the_answer(answer: str) -> None:
    assert judge(answer, "Multiple sclerosis").correct is not True


@pytest.mark.parametrize(
    "answer",
    [
        "Diagnóstico: necrosis por radiación en un glioblastoma ya tratado.",
        "Conclusion : radionécrose sur un glioblastome déjà traité.",
    ],
)
def test_a_reference_already_treated_is_the_history(answer: str) -> None:
    assert judge(answer, "Glioblastoma").correct is False


def test_acute_on_chronic_states_the_chronic_reference() -> None:
    answer = "Final answer: acute-on-chronic subdural haematoma over the right convexity."
    assert judge(answer, "Chronic subdural haematoma").correct is True
    assert (
        judge("Final answer: acute subdural haematoma.", "Chronic subdural haematoma").correct
        is False
    )
