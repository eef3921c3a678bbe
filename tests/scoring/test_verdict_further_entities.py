"""Entities of everyday neuroradiology beyond strokes, demyelination and the common tumours:
cysts, malformations of cortical development, spinal cord disease, motor neuron disease and
stroke mimics. The table names each with its eponym or descriptive name, so an answer using
either is judged, a near neighbour is a different diagnosis, and the tumours once listed as
one glioneuronal entry are told apart."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Adult man with gynaecomastia and fasciculations of the tongue: Kennedy's disease.",
            "Spinal and bulbar muscular atrophy",
        ),
        (
            "Steroid-responsive encephalopathy associated with autoimmune thyroiditis, given "
            "the high anti-TPO titre.",
            "Hashimoto encephalopathy",
        ),
        ("Diagnosis: funikuläre Myelose bei Vitamin-B12-Mangel.", "Subacute combined degeneration"),
        ("Impression : kyste colloïde du troisième ventricule.", "Colloid cyst"),
        ("诊断：蛛网膜囊肿。", "Arachnoid cyst"),
        (
            "Final answer: septo-optic dysplasia with an absent septum pellucidum.",
            "De Morsier syndrome",
        ),
        ("Cerebellar tonsillar ectopia of 8 mm with a cervical syrinx.", "Chiari I malformation"),
        (
            "Extrapontine myelinolysis of both putamina after rapid sodium correction.",
            "Osmotic demyelination syndrome",
        ),
        (
            "Progressive hemifacial atrophy with ipsilateral white matter lesions.",
            "Parry-Romberg syndrome",
        ),
    ],
)
def test_an_eponym_or_descriptive_name_of_the_reference_is_a_hit(
    answer: str, reference: str
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is True, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Most likely an epidermoid cyst, given the bright diffusion signal.", "Arachnoid cyst"),
        ("Pineoblastoma with peripherally exploded calcification.", "Pineal cyst"),
        (
            "Primary lateral sclerosis: pure upper motor neuron signs for four years.",
            "Amyotrophic lateral sclerosis",
        ),
        ("Postictal Todd paresis; the perfusion study is normal.", "Acute ischaemic stroke"),
        ("Radiation necrosis in the treated field.", "Glioblastoma"),
        (
            "Isolated optic neuritis, AQP4 and MOG antibodies negative.",
            "Neuromyelitis optica spectrum disorder",
        ),
        (
            "Isolated optic neuritis, AQP4 and MOG antibodies negative.",
            "Neuromyelitis optica spectrum disorder",
        ),
        (
            "Ganglioglioma of the temporal lobe with a cyst and calcification.",
            "Dysembryoplastic neuroepithelial tumour",
        ),
        ("Closed-lip schizencephaly lined by polymicrogyric cortex.", "Lissencephaly"),
    ],
)
def test_a_neighbouring_entity_is_a_different_diagnosis(answer: str, reference: str) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is False, verdict.reason


def test_a_more_specific_glioneuronal_tumour_is_a_hit_for_the_family() -> None:
    verdict = judge("Dysembryoplastic neuroepithelial tumour (DNET).", "Glioneuronal tumour")
    assert verdict.correct is True, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Impression: thrombosis of the right transverse and sigmoid sinuses.",
            "Cerebral venous sinus thrombosis",
            True,
        ),
        (
            "Impression: thrombosis of the right transverse and sigmoid sinuses.",
            "Left transverse sinus thrombosis",
            False,
        ),
        (
            "Occlusion of the left vertebral and basilar arteries with a pontine infarct.",
            "Basilar artery occlusion",
            True,
        ),
    ],
)
def test_one_lesion_shared_by_two_named_sites_names_each(
    answer: str, reference: str, expected: bool
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is expected, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Moya-moya vasculopathy with basal collaterals.", "Moyamoya disease"),
        ("Primary angiitis of the central nervous system.", "CNS vasculitis"),
        ("Cervical spondylotic myelopathy at C5-C6.", "Degenerative cervical myelopathy"),
    ],
)
def test_a_generic_head_shared_with_one_entry_does_not_make_the_answer_its_kind(
    answer: str, reference: str
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is not False, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Tumefactive multiple sclerosis with an open-ring lesion.",
            "Tumefactive demyelinating lesion",
            True,
        ),
        (
            "Motor neurone disease with a positive motor band sign.",
            "Amyotrophic lateral sclerosis",
            True,
        ),
    ],
)
def test_older_or_british_names_of_the_reference(
    answer: str, reference: str, expected: bool
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is expected, verdict.reason
