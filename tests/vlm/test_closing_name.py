"""A reasoned answer that ends on a bare name ("... in a hypertensive smoker. Small vessel
disease.") is judged on that name, in every read language; a closing sentence that is more than
a name (a clause, a hedge, a choice, advice, a list item) is not read as one."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.closing_name import closing_name
from vlm.parse import parse_answer


@pytest.mark.parametrize(
    ("answer", "concluded", "weighed"),
    [
        (
            "Ovoid periventricular spots, but they are punctate and spare the corpus callosum in "
            "a 71-year-old with diabetes and hypertension. Cerebral small vessel disease.",
            "Small vessel disease",
            "Multiple sclerosis",
        ),
        (
            "My first thought was a haemorrhagic metastasis. There is no enhancement, though, and "
            "SWI shows a blooming core with a full haemosiderin ring.\nCavernous malformation.",
            "Cavernous malformation",
            "Metastases",
        ),
        (
            "Se pensó primero en un glioblastoma. La pared es fina y regular y el contenido "
            "restringe en difusión en un paciente febril. Absceso cerebral.",
            "Brain abscess",
            "Glioblastoma",
        ),
        (
            "Anfangs an ein Meningeom gedacht. Der Tumor wächst aber in den inneren Gehörgang "
            "und hat zystische Anteile. Vestibularisschwannom.",
            "Vestibular schwannoma",
            "Meningioma",
        ),
        (
            "On a d'abord pensé à une toxoplasmose. La lésion est unique, périventriculaire et "
            "restreint la diffusion de façon homogène. Lymphome cérébral primitif.",
            "Primary CNS lymphoma",
            "Cerebral toxoplasmosis",
        ),
        (
            "起初考虑多发性硬化，但病灶细小、位于皮层下，患者七十岁且有高血压。脑小血管病。",
            "Small vessel disease",
            "Multiple sclerosis",
        ),
    ],
)
def test_a_closing_bare_name_is_the_answer(answer: str, concluded: str, weighed: str) -> None:
    assert parse_answer(answer).method == "closing name"
    assert verdict(answer, concluded) is True
    assert verdict(answer, weighed) is False


@pytest.mark.parametrize(
    "answer",
    [
        # a clause, a hedge or advice closes the answer, not a name
        "Ring-enhancing lesion with oedema in the right frontal lobe. Abscess is less likely.",
        "Punctate white matter lesions in a smoker. It could be small vessel disease.",
        "Sin evidencia de neurocisticercosis. Las calcificaciones corresponden a granulomas.",
        "鉴别诊断：1. 脑膜瘤 2. 孤立性纤维性肿瘤 3. 转移瘤。需结合病理。",
        # a choice, a question, an arrow
        "Basal meningeal enhancement with hydrocephalus in a migrant. TB or fungal meningitis.",
        "Imp: diffuse SAH in the basal cisterns, Fisher 3, ?ACom aneurysm -> CTA",
        # a list item, or a name after another bare name
        "Differential for a CPA mass:\n- Vestibular schwannoma\n- Meningioma",
        "Lymphoma. Toxoplasmosis.",
    ],
)
def test_more_than_a_name_is_no_closing_name(answer: str) -> None:
    assert closing_name(answer) is None


def test_a_molecular_name_with_a_slash_still_closes() -> None:
    answer = (
        "Calcified cortical mass in the right frontal lobe of a 38-year-old, no enhancement. "
        "Oligodendroglioma, IDH-mutant and 1p/19q-codeleted, CNS WHO grade 2."
    )
    assert parse_answer(answer).method == "closing name"
    assert verdict(answer, "Low-grade glioma") is True
