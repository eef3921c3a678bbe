"""An acute bleed into a chronic subdural haematoma is a chronic one in every language the rule
reads ("agudo sobre crónico", "aigu sur chronique", "akut-auf-chronisch", 慢性…伴急性出血), as the
English "acute-on-chronic" is; an acute one alone stays a different subtype."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Colección extraaxial de densidad mixta con nivel. Diagnóstico: hematoma subdural "
        "crónico reagudizado derecho.",
        "Collection en croissant hétérogène. Conclusion : hématome sous-dural aigu sur "
        "chronique gauche.",
        "Beurteilung: akut-auf-chronisches Subduralhämatom rechts frontoparietal.",
        "左侧额顶部混杂密度新月形影，诊断：慢性硬膜下血肿急性发作。",
        "Acute-on-chronic subdural haematoma on the left.",
    ],
)
def test_acute_on_chronic_is_a_chronic_subdural_haematoma(answer: str) -> None:
    assert verdict(answer, "Chronic subdural hematoma") is True


@pytest.mark.parametrize(
    "answer",
    [
        "Diagnóstico: hematoma subdural agudo izquierdo.",
        "Conclusion : hématome sous-dural aigu gauche.",
        "诊断：左侧急性硬膜下血肿。",
    ],
)
def test_an_acute_one_alone_is_not(answer: str) -> None:
    assert verdict(answer, "Chronic subdural hematoma") is False
