"""A long answer closing with an everyday commitment ("I'd land on X", "TL;DR: X", "me inclino
por X", "ich tippe auf X", "je pencherais pour X") is judged on what follows the phrase, not
on a disease weighed earlier in the reasoning."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.parse import parse_answer

_REASONING = (
    "Bilateral thalamic T2 signal in a confused patient. A deep venous thrombosis would show "
    "an empty straight sinus, which is not the case, and an artery of Percheron infarct would "
    "not reach the periaqueductal grey or enhance the mammillary bodies. "
)


@pytest.mark.parametrize(
    "closing",
    [
        "Weighing all of it, I'd land on Wernicke encephalopathy.",
        "TL;DR: Wernicke encephalopathy from thiamine deficiency.",
        "My money is on Wernicke encephalopathy.",
        "I would settle on Wernicke encephalopathy, and give thiamine now.",
    ],
)
def test_an_everyday_closing_phrase_concludes(closing: str) -> None:
    answer = _REASONING + closing
    assert "Wernicke" in parse_answer(answer).final_diagnosis
    assert verdict(answer, "Wernicke encephalopathy") is True
    assert verdict(answer, "Artery of Percheron infarction") is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Lesiones ovoides periventriculares y una medular corta; la neuromielitis óptica "
            "daría una lesión medular larga. Me inclino por una esclerosis múltiple.",
            "Multiple sclerosis",
        ),
        (
            "Ringförmig anreichernde Läsion; ein Abszess hätte eine glattere Wand und eine "
            "Diffusionsstörung im Zentrum. Ich tippe auf ein Glioblastom.",
            "Glioblastoma",
        ),
        (
            "Mujer puérpera con cefalea y crisis; una metástasis hemorrágica es improbable sin "
            "primario. Por todo ello, me quedo con una trombosis venosa cerebral.",
            "Cerebral venous sinus thrombosis",
        ),
        (
            "Subkortikale Läsion unter Natalizumab; ein Lymphom würde anreichern. Alles in allem "
            "spricht das Bild für eine PML.",
            "Progressive multifocal leukoencephalopathy",
        ),
        (
            "步态障碍、尿失禁伴认知下降；阿尔茨海默病以海马萎缩为主，本例不明显。最后我的判断是正常压力脑积水。",
            "Normal pressure hydrocephalus",
        ),
        (
            "Prise de contraste annulaire irrégulière ; un abcès aurait une paroi fine et une "
            "restriction centrale. Je pencherais pour un glioblastome.",
            "Glioblastoma",
        ),
    ],
)
def test_everyday_closing_phrases_in_other_languages(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


def test_until_proven_otherwise_commits() -> None:
    answer = _REASONING + "This is Wernicke encephalopathy until proven otherwise; give thiamine."
    assert verdict(answer, "Wernicke encephalopathy") is True
    assert verdict(answer, "Artery of Percheron infarction") is False
    spanish = (
        "Señal talámica medial bilateral en un paciente alcohólico y confuso; un infarto de la "
        "arteria de Percheron no afectaría a la sustancia gris periacueductal ni a los cuerpos "
        "mamilares. Hasta que se demuestre lo contrario, es una encefalopatía de Wernicke."
    )
    assert verdict(spanish, "Wernicke encephalopathy") is True


@pytest.mark.parametrize("sign", ["=", "->", "→"])
def test_an_equals_sign_or_arrow_after_a_label_opens_the_conclusion(sign: str) -> None:
    answer = f"Imaging reviewed with the team.\nDx {sign} acute subdural haematoma, left convexity"
    assert parse_answer(answer).final_diagnosis.startswith("acute subdural")
    assert verdict(answer, "Subdural hematoma") is True
    assert verdict(answer, "Epidural hematoma") is False
