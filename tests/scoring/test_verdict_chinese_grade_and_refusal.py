"""A WHO grade written the Chinese way ("WHO 2级", "WHO II級", "WHO四级") is a grade like "CNS
WHO grade 2": a grade-2 glioma of any kind is a low-grade glioma, a grade-4 one is not. And a
Chinese refusal whose modal stands apart from its verb ("无法仅凭这些图像判断是否为X") gives no
diagnosis. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "整合诊断：弥漫性星形细胞瘤，IDH突变型，CNS WHO 2级。",
        "診斷：少突膠質細胞瘤，IDH突變伴1p/19q共缺失，WHO II級。",
        "病理：少突胶质细胞瘤，WHO二级。",
    ],
)
def test_a_chinese_grade_two_glioma_is_low_grade(answer: str) -> None:
    assert verdict(answer, "Low-grade glioma") is True


def test_a_chinese_grade_four_glioma_is_not_low_grade() -> None:
    assert verdict("整合诊断：星形细胞瘤，IDH突变型，CNS WHO 4级。", "Low-grade glioma") is False


@pytest.mark.parametrize(
    "answer",
    [
        "仅凭这一张T2图像，我无法判断是否为视神经脊髓炎谱系疾病。",
        "單憑目前影像，難以確定是否是視神經脊髓炎譜系疾病，需要抗體檢測。",
    ],
)
def test_a_chinese_refusal_apart_from_its_modal_gives_no_diagnosis(answer: str) -> None:
    assert verdict(answer, "Neuromyelitis optica spectrum disorder") is False
