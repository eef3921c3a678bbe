"""A Dutch hospital whose head is a generic compound ("Streekziekenhuis", "Stadsziekenhuis",
"Regionaal Gasthuis") followed by its name ("het Streekziekenhuis Midden-Twente", "het
Streekziekenhuis Koningin Beatrix"), and a Swiss "Stadtspital …"/"Kantonsspital …". Dutch
writes nouns in lower case, so a capitalised word after such a head is its name; German nouns
are capitalised, so only "-spital" is read there, and only before a name that is no department
or clinical word."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_HEAD = re.compile(
    r"(?-i:\b(?:[A-Z][a-z]+(?:ziekenhuis|gasthuis)|(?:Stadt|Kantons|Kreis|Bezirks|Regional|Land|"
    r"Universitäts|Kinder)spital))"
    rf"(?-i:[ \t]+(?P<name>{CAP}(?:[ \t-](?:{CAP}|van|de|der|den|aan)){{0,3}}))"
)


def generic_compound_head_spans(text: str) -> Iterator[Span]:
    if not any(w in text for w in ("ziekenhuis", "gasthuis", "spital")):
        return
    for m in _HEAD.finditer(text):
        name = m.group("name").rstrip()
        if not_a_place(name):
            continue
        yield Span(m.start(), m.start("name") + len(name), "institution")
