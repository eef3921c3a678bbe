"""Transliterated drug names written without a dose are not taken for Chinese names, while a
patient's or a doctor's name beside a drug still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_drug_names_without_a_dose_stay_whole():
    text = (
        "用药调整：睡前改服艾司唑仑，眩晕时加倍他司汀，"
        "帕金森病继续恩他卡朋与雷沙吉兰，焦虑予艾司西酞普兰。"
    )
    assert_kept_and_gone(
        text, kept=["艾司唑仑", "倍他司汀", "恩他卡朋", "雷沙吉兰", "艾司西酞普兰"], gone=[]
    )


def test_a_name_next_to_a_drug_is_still_removed():
    text = "患者冯玉梅自诉服用氯硝西泮后嗜睡，家属孙志强陪同复诊，继续阿托伐他汀。"
    assert_kept_and_gone(text, kept=["氯硝西泮", "阿托伐他汀"], gone=["冯玉梅", "孙志强"])


def test_drugs_ending_in_a_family_name_character_stay_and_the_name_still_goes():
    text = "带状疱疹后神经痛，予加巴喷丁止痛，夜间普瑞巴林；法莫替丁护胃。由丁建国医生随访。"
    assert_kept_and_gone(text, kept=["加巴喷丁止痛", "普瑞巴林", "法莫替丁护胃"], gone=["丁建国"])
