"""Chinese words the tagger reads as places, people or hospitals though a note uses them
clinically: a degree after a verb ending in a place cue, a laboratory noun starting with a family
name, a day hospital in general. A real place, person or hospital beside them still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_a_degree_after_a_verb_that_ends_in_a_place_cue_is_no_place():
    text = "复诊时仍存在中度焦虑，饮食调整至中度稠度后未再呛咳；家属现住在杭州。"
    assert_kept_and_gone(text, kept=["中度焦虑", "中度稠度"], gone=["杭州"])


def test_a_laboratory_noun_is_no_person():
    text = "化验：白蛋白28g/L偏低，前白蛋白亦低，患者汪丽萍需加强营养。"
    assert_kept_and_gone(text, kept=["白蛋白28g/L", "前白蛋白"], gone=["汪丽萍"])


def test_a_day_hospital_in_general_is_no_institution():
    text = "出院後安排日間醫院復康訓練，另轉介東區尤德夫人那打素醫院骨科覆診。"
    assert_kept_and_gone(text, kept=["日間醫院"], gone=["東區尤德夫人那打素醫院"])
