"""A Hong Kong home written in English from the flat outwards: flat or room, floor, block, the
house of an estate and the estate ("Flat 8, 22/F, Block B, … Estate (… House)", "Rm 1408, …
House, … Estate", "Unit C, 3rd Floor, … Mansion"), and a village house by its number ("23 …
San Tsuen", "8 … Village"). Each part alone is read elsewhere or is too
common a word ("House"); two or more parts side by side, or an estate, court or mansion with
its house in brackets, are one address."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.part_runs import part_runs
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_PART = re.compile(
    r"(?<![\w/])(?:"
    r"(?:Flat|Flt|Room|Rm\.?|Unit)[ \t]*[A-Z]?\d{0,4}[A-Z]?(?<=[\dA-Z])"
    r"|(?:\d{1,2}|G|LG|UG)/F"
    r"|\d{1,2}(?:st|nd|rd|th)[ \t]+[Ff]loor"
    r"|(?:Block|Blk\.?|Tower)[ \t]+(?:[A-Z]|\d{1,2})"
    rf"|(?:{CAP}[ \t]+){{1,3}}(?:Estate|House|Court|Building|Bldg|Mansion|Gardens?|Centre|Villa|"
    r"Terrace|Lau|Tsuen|Chuen)"
    rf"|\d{{1,4}}[A-Z]?[ \t]+(?:{CAP}[ \t]+){{1,3}}(?:San[ \t]+)?(?:Tsuen|Village|Wai)"
    r")(?![\w])"
)
_GAP = re.compile(r"[ \t]*(?:,|\(|\)|,[ \t]*\(|\),)?[ \t]*\Z")
_ANCHORS = (
    "/F",
    "Flat",
    "Flt",
    "Room",
    "Rm",
    "Unit",
    "Block",
    "Blk",
    "Estate",
    "Floor",
    "Tsuen",
    "Village",
    "Wai",
)
_STRONG = re.compile(r"(?:Estate|Court|Mansion|Gardens?|/F|Flat|Flt)\b")
_VILLAGE_HOUSE = re.compile(r"\d.*(?:Tsuen|Village|Wai)\Z")


def hong_kong_flat_spans(text: str) -> Iterator[Span]:
    """Runs of two or more address parts joined by commas, spaces or brackets."""
    if not any(a in text for a in _ANCHORS):
        return
    for run in part_runs(_PART, _GAP, text):
        yield from _run_span(text, run)


def _run_span(text: str, run: list[re.Match[str]]) -> Iterator[Span]:
    if not run or (len(run) == 1 and not _VILLAGE_HOUSE.match(run[0].group())):
        return
    if len(run) > 1 and not any(_STRONG.search(m.group()) for m in run):
        return
    end = run[-1].end()
    if text[run[0].start() : end].count("(") > text[run[0].start() : end].count(")"):
        end += text[end : end + 1] == ")"
    yield Span(run[0].start(), end, "address")
