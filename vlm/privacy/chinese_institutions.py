"""Chinese institutions the dictionary does not tag: hospitals abbreviated to a place, a
discipline and a number ("浙医二院", "湘雅二院", "省人医"), employers after a word of work
("任职于…公司", "就职于…集团"), and the Hong Kong Hospital Authority's hospitals by their
English initials ("PWH", "QMH"; data/hk_hospital_acronyms.txt, a public list)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.spans import Span

_HAN = r"[\u4e00-\u9fff]"
_ABBREVIATED = re.compile(rf"{_HAN}{{1,3}}[医醫][一二三四五六七八九十附]院|{_HAN}{{1,2}}人[医醫]")
_COMPANY = re.compile(
    rf"(?:任职于|任職於|就职于|就職於|工作于|工作於|受雇于|受僱於|於|于|在)(?P<id>{_HAN}{{2,8}}"
    r"(?:公司|集团|集團|银行|銀行|工厂|工廠|酒店))"
)
_GENERIC_COMPANY = re.compile(r"(?:保险|保險|物业|物業|快递|快遞|外卖|外賣)(?:公司)")


@lru_cache(maxsize=1)
def _hk_acronyms() -> re.Pattern[str]:
    words = sorted(read_list("hk_hospital_acronyms.txt"), key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9-])(?:" + "|".join(words) + r")(?![A-Za-z0-9-])")


def chinese_institution_spans(text: str) -> Iterator[Span]:
    for m in _ABBREVIATED.finditer(text):
        yield Span(m.start(), m.end(), "institution")
    for m in _COMPANY.finditer(text):
        if not _GENERIC_COMPANY.fullmatch(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "institution")
    for m in _hk_acronyms().finditer(text):
        yield Span(m.start(), m.end(), "institution")
