"""Places of worship and clubs a social history names: a church, parish or mosque by its name
("St Oswald's church", "Church of the Holy Cross", "First Baptist Church of …", "parroquia de
San …", "iglesia de …", "église Saint-…", "Pfarrei St. …", "…kerk"), and clubs of older people
("Pensionistenklub …", "Seniorenclub …", "club des aînés de …", "club de jubilados de …",
"hogar del jubilado de …"). A church or club named by its kind alone names no place."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span

_SAINT = r"(?:St\.?|Saint|Sainte|San|Santa|Santo|Sankt|Sint)"
# "St Oswald's church", "Holy Trinity Church", "Elim Pentecostal church"
_NAME_THEN_HEAD = re.compile(
    rf"(?-i:\b(?:{_SAINT}[ \t]+)?{CAP}(?:['’]s)?(?:[ \t]+{CAP}(?:['’]s)?){{0,2}}[ \t]+"
    r"(?:[Cc]hurch|[Cc]hapel|[Cc]athedral|[Mm]osque|[Ss]ynagogue|[Tt]emple|[Gg]urdwara|"
    r"[Mm]eeting [Hh]ouse|[Pp]arish)\b)"
)
# "Church of St Mary", "First Congregational Church of Keene"
_HEAD_OF = re.compile(
    rf"(?-i:\b(?:{CAP}[ \t]+){{0,2}}(?:Church|Chapel|Parish|Cathedral)[ \t]+of[ \t]+(?:the[ \t]+)?"
    rf"(?:{_SAINT}[ \t]+)?{CAP}(?:[ \t]+{CAP}){{0,2}})"
)
# Heads before the name in German, French, Spanish and Dutch, capitalised or not.
_HEAD_FIRST = re.compile(
    r"(?-i:\b(?:[Pp]arroquia|[Ii]glesia|[Ee]rmita|[Mm]ezquita|[Éé]glise|[Pp]aroisse|"
    r"[Mm]osquée|[Tt]emple|Pfarrei|Pfarre|Kirchengemeinde|Kirche|[Kk]erk|[Pp]arochie|"
    r"[Mm]oskee|Pensionistenklub|Pensionistenverband|Seniorenclub|Seniorenklub|Seniorentreff|"
    r"[Cc]lub des aînés|[Cc]lub du troisième âge|[Cc]lub de jubilados|[Hh]ogar del jubilado|"
    r"[Cc]entro de mayores|[Ss]eniorensoos|[Bb]uurthuis|[Oo]uderensoos|[Ss]enior center)"
    r"[ \t]+(?:(?:de la|de l['’]|des|du|de|del|van|St\.?|Sankt|Saint|Sainte|Sint|San|Santa|"
    rf"Santo|De|Het|'t)[ \t-]*)*(?P<id>{CAP}(?:[ \t-](?:(?:de|del|du|la)[ \t]+)?{CAP}){{0,3}}))"
)
# Dutch and German compounds: "Johannes de Doperkerk", "Lutherkirche", "Laurentiuskerk".
_COMPOUND = re.compile(rf"(?-i:\b[{UPPER}][a-zäöüë]{{3,}}(?:kerk|kirche|kapel|kapelle|moskee)\b)")
_GENERIC_COMPOUND = re.compile(r"(?i:(?:hoofd|stads|dorps|parochie|haupt|stadt|dorf|pfarr)\w+)")
# A denomination, a day or whose church says which faith, when or whose, not which church: "the
# Methodist church", "la iglesia Evangélica", "de kerk Zondag", "Pt's church".
_NOT_A_NAME = re.compile(
    r"(?i:catholic|catholique|católica|católico|katholische[nr]?|katholieke?|methodist|baptist|"
    r"anglican|evangelical|evangélica|evangélico|évangélique|evangelische[nr]?|protestant|"
    r"protestante|protestantse|pentecostal|orthodox|orthodoxe|ortodoxa|reformed|reformierte[nr]?|"
    r"gereformeerde|hervormde|lutheran|lutherische[nr]?|presbyterian|adventist|mormon|islamic|"
    r"jewish|sikh|hindu|free|united|local|parish|village|zondag|maandag|dinsdag|woensdag|"
    r"donderdag|vrijdag|zaterdag|dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|domingo|"
    r"lunes|martes|miércoles|jueves|viernes|sábado|sonntag|montag|dienstag|mittwoch|"
    r"donnerstag|freitag|samstag|pt|patient|patients|client|resident|his|her|their|my|our|your|"
    r"mother|father|mum|mom|dad|wife|husband|son|daughter|sister|brother|family|partner)"
)
_ANCHORS = (
    "hurch", "hapel", "athedral", "osque", "ynagogue", "emple", "urdwara", "eeting", "arish",
    "arroquia", "glesia", "rmita", "ezquita", "glise", "aroisse", "osquée", "farr", "irche",
    "erk", "arochie", "oskee", "klub", "club", "treff", "ogar del", "entro de mayores", "soos",
    "uurthuis", "enior center", "kapel",
)  # fmt: skip


def worship_and_club_spans(text: str) -> Iterator[Span]:
    if not any(a in text for a in _ANCHORS):
        return
    for pattern in (_NAME_THEN_HEAD, _HEAD_OF):
        for m in pattern.finditer(text):
            first = re.sub(r"['’]s$", "", m.group().split()[0])
            if _NOT_A_NAME.fullmatch(first):
                continue
            if first in {"St", "St.", "Saint", "San", "Santa", "Sankt", "Sint"} or not (
                not_a_place(first) or first in {"Church", "Chapel", "Parish", "Cathedral"}
            ):
                yield Span(m.start(), m.end(), "institution")
    for m in _HEAD_FIRST.finditer(text):
        first = m.group("id").split()[0]
        if not (not_a_place(m.group("id")) or _NOT_A_NAME.fullmatch(first)):
            yield Span(m.start(), m.end(), "institution")
    for m in _COMPOUND.finditer(text):
        if not _GENERIC_COMPOUND.fullmatch(m.group()):
            yield Span(m.start(), m.end(), "institution")
