"""Post-office boxes as letters write them in six languages, and the town that follows one after
a comma: "BP 204, 30000 …" and "CS 90577, 86021 … Cedex" (French, only before a postcode, so a
blood pressure "BP 160, HR 88" stays), "Boîte postale 12", "Apdo. 1450", "Apartado postal 77,
Oaxaca", "Antwoordnummer 1234", "GPO Box 12", "Locked Bag 7", "邮政信箱1024号", "郵政信箱 88號".
The boxes that places.py already knows ("PO Box 71", "Postbus 9555", "Postfach 10 12 40") lend
their town here too."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_NUMBER = r"\d{1,6}(?:[ \t]\d{2,3}){0,2}"
_BOXES = re.compile(
    # French boxes only before the postcode that every French address ends with
    rf"(?-i:\b(?:BP|B\.P\.|CS|TSA)[ \t]*\d{{1,6}}(?=[ \t]*[,–-]?[ \t]*(?:F-)?\d{{5}}\b))"
    rf"|(?i:\bbo[iî]te[ \t]+postale[ \t]*(?:n[°o][ \t]*)?{_NUMBER})"
    rf"|(?-i:\b(?:Apdo\.?|Apartado(?:[ \t]+(?:[Pp]ostal|de [Cc]orreos))?|"
    rf"Casilla(?:[ \t]+(?:[Pp]ostal|de [Cc]orreos?))?|Postbus|Antwoordnummer|Postfach|Postbox|"
    rf"G\.?P\.?O\.?[ \t]?Box|"
    rf"P\.?[ \t]?O\.?[ \t]?Box|Locked Bag|Private Bag)[ \t]*(?:No\.?[ \t]*|n[°º][ \t]*)?{_NUMBER})"
    r"|(?:邮政信箱|郵政信箱|信箱)[ \t]*\d{1,6}[ \t]*[号號]?"
)
# The town after a box and a comma, ending its item ("…, Oaxaca." / "…, Fresno, CA 93721").
_TOWN_AFTER = re.compile(
    rf"[ \t]*,[ \t]*(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})(?=[ \t]*(?:$|[,.;)\n]|[A-Z]{{2}}[ \t]+\d))",
    re.MULTILINE,
)
_ANCHORS = ("bp", "b.p.", "cs", "tsa", "postal", "apdo", "apartado", "casilla", "postbus",
            "antwoordnummer", "postfach", "postbox", "box", "bag", "信箱")  # fmt: skip


def postal_box_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if not any(a in lowered for a in _ANCHORS):
        return
    for m in matches(_BOXES, text):
        yield Span(m.start(), m.end(), "address")
        town = _TOWN_AFTER.match(text, m.end())
        if town is not None and not not_a_place(town.group("id")):
            yield Span(town.start("id"), town.end("id"), "address")
