"""A finding named as evidence for the diagnosis ("X, given Y"; "given Y, ... X"; "Y, so X")
supports it and is no alternative to it; an either-or word or a clause of its own keeps two names
weighed, and a reference named only as evidence for another name is not the answer."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Final answer: MOGAD, given the bilateral optic neuritis with perineural enhancement"
            " and a fluffy brainstem lesion in a child.",
            "MOG antibody-associated disease",
        ),
        (
            "Working diagnosis: cryptococcal meningitis, in view of the dilated perivascular"
            " spaces in the basal ganglia and the communicating hydrocephalus.",
            "Cryptococcal meningitis",
        ),
        (
            "Because of the subdural haemorrhages of different ages with retinal bleeding in an"
            " infant, abusive head trauma is the diagnosis.",
            "Abusive head trauma",
        ),
        (
            "Cerebellar atrophy out of proportion to age with a known ovarian carcinoma and"
            " anti-Yo antibodies, so paraneoplastic cerebellar degeneration.",
            "Paraneoplastic cerebellar degeneration",
        ),
        (
            "Diagnóstico: neurosífilis, dada la meningitis crónica y los infartos lacunares.",
            "Neurosyphilis",
        ),
        (
            "Angesichts der bilateralen Optikusneuritis handelt es sich am ehesten um eine"
            " Neuromyelitis-optica-Spektrum-Erkrankung.",
            "Neuromyelitis optica spectrum disorder",
        ),
    ],
)
def test_a_finding_given_as_evidence_leaves_the_diagnosis_committed(
    answer: str, reference: str
) -> None:
    assert verdict(answer, reference) is True


def test_history_given_as_evidence_is_not_the_answer() -> None:
    answer = (
        "Given the earlier pneumococcal meningitis, the rim-enhancing collection is a"
        " subdural empyema."
    )
    assert verdict(answer, "Subdural empyema") is True
    assert verdict(answer, "Bacterial meningitis") is False


@pytest.mark.parametrize(
    "answer",
    [
        "Glioblastoma or primary CNS lymphoma, given the enhancement pattern; biopsy needed.",
        "Glioblastoma versus lymphoma in view of the corpus callosum involvement.",
        "Glioblastoma was my first thought, but given the restricted diffusion this is lymphoma.",
    ],
)
def test_names_weighed_against_each_other_stay_uncommitted_or_set_aside(answer: str) -> None:
    assert verdict(answer, "Glioblastoma") is not True


def test_a_clause_with_its_own_verb_is_no_evidence() -> None:
    answer = (
        "Alzheimer's disease does not hold up: the hippocampi are normal; given the frontal"
        " predominance this is behavioural variant frontotemporal dementia."
    )
    assert verdict(answer, "Alzheimer disease") is not True
