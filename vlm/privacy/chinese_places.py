"""Chinese places the dictionary does not tag: the districts, counties and towns written after
a city ("盐城市亭湖区", "洛阳市涧西区"), and a county, town or village after a word of home or
origin ("回老家新安县", "原籍丰县"). A region of the body ending in the same character stays
("基底节区"): a district needs its city before it or a word of home."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import HAN
from vlm.privacy.spans import Span, regex_spans

_UNITS = r"(?:区|區|县|縣|旗|镇|鎮|乡|鄉|街道)"
_AFTER_CITY = re.compile(rf"[{HAN}]{{2,3}}(?:市|州)(?P<id>(?:[{HAN}]{{1,4}}?{_UNITS})+)")
_HOME = re.compile(
    rf"(?:老家|回到|回|搬到|搬至|迁至|遷至|来自|來自|原籍|籍贯|籍貫|祖籍|老家在|家乡|家鄉)"
    rf"(?P<id>[{HAN}]{{1,4}}?(?:{_UNITS}|村|市))"
)


def chinese_place_spans(text: str) -> Iterator[Span]:
    """Districts after their city, and a county, town or village after a word of home."""
    yield from regex_spans(text, "address", (_AFTER_CITY, _HOME))
