"""What an answer commits to, read the way a scored sample goes (`vlm.parse.parse_answer`, then
the rule): two diagnoses offered as either-or after "the diagnosis is", a double negative that
reads as a negation word by word, and a description before a colon that names a disease the
patient has or a finding, not the answer."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge
from vlm.parse import parse_answer


@pytest.mark.parametrize(
    "answer",
    [
        "Given the smooth ring enhancement in a transplant recipient, my diagnosis is a brain "
        "abscess or a metastasis, and only a biopsy will tell them apart.",
        "The most likely diagnosis here is a brain abscess or a necrotic metastasis; I would "
        "not choose between them on these images.",
    ],
)
def test_two_diagnoses_offered_as_either_or_commit_to_neither(answer: str) -> None:
    verdict = judge(answer, "Brain abscess")
    assert verdict.correct is False, verdict.reason
    assert "no single diagnosis" in verdict.reason


def test_a_ranked_first_diagnosis_with_a_lower_alternative_still_commits() -> None:
    verdict = judge(
        "Most likely a brain abscess, or less likely a necrotic metastasis.", "Brain abscess"
    )
    assert verdict.correct is True, verdict.reason


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "Bilateral thalamic and periaqueductal signal: Wernicke encephalopathy is not "
            "unlikely.",
            True,
        ),
        ("Wernicke encephalopathy is not likely with normal thiamine levels.", False),
        (
            "Wernicke encephalopathy was not improbable, and thiamine corrected it: Wernicke "
            "encephalopathy.",
            True,
        ),
    ],
)
def test_a_double_negative_is_not_read_as_a_negation(answer: str, expected: bool) -> None:
    verdict = judge(answer, "Wernicke encephalopathy")
    assert verdict.correct is expected, verdict.reason


@pytest.mark.parametrize(
    ("answer", "right", "wrong"),
    [
        (
            "Known glioblastoma treated with chemoradiation, now a new enhancing focus in the "
            "field with low perfusion: treatment-related necrosis mimicking glioblastoma "
            "recurrence.",
            "Radiation necrosis",
            "Glioblastoma",
        ),
        (
            "Rapidly progressive dementia with myoclonus and restricted diffusion along the "
            "cortex and both caudate heads: sporadic Creutzfeldt-Jakob disease.",
            "Creutzfeldt-Jakob disease",
            "Alzheimer's disease",
        ),
    ],
)
def test_a_disease_in_the_description_before_a_colon_is_not_the_answer(
    answer: str, right: str, wrong: str
) -> None:
    parsed = parse_answer(answer)
    assert parsed.final_diagnosis.split()[0] in ("treatment-related", "sporadic")
    assert judge(answer, wrong).correct is False
    assert judge(answer, right).correct is not False


def test_a_colon_after_a_differential_label_still_reads_the_list() -> None:
    answer = (
        "The differential for these ring-enhancing lesions in a patient with AIDS includes: "
        "toxoplasmosis, primary CNS lymphoma, tuberculoma."
    )
    verdict = judge(answer, "Toxoplasmosis")
    assert verdict.correct is False, verdict.reason


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Wernicke encephalopathy with absent mammillary body enhancement.", True),
        ("Wernicke encephalopathy with negative blood alcohol.", True),
        ("Wernicke encephalopathy negative on repeat imaging; osmotic demyelination.", False),
        ("Wernicke encephalopathy absent; the thalamic signal is vascular.", False),
    ],
)
def test_absent_or_negative_before_a_word_of_its_own_does_not_deny_the_name(
    answer: str, expected: bool
) -> None:
    verdict = judge(answer, "Wernicke encephalopathy")
    assert verdict.correct is expected, verdict.reason


@pytest.mark.parametrize(
    "answer",
    [
        "The enhancement pattern points to a dural metastasis as opposed to a meningioma.",
        "Dural metastasis in preference to meningioma, given the bone destruction.",
        "Durametastase eher als Meningeom.",
        "Métastase durale par opposition à un méningiome.",
        "Metástasis dural en vez de meningioma.",
    ],
)
def test_a_name_set_against_the_favoured_one_is_not_the_answer(answer: str) -> None:
    verdict = judge(answer, "Meningioma")
    assert verdict.correct is False, verdict.reason


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Brain abscess (65%), necrotic metastasis (25%), glioblastoma (10%).", True),
        ("Necrotic metastasis (50%); brain abscess (40%); glioblastoma (10%)", False),
        ("Brain abscess (45%), necrotic metastasis (45%), glioblastoma (10%).", False),
    ],
)
def test_a_list_with_probabilities_commits_to_its_most_probable_item(
    answer: str, expected: bool
) -> None:
    verdict = judge(answer, "Brain abscess")
    assert verdict.correct is expected, verdict.reason
