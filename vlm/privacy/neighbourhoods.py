"""Parts of a town where someone lives, named by the word that says what they are: a district
or neighbourhood word before its name ("el barrio de Triana", "la colonia Americana",
"quartier de la Croix-Rousse", "Stadtteil Haunstetten", "de wijk Kethel"), a German district
compound after a locative word ("in der Jakobervorstadt", "im Bahnhofsviertel"), a Dutch street
or square compound after an article and a preposition ("bij de Vismarkt", "aan de Oudegracht":
Dutch writes common nouns in lower case, so a capitalised one there is a name), and a Spanish
address's floor and door with the town after it ("Pureza 27, 2.º izda., Sevilla")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span, regex_spans

_DISTRICT = re.compile(
    r"(?<![\w'’-])(?-i:barrio|barriada|colonia|urbanización|fraccionamiento|quartier|"
    r"lotissement|Stadtteil|Ortsteil|Stadtviertel|Ortschaft|Gemeindeteil|wijk|stadsdeel|"
    r"woonwijk|buurt|deelgemeente)[ \t]+"
    r"(?:(?:de la|de l['’]|de las|de los|des|du|de|del|d['’])[ \t]*)?"
    rf"(?P<id>(?:(?:El|La|Los|Las|Le|Les|De|Het)[ \t]+)?"
    rf"(?P<name>{CAP}(?:[ \t-](?:(?:de|del|la|las|los|du|des|le|les)[ \t]+)?{CAP}){{0,3}}))"
)
_DE_DISTRICT = re.compile(
    r"(?<![\w'’-])(?:im|in der|in die|aus der|aus dem|vom|zum|zur|Im)[ \t]+"
    rf"(?P<id>[{UPPER}][a-zäöüß]{{2,}}(?:vorstadt|viertel|siedlung|vorort))(?![\w-])"
)
# Districts every town has: named in a note, they say little about where someone lives.
_GENERIC_DE = re.compile(
    r"(?i:(?:neu|alt|innen|unter|ober|nord|süd|ost|west)?(?:vorstadt|viertel))"
)
_NL_STREET = re.compile(
    r"(?<![\w'’-])(?:bij|aan|op|naar|langs|over|in|vanaf|vanuit|richting|rond)[ \t]+(?:de|het)"
    rf"[ \t]+(?P<id>[{UPPER}][a-zäöüëï]{{2,}}(?:markt|plein|gracht|kade|singel|haven|dijk|wal|"
    r"straat|steeg|laan|weg|dreef|hof|veld|park|burgwal))(?![\w-])"
)
# The floor and door of a Spanish address ("…, 2.º izda.", "…, 3.º B", "…, bajo"), and the town
# after it.
_FLOOR = re.compile(
    r"(?<=\d)(?P<floor>,[ \t]+(?:\d{1,2}\.?[ \t]?[ºª](?![ \t]*[CF]\b)\.?|bajo|entresuelo|ático)"
    # An ordinal or "bajo" before a lower-case noun other than a floor's or a door's is a count or
    # a level ("dosis 1, 2ª dosis", "nivel 2, bajo riesgo"), not a floor.
    r"(?![ \t]+(?!planta|piso|izq|izda|dcha|der|pta|puerta)[a-záéíóúñü])"
    r"(?:[ \t]*(?:[A-H]\b\.?|izda\.?|izq(?:uierda)?\.?|dcha\.?|der(?:echa)?\.?|"
    r"pta\.?[ \t]*\d{1,3}|puerta[ \t]*\d{1,3}))?)"
    rf"(?:,[ \t]*(?P<town>{CAP}(?:[ \t]+(?:de|del|de la)?[ \t]*{CAP}){{0,2}}))?"
)


# The stair, door, flat and floor of an address after a comma ("…, Stiege 4, Tür 12", "…, Top 7",
# "…, bâtiment B, escalier 2", "…, portal 3, escalera 2", "…, lot 14").
_PARTS = re.compile(
    r"(?-i:,[ \t]*(?P<id>(?:Stiege|Stg\.|Tür|Top|Whg\.|Wohnung|Haus|bâtiment|Bât\.|bât\.|"
    r"escalier|esc\.|appartement|appt\.?|portal|escalera|esc\.|puerta|piso|planta|lot|Lot|"
    r"Unit|unit|Apt\.?|apt\.?|Suite|Ste\.?|Flat|flat)[ \t]*[0-9]{1,4}[A-Za-z]?\b"
    r"|(?:bâtiment|Bât\.|bât\.|escalier|portal|puerta|Stiege)[ \t]+[A-H]\b))"
    r"(?=[ \t]*(?:,|\n|$|\.(?:[ \t]|$)))"
)
# A four-digit postcode and its town after a comma ("…, Tür 12, 1210 Wien"), never a year ("…,
# 2020 Leeds audit").
_POSTCODE_TOWN = re.compile(
    rf"(?-i:,[ \t]*(?P<id>(?!(?:19|20)\d\d\b)\d{{4}}[ \t]+(?P<town>{CAP})))"
)
# A council estate or courtyard block named by its hyphenated founder: "Karl-Seitz-Hof".
_HOF = re.compile(rf"(?-i:\b[{UPPER}][a-zäöüß]+(?:-[{UPPER}][a-zäöüß]+)+-Hof\b)")


def neighbourhood_spans(text: str) -> Iterator[Span]:
    if "," in text:
        yield from regex_spans(text, "address", (_PARTS,))
        for m in _POSTCODE_TOWN.finditer(text):
            if is_town(m.group("town")) or is_small_town(m.group("town")):
                yield Span(m.start("id"), m.end("id"), "address")
    if "-Hof" in text:
        yield from regex_spans(text, "address", (_HOF,))
    for m in _DISTRICT.finditer(text):
        if not (not_a_place(m.group("name")) or is_clinical_word(m.group("name").split()[0])):
            yield Span(m.start("id"), m.end("id"), "address")
    if "vorstadt" in text or "viertel" in text or "siedlung" in text or "vorort" in text:
        for m in _DE_DISTRICT.finditer(text):
            if not _GENERIC_DE.fullmatch(m.group("id")):
                yield Span(m.start("id"), m.end("id"), "address")
    if " de " in text or " het " in text:
        yield from regex_spans(text, "address", (_NL_STREET,))
    if "º" in text or "ª" in text or "bajo" in text or "ático" in text:
        for m in _FLOOR.finditer(text):
            if m.group("floor").strip(" ,"):
                yield Span(m.start("floor"), m.end("floor"), "address")
            town = m.group("town")
            if town and (is_town(town) or is_small_town(town) or _ends_line(text, m.end("town"))):
                yield Span(m.start("town"), m.end("town"), "address")


def _ends_line(text: str, end: int) -> bool:
    rest = text[end : end + 3]
    return rest == "" or rest[0] in "\n;" or rest.startswith(".\n") or rest in (".", ". ")
