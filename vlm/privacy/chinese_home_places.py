"""Where a family member lives, written with the bare verb "住" before a district, county, town
or village ("儿子住通州区", "女婿，住章丘区", "住大埔"): the place ends in its administrative
word. Never "住院", "住宿", "住址" or "住房" (a stay, lodging, the word address, housing)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import HAN
from vlm.privacy.spans import Span

_HOME_PLACE = re.compile(
    rf"(?<![入居暂暫])住(?![院宿址房所])(?:在|于|於)?"
    rf"(?P<id>(?:[{HAN}]{{1,8}}?(?:省|市|区|區|县|縣|镇|鎮|乡|鄉|村|邨|街道|新村)){{1,3}})"
    rf"(?![{HAN}]*?(?:医院|醫院|诊所|診所))"
)

_WARD = re.compile(r"病[区區]|科|楼[区區]|樓[区區]|监护|監護")


def chinese_home_place_spans(text: str) -> Iterator[Span]:
    if "住" not in text:
        return
    for m in _HOME_PLACE.finditer(text):
        if _WARD.search(m.group("id")):
            continue  # "住神经内科病区": a ward of the hospital
        yield Span(m.start("id"), m.end("id"), "address")
