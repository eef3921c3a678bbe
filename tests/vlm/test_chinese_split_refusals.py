"""A Chinese refusal with its grounds between the modal and the verb ("我无法仅凭这张图像做出诊断")
gives no diagnosis, even when it offers names beside it; a commitment stated beside it still
wins."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "仅凭一张平扫图像，我无法对该病灶做出诊断，可能是胶质瘤，也可能是淋巴瘤。",
        "目前难以根据单一序列作出明确诊断，需要增强扫描。鉴别包括胶质瘤和转移瘤。",
    ],
)
def test_a_split_chinese_refusal_gives_no_diagnosis(answer: str) -> None:
    assert verdict(answer, "Glioma") is False


def test_a_commitment_beside_it_still_wins() -> None:
    answer = "虽然仅凭平扫难以作出明确诊断，但首先考虑胶质母细胞瘤。"
    assert verdict(answer, "Glioblastoma") is True
