"""Chinese dates written in Chinese numerals ("二〇二四年三月五日", "三月十二號"), lunar dates
("農曆正月十五", "腊月廿三", "正月初三") and a day of this or next month ("本月8日",
"下月十五日"): the day and month name a day of the patient's story as surely as "3月5日"
does. Found only where "月" stands (a cheap test before the pattern)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span, regex_spans

_DIGIT = "〇零○Ｏ一二三四五六七八九"
_MONTH = r"(?:十[一二]?|[一二三四五六七八九]|正|冬|腊|臘)月"
# 五, 十二, 二十三, 廿三, 卅, 三十一, and the lunar 初一 .. 初十
_DAY = (
    r"(?>初[一二三四五六七八九十]|[二三]?十[一二三四五六七八九]?|[廿卅][一二三四五六七八九]?"
    r"|[一二三四五六七八九])"
)
_LUNAR = r"(?:農曆|农历|阴历|陰曆)"
# With a year or a lunar cue, the day needs no "日" ("二〇二四年三月五", "农历二月初二"); a lunar
# month ("正月", "腊月") or a lunar day ("初三") is cue enough; any other needs its "日" or "号", so
# "一月一次" (once a month) stays. Never before a word that counts ("三月三次", "正月十五天").
_NUMERAL_DATE = re.compile(
    rf"(?:(?:{_LUNAR}\s*)?[{_DIGIT}]{{4}}\s*年\s*{_MONTH}\s*{_DAY}|{_LUNAR}\s*{_MONTH}\s*{_DAY}?"
    rf"|(?:正|冬|腊|臘)月\s*{_DAY}|{_MONTH}\s*初[一二三四五六七八九十]"
    rf"|{_MONTH}\s*{_DAY}(?=\s*[日号號])"
    # a day of this, next or last month: "本月8日", "下月十五日"
    rf"|(?:本月|下月|上月|今月|同月|當月|当月|下個月|下个月|上個月|上个月)\s*(?:\d{{1,2}}|{_DAY})(?=\s*[日号號]))"
    r"\s*[日号號]?(?![次个個天日周週年月片粒支顆颗])"
)


def chinese_numeral_date_spans(text: str) -> Iterator[Span]:
    if "月" not in text:
        return
    yield from regex_spans(text, "date", (_NUMERAL_DATE,))
