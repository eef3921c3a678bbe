"""A lesion called a sequela or old in Spanish, French, German or Chinese is chronic, and
contradicts an acute reference."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


@pytest.mark.parametrize(
    "answer",
    [
        "Conclusion : infarctus sylvien gauche séquellaire, sans lésion récente en diffusion.",
        "Diagnóstico: infarto antiguo en territorio de la arteria cerebral media izquierda.",
        "Impresión: infarto cerebral secuelar parietal derecho.",
        "Beurteilung: alter Mediainfarkt links mit Substanzdefekt.",
        "诊断：右侧基底节区脑梗死后遗改变。",
    ],
)
def test_an_old_infarct_is_not_an_acute_stroke(answer: str) -> None:
    result = judge(answer, "Acute ischemic stroke")
    assert result.correct is False
    assert "acuity" in result.reason


def test_an_old_lesion_fits_a_reference_that_states_no_acuity() -> None:
    answer = "Diagnóstico: infarto antiguo en territorio de la arteria cerebral media izquierda."
    assert judge(answer, "Left MCA infarct").correct is True
