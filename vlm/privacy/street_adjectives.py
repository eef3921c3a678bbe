"""The adjective, ordinal or numeral that starts a Dutch or German street's or hospital's name and
that a street rule leaves behind: "Lange Nieuwstraat 12", "Oude Kerkstraat 21", "Drie
Eikenstraat 655", "Tweede Helmersstraat", "Alte Landstraße 44", "Obere Hauptstraße 3", "Onze
Lieve Vrouwziekenhuis". Only before a compound that ends in a street's or hospital's word."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span

_ADJECTIVE = (
    r"(?:Lange|Korte|Oude|Nieuwe|Hoge|Lage|Grote|Kleine|Brede|Smalle|Halve|Heilige|"
    r"Eerste|Tweede|Derde|Vierde|Twee|Drie|Vier|Vijf|Zeven|Onze[ \t]+Lieve|"
    r"Alte|Neue|Große|Grosse|Kleine|Hohe|Lange|Kurze|Obere|Untere|Innere|Äußere|Vordere|"
    r"Hintere|Breite|Schmale|Erste|Zweite|Dritte|Sankt)"
)
_COMPOUND = re.compile(
    rf"(?-i:\b{_ADJECTIVE}[ \t]+[A-ZÄÖÜ][a-zäöüß]*?)"
    r"(?i:straat|laan|weg|gracht|kade|singel|plein|markt|dijk|steeg|dreef|ziekenhuis|"
    r"stra(?:ß|ss)e|gasse|allee|ring|platz|graben|landstra(?:ß|ss)e)\b"
    r"(?:[ \t]+\d{1,4}[a-zA-Z]?\b)?"
)
_ANCHORS = ("lange", "korte", "oude", "nieuwe", "hoge", "lage", "grote", "kleine", "brede",
            "smalle", "halve", "heilige", "eerste", "tweede", "derde", "vierde", "twee", "drie",
            "vier", "vijf", "zeven", "onze", "alte", "neue", "große", "grosse", "hohe", "kurze",
            "obere", "untere", "innere", "äußere", "vordere", "hintere", "breite", "schmale",
            "erste", "zweite", "dritte", "sankt")  # fmt: skip


def street_adjective_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if not any(a in lowered for a in _ANCHORS):
        return
    for m in _COMPOUND.finditer(text):
        kind = "institution" if m.group().casefold().endswith("ziekenhuis") else "address"
        yield Span(m.start(), m.end(), kind)
