"""Towns that are also eponyms ("Glasgow", "Hunt", "Bell", "Wilson"): left out of the gazetteers
so "Glasgow 14" and "Bell palsy" stay, they are places after a word that only a place follows
("drove from Glasgow", "lives in Wilson", "geboren in Horton"), unless used clinically there."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_DATA = Path(__file__).resolve().parent / "data"
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
    names: set[str] = set()
    for file in ("towns.txt", "small_towns.txt"):
        path = _DATA / file
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        names |= {ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")}
    return frozenset(names & eponyms())


def eponym_town_spans(text: str) -> Iterator[Span]:
    """An eponym that is a town, after a word of origin or residence."""
    for m in _CUE.finditer(text):
        name = m.group("id")
        if name in eponym_towns() and not is_clinical_use(text, m.start("id"), m.end("id")):
            yield Span(m.start("id"), m.end("id"), "address")
