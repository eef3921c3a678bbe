"""Where the rule's evidence is weak it abstains with a reason instead of guessing, and a later
'Final:' line is the conclusion. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


def test_a_later_final_line_overrides_an_earlier_diagnosis_line() -> None:
    answer = (
        "Progressive visuospatial decline with occipitoparietal atrophy. Diagnosis: posterior "
        "cortical atrophy, perhaps from Alzheimer pathology. Final: frontotemporal dementia."
    )
    assert judge(answer, "Frontotemporal dementia").correct is True
    assert judge(answer, "Alzheimer disease").correct is False


@pytest.mark.parametrize(
    "answer",
    [
        "Impression: bacterial meningitis complicated by communicating hydrocephalus.",
        "Diagnosis: ruptured basilar tip aneurysm with subarachnoid blood, leading to "
        "hydrocephalus.",
    ],
)
def test_a_reference_named_only_as_a_complication_is_undecided(answer: str) -> None:
    verdict = judge(answer, "Hydrocephalus")
    assert verdict.correct is None
    assert "complication" in verdict.reason


def test_the_leading_diagnosis_before_a_complication_is_still_judged() -> None:
    answer = "Impression: bacterial meningitis complicated by communicating hydrocephalus."
    assert judge(answer, "Bacterial meningitis").correct is True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Final answer: subdural haematoma, mixed density, about three weeks old.",
         "Chronic subdural haematoma"),
        ("Diagnosis: symmetric demyelination of the pons in a patient with rapid sodium "
         "correction and hyponatraemia.", "Central pontine myelinolysis"),
    ],
)  # fmt: skip
def test_a_broader_class_described_by_what_the_rule_cannot_read_is_undecided(
    answer: str, reference: str
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is None
    assert "broader class" in verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Final answer: demyelinating disease.", "Multiple sclerosis"),
        ("Most likely: viral encephalitis.", "Herpes simplex encephalitis"),
    ],
)
def test_a_bare_or_kind_naming_broader_class_stays_incorrect(answer: str, reference: str) -> None:
    assert judge(answer, reference).correct is False


def test_a_variant_named_by_the_reference_words_is_undecided() -> None:
    verdict = judge("Conclusion: tumefactive multiple sclerosis, biopsy not needed.", "MS")
    assert verdict.correct in (True, None)
    verdict = judge(
        "Conclusion: tumefactive multiple sclerosis, biopsy not needed.", "Multiple sclerosis"
    )
    assert verdict.correct is None


@pytest.mark.parametrize(
    "answer", ["Diagnosis: Chiari II malformation.", "Diagnosis: non-haemorrhagic stroke."]
)
def test_a_near_miss_that_only_shares_words_stays_decided(answer: str) -> None:
    reference = "Chiari I malformation" if "Chiari" in answer else "Intracerebral hemorrhage"
    assert judge(answer, reference).correct is False


def test_an_older_grade_name_without_molecular_status_is_undecided() -> None:
    verdict = judge("Impression: WHO grade IV astrocytoma of the left temporal lobe.", "GBM")
    assert verdict.correct is None
    assert "molecular" in verdict.reason


def test_the_integrated_grade_4_idh_mutant_astrocytoma_stays_incorrect() -> None:
    answer = "Integrated diagnosis: astrocytoma, IDH-mutant, CNS WHO grade 4."
    assert judge(answer, "Glioblastoma").correct is False


def test_a_numbered_top_list_is_undecided() -> None:
    answer = (
        "Enhancing dural-based mass at the sphenoid wing. My top three: 1. meningioma "
        "2. dural metastasis 3. lymphoma. MRI perfusion would help."
    )
    verdict = judge(answer, "Meningioma")
    assert verdict.correct is None
    assert "top" in verdict.reason


def test_a_top_list_without_numbers_stays_an_uncommitted_list() -> None:
    answer = "Top three: meningioma, dural metastasis, lymphoma."
    assert judge(answer, "Meningioma").correct is False


def test_the_differential_favouring_a_name_commits_to_it() -> None:
    answer = "The differential favours tuberculous meningitis, though carcinomatous spread is open."
    assert judge(answer, "Tuberculous meningitis").correct is True


def test_a_likelihood_column_in_words_ranks_the_table() -> None:
    answer = (
        "| Diagnosis | Probability |\n|---|---|\n| Multiple sclerosis | moderate |\n"
        "| Neuromyelitis optica spectrum disorder | high |\n| ADEM | low |"
    )
    assert judge(answer, "Neuromyelitis optica spectrum disorder").correct is True
    assert judge(answer, "Multiple sclerosis").correct is False


def test_a_likelihood_column_with_a_tie_at_the_top_commits_to_none() -> None:
    answer = (
        "| Diagnosis | Probability |\n|---|---|\n| Multiple sclerosis | high |\n"
        "| Neuromyelitis optica spectrum disorder | high |\n| ADEM | low |"
    )
    assert judge(answer, "Multiple sclerosis").correct is not True


def test_names_in_separate_sentences_with_no_conclusion_are_undecided() -> None:
    answer = (
        "At first glance the calcified frontal mass suggested an oligodendroglioma to me. "
        "Looking again at the dural attachment and the broad base along the falx, I now think "
        "we are dealing with a meningioma."
    )
    verdict = judge(answer, "Meningioma")
    assert verdict.correct is not False


def test_a_name_that_fits_less_well_than_another_is_not_the_answer() -> None:
    answer = "Susac syndrome fits less well than multiple sclerosis, given the callosal sparing."
    assert judge(answer, "Susac syndrome").correct is False
    assert judge(answer, "Multiple sclerosis").correct is True
