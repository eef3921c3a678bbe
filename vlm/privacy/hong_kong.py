"""Hong Kong places in Chinese script: the eighteen districts and the towns and neighbourhoods
inside them (public geography, written in traditional and simplified characters), and a street
address without a province ("常盛街45號3樓", a floor, flat or block after it in either order:
"…中心12樓B座", "…B座3樓"). A district or a town is smaller than a state, so
Safe Harbor removes it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.patterns import HAN
from vlm.privacy.spans import Span

# A street and its number, floor and flat: "常盛街45號3樓", "彌敦道 233 號 5 樓 B 室", "太子道西
# 9 號"; it starts after a verb of living or going before it ("兒子住常盛街…").
_STREET = re.compile(
    rf"[{HAN}]{{1,6}}(?:街|道|路|里|徑|径|坊)[東西南北中东]?\s?\d{{1,4}}\s?[號号]"
    rf"(?:\s?[{HAN}]{{0,6}}?\s?\d{{1,3}}\s?[樓楼层層])?"
    r"(?:\s?(?:[A-Z\d]{1,3}\s?[室座]|\d{1,3}\s?[樓楼层層]|地下|地舖|\d{1,3}\s?號舖)){0,3}"
)

_VERBS = "住在於于到往從从"
_STREET_AFTER_PLACE = re.compile(rf"[{HAN}]{{1,4}}?(?:街|道|路|里)(?![口市])")


@lru_cache(maxsize=1)
def _places() -> re.Pattern[str]:
    """data/hk_places.txt as one pattern, longest first, read once."""
    names = sorted(read_list("hk_places.txt"), key=len, reverse=True)
    return re.compile("|".join(map(re.escape, names)))


def hong_kong_spans(text: str) -> Iterator[Span]:
    """Districts and towns of Hong Kong, and street addresses with their number."""
    for m in _places().finditer(text):
        street = _STREET_AFTER_PLACE.match(text, m.end())  # "深水埗北河街": the street too
        yield Span(m.start(), street.end() if street else m.end(), "address")
    for m in _STREET.finditer(text):
        head = m.group()[:6]
        cut = max(head.rfind(verb) for verb in _VERBS)
        yield Span(m.start() + cut + 1, m.end(), "address")
