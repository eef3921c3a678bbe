"""Chinese clinicians named by a family name alone before a title or role, or by a full name
after a role, go; the same roles with no name, or after a word that ends in a family-name
character, stay."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("今日由蔡医生跟进，复查头颅CT。", "蔡"),
        ("病人出院後由譚醫生跟進覆診。", "譚"),
        ("下午请邓主任查看病人后决定手术。", "邓"),
        ("言語治療師評估後轉介麥姑娘跟進吞嚥訓練。", "麥"),
        ("已预约程教授专家门诊。", "程"),
        ("轉院申請已由祁院長簽署。", "祁"),
        ("覆診：老人科專科門診，由區顧問醫生負責。", "區"),
        ("物理治療由范Sir負責，每週兩次。", "范"),
        ("出院计划由欧阳教授决定。", "欧阳"),
    ],
)
def test_a_family_name_before_a_title_goes(text, name):
    assert_kept_and_gone(text, [], [name])


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("夜班护士长韩秀芝已通知家属。", "韩秀芝"),
        ("護士長蘇美寶安排出院計劃。", "蘇美寶"),
        ("職業治療師鍾嘉敏評估家居環境。", "鍾嘉敏"),
        ("康复治疗师潘雪梅评估后建议步行训练。", "潘雪梅"),
        ("社工葉志偉跟進宿位申請。", "葉志偉"),
    ],
)
def test_a_full_name_after_a_role_goes(text, name):
    assert_kept_and_gone(text, [], [name])


def test_a_verb_after_a_full_name_stays():
    assert_kept_and_gone("言语治疗师韦丽评估吞咽功能。", ["评估吞咽功能"], ["韦丽"])


@pytest.mark.parametrize(
    "text",
    [
        "出院带药任何医生均可开具。",
        "责任护士完成宣教，主管护士已告知家属。",
        "责任护士已执行医嘱。",
        "檢查醫生建議一個月後覆查。",
        "已和医生讨论后决定保守治疗。",
        "夜间情况向主任汇报。",
        "社康護士家訪，註冊護士跟進傷口。",
        "如何与医生沟通已告知家属。",
        "护士长已安排陪护，护士长查房后同意。",
        "各位醫生同意出院。",
    ],
)
def test_roles_without_a_name_stay(text):
    assert redacted_parts(text) == [], redacted_parts(text)
