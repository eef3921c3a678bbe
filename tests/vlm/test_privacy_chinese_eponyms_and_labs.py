"""Transliterated eponymous signs and diseases and laboratory enzymes that jieba cuts into a
"person" ("罗索" + "利莫征", "高安" + "动脉炎", "谷丙" + "转氨酶") are clinical words; a patient
and a doctor in the same note still go."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_signs_diseases_and_enzymes_are_kept():
    text = (
        "查体：罗索利莫征阳性，霍夫曼征阴性。既往高安动脉炎病史10年。"
        "化验：谷丙转氨酶56U/L，谷草转氨酶42U/L。"
    )
    assert_kept_and_gone(text, kept=["罗索利莫征", "高安动脉炎", "谷丙转氨酶"], gone=[])


def test_the_patient_and_the_doctor_beside_them_still_go():
    text = "患者王建国，男，68岁，罗索利莫征阳性。主治医师陈立明查房，谷丙转氨酶升高。"
    assert_kept_and_gone(text, kept=["罗索利莫征"], gone=["王建国", "陈立明"])
