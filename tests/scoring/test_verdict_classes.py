"""The offline verdict on whole model answers, one test per class of answer that a rule reading
only the first line (or every disease named) gets wrong. Each answer goes the way a scored sample
goes: `vlm.parse.parse_answer` finds the conclusion, the rule judges it."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


def test_reasoning_first_conclusion_last() -> None:
    answer = (
        "Two lesions enhance and several do not, so they are of different ages. A metastasis "
        "would be unusual without a known primary, and lymphoma rarely looks like this. Small "
        "vessel disease does not explain the callosal lesions in a 31-year-old.\n\n"
        "Final answer: relapsing-remitting multiple sclerosis."
    )
    verdict = judge(answer, "Multiple sclerosis")
    assert verdict.correct is True, verdict.reason
    assert verdict.span == "relapsing-remitting multiple sclerosis"
    assert "judged" in verdict.reason and "relapsing-remitting" in verdict.reason


@pytest.mark.parametrize(
    "closing",
    [
        "In conclusion, this is most consistent with a cerebral abscess.",
        "**Impression:** pyogenic cerebral abscess",
        "Overall, the findings favour a pyogenic abscess.",
        "### Most likely diagnosis\nBrain abscess",
    ],
)
def test_the_last_conclusion_wins_over_diseases_in_the_reasoning(closing: str) -> None:
    answer = (
        "The ring-enhancing lesion raises glioblastoma and a necrotic metastasis. The wall is "
        "thin and smooth, the centre is bright on diffusion with a low ADC, and the patient "
        "had a dental abscess two weeks ago.\n\n" + closing
    )
    assert judge(answer, "Brain abscess").correct is True
    assert judge(answer, "Glioblastoma").correct is False


def test_the_reference_named_only_in_the_reasoning_is_not_the_answer() -> None:
    answer = (
        "Herpes simplex encephalitis must always be considered with temporal lobe signal. "
        "Here, though, both hippocampi are involved symmetrically, the CSF is acellular and "
        "the serum sodium is 124 mmol/L.\n\nMy diagnosis is LGI1 autoimmune limbic encephalitis."
    )
    verdict = judge(answer, "Herpes simplex encephalitis")
    assert verdict.correct is False, verdict.reason
    assert judge(answer, "Limbic encephalitis").correct is True


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Diagnóstico más probable: hematomas subdurales crónicos bilaterales.",
            "Chronic subdural hematoma",
            True,
        ),
        (
            "No se trata de una esclerosis múltiple; lo más probable es una NMOSD.",
            "Multiple sclerosis",
            False,
        ),
        ("Se descarta un absceso cerebral. Conclusión: glioblastoma.", "Brain abscess", False),
        ("Beurteilung: am ehesten Glioblastom, DD Lymphom.", "Glioblastoma", True),
        (
            "Kein Hinweis auf eine Sinusvenenthrombose. "
            "Diagnose: idiopathische intrakranielle Hypertension.",
            "Cerebral venous sinus thrombosis",
            False,
        ),
        ("Conclusion : méningiome de la convexité droite.", "Meningioma", True),
        (
            "Une sclérose en plaques est peu probable ; on retient une neuromyélite optique.",
            "Multiple sclerosis",
            False,
        ),
        ("影像表现符合脑脓肿，胶质母细胞瘤可能性小。", "Brain abscess", True),
    ],
)
def test_spanish_german_french_and_chinese_are_read(
    answer: str, reference: str, expected: bool
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is expected, verdict.reason


@pytest.mark.parametrize(
    "answer",
    [
        "Le lesioni periventricolari ovoidali e la lesione del corpo calloso indicano una sclerosi "
        "multipla recidivante-remittente.",
        "As lesões periventriculares ovoides e a lesão do corpo caloso indicam esclerose "
        "múltipla surto-remissão.",
        "脳室周囲の卵円形病変と脳梁病変から、再発寛解型多発性硬化症と考えます。",
        "Meerdere ovale periventriculaire laesies en een laesie in het corpus callosum wijzen op "
        "relapsing-remitting multipele sclerose.",
    ],
)
def test_a_language_the_rule_does_not_read_is_undecided(answer: str) -> None:
    verdict = judge(answer, "Multiple sclerosis")
    assert verdict.correct is None
    assert "does not read" in verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Devic syndrome", "Neuromyelitis optica spectrum disorder"),
        ("Findings fit Binswanger disease.", "Subcortical arteriosclerotic encephalopathy"),
        ("Probable Bourneville-Pringle disease", "Tuberous sclerosis complex"),
        ("Hallervorden-Spatz disease", "Pantothenate kinase-associated neurodegeneration"),
        ("Globoid cell leukodystrophy", "Krabbe disease"),
        ("Encephalotrigeminal angiomatosis", "Sturge-Weber syndrome"),
        ("Subacute necrotising encephalomyelopathy", "Leigh syndrome"),
        ("Lou Gehrig's disease", "Motor neuron disease"),
    ],
)
def test_eponyms_and_descriptive_names_are_one_disease(answer: str, reference: str) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is True, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        ("Chronic right MCA territory infarct with gliosis", "Acute right MCA infarct", False),
        ("Hyperacute left PCA territory infarct", "Acute ischaemic stroke", True),
        ("Old lacunar infarct in the left thalamus", "Acute lacunar infarct", False),
        (
            "MCA territory infarct. DWI restriction in the right insula and right putamen.",
            "Left MCA territory infarct",
            False,
        ),
        (
            "MCA territory infarct. DWI restriction in the left insula and left putamen.",
            "Left MCA territory infarct",
            True,
        ),
        (
            "Acute infarct with haemorrhagic transformation, left MCA territory",
            "Left MCA infarct",
            True,
        ),
    ],
)
def test_acuity_and_a_side_in_the_explanation_can_contradict(
    answer: str, reference: str, expected: bool
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is expected, verdict.reason


@pytest.mark.parametrize(
    "answer",
    [
        "I am unable to determine whether this represents multiple sclerosis without the "
        "clinical history.",
        "It is not possible to determine the diagnosis from these images; multiple sclerosis "
        "and ADEM would both need to be considered.",
        "无法确定是否为多发性硬化，请提供更多序列。",
        "Diagnosis: cannot be determined from a single sequence.",
    ],
)
def test_a_refusal_that_names_the_reference_is_incorrect(answer: str) -> None:
    verdict = judge(answer, "Multiple sclerosis")
    assert verdict.correct is False, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Lymphoma cannot be ruled out, but toxoplasmosis is favoured given the eccentric "
            "target sign.",
            "Cerebral toxoplasmosis",
            True,
        ),
        (
            "Lymphoma cannot be ruled out, but toxoplasmosis is favoured given the eccentric "
            "target sign.",
            "Primary CNS lymphoma",
            False,
        ),
        (
            "A demyelinating cause is not unlikely; the pattern is in keeping with tumefactive MS.",
            "Tumefactive demyelinating lesion",
            True,
        ),
        (
            "There is no doubt this is a colloid-free third ventricle; the diagnosis is "
            "obstructive hydrocephalus from aqueductal stenosis.",
            "Hydrocephalus",
            True,
        ),
        ("Not ADEM: there were two earlier attacks. Relapsing MS.", "Multiple sclerosis", True),
    ],
)
def test_double_negatives_and_exclusions(answer: str, reference: str, expected: bool) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is expected, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        ("Astrocytoma, IDH-mutant, CNS WHO grade 2", "Low-grade glioma", True),
        ("Astrocytoma, IDH-mutant, CNS WHO grade 3", "Low-grade glioma", False),
        (
            "Oligodendroglioma, IDH-mutant and 1p/19q-codeleted, CNS WHO grade 3",
            "High-grade glioma",
            True,
        ),
        (
            "Oligodendroglioma, IDH-mutant and 1p/19q-codeleted, CNS WHO grade 2",
            "Oligodendroglioma",
            True,
        ),
        ("Diffuse midline glioma, H3 K27-altered", "High-grade glioma", True),
        ("Astrocytoma, IDH-mutant, CNS WHO grade 4", "Glioblastoma", False),
        ("Glioblastoma, IDH-wildtype, CNS WHO grade 4", "Low-grade glioma", False),
        ("Pilocytic astrocytoma of the cerebellum", "Low-grade glioma", True),
    ],
)
def test_who_cns_2021_integrated_diagnoses(answer: str, reference: str, expected: bool) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is expected, verdict.reason


def test_a_ranked_markdown_table_gives_its_first_row() -> None:
    answer = (
        "Ranked differential:\n\n"
        "| Rank | Diagnosis | Why |\n| --- | --- | --- |\n"
        "| 1 | Progressive supranuclear palsy | midbrain atrophy, vertical gaze palsy |\n"
        "| 2 | Multiple system atrophy | no hot cross bun sign |\n"
        "| 3 | Parkinson's disease | poor levodopa response |\n"
    )
    assert judge(answer, "Progressive supranuclear palsy").correct is True
    assert judge(answer, "Multiple system atrophy").correct is False


def test_a_probability_column_orders_a_table() -> None:
    answer = (
        "| Diagnosis | Probability |\n|---|---|\n| Metastasis | 25% |\n"
        "| Glioblastoma | 60% |\n| Lymphoma | 15% |"
    )
    assert judge(answer, "Glioblastoma").correct is True


@pytest.mark.parametrize(
    "answer",
    [
        "Possibilities include multiple sclerosis, ADEM and MOG antibody disease.",
        "Multiple sclerosis / NMOSD / ADEM",
        "- Multiple sclerosis\n- Neuromyelitis optica\n- Susac syndrome",
        "| Diagnosis | For | Against |\n|---|---|---|\n| Multiple sclerosis | ovoid lesions | "
        "age |\n| ADEM | recent infection | multiphasic |",
    ],
)
def test_an_uncommitted_list_is_incorrect(answer: str) -> None:
    verdict = judge(answer, "Multiple sclerosis")
    assert verdict.correct is False, verdict.reason
    assert "no single diagnosis committed" in verdict.reason
