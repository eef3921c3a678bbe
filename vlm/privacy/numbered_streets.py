"""Streets that are numbers themselves or are named by a number: American ordinal streets with
or without a direction and a house number ("55 N. 3rd St", "W 42nd Street"), county roads and
rural routes with their number and box ("County Rd 14", "Rural Route 2, Box 19"), Mexican streets
named after a date ("Calle 5 de Mayo 312"), and a street named without a number after "on"
written with "St." ("on Pine St."). Each found only after a cheap test for its anchor."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span, regex_spans

_ORDINAL_STREET = re.compile(
    r"(?:\b\d{1,6}[ \t]+)?(?:\b(?:[NSEW]\.?|North|South|East|West)[ \t]+)?"
    r"\b\d{1,3}(?:st|nd|rd|th)[ \t]+(?:St|Street|Ave|Avenue|Rd|Road|Pl|Place|Dr|Drive|Blvd|"
    r"Ter|Terrace|Way|Ln|Lane)\b\.?"
)
_ORDINAL_ANCHOR = re.compile(r"\d(?:st|nd|rd|th)[ \t]+[SARPDBTWL]")
_RURAL_ROAD = re.compile(
    r"\b(?:County (?:Rd|Road)|Co\.? Rd\.?|Rural Route|State Route|Farm Road)[ \t]*#?"
    r"\d{1,4}[A-Z]?\b(?:,?[ \t]*Box[ \t]*\d{1,5}\b)?"
)
_DATE_STREET = re.compile(
    r"\b(?:Calle|Avenida|Av\.|Calzada|Privada|Cerrada)[ \t]+\d{1,2}[ \t]+de[ \t]+"
    r"(?:Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|"
    r"Diciembre)(?:[ \t]+(?:#[ \t]?)?\d{1,5}[A-Za-z]?\b)?"
)
_ON_ST = re.compile(
    r"\b(?:on|off|at|near)[ \t]+(?P<id>(?:[A-Z][a-z]+[ \t]+){1,2}St\b\.?)(?![ \t]*[A-Z][a-z])"
)


def numbered_street_spans(text: str) -> Iterator[Span]:
    """Ordinal streets, rural roads, streets named after a date and "on Pine St."."""
    if _ORDINAL_ANCHOR.search(text):
        yield from regex_spans(text, "address", (_ORDINAL_STREET,))
    if "Route" in text or "Rd" in text or "Road" in text:
        yield from regex_spans(text, "address", (_RURAL_ROAD,))
    if " de " in text:
        yield from regex_spans(text, "address", (_DATE_STREET,))
    if "St" in text:
        yield from regex_spans(text, "address", (_ON_ST,))
