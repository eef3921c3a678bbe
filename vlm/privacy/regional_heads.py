"""Heads of institutions that the main patterns do not know: Galician and Catalan hospital
complexes ("Complexo Hospitalario de …"), Dutch mental-health and public-health services ("GGZ
…", "GGD …"), German medical care centres ("MVZ …"), Spanish health centres by their acronym
("CS …"), and Mexican public hospitals and family-medicine units by acronym and number ("HGZ
No. 8", "UMF 21", "HGR 1")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_LINK = r"(?:de|da|do|del|de la|dos|das|am|an der|im|in|i|d['’])"
_HEADS = re.compile(
    rf"(?-i:\b(?:Complexo Hospitalario(?: Universitario)?|Complexo Asistencial|"
    rf"Hospital Universitari|Hospital Comarcal)"
    rf"(?:[ \t]+(?:{_LINK}[ \t]+)?{CAP}){{1,4}})"
)
# French heads in lower case before a name ("cabinet de radiologie Mauves-Imagerie", "école
# Jules-Verne", "lycée Carnot"), Spanish hospitals known by one kind word ("el Clínico de …",
# "del Provincial"), German practices of several doctors ("Praxis Dres. Heemann & Lohmöller").
_LOWER_HEADS = re.compile(
    rf"(?-i:\b(?:cabinet (?:de radiologie|d['’]imagerie|de kinésithérapie|d['’]orthophonie|"
    rf"infirmier)|centre (?:de radiologie|d['’]imagerie|de rééducation|de soins)|école|"
    rf"collège|lycée|université|institut)[ \t]+(?:(?:de la|de l['’]|des|du|de|d['’])[ \t]*)?"
    rf"{CAP}(?:[ \t-](?:(?:de|du|des|la)[ \t]+)?{CAP}){{0,3}})"
)
_ONE_WORD_HOSPITAL = re.compile(
    rf"(?-i:\b(?:el|del|al)[ \t]+(?P<id>(?:Clínico|Clínic|Provincial|Comarcal)"
    rf"(?:[ \t]+(?:de|del)[ \t]+{CAP}(?:[ \t]+{CAP})?)?)(?![\w-]))"
)
_DOCTORS_PRACTICE = re.compile(
    rf"(?-i:\b(?:Gemeinschafts|Hausarzt|Gruppen)?[Pp]raxis[ \t]+Dres\.?[ \t]+{CAP}"
    rf"(?:[ \t]*(?:,|&|und|/)[ \t]*(?:Dr\.?[ \t]+)?{CAP}){{0,3}})"
)
# Laboratories and radiology practices by their doctor ("Labor Dr. Gärtner", "Laboratoire du
# Dr Morin"), schools and day-care ("Kita Sonnenschein", "Grundschule am Wall", "basisschool De
# Regenboog", "Colegio San Fermín", "Secundaria Técnica 12").
_LAB_OR_SCHOOL = re.compile(
    rf"(?-i:\b(?:(?:Labor|Laborpraxis|Laboratoire|Laboratorio|Laboratorium|Radiologie|"
    rf"Röntgenpraxis)[ \t]+(?:(?:du|de|del)[ \t]+)?(?:Dr|Dres|Drs)\.?[ \t]+{CAP}"
    rf"(?:[ \t]*(?:&|und|y|et)[ \t]*{CAP})?|"
    rf"(?:Kita|Kindergarten|Kindertagesstätte|Grundschule|Hauptschule|Realschule|Gesamtschule|"
    rf"Gymnasium|Berufsschule|Förderschule|[Bb]asisschool|Kinderopvang|Colegio|Escuela|"
    rf"Secundaria(?: Técnica| General)?|Primaria|Preparatoria|Guardería|Crèche|[Cc]rèche)"
    rf"(?:[ \t]+(?:(?:am|an der|im|de|del|De|Het|'t)[ \t]+)?(?:{CAP}|\d{{1,3}}\b)){{1,3}}))"
)
_ACRONYM_HEAD = re.compile(
    rf"(?-i:\b(?:GGZ|GGD|MVZ|CS|CAPS|CSM|USM|WZC|RVT|PVT|DVC)[ \t]+"
    rf"(?:(?:am|an der|im|de|del|De|Het|'t|La|Le|Les|El)[ \t]+)?"
    rf"(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
_NUMBERED = re.compile(
    r"(?-i:\b(?:HGZ|HGR|HGZMF|HG|UMF|UMAA|UMAE|CMN|HGSZ|CAPASITS|CESSA)[ \t]*"
    r"(?:(?:No|Núm|N)\.?[ \t]*)?\d{1,3}\b"
    r"(?![.,]\d|[ \t]*(?:mg|ml|%|h|d|y|años|days?|weeks?|months?|years?|semanas|meses|días)\b))"
)


# A French or Spanish acronym before a town ("CMRR de Rouen", "CMP de Vierzon", "CAPS de Lleida").
_ACRONYM_OF_TOWN = re.compile(rf"(?-i:\b[A-Z]{{2,6}}[ \t]+(?:de|du|d['’])[ \t]*(?P<town>{CAP}))")


_LAB_OR_SCHOOL_WORDS = (
    "Labor", "Laborat", "Radiologie", "Röntgen", "Kita", "Kinder", "schule", "Gymnasium",
    "asisschool", "Colegio", "Escuela", "Secundaria", "Primaria", "Preparatoria", "Guardería",
    "rèche",
)  # fmt: skip
# The words each pattern needs: a text without them is not searched (str.find is fast; long
# runs of initials made every pattern start at every capital).
_NEEDS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (_LOWER_HEADS, ("cabinet", "centre", "école", "collège", "lycée", "université", "institut")),
    (_DOCTORS_PRACTICE, ("raxis",)),
    (_LAB_OR_SCHOOL, _LAB_OR_SCHOOL_WORDS),
    (_HEADS, ("Complexo", "Hospital")),
)


def regional_head_spans(text: str) -> Iterator[Span]:
    if any(w in text for w in (" de ", " du ", " d'", " d’")):
        for m in _ACRONYM_OF_TOWN.finditer(text):
            if is_town(m.group("town")) or is_small_town(m.group("town")):
                yield Span(m.start(), m.end(), "institution")
    for pattern, needs in _NEEDS:
        if any(w in text for w in needs):
            yield from regex_spans(text, "institution", (pattern,))
    if any(w in text for w in ("Clínic", "Provincial", "Comarcal")):
        yield from regex_spans(text, "institution", (_ONE_WORD_HOSPITAL,))
    for m in _ACRONYM_HEAD.finditer(text):
        if not not_a_place(m.group("id")):
            yield Span(m.start(), m.end(), "institution")
    yield from regex_spans(text, "institution", (_NUMBERED,))
