"""A committed name followed by its reasons after a colon ("viral meningitis: lymphocytic CSF
with normal glucose") is judged on the name; a colon that opens alternatives, a denied lead or
reasons that are themselves several diseases keep the whole span."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.name_then_reasons import name_before_reasons


@pytest.mark.parametrize(
    ("answer", "name"),
    [
        (
            "The most likely diagnosis is a venous infarct: haemorrhagic cortex, a thrombosed "
            "vein of Labbé and oedema beyond an arterial territory.",
            "The most likely diagnosis is a venous infarct",
        ),
        (
            "Leading diagnosis is viral encephalitis: fever, lymphocytic pleocytosis and normal "
            "glucose.",
            "Leading diagnosis is viral encephalitis",
        ),
    ],
)
def test_the_name_before_its_reasons_is_the_span(answer: str, name: str) -> None:
    assert answer[: name_before_reasons(answer, 0, len(answer))] == name


@pytest.mark.parametrize(
    "answer",
    [
        "Demyelinating disease: multiple sclerosis, NMOSD or MOGAD.",
        "Stroke mimics: Todd paresis, hemiplegic migraine and hypoglycaemia.",
        "Not a tumour: the thin smooth rim and the restricted diffusion make this an abscess.",
        "Ring-enhancing lesions: toxoplasmosis, lymphoma, tuberculoma.",
    ],
)
def test_alternatives_a_denial_or_findings_first_keep_the_span(answer: str) -> None:
    assert name_before_reasons(answer, 0, len(answer)) == len(answer)


def test_a_finding_that_reads_as_a_disease_does_not_make_a_list() -> None:
    answer = (
        "The most likely diagnosis is bacterial meningitis: neutrophilic CSF, low glucose and "
        "early hydrocephalus."
    )
    assert verdict(answer, "Bacterial meningitis") is True
    assert verdict(answer, "Viral meningitis") is False
