"""Chinese dates in Chinese numerals and lunar dates go; a count of months or times stays."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_dates_in_chinese_numerals_go_with_their_year():
    text = "病人于二〇二三年十一月二十日跌倒，十二月三號覆診。"
    assert_kept_and_gone(text, ["跌倒", "覆診"], ["二〇二三年十一月二十日", "十二月三號"])


def test_lunar_dates_go():
    text = "家属称农历八月十六回老家，腊月初八返回；正月廿三再发作。"
    assert_kept_and_gone(text, ["回老家", "返回", "再发作"], ["八月十六", "腊月初八", "正月廿三"])


def test_counts_of_months_and_times_stay():
    for text in ("三个月后复查", "每月两次", "一月一次随访", "正月十五天未排便", "第六个月"):
        assert redacted_parts(text) == [], text
