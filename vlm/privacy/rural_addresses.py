"""Addresses without a street word the street patterns know: a numbered road ("off Route 9",
"Highway 52", "County Road 12", "Bundesstraße 12", "route départementale 7"), a numbered row of
named houses ("4 Jubilee Cottages", "2 Station Villas", "7 Mill Buildings"), and an estate, a
hamlet or a district named after the word for it ("Urbanización Los Pinos", "caserío …", "lugar
de …", "Ortsteil …", "OT …", "de wijk …", "the Blackbird Leys estate", "Orchard Farm")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.home_towns import LOWER_THEN_CAPITAL
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

# Capitalised as a road's name is ("Route 9"; "route 3" is how a drug is given).
_ROAD = re.compile(
    r"\b(?=[^\W\d_][a-zà-ÿ])(?:(?:State |US |County |Farm to Market )?Route|Rte\.?|Highway|"
    r"Hwy\.?|County Road|"
    r"State Road|Farm Road|Interstate|Bundesstra(?:ß|ss)e|Landstra(?:ß|ss)e|Kreisstra(?:ß|ss)e|"
    r"[Rr]oute (?:départementale|nationale)|[Cc]arretera|[Pp]rovinciale weg)[ \t]+"
    r"(?:[A-Z]{1,2}[ -]?)?\d{1,4}\b(?![.,]\d)"
)
_HOUSES = re.compile(
    rf"\b\d{{1,4}}[a-z]?,?[ \t]+(?:{CAP}[ \t]+){{1,3}}(?:Cottages|Villas|Buildings|Houses|Flats|"
    r"Mansions|Almshouses|Bungalows|Barns|Farm Cottages)\b"
)

_SETTLEMENT = re.compile(
    r"\b(?=[^\W\d_][a-zà-ÿT])(?:Urbanizaci[óo]n|[Uu]rb\.|[Cc]aser[íi]o|[Ll]ugar de|"
    r"[Pp]arroquia de|[Pp]edan[íi]a de|"
    r"[Bb]arriada|Ortsteil|(?<=im )OT|(?<=in )OT|Siedlung|Wohnpark|[Ww]ijk|[Bb]uurtschap|"
    r"[Ll]otissement|[Qq]uartier|[Cc]ité|[Hh]ameau de|[Ll]ieu-dit)[ \t]+"
    rf"(?P<id>(?:(?:de|la|las|los|el|le|les|des|am|an|der|den|het)[ \t]+)?{CAP}"
    rf"(?:[ \t-]+(?:(?:de|la|am|der|van)[ \t]+)?{CAP}){{0,3}})"
)
_ARTICLE = re.compile(r"^(?i:(?:de|la|las|los|el|le|les|des|am|an|der|den|het)[ \t]+)+")
# "on the Blackbird Leys estate", "lives on Orchard Farm"
_ESTATE = re.compile(
    rf"\b(?=[oai][nt])(?:on|at|in)[ \t]+(?:the[ \t]+)?"
    rf"(?P<id>(?:{CAP}[ \t]+){{1,3}}(?:estate|Estate|Farm|Croft))\b"
)


def rural_address_spans(text: str) -> Iterator[Span]:
    """Numbered roads and numbered rows of named houses, estates and districts."""
    if not LOWER_THEN_CAPITAL.search(text):
        return  # a text with no word in lower case before a capitalised one has no such place
    yield from regex_spans(text, "address", (_ROAD, _HOUSES))
    for pattern in (_SETTLEMENT, _ESTATE):
        for m in pattern.finditer(text):
            name = _ARTICLE.sub("", m.group("id"))  # "Los Almendros": the name after its article
            if name and not (is_clinical_word(name.split()[0]) or not_a_place(name)):
                yield Span(m.start("id"), m.end("id"), "address")
