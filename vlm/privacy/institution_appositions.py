"""Institutions named by one word that the next words explain: a kind in brackets ("Rosewood
(nursing home)", "Kastanjehof (verpleeghuis)", "Les Tilleuls (EHPAD)"), an apposition ("Ashlea,
her residential home", "Beukenhof, een verpleeghuis"), and the site after a ward on a heading
("Ward 7, Fernbrook", "Station 3, Lindenhof")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_KIND = (
    r"(?:nursing home|care home|residential home|rest home|home|hospital|hospice|rehab|"
    r"rehabilitation unit|community hospital|GP(?: practice| surgery)?|surgery|practice|school|"
    r"college|university|employer|SNF|LTC|ALF|assisted living|Pflegeheim|Altenheim|Seniorenheim|"
    r"Heim|Klinik|Krankenhaus|Rehaklinik|Hausarzt|Praxis|Schule|Arbeitgeber|verpleeghuis|"
    r"verzorgingshuis|woonzorgcentrum|WZC|ziekenhuis|huisarts|revalidatiecentrum|school|"
    r"werkgever|EHPAD|maison de retraite|clinique|hôpital|centre de rééducation|employeur|"
    r"école|residencia|hospital|clínica|centro de salud|colegio|empresa|centro de día)"
)
_DETERMINER = (
    r"(?:a|an|her|his|their|the|the local|een|haar|zijn|het|ihr|ihre|sein|seine|das|die|der|"
    r"ein|eine|son|sa|ses|la|le|l['’]|un|une|su|el|una)"
)
_BRACKETED = re.compile(
    rf"(?-i:(?<![\w'’-])(?P<id>{CAP}(?:[ \t]+{CAP}){{0,2}})[ \t]*\((?i:{_KIND})\))"
)
_APPOSITION = re.compile(
    rf"(?-i:(?<![\w'’-])(?P<id>{CAP}(?:[ \t]+{CAP}){{0,2}}),[ \t]+(?i:{_DETERMINER})[ \t]+"
    rf"(?:[a-zß-ÿ-]+[ \t]+)?(?i:{_KIND})\b)"
)
_WARD_SITE = re.compile(
    rf"(?-i:\b(?:Ward|WARD|Station|Afdeling|Unidad|Planta|Unité)[ \t]+\w{{1,4}},[ \t]*"
    rf"(?P<id>(?=\w{{3}}){CAP}(?:[ \t]+{CAP}){{0,2}})(?=[ \t]*(?:\n|$|[;)]|\.(?![ \t]*\d))))"
)


_ROOM = re.compile(r"(?i:zimmer|room|bed|bett|kamer|cama|chambre|box|bay|side room|bay \w+)")


def institution_apposition_spans(text: str) -> Iterator[Span]:
    if "(" not in text and "," not in text:
        return
    for pattern in (_BRACKETED, _APPOSITION, _WARD_SITE):
        for m in pattern.finditer(text):
            if not (not_a_place(m.group("id")) or _ROOM.fullmatch(m.group("id"))):
                yield Span(m.start("id"), m.end("id"), "institution")
