"""A kind of hospital named without a name is no identifier, and a drug whose brand stands in
brackets before its dose is no name; a named hospital after the same verbs, and a patient's name,
still go. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("病情穩定後轉介復康醫院繼續物理治療。", "復康醫院"),
        ("建议出院后转康复医院进一步训练。", "康复医院"),
        ("必要时转上级医院行介入治疗。", "上级医院"),
    ],
)
def test_kind_of_hospital_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_named_hospital_after_the_same_verb_still_goes() -> None:
    assert_kept_and_gone("出院后转介沙田慈氏護養院繼續康復。", [], ["沙田慈氏護養院"])


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("加用吡仑帕奈（卫克泰）2mg 每晚一次。", "吡仑帕奈"),
        ("改用拉莫三嗪（利必通）25mg 每日一次。", "拉莫三嗪"),
    ],
)
def test_drug_with_its_brand_before_the_dose_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_patient_name_beside_a_drug_still_goes() -> None:
    assert_kept_and_gone("患者钱淑芬，加用拉莫三嗪（利必通）25mg。", [], ["钱淑芬"])


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("独居，后住在养老院，由护工照顾。", "养老院"),
        ("出院后转入康复中心继续训练。", "康复中心"),
    ],
)
def test_kind_of_home_or_centre_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_named_home_and_centre_still_go() -> None:
    text = "住在阳光养老院，转入华山康复中心。"
    assert_kept_and_gone(text, [], ["阳光养老院", "华山康复中心"])
