"""A Chinese report often puts the acuity inside the name, before its head noun
("左侧大脑中动脉供血区急性梗死"): the name is found with the acuity skipped, and the acuity
still counts, so an old infarct is no acute stroke and the side still decides. Whole answers
through the path a scored sample takes."""

from __future__ import annotations

from tests.support.verdicts import verdict


def test_a_name_with_the_acuity_inside_is_found() -> None:
    answer = "DWI示左侧额顶叶高信号。印象：左侧大脑中动脉供血区亚急性梗死。"
    assert verdict(answer, "Left middle cerebral artery infarction") is True


def test_the_side_still_contradicts() -> None:
    answer = "印象：右侧大脑后动脉供血区急性梗死。"
    assert verdict(answer, "Left posterior cerebral artery infarction") is False


def test_the_acuity_inside_still_contradicts() -> None:
    answer = "印象：右侧大脑中动脉供血区陈旧性梗死，伴局部脑软化。"
    assert verdict(answer, "Acute ischemic stroke") is False
