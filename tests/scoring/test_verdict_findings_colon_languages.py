"""'Findings: diagnosis' in Spanish, German and French: the part after the colon is judged when
it names a disease by a head word of those languages (dissection, cyst, metastases, axonal
injury ...), not the whole sentence with the findings' own words."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge
from vlm.disease_words import looks_like_diagnosis


@pytest.mark.parametrize(
    "span",
    ["lesión axonal difusa", "kyste épidermoïde", "Dissektion der A. vertebralis", "metástasis"],
)
def test_head_words_of_the_read_languages_look_like_a_diagnosis(span: str) -> None:
    assert looks_like_diagnosis(span)


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Microsangrados puntiformes en la unión córtico-subcortical/sustancia blanca y el "
            "esplenio: lesión axonal difusa.",
            "Diffuse axonal injury",
        ),
        (
            "Lésion extra-axiale de l'angle ponto-cérébelleux, hypersignal/restriction franche en "
            "diffusion : kyste épidermoïde.",
            "Epidermoid cyst",
        ),
    ],
)
def test_the_part_after_the_findings_is_judged(answer: str, reference: str) -> None:
    result = judge(answer, reference)
    assert result.correct is True
    assert result.span == answer.rsplit(":", 1)[1].strip(" .")
