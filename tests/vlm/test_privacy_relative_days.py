"""A Chinese day of this or next month and a day with a month's abbreviation and no year go; a
count of days in a month and a ratio stay."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_chinese_day_of_this_or_next_month():
    text = "患者于本月12日入院，下月三日覆诊，上个月20号曾跌倒。本月三次发作。"
    assert_kept_and_gone(text, ["本月三次发作"], ["本月12日", "下月三日", "上个月20号"])


def test_day_and_abbreviated_month_without_a_year():
    text = "Control 07-ago, revisión 21/Oct. Ratio 3-4 sin cambios."
    assert_kept_and_gone(text, ["Ratio 3-4"], ["07-ago", "21/Oct"])
