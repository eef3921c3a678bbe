"""Addresses without a street word the street patterns know: a numbered road ("off Route 9",
"Highway 52", "County Road 12", "Bundesstraße 12", "route départementale 7") and a numbered
row of named houses ("4 Jubilee Cottages", "2 Station Villas", "7 Mill Buildings")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

# Capitalised as a road's name is ("Route 9"; "route 3" is how a drug is given).
_ROAD = re.compile(
    r"\b(?:(?:State |US |County |Farm to Market )?Route|Rte\.?|Highway|Hwy\.?|County Road|"
    r"State Road|Farm Road|Interstate|Bundesstra(?:ß|ss)e|Landstra(?:ß|ss)e|Kreisstra(?:ß|ss)e|"
    r"[Rr]oute (?:départementale|nationale)|[Cc]arretera|[Pp]rovinciale weg)[ \t]+"
    r"(?:[A-Z]{1,2}[ -]?)?\d{1,4}\b(?![.,]\d)"
)
_HOUSES = re.compile(
    rf"\b\d{{1,4}}[a-z]?,?[ \t]+(?:{CAP}[ \t]+){{1,3}}(?:Cottages|Villas|Buildings|Houses|Flats|"
    r"Mansions|Almshouses|Bungalows|Barns|Farm Cottages)\b"
)


def rural_address_spans(text: str) -> Iterator[Span]:
    """Numbered roads and numbered rows of named houses."""
    for pattern in (_ROAD, _HOUSES):
        for m in pattern.finditer(text):
            yield Span(m.start(), m.end(), "address")
