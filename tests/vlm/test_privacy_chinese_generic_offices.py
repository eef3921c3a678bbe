"""Roles, departments, offices, kinds of hospital and of medicine that jieba tags as
organisations stay; a named hospital or a person beside them still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_a_resident_and_a_department_are_no_institution():
    text = "会诊申请：普通外科。接诊：住院医师，已请全科医师及卫生室随访。"
    assert_kept_and_gone(text, kept=["普通外科", "住院医师", "全科医师", "卫生室"], gone=[])


def test_offices_and_kinds_of_hospital_stay():
    text = "家属已向民政局申请救助。曾服中草药，后转儿科医院，由当地中医院随访。"
    kept = ["民政局", "当地中医院", "中草药", "儿科医院"]
    assert_kept_and_gone(text, kept=kept, gone=[])


def test_a_named_hospital_and_the_resident_by_name_still_go():
    text = "出院后至北京天坛医院复查。住院医师：钱国栋"
    assert_kept_and_gone(text, kept=["住院医师"], gone=["北京天坛医院", "钱国栋"])


def test_at_our_hospital_is_no_person_but_a_patient_named_yu_is():
    text = "患者于我院行腰穿。患者于秀兰，女，68岁。"
    assert_kept_and_gone(text, kept=["于我院"], gone=["于秀兰"])


def test_sinus_rhythm_and_a_factor_xa_inhibitor_stay():
    text = "心电图示窦性心律，予利伐沙班10mg qd。护士窦春燕记录。"
    assert_kept_and_gone(text, kept=["窦性心律", "利伐沙班"], gone=["窦春燕"])
