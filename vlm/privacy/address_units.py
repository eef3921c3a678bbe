"""Parts of a home address that a street rule leaves behind: a house number with its Spanish floor
and door ("… 9, 3º izq.", "… 14, 2.º B") or its Belgian box ("… 22 bus 3", "… 118 bte 7"), an
English house on a named close without a street word ("3 The Spinney, …", "12 The Maltings") with
the town after it, and a relative's town in French ("chez sa fille à …", "chez son fils à …")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_UNIT = re.compile(
    r"\b\d{1,4}[a-zA-Z]?(?:"
    # Spanish floor and door: "3º izq.", "2.º B", "1º dcha", "bajo A" (the door is required)
    r",?[ \t]+(?:\d{1,2}[ \t]?\.?[ \t]?[ºª°]|bajo|entresuelo|ático)[ \t]*"
    r"(?:(?:izq(?:uierda|da)?|dcha|dch|derecha|centro|ext|int)\.?|[A-H]\b)"
    # Belgian and Dutch box: "bus 3", "bte 7", "boîte 2"
    r"|,?[ \t]+(?:bus|bte|boîte)[ \t]*\d{1,4}[a-zA-Z]?\b"
    r")"
)
_THE_CLOSE = re.compile(
    rf"(?-i:\b\d{{1,4}}[a-z]?[ \t]+The[ \t]+{CAP}(?:[ \t]{CAP})?)"
    rf"(?=[ \t]*(?:,|$))"
    rf"(?:[ \t]*,[ \t]*(?P<town>{CAP}(?:[ \t-]{CAP}){{0,2}})(?=[ \t]*(?:$|[,.;])))?",
    re.MULTILINE,
)
_RELATIVE_TOWN = re.compile(
    r"(?i:\bchez[ \t]+(?:sa|son|ses|leur|leurs)[ \t]+(?:fille|fils|sœur|soeur|frère|frere|"
    r"mère|mere|père|pere|nièce|niece|neveu|enfants|petite-fille|petit-fils|belle-fille|"
    r"beau-fils|cousine?|tante|oncle|amie?)[ \t]+à[ \t]+)"
    rf"(?P<town>{CAP}(?:(?:[ \t-](?:sur|en|lès|les|le|la|de|du))?[ \t-]{CAP}){{0,2}})"
)


def address_unit_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "address", (_UNIT,))
    if "The" in text:
        for m in _THE_CLOSE.finditer(text):
            yield Span(m.start(), m.end("town") if m.group("town") else m.end(), "address")
    if "chez" in text.casefold():
        for m in _RELATIVE_TOWN.finditer(text):
            if not not_a_place(m.group("town")):
                yield Span(m.start("town"), m.end("town"), "address")
