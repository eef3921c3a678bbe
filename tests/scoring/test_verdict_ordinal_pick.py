"""A differential closed by a sentence that picks an item by its place ("the first", "#2",
"the latter", "la primera", "la première", "die erste", 第一种) is judged as that item; an
ordinal of something else ("the first MRI") or a pointer in a sentence that commits to nothing
leaves the list a list."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge, verdict
from vlm.ordinal_pick import ordinal_pick


@pytest.mark.parametrize(
    ("answer", "picked", "other"),
    [
        (
            "Restricted diffusion in the splenium after an antiepileptic was stopped. Options:"
            " cytotoxic lesion of the corpus callosum, MS plaque, infarct. The drug history makes"
            " the first by far the most likely.",
            "Cytotoxic lesion of the corpus callosum",
            "Multiple sclerosis",
        ),
        (
            "Sellar mass:\n1. Craniopharyngioma\n2. Pituitary macroadenoma\n3. Rathke cleft cyst\n"
            "Calcification and a cystic component make #1 the best fit.",
            "Craniopharyngioma",
            "Pituitary adenoma",
        ),
        (
            "Paediatric posterior fossa mass: ependymoma or medulloblastoma. Extension through"
            " the foramen of Luschka makes me favour the former.",
            "Ependymoma",
            "Medulloblastoma",
        ),
        (
            "Dural lesion: metastasis or meningioma. With the hyperostosis I'd go with the latter.",
            "Meningioma",
            "Metastasis",
        ),
        (
            "Hipótesis: 1) mielinólisis pontina central 2) infarto pontino. Tras la corrección"
            " rápida del sodio, la primera es la más probable.",
            "Osmotic demyelination syndrome",
            "Pontine infarction",
        ),
        (
            "Hypothèses : 1) abcès cérébral 2) glioblastome. La restriction centrale fait"
            " retenir la première.",
            "Brain abscess",
            "Glioblastoma",
        ),
        (
            "鉴别：1. 多系统萎缩 2. 帕金森病。结合十字征，第一种可能性最大。",
            "Multiple system atrophy",
            "Parkinson disease",
        ),
    ],
)
def test_a_closing_pointer_picks_its_item(answer: str, picked: str, other: str) -> None:
    assert verdict(answer, picked) is True, judge(answer, picked).reason
    assert verdict(answer, other) is False, judge(answer, other).reason


@pytest.mark.parametrize(
    "answer",
    [
        "Differential: MS, NMOSD, MOGAD. The first MRI was normal, so a follow-up is advised.",
        "Options: abscess, glioblastoma, metastasis. The first two enhance; biopsy will tell.",
        "1. Glioblastoma 2. Lymphoma. The second scan shows growth.",
    ],
)
def test_an_ordinal_of_something_else_picks_nothing(answer: str) -> None:
    assert ordinal_pick(answer) is None


def test_an_unpicked_list_stays_uncommitted() -> None:
    answer = "Differential: glioblastoma, lymphoma, metastasis. Perfusion would help."
    assert verdict(answer, "Glioblastoma") is False
    assert judge(answer, "Glioblastoma").span.startswith("Differential")
