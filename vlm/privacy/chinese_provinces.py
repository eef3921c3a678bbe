"""A Chinese province written before a place already found, without "省" or with it ("四川绵阳",
"广东省佛山", "原籍湖南长沙"): the province goes with the city; after a word of origin, living
or being somewhere, the province and the two characters of its city go even where no other rule
found the city ("原籍贵州遵义", "在湖北宜昌打工")."""

from __future__ import annotations

import re

from vlm.privacy.spans import Span

_PROVINCES = (
    "河北|山西|辽宁|遼寧|吉林|黑龙江|黑龍江|江苏|江蘇|浙江|安徽|福建|江西|山东|山東|河南|湖北|湖南|"
    "广东|廣東|海南|四川|贵州|貴州|云南|雲南|陕西|陝西|甘肃|甘肅|青海|台湾|臺灣|台灣|内蒙古|內蒙古|"
    "广西|廣西|西藏|宁夏|寧夏|新疆"
)
_PROVINCE_BEFORE = re.compile(rf"(?:{_PROVINCES})(?:省|自治区|自治區)?\Z")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_CUED = re.compile(
    r"(?:原籍|籍贯|籍貫|祖籍|老家|来自|來自|家乡|家鄉|现居|現居|居住在|住在|在|于|於|到|从|從|迁往|遷往)"
    rf"(?P<id>(?:{_PROVINCES})(?:省|自治区|自治區)?(?![口话話人菜籍])[\u4e00-\u9fff]{{2}}市?)"
)


def province_before_spans(text: str, spans: list[Span]) -> list[Span]:
    """The province right before a found address ("四川" of "四川绵阳"), and a province and
    its city after a word of origin or living."""
    out: list[Span] = []
    if not _HAN.search(text):
        return out
    for m in _CUED.finditer(text):
        out.append(Span(m.start("id"), m.end("id"), "address"))
    for s in spans:
        if s.kind != "address" or s.start < 2:
            continue
        before = _PROVINCE_BEFORE.search(text, max(0, s.start - 5), s.start)
        if before:
            out.append(Span(before.start(), s.start, "address"))
    return out
