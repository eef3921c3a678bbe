"""Chinese institutions of everyday life named by their kind at the end, after a preposition,
bracket or colon ("就读于…中学", "在…大药房", "（…影像中心）", "保險：…保險", "参加…救援队"):
schools, pharmacies, insurers, associations and volunteer teams, imaging centres and
laboratories, care homes. The name starts right after the cue, so the verb before it stays."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.chinese_generic_hospitals import LEFT_OF_PLACE
from vlm.privacy.patterns import HAN, HAS_HAN
from vlm.privacy.spans import Span

_KIND = (
    r"(?:中学|小学|中學|小學|书院|書院|大药房|大藥房|药房|藥房|药店|藥店|保险|保險|协会|協會|"
    r"救援队|救援隊|志愿者协会|義工隊|义工队|影像中心|化验所|化驗所|检验所|檢驗所|护老院|"
    r"護老院|安老院|养老院|養老院|敬老院)"
)
_INSTITUTION = re.compile(
    rf"(?:(?<=[于於在：:（(，,、 \t\n])|参加|參加|入住)(?P<id>[{HAN}]{{2,10}}?{_KIND})"
)
# a kind alone, or after a word that says which or whose, is no name ("在药房", "外間化驗所",
# "私家藥房", "附近的药店")
_GENERIC = re.compile(
    r"(?:社区|社區|本地|附近|当地|當地|该|該|老年|普通|一家|一间|一間|一所|外间|外間|外院|外面|"
    r"私家|私人|公立|私立|某|区内|區內|市内|市內|镇上|鎮上|楼下|樓下|同一|另一|其他|其它)?"
    rf"{_KIND}"
)


def chinese_everyday_spans(text: str) -> Iterator[Span]:
    if not HAS_HAN.search(text):
        return
    for m in _INSTITUTION.finditer(text):
        left = LEFT_OF_PLACE.match(m.group("id"))  # "后住在养老院": the name starts after "在"
        cut = left.end() if left and left.end() < len(m.group("id")) - 1 else 0
        name = m.group("id")[cut:]
        if not (_GENERIC.fullmatch(name) or "的" in name):
            yield Span(m.start("id") + cut, m.end("id"), "institution")
