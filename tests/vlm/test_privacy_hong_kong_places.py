"""Hong Kong towns and neighbourhoods beyond the district names go; a word that is also a place's
name in ordinary Chinese ("3天后": three days later) stays."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_outlying_towns_and_neighbourhoods():
    text = "伯伯想搬返大澳住，個女住北角，個仔喺火炭返工。"
    assert_kept_and_gone(text, ["伯伯"], ["大澳", "北角", "火炭"])


def test_days_later_in_simplified_chinese_stays():
    text = "患者3天后复查头颅CT，5天后出院。"
    assert_kept_and_gone(text, ["3天后复查", "5天后出院"], [])
