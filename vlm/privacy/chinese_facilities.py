"""Chinese care facilities the dictionary does not tag, by the word that ends their name: elderly
and rehabilitation centres, care homes, clinics, township health centres and laboratories
("…長者中心", "…护老院", "…诊所", "…卫生服务中心", "…检验所"), after a word that says someone
went, stays or was seen there ("於", "在", "转入", "入住"). A facility named by its kind alone
("社区卫生服务中心", "当地诊所") names nobody's."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import HAN, HAS_HAN
from vlm.privacy.spans import Span

_SUFFIX = (
    r"(?:長者中心|长者中心|長者鄰舍中心|老人中心|康復中心|康复中心|復康中心|复康中心|護理中心|"
    r"护理中心|日間護理中心|日间照料中心|護老院|护老院|安老院|療養院|疗养院|養老院|养老院|"
    r"敬老院|福利院|老人院|診所|诊所|衛生院|卫生院|衛生服務中心|卫生服务中心|社康中心|"
    r"檢驗所|检验所|檢驗中心|检验中心|化驗所|化验所|體檢中心|体检中心|醫務所|医务所|門診部|门诊部)"
)
_CUE = r"(?:於|于|在|至|到|往|赴|入住|轉入|转入|轉至|转至|送至|送往|由|從|从|經|经|去)"
_FACILITY = re.compile(rf"{_CUE}(?P<id>[{HAN}]{{2,12}}?{_SUFFIX})")
# A facility named by its kind or where it stands, not by a name of its own.
_GENERIC = re.compile(
    r"(?:社区|社區|当地|當地|附近|本地|基层|基層|私人|私家|街道|乡镇|鄉鎮|村|镇|鎮|社康|家附近|"
    r"外院|一家|某|该|該|本|这家|這家|那家|小|大型|公立|民营|民營|专科|專科|中医|中醫|牙科|眼科)"
)


def chinese_facility_spans(text: str) -> Iterator[Span]:
    if not HAS_HAN.search(text):
        return
    for m in _FACILITY.finditer(text):
        name = m.group("id")
        kind = re.search(rf"{_SUFFIX}$", name)
        prefix = name[: kind.start()] if kind else name
        if not _GENERIC.fullmatch(prefix):
            yield Span(m.start("id"), m.end("id"), "institution")
