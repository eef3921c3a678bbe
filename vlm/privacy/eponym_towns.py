"""Towns that are also eponyms ("Glasgow", "Hunt", "Bell", "Wilson"): left out of the gazetteers
so "Glasgow 14" and "Bell palsy" stay, they are places after a word that only a place follows
("drove from Glasgow", "lives in Wilson", "geboren in Horton"), unless used clinically there."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.anchors import matches
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.first_names import read_list
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_CUE = re.compile(
    r"\b(?=[^\W\d_][a-zà-ÿ])(?i:(?:from|lives? in|living in|resides in|born in|"
    r"moved (?:to|from)|grew up in|"
    r"aus|uit|wohnt in|woont in|vit à|habite à|née? à|desde|natural de|vive en|originaire de|"
    r"geboren in|geboren te|afkomstig uit|afkomstig van))[ \t]+"
    rf"(?-i:(?P<id>{CAP}))(?![ \t]*(?:\d|of[ \t]+\d|score|scale))"
)


@lru_cache(maxsize=1)
def eponym_towns() -> frozenset[str]:
    """Names in either gazetteer that are also eponyms."""
    return frozenset((read_list("towns.txt") | read_list("small_towns.txt")) & eponyms())


def eponym_town_spans(text: str) -> Iterator[Span]:
    """An eponym that is a town, after a word of origin or residence."""
    for m in matches(_CUE, text):
        name = m.group("id")
        if name in eponym_towns() and not is_clinical_use(text, m.start("id"), m.end("id")):
            yield Span(m.start("id"), m.end("id"), "address")
