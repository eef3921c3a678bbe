"""Answer forms of benchmark and reasoning models, through the path a scored sample takes:
a letter answer to repeated options, a thinking block before the answer, probabilities written
inline or on numbered lines, a later labelled revision, a qualifier negated inside a name, and
a presenting symptom that is no diagnosis."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.parse import parse_answer


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (  # letter in parentheses after lowercase options
            "Options: (a) Alzheimer disease (b) Dementia with Lewy bodies (c) Frontotemporal "
            "dementia (d) Normal pressure hydrocephalus\nVisual hallucinations, fluctuations and "
            "reduced occipital FDG uptake with a cingulate island sign: (b).",
            "Dementia with Lewy bodies",
            True,
        ),
        (  # "Answer: C" names another option
            "A. Neuromyelitis optica spectrum disorder\nB. Multiple sclerosis\nC. Spinal cord "
            "infarction\nD. Transverse myelitis\n\nAnswer: C",
            "Neuromyelitis optica spectrum disorder",
            False,
        ),
        (  # numbered options with "option 3"
            "Choose one: 1) Glioblastoma 2) Metastasis 3) Brain abscess 4) Tumefactive "
            "demyelination. Smooth thin rim, central restricted diffusion: option 3.",
            "Brain abscess",
            True,
        ),
        (  # the letter alone at the end of a line of reasoning
            "(A) Meningioma (B) Vestibular schwannoma (C) Epidermoid (D) Arachnoid cyst -- "
            "enters and widens the internal auditory canal, no dural tail: B",
            "Vestibular schwannoma",
            True,
        ),
    ],
)
def test_a_letter_answer_is_the_option_it_points_to(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected


def test_options_without_a_letter_answer_stay_an_uncommitted_list() -> None:
    answer = "A. Glioblastoma B. Lymphoma C. Metastasis D. Abscess"
    assert verdict(answer, "Glioblastoma") is False


def test_a_numbered_differential_is_not_read_as_options() -> None:
    answer = "1. Ependymoma\n2. Medulloblastoma\n3. Pilocytic astrocytoma\nAnswer: 1 is favoured."
    assert parse_answer(answer).method != "option"


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "<think>Ring enhancement... glioblastoma? The wall is thin and there is fever, so "
            "abscess.</think>\n\nPyogenic brain abscess.",
            "Glioblastoma",
            False,
        ),
        (
            "<think>\nTemporal lobe, insula, fever. HSV first.\n</think>\nHerpes simplex "
            "encephalitis",
            "Herpes simplex encephalitis",
            True,
        ),
        (  # a chat template opened the block in the prompt: only its end is in the reply
            "Cortical ribboning, could be hypoglycaemia, but rapidly progressive dementia with "
            "myoclonus...\n</think>\nSporadic Creutzfeldt-Jakob disease.",
            "Hypoglycaemic encephalopathy",
            False,
        ),
    ],
)
def test_a_thinking_block_is_not_the_answer(answer: str, reference: str, expected: bool) -> None:
    assert verdict(answer, reference) is expected


def test_a_reply_cut_off_inside_its_thinking_block_is_kept_whole() -> None:
    parsed = parse_answer("<think>Periventricular ovoid lesions, most likely multiple sclerosis")
    assert "multiple sclerosis" in parsed.final_diagnosis


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "DDx (probability): MOGAD ~65%, NMOSD ~25%, MS ~10%.",
            "MOG antibody-associated disease",
            True,
        ),
        ("DDx (probability): MOGAD ~65%, NMOSD ~25%, MS ~10%.", "Multiple sclerosis", False),
        (
            "Top three:\n1. Colloid cyst (90%)\n2. Central neurocytoma (7%)\n3. Subependymoma (3%)",
            "Colloid cyst",
            True,
        ),
        ("Likelihood - ependymoma: 30%; medulloblastoma: 60%; ATRT: 10%", "Medulloblastoma", True),
    ],
)
def test_probabilities_inline_or_numbered_rank_the_list(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Working diagnosis: ADEM. Final diagnosis after MOG serology: MOGAD.",
            "MOG antibody-associated disease",
            True,
        ),
        (
            "Working diagnosis: ADEM. Final diagnosis after MOG serology: MOGAD.",
            "Acute disseminated encephalomyelitis",
            False,
        ),
    ],
)
def test_a_later_label_with_its_own_qualifier_revises_the_first(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected


def test_a_negated_qualifier_inside_a_name_is_not_a_negated_diagnosis() -> None:
    answer = "Diagnosis: non-aneurysmal perimesencephalic subarachnoid hemorrhage."
    assert verdict(answer, "Subarachnoid haemorrhage") is True
    assert (
        verdict(
            "Pseudo-SAH from oedema; not a subarachnoid haemorrhage.", "Subarachnoid haemorrhage"
        )
        is False
    )


def test_a_presenting_symptom_is_no_diagnosis() -> None:
    answer = (
        "Painful ophthalmoplegia with an enhancing left cavernous sinus. Differential "
        "includes Tolosa-Hunt syndrome, cavernous sinus meningioma and lymphoma."
    )
    assert verdict(answer, "Tolosa-Hunt syndrome") is not True


@pytest.mark.parametrize(
    ("reference", "expected"),
    [("Ependymoma", True), ("Medulloblastoma", False)],
)
def test_an_answer_revised_after_its_label_is_the_revision(reference: str, expected: bool) -> None:
    answer = (
        "Final answer: medulloblastoma.\n\nLooking again, the tumour squeezes through the "
        "foramina of Luschka and Magendie and is heterogeneous, so I change my answer to "
        "ependymoma."
    )
    assert verdict(answer, reference) is expected


@pytest.mark.parametrize(
    ("reference", "expected"),
    [("Subacute combined degeneration", True), ("Multiple sclerosis", False)],
)
def test_numbered_reasoning_then_therefore_concludes_with_the_therefore(
    reference: str, expected: bool
) -> None:
    answer = (
        "1. Multiple sclerosis would give patchy lesions with enhancement.\n"
        "2. Here the dorsal columns are symmetrically bright over six segments.\n"
        "3. B12 is low after years of metformin.\n"
        "Therefore: subacute combined degeneration."
    )
    assert verdict(answer, reference) is expected


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Most likely a metastasis; however, with a single lesion and a smooth thin rim "
            "that restricts centrally, I would go with a cerebral abscess.",
            "Brain abscess",
            True,
        ),
        (
            "The diagnosis is ADEM, wait, no: the lesions are of different ages, so MS.",
            "ADEM",
            False,
        ),
        (
            "I cannot see the images myself, but from the description a colloid cyst is the "
            "most likely diagnosis.",
            "Colloid cyst",
            True,
        ),
    ],
)
def test_an_answer_that_turns_is_judged_after_the_turn(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected


def test_french_comparison_ranks_what_follows_que_lower() -> None:
    answer = "Aspect plutôt en faveur d'une encéphalite herpétique que d'une encéphalite limbique."
    assert verdict(answer, "Herpes simplex encephalitis") is True
    assert verdict(answer, "Autoimmune encephalitis") is not True
