"""Heads of institutions that the main patterns do not know: Galician and Catalan hospital
complexes ("Complexo Hospitalario de …"), Dutch mental-health and public-health services ("GGZ
…", "GGD …"), German medical care centres ("MVZ …"), Spanish health centres by their acronym
("CS …"), and Mexican public hospitals and family-medicine units by acronym and number ("HGZ
No. 8", "UMF 21", "HGR 1")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

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
_ACRONYM_HEAD = re.compile(
    rf"(?-i:\b(?:GGZ|GGD|MVZ|CS|CAPS|CSM|USM)[ \t]+(?:(?:am|an der|im|de|del)[ \t]+)?"
    rf"(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
_NUMBERED = re.compile(
    r"(?-i:\b(?:HGZ|HGR|HGZMF|HG|UMF|UMAA|UMAE|CMN|HGSZ|CAPASITS|CESSA)[ \t]*"
    r"(?:(?:No|Núm|N)\.?[ \t]*)?\d{1,3}\b"
    r"(?![.,]\d|[ \t]*(?:mg|ml|%|h|d|y|años|days?|weeks?|months?|years?|semanas|meses|días)\b))"
)


def regional_head_spans(text: str) -> Iterator[Span]:
    for pattern in (_LOWER_HEADS, _DOCTORS_PRACTICE):
        for m in pattern.finditer(text):
            yield Span(m.start(), m.end(), "institution")
    for m in _ONE_WORD_HOSPITAL.finditer(text):
        yield Span(m.start("id"), m.end("id"), "institution")
    for m in _HEADS.finditer(text):
        yield Span(m.start(), m.end(), "institution")
    for m in _ACRONYM_HEAD.finditer(text):
        if not not_a_place(m.group("id")):
            yield Span(m.start(), m.end(), "institution")
    for m in _NUMBERED.finditer(text):
        yield Span(m.start(), m.end(), "institution")
