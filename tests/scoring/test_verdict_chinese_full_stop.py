"""A Chinese full stop (or exclamation mark) ends the reach of a negation before it, even with
no space after it: "不像。更像Y" denies the name before the stop and leaves Y the answer, as
"不像肝豆状核变性。诊断为肝性脑病" does. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "named", "denied"),
    [
        ("会是脑脓肿吗？不像。更像胶质母细胞瘤，壁厚且不规则。", "Glioblastoma", "Brain abscess"),
        (
            "阿尔茨海默病？不太像。更符合额颞叶痴呆。",
            "Frontotemporal dementia",
            "Alzheimer disease",
        ),
        (
            "不支持多发性硬化。长节段脊髓病灶，诊断为视神经脊髓炎谱系疾病。",
            "NMOSD",
            "Multiple sclerosis",
        ),
        ("未见动脉瘤！考虑可逆性脑血管收缩综合征。", "RCVS", "Aneurysm"),
    ],
)
def test_a_denial_stops_at_the_full_stop(answer: str, named: str, denied: str) -> None:
    assert verdict(answer, named) is True
    assert verdict(answer, denied) is False


def test_a_denial_inside_its_sentence_still_reaches_the_name() -> None:
    assert verdict("影像不像胶质母细胞瘤，倾向脑脓肿。", "Glioblastoma") is False
