"""Hospitals known by a one-word name of their own that no head word or cue marks ("gezien in
Isala", "de CT in Gelre", "verwezen door het OLVG"): a public list of Dutch and Flemish hospital
organisations (data/nl_hospitals.txt), matched as written with a word boundary each side."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.spans import Span, regex_spans


@lru_cache(maxsize=1)
def _named() -> re.Pattern[str]:
    names = sorted(read_list("nl_hospitals.txt"), key=len, reverse=True)
    return re.compile(r"(?<![\w'’-])(?:" + "|".join(re.escape(n) for n in names) + r")(?![\w-])")


def named_hospital_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "institution", (_named(),))
