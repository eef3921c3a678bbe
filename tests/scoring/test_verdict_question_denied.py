"""A Chinese answer that asks after a diagnosis and answers no ("X？不像。") has set X aside;
"不像" after a name without the question ("X，不像Y") compares it with the next one and leaves X
the answer. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "右额叶环形强化病灶。多发性硬化？不像，病灶太大且有占位效应。考虑胶质母细胞瘤。",
        "多发性硬化? 不太像；结合年龄和强化方式，倾向胶质母细胞瘤。",
        "是多发性硬化吗？不是。诊断：胶质母细胞瘤。",
        "多发性硬化？不像。更像胶质母细胞瘤。",
    ],
)
def test_a_name_asked_and_denied_is_not_the_answer(answer: str) -> None:
    assert verdict(answer, "Multiple sclerosis") is False


@pytest.mark.parametrize(
    "answer",
    [
        "脱髓鞘病变？不像，更支持胶质母细胞瘤。",
        "多发性硬化? 不太像；结合年龄和强化方式，倾向胶质母细胞瘤。",
    ],
)
def test_the_name_after_the_denial_is_the_answer(answer: str) -> None:
    assert verdict(answer, "Glioblastoma") is True


@pytest.mark.parametrize(
    "answer",
    [
        "诊断：多发性硬化，不像视神经脊髓炎谱系疾病。",
        "最可能为多发性硬化，病灶分布不像小血管病。",
        "多发性硬化？是的，脑室周围病灶垂直于脑室，符合多发性硬化。",
    ],
)
def test_a_name_compared_or_confirmed_stays_the_answer(answer: str) -> None:
    assert verdict(answer, "Multiple sclerosis") is True
