"""Chinese schools, pharmacies, insurers, associations, imaging centres, laboratories and care
homes named by their kind at the end, beside the same kinds said without a name. Each case is
our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("孙女就读于桂湖第三小学。", "桂湖"),
        ("平时在康宁堂大药房买药。", "康宁堂"),
        ("保險：恆業保險，已核實。", "恆業"),
        ("參加晨曦義工隊探訪長者。", "晨曦"),
        ("外院MRI（明泽影像中心）示左侧基底节梗死。", "明泽"),
        ("父親入住松柏護老院。", "松柏"),
    ],
)
def test_named_institution_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("患者在药房购药后出现皮疹。", "药房"),
        ("在私家药房买药后出现皮疹。", "私家药房"),
        ("在附近的药店买了布洛芬。", "附近的药店"),
        ("女儿就读于中学，成绩良好。", "中学"),
    ],
)
def test_kind_without_a_name_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
