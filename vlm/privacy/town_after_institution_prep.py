"""The town after an institution and a preposition ("Lagerist bei … in Melsungen", "chez … à
Flins", "day centre in Billingham", "WZC … te Heule"), and a town of the gazetteers after a word
of nearness ("from near Llanidloes", "a farmhouse outside Hawes", "cerca de …", "près de …",
"nahe …"). A town here is a name of the gazetteers; any other word is left."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_PREPOSITION_TOWN = re.compile(
    rf"[ \t]+(?:in|à|en|te|bei|at|near|nahe|bij|nabij)[ \t]+(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})"
)
_NEAR = re.compile(
    r"(?i:\b(?:from near|near to|close to|outside|just outside|on the outskirts of|"
    r"près de|non loin de|à côté de|cerca de|junto a|a las afueras de|in der nähe von|nahe|"
    r"unweit von|vlakbij|nabij|in de buurt van))"
    rf"[ \t]+(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})"
)


def towns_after_institutions(text: str, found: Iterable[Span]) -> Iterator[Span]:
    for span in found:
        if span.kind != "institution":
            continue
        m = _PREPOSITION_TOWN.match(text, span.end)
        if m is not None:
            yield from _town(m)


def near_town_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if not any(w in lowered for w in _NEAR_ANCHORS):
        return
    for m in _NEAR.finditer(text):
        yield from _town(m)


def _town(m: re.Match[str]) -> Iterator[Span]:
    """The longest gazetteer town that starts the matched name."""
    if not_a_place(m.group("id")):
        return
    words = m.group("id").split()
    for n in range(len(words), 0, -1):
        name = " ".join(words[:n])
        if is_town(name) or is_small_town(name):
            yield Span(m.start("id"), m.start("id") + len(name), "address")
            return


_NEAR_ANCHORS = (
    "near", "close to", "outside", "outskirts", "près de", "loin de", "côté de", "cerca de",
    "junto a", "afueras", "nähe", "nahe", "unweit", "vlakbij", "nabij", "buurt van",
)  # fmt: skip
