"""Addresses and towns: street addresses in the six languages, postcodes, the clause after an
address cue ("lives at", "woont in", "vive en"), and towns written without a postcode, found
through an offline gazetteer (data/towns.txt) or after a word that introduces a place."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span, regex_spans

_I = re.IGNORECASE

_STREET_EN = (
    r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|"
    r"Terrace|Close|Crescent|Square|Sq|Gardens|Grove|Hill|Park|Row|Walk|Mews|Green|Parade|"
    r"Highway|Hwy|Circle|Cir|Trail|Parkway|Pkwy|Plaza|Alley|Loop|Pike|Path|Ridge|View|Oval)"
)
_STREET_NL_DE = (
    r"(?:straat|weg|laan|plein|gracht|kade|dijk|singel|hof|pad|steeg|park|dreef|markt|"
    r"str\.|straße|strasse|allee|platz|gasse|ring|damm|ufer|chaussee|stieg)"
)
_FR_STREET = (
    r"(?:rue|avenue|av\.|boulevard|bd|chemin|impasse|place|all[ée]e|quai|route|cours|square|"
    r"voie|passage|rond-point)"
)
_FR_ARTICLE = r"(?:(?:de la|de l'|du|des|de|d'|la|le|les)\s*)?"
_ADDRESS_CUE = (
    r"(?:lives at|living at|resides at|residing at|home address|address|adres|woont aan|woont op|"
    r"woonachtig (?:aan|te)|wohnt in der|wohnt in|wohnhaft in|anschrift|adresse|habite(?: au)?|"
    r"domicili[ée] (?:au|à)|demeurant)"
)
ADDRESSES = [
    # after a cue, the rest of the clause (up to a sentence end, a semicolon or a line break)
    re.compile(
        rf"\b{_ADDRESS_CUE}\s*:?\s*(?P<id>[^\n;]+?)(?=(?<!\b[{UPPER}])\.\s+[{UPPER}]|\.?\s*$|\.?\s*\n|;|\s+\()",
        _I | re.MULTILINE,
    ),
    re.compile(
        rf"\b\d{{1,6}}[A-Za-z]?,?\s+(?:{CAP}\s+){{1,3}}{_STREET_EN}\b\.?(?:\s+(?:Apt\.|Suite|Unit|Flat)\s*\d+)?"
    ),
    re.compile(
        rf"\b(?:Flat|Apt\.?|Apartment|Studio|Suite|Unit)\s+\d+[A-Za-z]?\b,?(?:\s*\n?\s*{CAP}(?:\s+{CAP}){{0,3}})?"
    ),
    re.compile(rf"\b{CAP}{_STREET_NL_DE}\s*\d+(?:\s*[-/]\s*\d+)?[a-zA-Z]?\b", _I),
    re.compile(
        rf"(?-i:\b(?:{CAP}\s+)?{CAP}[- ](?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring)"
        rf"\s*\d+[a-z]?)"
    ),
    re.compile(
        rf"\b\d{{1,4}}(?:\s*(?:bis|ter))?,?\s+{_FR_STREET}\s+{_FR_ARTICLE}{CAP}(?:[ -]{CAP})*",
        _I,
    ),
    re.compile(
        rf"\b{_FR_STREET}\s+{_FR_ARTICLE}(?-i:{CAP}(?:[ -]{CAP})*)",
        _I,
    ),
    re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b"),  # UK postcode
    re.compile(r"\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b"),  # US state + ZIP
    re.compile(rf"\b\d{{4}}\s?[A-Z]{{2}}\b(?:\s+{CAP}(?:[ -]{CAP})*)?"),  # NL postcode + city
    re.compile(rf"\b\d{{5}}\s+(?:'s-)?{CAP}(?:[ -]{CAP})*"),  # FR/DE/US postcode + city
]


def address_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "address", ADDRESSES)
