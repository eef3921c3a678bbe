"""German, Austrian and Swiss hospitals by their acronym after a contracted preposition ("im
UKE", "am KUK", "vom KSA"): the shapes of a university hospital ("UK…") or a "Kantonsspital"
("KS…"). Contracted prepositions are otherwise not read before acronyms, since tests stand there
far more often ("im MRT", "im UKG", "zur PEG"); echocardiography ("UKG") and the clinical lists'
acronyms are never taken. A "…KH" ("im LKH", "ins KH") is often a kind of hospital, not one:
it is left to the rules that read the place after it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.spans import Span

_ACRONYM = re.compile(
    r"(?-i:\b(?:im|ins|am|ans|vom|zum|beim)[ \t]+"
    r"(?P<id>UK[A-Z]{1,3}|KUK|MHH|KS[A-Z]{1,2}|LUKS)(?![\w&-]))"
)
_ANCHORS = ("UK", "KU", "MHH", "KS")


@lru_cache(maxsize=1)
def _clinical() -> frozenset[str]:
    words = read_list("clinical_acronyms.txt") | read_list("clinical_abbreviations.txt")
    return frozenset(w.upper() for w in words) | {"UKG"}


def german_hospital_acronym_spans(text: str) -> Iterator[Span]:
    if not any(a in text for a in _ANCHORS):
        return
    for m in _ACRONYM.finditer(text):
        if m.group("id") not in _clinical():
            yield Span(m.start("id"), m.end("id"), "institution")
