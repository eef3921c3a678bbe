"""A kind of hospital or home asked or applied for ("查詢日間醫院", "申请康复医院") names no
place; a named hospital after the same verb still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_a_day_hospital_asked_about_is_kept():
    text = "家人查詢日間醫院服務，社工將跟進。兒子申請護老院宿位。"
    assert_kept_and_gone(text, kept=["日間醫院"], gone=[])


def test_a_rehabilitation_hospital_applied_for_is_kept():
    text = "患者家属申请康复医院继续治疗。"
    assert_kept_and_gone(text, kept=["康复医院"], gone=[])


def test_a_named_hospital_after_the_verb_still_goes():
    text = "家属询问杭州市第一人民医院的床位。"
    assert_kept_and_gone(text, kept=[], gone=["杭州市第一人民医院"])


def test_a_department_day_hospital_and_a_kind_of_estate_are_kept():
    text = "出院後轉往老人科日間醫院覆診。女兒表示病人經常迷路，曾於屋邨走失。社康護士每週家訪。"
    assert_kept_and_gone(text, kept=["老人科日間醫院", "屋邨", "社康護士"], gone=[])


def test_a_named_estate_and_a_named_nurse_still_go():
    text = "病人居於順利邨利富樓12樓1203室。社康護士李嘉欣家訪。"
    assert_kept_and_gone(text, kept=[], gone=["順利邨", "李嘉欣"])


def test_a_nurse_named_by_family_name_before_the_role_still_goes():
    text = "社康護士每週家訪。傷口由梁護士跟進。"
    assert_kept_and_gone(text, kept=["社康護士"], gone=["梁"])
