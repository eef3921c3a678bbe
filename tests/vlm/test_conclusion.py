"""Which span of a model's answer is its conclusion (vlm/conclusion.py)."""

from __future__ import annotations

import pytest

from vlm.conclusion import find_conclusion
from vlm.disease_words import looks_like_diagnosis


@pytest.mark.parametrize(
    ("answer", "span", "how"),
    [
        ("Lesions are ovoid. ADEM is less likely.\n\nFinal answer: MS.", "MS", "label"),
        ("**Impression:** pyogenic abscess", "pyogenic abscess", "label"),
        ("### Final answer\nConvexity meningioma\n", "Convexity meningioma", "label"),
        ("诊断：多发性硬化。", "多发性硬化", "label"),
        ("Beurteilung: am ehesten Glioblastom.", "am ehesten Glioblastom", "label"),
        ("Conclusion : méningiome.", "méningiome", "label"),
        ("Diagnosis: MS\nDifferential diagnosis: ADEM, NMOSD", "MS", "label"),
        ("Most likely diagnosis: MS.\nSecond most likely diagnosis: ADEM.", "MS", "label"),
    ],
)
def test_labelled_conclusions(answer: str, span: str, how: str) -> None:
    got = find_conclusion(answer)
    assert (got.text, got.how) == (span, how)
    assert span[:4] in answer[got.start : got.end]


def test_a_closing_recap_without_a_disease_does_not_hide_the_diagnosis() -> None:
    answer = (
        "Diagnosis: relapsing-remitting multiple sclerosis.\n\nFindings: ovoid lesions.\n\n"
        "In summary, the MRI shows lesions disseminated in space and time."
    )
    assert find_conclusion(answer).text == "relapsing-remitting multiple sclerosis"


def test_the_last_committing_sentence_that_names_a_disease() -> None:
    answer = (
        "The lesion has a thin smooth rim and restricts diffusion centrally; a glioblastoma "
        "usually has a thick nodular wall, and a metastasis would be one of several. This "
        "pattern is most consistent with a pyogenic abscess. Therefore, aspiration and culture "
        "are recommended before antibiotics are narrowed, and a follow-up MRI in two weeks."
    )
    got = find_conclusion(answer)
    assert got.how == "commits"
    assert got.text.endswith("most consistent with a pyogenic abscess")


def test_short_answers_and_lists_are_read_whole() -> None:
    assert find_conclusion("Probably MS, ADEM less likely.").how == "whole"
    got = find_conclusion("- Multiple sclerosis\n- NMOSD\n- Susac syndrome")
    assert (got.how, got.text) == ("whole", "Multiple sclerosis; NMOSD; Susac syndrome")


def test_ranked_and_unranked_tables() -> None:
    ranked = "| # | Diagnosis |\n|---|---|\n| 1 | PSP |\n| 2 | MSA |"
    assert (find_conclusion(ranked).text, find_conclusion(ranked).how) == ("PSP", "table")
    unranked = "| Diagnosis | For |\n|---|---|\n| PSP | falls |\n| MSA | ataxia |"
    assert find_conclusion(unranked).text == "PSP; MSA"


def test_disease_likeness() -> None:
    assert looks_like_diagnosis("a pyogenic abscess") and looks_like_diagnosis("PRES")
    assert looks_like_diagnosis("Glioblastom") and looks_like_diagnosis("脑梗死")
    assert not looks_like_diagnosis("Therefore, an MRI with contrast is advised")
