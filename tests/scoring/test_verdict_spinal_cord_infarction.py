"""Spinal cord infarction is an entry of its own, named also as the anterior spinal artery
syndrome, in every read language; it is no cerebral infarct and no myelitis."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Sudden paraplegia with back pain; pencil-like anterior cord T2 signal with restricted "
        "diffusion. Impression: anterior spinal artery infarction.",
        "Owl's eyes in the anterior horns after aortic repair: anterior spinal artery syndrome.",
        "Diagnóstico: infarto medular agudo tras cirugía aórtica.",
        "Beurteilung: Spinalis-anterior-Syndrom bei Rückenmarksinfarkt Th10.",
        "Conclusion : infarctus médullaire antérieur.",
        "诊断：脊髓前动脉综合征（脊髓梗死）。",
    ],
)
def test_the_anterior_spinal_artery_syndrome_is_a_spinal_cord_infarction(answer: str) -> None:
    assert verdict(answer, "Spinal cord infarction") is True


@pytest.mark.parametrize("reference", ["Transverse myelitis", "Acute ischemic stroke"])
def test_a_spinal_cord_infarction_is_no_myelitis_and_no_cerebral_infarct(reference: str) -> None:
    answer = "Impression: anterior spinal artery infarction from T8 to the conus."
    assert verdict(answer, reference) is False
