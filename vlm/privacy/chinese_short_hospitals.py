"""Chinese hospitals written the short way notes write them: by a numbered branch ("北大六院",
"华西二院", "市一院"), by a number ("301医院"), in brackets after "外院" ("外院（瑞金）"), or
by two to four characters between a word of place or origin and a word of care ("转诊自协和",
"于安贞查心超", "由東華轉介", "曾於瑪嘛留醫", "於養和做MRI"). Between the same words stand
times, this hospital, a ward or a department ("于今日行MRI", "在本院就诊", "于急诊行CT",
"在神经内科住院"): those are never taken."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span, regex_spans

_HAN = r"\u4e00-\u9fff"
_NUMERAL = "一二三四五六七八九十"
_CUE = "在于於自由至到往转轉赴"
_BRANCH = re.compile(rf"(?<=[{_CUE}（(、，,])(?P<id>[{_HAN}]{{1,4}}?[{_NUMERAL}]院)(?![区區])")
_NUMBERED = re.compile(r"(?<!\d)(?P<id>\d{2,3}(?:医院|醫院))")
_BRACKETED = re.compile(rf"外院[（(](?P<id>[{_HAN}]{{2,6}})[）)]")
_CARE = (
    r"行|做|查|就诊|就診|住院|留医|留醫|转介|轉介|转诊|轉診|复诊|覆診|複診|复查|複查|治疗|治療|"
    r"手术|手術|检查|檢查|求诊|求診|随访|隨訪|诊治|診治|确诊|確診|拍片|照|急诊|急症"
)
_BETWEEN = re.compile(
    rf"(?:转诊自|轉診自|转自|轉自|转介自|轉介自)(?P<id>[{_HAN}]{{2,4}}?)(?:{_CARE}|[。，,；;）)\s]|$)|"
    rf"(?:曾于|曾於|曾在|于|於|由|自)(?P<id2>[{_HAN}]{{2,4}}?)(?:{_CARE})"
)
# Times, this or another hospital, wards, departments and places in general.
_GENERIC = re.compile(
    rf"[{_HAN}]*(?:日|天|月|年|周|週|时|時|晨|晚|午|前|后|後|期|间|間|科|室|部|区|區|房|下|侧|側|"
    rf"旁|边|邊|床|麻|镜|鏡|"
    rf"门诊|門診|急诊|急診|病房|家|中|内|內|外|院|社区|社區|当地|當地|本地|基层|基層)"
    rf"|本院|我院|外院|该院|該院|此院|上级|上級|下级|下級|当地|當地|其|患者|病人|家属|家屬"
)

# People who bring or accompany a patient ("由家属陪同就诊", "由其女儿送来").
_PERSON = re.compile(
    r"家属|家屬|患者|病人|其|本人|家人|子女|女儿|女兒|儿子|兒子|丈夫|妻子|老伴|救护|救護|朋友|同事|"
    r"邻居|鄰居|护工|護工|保姆|警察"
)


def chinese_short_hospital_spans(text: str) -> Iterator[Span]:
    if not re.search(rf"[{_HAN}]", text):
        return
    if "院" in text:
        yield from regex_spans(text, "institution", (_BRANCH, _NUMBERED))
    for m in (*_BRACKETED.finditer(text), *_BETWEEN.finditer(text)):
        group = "id" if m.group("id") else "id2"
        found = m.group(group)
        if not (_GENERIC.fullmatch(found) or _PERSON.match(found) or "陪" in found):
            yield Span(m.start(group), m.end(group), "institution")
