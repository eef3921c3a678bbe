"""Chinese institutions the dictionary does not tag: hospitals abbreviated to a place, a
discipline and a number ("浙医二院", "湘雅二院", "省人医"), employers after a word of work
("任职于…公司", "就职于…集团"), and the Hong Kong Hospital Authority's hospitals by their
English initials ("PWH", "QMH"; data/hk_hospital_acronyms.txt, a public list)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.patterns import HAN, HAS_HAN
from vlm.privacy.spans import Span, regex_spans

_ABBREVIATED = re.compile(rf"[{HAN}]{{1,3}}[医醫][一二三四五六七八九十附]院|[{HAN}]{{1,2}}人[医醫]")
_COMPANY = re.compile(
    rf"(?:任职于|任職於|就职于|就職於|工作于|工作於|受雇于|受僱於|於|于|在)(?P<id>[{HAN}]{{2,8}}"
    r"(?:公司|集团|集團|银行|銀行|工厂|工廠|酒店))"
)
# "退休前在安庆石化工作": a workplace between "在" and a verb of work.
_WORKED_AT = re.compile(rf"在(?P<id>[{HAN}]{{2,6}}?)(?:工作|上班|任职|任職|打工)")
_GENERIC_PLACE = re.compile(
    r"(?:家|家中|家里|家裡|外地|本地|当地|當地|国外|國外|农村|農村|城里|城裡|工地|工厂|工廠|"
    r"公司|医院|醫院|学校|學校|单位|單位|基层|基層|社区|社區|本院|我院|该院|該院|一线|一線)"
)
# A hospital word that is a record's label ("转出医院：", "就诊医院:") or only its head word.
_LABEL_HOSPITAL = re.compile(r"[出入诊診]?(?:医院|醫院)")
_GENERIC_COMPANY = re.compile(r"(?:保险|保險|物业|物業|快递|快遞|外卖|外賣)(?:公司)")


def is_hospital_label(name: str) -> bool:
    """ "出医院" of "转出医院：…", or "医院" alone: a label or a head word, not a hospital."""
    return bool(_LABEL_HOSPITAL.fullmatch(name))


@lru_cache(maxsize=1)
def _hk_acronyms() -> re.Pattern[str]:
    words = sorted(read_list("hk_hospital_acronyms.txt"), key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9-])(?:" + "|".join(words) + r")(?![A-Za-z0-9-])")


def chinese_institution_spans(text: str) -> Iterator[Span]:
    if HAS_HAN.search(text):
        yield from _han_spans(text)
    yield from regex_spans(text, "institution", (_hk_acronyms(),))


def _han_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "institution", (_ABBREVIATED,))
    for m in _COMPANY.finditer(text):
        if not _GENERIC_COMPANY.fullmatch(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "institution")
    for m in _WORKED_AT.finditer(text):
        if not _GENERIC_PLACE.fullmatch(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "institution")
