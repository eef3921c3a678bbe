"""Identifiers written in capitals ("ST. BARNABAS REGIONAL MEDICAL CENTER", "DR. ANNA KOVAC",
"DULUTH"): the institution, town and titled-name rules run again on a copy of the text where
every run of upper-case words reads in title case (same length, so spans carry over), and what
they find inside those runs is kept."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.institutions import institution_spans
from vlm.privacy.name_cues import TITLED
from vlm.privacy.places import town_spans
from vlm.privacy.spans import Span

_U = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĘĚĞĪŁŃŇŐŒŘŚŞŠŢŤŪŮŰŸŹŻŽ"
# Two or more upper-case words in a row (a heading, a letterhead, a signature block).
_CAPS_RUN = re.compile(rf"(?<![\w])[{_U}][{_U}'’.&-]*(?:[ \t,]+[{_U}][{_U}'’.&-]*)+(?![\w])")
_WORD = re.compile(r"[^\W\d_]+")
_LONG_WORD = re.compile(r"[^\W\d_]{4,}")
# Acronyms that say what an institution is stay in capitals ("NHS TRUST" reads "NHS Trust").
_KIND_ACRONYM = re.compile(
    r"NHS|CHU|CHR|CHRU|CH|UMC|AZ|UZ|LKH|AKH|MVZ|GGZ|GGD|HGZ|HGR|UMF|IMSS|ISSSTE|CAP|CS|MC|EHPAD"
)


def upper_case_spans(text: str) -> Iterator[Span]:
    runs = [(m.start(), m.end()) for m in _CAPS_RUN.finditer(text)]
    if not runs:
        return
    shadow = _title_cased(text, runs)
    if shadow == text:
        return  # runs of initials and acronyms only: the rules have read this text as it is
    found = [*institution_spans(shadow), *town_spans(shadow, cued_only=True)]
    found += [
        Span(m.start("id"), m.end("id"), "name")
        for m in TITLED.finditer(shadow)
        if _LONG_WORD.search(m.group("id"))  # "MS CNS", "DR ENT": a title before an acronym
    ]
    for span in found:
        for start, end in runs:
            if start <= span.start and span.end <= end:
                yield span
            elif span.start < start < span.end <= end and span.kind == "institution":
                yield Span(start, span.end, span.kind)  # "At SAINT ODILIA …": the run only
            elif start <= span.start < end < span.end and _ends_line(text, end, span):
                # a letterhead whose name reads on into the next line's heading
                # ("KREISKLINIKUM OST\nVerlegungsbericht"): the run only
                yield Span(span.start, end, span.kind)


def _title_cased(text: str, runs: list[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in runs:
        for w in _WORD.finditer(text, start, end):
            if _KIND_ACRONYM.fullmatch(w.group()):
                continue
            for i in range(w.start() + 1, w.end()):
                low = chars[i].lower()
                if len(low) == 1:
                    chars[i] = low
    return "".join(chars)


_LINE_END = re.compile(r"[ \t]*\r?\n")


def _ends_line(text: str, end: int, span: Span) -> bool:
    """An institution found past the end of a run of capitals that ends its line."""
    return span.kind == "institution" and _LINE_END.match(text, end) is not None
