"""A day of the month written as a cardinal word before its month, as French, Spanish and
Dutch dictation writes it ("douze mars", "le premier décembre", "veintiuno de noviembre", "dos
de agosto", "drie oktober", "nonante" never being a day), an English month with its ordinal
after it ("March the ninth", "October 3rd" is read elsewhere), and a letter's place before such
a date at the start of a line ("Namur, le vingt avril"). Only full month names count: "deux
mar" or "tres dic" are no dates."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_MONTHS = (
    r"janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|"
    r"décembre|decembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|"
    r"octubre|noviembre|diciembre|januari|februari|maart|april|mei|juni|juli|augustus|"
    r"september|oktober|november|december"
)
_MONTH = re.compile(rf"(?<![\w-])(?i:{_MONTHS})(?![\w-])")
_EN_MONTH = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December)[ \t]+(?:the[ \t]+)?(?P<day>(?:twenty-|thirty-)?(?:first|second|third|fourth|"
    r"fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|"
    r"nine)teenth|twentieth|thirtieth)\b"
)
_FR_UNIT = r"(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf)"
# The day before the month, read backwards from the month: the word and what links them.
_DAY_BEFORE = re.compile(
    r"(?<![\w-])(?P<day>(?i:"
    # French: "premier", "deux" … "trente et un" ("un" alone is an article: left out)
    rf"premier|1er|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|"
    rf"quinze|seize|dix-sept|dix-huit|dix-neuf|vingt(?:[- ]et[- ]un|-{_FR_UNIT})?|"
    r"trente(?:[- ]et[- ]un)?|"
    # Spanish, before "de": "primero", "dos" … "treinta y uno"
    r"primero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|"
    r"quince|diecis[ée]is|diecisiete|dieciocho|diecinueve|veinte|veinti(?:uno|ún|d[óo]s|tr[ée]s|"
    r"cuatro|cinco|s[ée]is|siete|ocho|nueve)|treinta(?: y uno)?|"
    # Dutch: "twee" … "eenendertig" ("een" alone is an article: left out)
    r"één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|"
    r"zestien|zeventien|achttien|negentien|twintig|(?:een|twee|drie|vier|vijf|zes|zeven|acht|"
    r"negen)[eë]n(?:twintig)|dertig|eenendertig"
    r"))[ \t]+(?:de[ \t]+)?\Z"
)
# A Spanish cardinal is a day only before "de": "tres meses" is a count, "tres de marzo" a date.
_SPANISH_WITHOUT_DE = re.compile(
    r"(?i:primero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|"
    r"quince|diecis[ée]is|diecisiete|dieciocho|diecinueve|veinte|veinti\w+|treinta(?: y uno)?)"
    r"[ \t]+\Z"
)
_SPANISH_MONTH = re.compile(
    r"(?i:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|"
    r"noviembre|diciembre)"
)
# A letter's place and date: "Bruxelles, le vingt-deux avril"; never a greeting or a heading
# word before the date ("Madame, le …", "Fait, le …")
_NOT_A_TOWN = frozenset(
    [
        "Madame",
        "Monsieur",
        "Mademoiselle",
        "Fait",
        "Signé",
        "Date",
        "Datum",
        "Fecha",
        "Visite",
        "Consultation",
        "Consulta",
        "Revu",
        "Vu",
        "Vue",
        "Señora",
        "Señor",
        "Mevrouw",
        "Meneer",
        "Note",
        "Nota",
    ]
)
_DATELINE_PLACE = re.compile(
    rf"(?m)^[ \t]*(?P<id>{CAP}(?:[ \t-]{CAP}){{0,3}}),[ \t]*(?:(?:le|den|el|a|op|the)[ \t]+)?\Z"
)


def day_word_spans(text: str) -> Iterator[Span]:
    """Days in words before a full month name, an English month with an ordinal after it, and
    the town of a dateline before such a date."""
    for m in matches(_MONTH, text):
        before = text[max(0, m.start() - 24) : m.start()]
        day = _DAY_BEFORE.search(before)
        if day is None:
            continue
        if _SPANISH_MONTH.fullmatch(m.group()) and _SPANISH_WITHOUT_DE.search(before):
            continue
        start = m.start() - len(before) + day.start("day")
        yield Span(start, m.end(), "date")
        line = text[max(0, text.rfind("\n", 0, start) + 1) : start]
        place = _DATELINE_PLACE.search(line)
        if place is not None and place.group("id").split()[0] not in _NOT_A_TOWN:
            offset = start - len(line)
            yield Span(offset + place.start("id"), offset + place.end("id"), "address")
    yield from regex_spans(text, "date", (_EN_MONTH,))
