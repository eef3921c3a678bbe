"""Dates written without a month name or a second number: a weekday and its day ("Friday the
10th", "Thurs 16th", "lundi 12", "Mittwoch, den 14."), an ordinal day after a word of time ("on
the 7th", "by the 21st."), and a month in Roman numerals ("12-IV", "3.XI.2024", "14. III."),
as European notes write them. Words that head a dated entry ("Nachtdienst", "overdracht",
"handover", "nota") let a bare day and month after them count as a date (dates.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.spans import Span

# Words that head a dated entry in a nursing or progress record.
ENTRY = (
    r"\w*dienst|shift|handover|overdracht|note|nota|notitie|entry|verlauf|rapport|"
    r"transmissions?|observation|evoluci[óo]n|évolution|turno|guardia|garde|verslag"
)
# A bed, a room or a ward just before a number ("Bed 12/3", "Zimmer 3.12.") and a blood
# pressure in cmHg ("Tension 13/8"): never a date (read by dates.py).
PLACE_OR_PRESSURE = (
    r"bed|bay|beds|room|station|zimmer|kamer|chambre|habitación|habitacion|cama|lit|bett|box|"
    r"tension|ta|pa|rr|blutdruck|tensión|tension artérielle|bloeddruk|bd|presión"
)
_WEEKDAY_FULL = (
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|"
    r"donnerstag|freitag|samstag|sonnabend|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|"
    r"dimanche|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|maandag|"
    r"dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag"
)
_WEEKDAY_SHORT = r"mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|mit|don|fre|sam|son|mer|jeu|ven"
_ORDINAL = r"(?:st|nd|rd|th|er|e|º|ª|\.)"
# Not a time, a dose, a count or a decimal after the day ("Friday 10:30", "Monday 12 h").
_NOT_AFTER = (
    r"(?![\d:/]|[.,]\d|[ \t]*(?i:h\b|uur|Uhr|min|%|mg|ml|x\b|times|hours?|days?|[ap]\.?m\b|"
    r"tab|caps|puffs|drops|units|Tablette|comprim|gouttes|gotas|pastillas))"
)
# A day of every week is a schedule, not a date ("every Saturday 2 tablets").
_EVERY = re.compile(r"(?i:\b(?:every|each|jeden|jede|chaque|tous les|cada|elke|iedere)[ \t]+$)")
_DAY_AFTER_WEEKDAY = re.compile(
    rf"\b(?=[^\W\d_][a-zà-ÿ])(?i:(?:(?:{_WEEKDAY_FULL})\.?,?[ \t]+"
    r"(?:(?:the|den|le|el|de|día|dia)[ \t]+)?"
    rf"(?P<a>\d{{1,2}}){_ORDINAL}?|(?:{_WEEKDAY_SHORT})\.?,?[ \t]+(?:the[ \t]+)?"
    rf"(?P<b>\d{{1,2}}){_ORDINAL}))(?<!\.){_NOT_AFTER}"
)
_ORDINAL_DAY = re.compile(
    r"\b(?=[^\W\d_][a-z])(?i:(?:on|by|until|till|since|before|after|from|of|around|about)"
    r"[ \t]+the[ \t]+"
    r"(?P<a>\d{1,2})(?:st|nd|rd|th))"
    r"(?=[ \t]*(?:[.,;:)]|$|\n|(?i:at|and|or|to|when|for|until|in the)\b))"
)
# Spanish "el día 19", "el pasado día 3": a day of this month (not a hospital day: "día 3 de
# ingreso", "día 5 postoperatorio").
_DIA = re.compile(
    r"\b(?=[^\W\d_][a-zà-ÿ])(?i:(?:el|del|al|pasado|próximo|proximo)[ \t]+"
    r"(?:pasado[ \t]+|próximo[ \t]+)?d[ií]a)[ \t]+"
    r"(?P<a>\d{1,2})\b(?![.,:/]\d|[ \t]*(?:de[ \t]+(?:ingreso|tratamiento|evoluci[óo]n|vida|"
    r"estancia)|post|\+))"
)
# A day and month ending a heading line after a comma or in brackets ("MDO ouderengeneeskunde,
# 11-9", "社工記錄 (3/10)").
_HEADING_DATE = re.compile(
    r"(?m)(?:,[ \t]*|\([ \t]*)(?P<a>\d{1,2})[-/.](?P<m>\d{1,2})\.?[ \t]*\)?[ \t]*$"
)
_ROMAN = r"(?:XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)"
_ROMAN_MONTH = re.compile(
    rf"(?<![\w.,/-])(?P<a>\d{{1,2}})(?:[-./]{_ROMAN}(?:[-./](?:\d{{4}}|\d{{2}}))?"
    rf"|\.[ \t]{_ROMAN}\.(?:[ \t]?\d{{4}})?)(?![\w-])"
)


def day_alone_spans(text: str) -> Iterator[Span]:
    """A day after its weekday or a word of time, and a day before a Roman-numeral month."""
    for m in _HEADING_DATE.finditer(text):
        line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        if any(ch.isdigit() for ch in line):
            continue  # "Power 4/5, 3/5", "BP 120/80, 14-3": values, not a heading's date
        if 1 <= int(m.group("a")) <= 31 and 1 <= int(m.group("m")) <= 12:
            yield Span(m.start("a"), m.end("m"), "date")
    for pattern in (_DAY_AFTER_WEEKDAY, _ORDINAL_DAY, _ROMAN_MONTH, _DIA):
        for m in matches(pattern, text):
            day = m.group("a") or m.groupdict().get("b")
            if not day or not 1 <= int(day) <= 31 or _EVERY.search(text, 0, m.start()):
                continue
            start = m.start("a") if pattern in (_ORDINAL_DAY, _DIA) else m.start()
            yield Span(start, m.end(), "date")
