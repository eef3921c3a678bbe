"""Schools, homes and workplaces named after a person or a saint by shapes the institution rules
miss: a German compound whose name is hyphenated to its head ("Georg-Cantor-Gymnasium",
"Käthe-Kollwitz-Schule", "Anne-Frank-Realschule"), a Spanish head in lower case before a
religious name ("colegio Nuestra Señora de …", "residencia Santa …", "instituto San …"), and a
Chinese school known by its city and number ("成都七中", "北京四中")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import CAP, HAN
from vlm.privacy.spans import Span, regex_spans

_HYPHENATED = re.compile(
    r"(?-i:\b(?:[A-ZÄÖÜ][a-zäöüß]+-){1,3}(?:Gymnasium|Schule|Grundschule|Realschule|Gesamtschule|"
    r"Oberschule|Mittelschule|Hauptschule|Förderschule|Berufsschule|Kolleg|Kindergarten|Kita|"
    r"Stift|Heim|Haus|Hospital|Krankenhaus|Klinik|Werkstätten|Werkstatt)\b)"
)
_RELIGIOUS = re.compile(
    r"(?i:\b(?:colegio|instituto|escuela|residencia|hogar|guardería|parroquia|hospital|clínica|"
    r"centro)[ \t]+)"
    r"(?-i:(?:Nuestra Señora|Virgen|Sagrado Corazón|Santa|Santo|San|María|Madre)"
    rf"(?:[ \t](?:(?:de|del|de la|de los|y)[ \t])?{CAP}){{1,4}})"
)
# A nursery or school named with an article: "kinderdagverblijf De Boefjes", "guardería Los
# Pitufos", "école maternelle Les Coquelicots", "crèche Les P'tits Loups", "Kita Die Strolche".
_ARTICLE_NAMED = re.compile(
    r"(?i:\b(?:kinderdagverblijf|kinderopvang|peuterspeelzaal|buitenschoolse opvang|crèche|"
    r"halte-garderie|école(?:[ \t]+(?:maternelle|primaire|élémentaire))?|guardería|"
    r"escuela infantil|Kita|Kindertagesstätte|Kindergarten)[ \t]+)"
    r"(?-i:(?:De|Het|'t|Les|Le|La|L['’]|Los|Las|El|Die|Der|Das)[ \t]+"
    rf"{CAP}(?:[ \t](?:{CAP}|de|van|en|et|y|und)){{0,3}})"
)
_NUMBERED = re.compile(
    rf"[{HAN}]{{2}}(?:[一二三四五六七八九十]{{1,3}}|\d{{1,3}})中(?:学|學)?(?![风風度等期旬心毒暑枢樞])"
)


def named_school_spans(text: str) -> Iterator[Span]:
    if "-" in text:
        yield from regex_spans(text, "institution", (_HYPHENATED,))
    yield from regex_spans(text, "institution", (_RELIGIOUS,))
    for m in _ARTICLE_NAMED.finditer(text):
        end = m.end()
        if text[m.start() : end].split()[-1] in ("de", "van", "en", "et", "y", "und"):
            end = m.start() + text[m.start() : end].rstrip().rfind(" ")
        yield Span(m.start(), end, "institution")
    if "中" in text:
        yield from regex_spans(text, "institution", (_NUMBERED,))
