"""Dates in English, German, French, Spanish, Dutch and Chinese, with or without a year: "Sat
14th Oct", "2 maart", "14 de marzo de 2023", "12.3.", "15/ago/2023", "2021年3月2日", and a bare
day/month ("16/10") where it cannot be a score or a ratio. Safe Harbor keeps the year; the gate
removes the whole date all the same, since a year beside a removed day says little."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain

from vlm.privacy.chinese_dates import chinese_numeral_date_spans
from vlm.privacy.day_after_preposition import day_after_preposition_spans
from vlm.privacy.day_alone import ENTRY, PLACE_OR_PRESSURE, day_alone_spans
from vlm.privacy.day_words import day_word_spans
from vlm.privacy.spans import Span, regex_spans
from vlm.privacy.units_after import unit_after

_I = re.IGNORECASE
# Full names and abbreviations, longest first so "marzo" is not read as "mar" + "zo". "May" is
# only the month with its capital (the English modal verb is lower-case).
_MONTH_WORDS = (
    "january february march april june july august september october november december "
    "januar jänner februar märz maerz juni juli oktober dezember "
    "janvier février fevrier mars avril mai juin juillet août aout septembre octobre novembre "
    "décembre decembre enero febrero marzo abril mayo junio julio agosto setiembre octubre "
    "noviembre septiembre diciembre januari februari maart mei augustus "
    "janv févr fevr juil sept jan feb mar apr jun jul aug sep oct nov dec okt dez mär mrt "
    "fév avr déc ene abr ago dic"
)
MONTH = (
    r"(?:(?-i:May)|"
    + "|".join(sorted(set(_MONTH_WORDS.split()), key=len, reverse=True))
    + r")(?![^\W\d_])"
)
WEEKDAY = (
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|"
    r"mo|di|mi|do|fr|sa|so|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|"
    r"miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|maandag|dinsdag|woensdag|"
    r"donderdag|vrijdag|zaterdag|zondag|ma|wo|vr|za|zo)\.?"
)
_ORDINAL = r"(?:st|nd|rd|th|er|re|e|º|ª|°|\.)?"
# Ordinal days in words: German (with their endings), English and Dutch.
_DE_UNITS = r"(?:ers|zwei|drit|vier|fünf|sechs|sieb|ach|neun)"
_ORDINAL_WORDS = (
    rf"(?:(?:{_DE_UNITS}|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|"
    rf"neunzehn|(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:zwanzig|dreißig))"
    r"(?:t|st)(?:e[nmrs]?)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth|"
    r"twenty-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirty-first|"
    r"eerste|tweede|derde|vierde|vijfde|zesde|zevende|achtste|negende|tiende)"
)
_YEAR = r"(?:\d{4}|'\d{2}|\d{2}(?![\d:]))"
DATES = [
    # numeric with a year: 04/22/1948, 09.03.2021, 2021-03-02, 3-11-21, 12.05/2024 (never 14-3-3,
    # nor a decimal before a slash and two digits: "Co-careldopa 12.5/50" is a dose)
    re.compile(
        r"(?<![\w.,/-])(?:\d{1,2}(?:[/-]\d{1,2}[/.-](?:\d{4}|\d{2})|\.\d{1,2}(?:[.-](?:\d{4}|\d{2})|"
        r"/\d{4}))|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})"
        r"(?![\w/]|[.-]\d)"
    ),
    # day month [year]: "14th Oct", "2 maart", "14 de marzo de 2023", "3. März 2021", "1er mars"
    re.compile(
        rf"(?<![\w.,/])(?:{WEEKDAY},?\s+)?(?:the\s+)?\d{{1,2}}{_ORDINAL}\s*(?:of\s+|de\s+)?"
        rf"{MONTH}\.?(?:,?\s*(?:de(?:l)?\s+)?{_YEAR})?",
        _I,
    ),
    # a range of days in one month: "vom 3. bis 10. März", "du 3 au 10 mars", "del 3 al 10 de
    # marzo", "van 3 t/m 10 maart", "3-10 March", "14th-16th March"
    re.compile(
        rf"(?<![\w.,/])\d{{1,2}}{_ORDINAL}\s*(?:bis|au|al|tot|t/m|to|until|-|–)\s*\d{{1,2}}{_ORDINAL}\s*"
        rf"(?:de\s+|of\s+)?{MONTH}\.?",
        _I,
    ),
    # a day written as an ordinal word, as dictation writes it: "vierzehnten März", "the third of
    # May", "derde april"
    re.compile(
        rf"\b(?:{_ORDINAL_WORDS})\s+(?:of\s+)?{MONTH}\b",
        _I,
    ),
    # month day [year]: "Feb 17, 2023", "August 8", "Oct 28"
    re.compile(rf"\b{MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?![\d:.,]\d)(?:,?\s+\d{{4}})?", _I),
    # month year: "March 2024", "mars 2021"
    re.compile(rf"\b{MONTH}\.?\s+(?:de\s+)?\d{{4}}\b", _I),
    # 15/ago/2023, 3-Mar-21
    re.compile(rf"\b\d{{1,2}}[/.\s-]{MONTH}\.?[/.\s-]\d{{2,4}}\b", _I),
    # a day and a month's abbreviation joined without a year: "05-jun", "12/Oct"
    re.compile(rf"(?<![\w.,/-])\d{{1,2}}[/-]{MONTH}(?![\w/-]|\.\d)", _I),
    # Chinese: 2021年3月2日, 3月5日, 11月8号
    re.compile(r"(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*[日号號]|\d{4}\s*年\s*\d{1,2}\s*月"),
]
# A bare day and month ("16/10", "12.3.") is a date only when it cannot be a score or a ratio.
_DAY_MONTH = re.compile(
    r"(?<![\w.,/:-])(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P<dot>\.)?(?![\w/-]|[.,]\d)"
)
_DATE_CUE = re.compile(
    rf"(?:\b(?:on|due|from|until|till|since|by|dated?|seen|admitted|discharged|arrived|"
    rf"admission|discharge|opname|ontslag|aufnahme|entlassung|ingreso|alta|entrée|sortie|"
    rf"le|du|au|depuis|am|vom|bis|seit|ab|el|del|al|desde|hasta|op|tot|sinds|vanaf|per|datum|d\.d\.|"
    rf"fecha|date|round|visit|visite|visita|mdt|mdo|rcp|wr|{ENTRY})\s*:?\s*|\b{WEEKDAY},?\s+|"
    rf"[-–—]\s+)$",
    _I,
)
# A score's name up to three words before ("Power improved from 3/5", "MRC grade now 4/5").
_SCORE_BEFORE = re.compile(
    r"\b(?:mrc|power|strength|gcs|moca|mmse|nihss|score|grade|scale|acuity|va|bp|ratio|edss|"
    r"mrs|force|kraft|puissance|fuerza|kracht|yahr|rankin|stage|stadium|stade|estadio|class|"
    r"klasse|classe|clase|grad|grado|graad|level|fazekas|koos|karnofsky|ecog|hess|fisher|wfns|"
    r"ashworth|brackmann|aspects|tici|barthel|engel|spetzler|lawton|frisen)"
    r"(?:\W+[^\W\d]+){0,3}\W*$",
    _I,
)
# A bed, a room or a ward's number, or a blood pressure in cmHg, just before: "Bed 12/3".
_ROOM_BEFORE = re.compile(rf"\b(?:{PLACE_OR_PRESSURE})[ \t]*[:#]?[ \t]*$", _I)
# British notes write durations as days over 7, months over 12, weeks over 52.
_DURATION_AFTER = re.compile(
    r"\s*(?:history|hx|h/o|ago|post|of|later|prior|before|previously|duration|course|f/?u|"
    r"follow-?up|review|r/v|rv|time|from now)\b",
    _I,
)
_DURATION_BEFORE = re.compile(
    r"\b(?:for|in|over|within|last|past|after|since|about|approx\.?|~|x|review in|f/?u in|"
    r"r/v in)\s*$",
    _I,
)
# A second value over the same total after it: "3/5 to 4/5", "3/5 -> 4/5" (a score's change).
_SAME_TOTAL_AFTER = r"\s*(?:to|->|→|then|now|and|,)\s*\d{{1,2}}/{total}(?!\d)"
# A laboratory value before a full stop ("WBC 11.2.", "Hb 9.8.") is a decimal, not "11 Feb".
# So is a value after a measured quantity written out or a verb that gives one ("glucose 5.6.",
# "Glukose 5.6.", "Temp was 7.2.").
_LAB_BEFORE = re.compile(
    r"(?<!\w)(?:[A-Z]{2,6}[a-z0-9]?|Hb|Na|K|Cl|Ca|Mg|Hk|pH|Krea|(?i:[\w-]*(?:glucose|glukose|"
    r"glucosa|glycémie|glycemia|glucemia|glykämie|sodium|sodio|natrium|kalium|potassium|potasio|"
    r"creatinine|kreatinin|créatinine|creatinina|h[aä]emoglobin|hémoglobine|hemoglobina|"
    r"hemoglobine|lactate?|lactato|laktat|protein|protéines?|proteínas?|eiwei(?:ß|ss)|eiwit|"
    r"albumin[ea]?|bilirubin[ea]?|ferritin[ea]?|calcium|calcio|kalzium|magnesium|magnesio|"
    r"phosphate?|fosfato|urea|harnstoff|ureum|cholesterol|cholestérol|colesterol|cholesterin|"
    r"triglycerides?|level|levels|spiegel|taux|nivel|niveau|wert|valeur|valor|waarde|"
    r"concentration|konzentration|concentración|concentratie|count|zahl|pressure|druck|"
    r"pression|presión|druk|temp|temperature|temperatur|température|temperatura|weight|"
    r"gewicht|poids|peso|index|ratio|was|is|were|are|war|ist|est|était|es|era|fue|bedroeg|"
    r"betrug|of|von|de|van|at|to|bei|à|a|op)))\s*[:=]?\s*$"
)
# A decimal and a comma before: the value ends a list of measurements, not "2 Sep".
_DECIMAL_BEFORE = re.compile(r"\d[.,]\d+[ \t]*[,;][ \t]*$")
_TIME_AFTER = re.compile(r"\s*(?:at\s+|à\s+|um\s+|a las\s+|om\s+)?\d{1,2}[:h]\d{2}")


# Days listed before their month: "11th and 18th September", "3 et 10 mars", "4. und 11. Mai".
_DAY_LIST = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th|er|\.)?(?:[ \t]*(?:,|and|&|et|und|y|en|or|ou|oder|o|of)[ \t]*"
    rf"\d{{1,2}}(?:st|nd|rd|th|er|\.)?)+[ \t]+(?:of[ \t]+|de[ \t]+)?{MONTH}\b",
    _I,
)
# Two days and months joined by a word of range: "21-10 t/m 29-10", "3.4. bis 9.4.",
# "del 2/3 al 9/3" (a score's range, "4/5 to 5/5", keeps its total: the second numbers match and
# are no more than the first).
_RANGE = re.compile(
    r"(?<![\w.,/:-])(?P<a>\d{1,2})(?P<s1>[/.-])(?P<b>\d{1,2})\.?[ \t]*"
    r"(?:t/m|tot en met|tot|to|till|until|through|bis|au|al|a|hasta|-|–)[ \t]*"
    r"(?P<c>\d{1,2})(?P=s1)(?P<d>\d{1,2})\.?(?![\w/-]|[.,]\d)",
    _I,
)


def date_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "date", DATES)
    for m in _DAY_MONTH.finditer(text):
        if _is_day_month(text, m):
            yield Span(m.start(), m.end(), "date")
    yield from regex_spans(text, "date", (_DAY_LIST,))
    for m in _RANGE.finditer(text):
        if _is_range(text, m):
            yield Span(m.start(), m.end(), "date")
    yield from chinese_numeral_date_spans(text)
    yield from day_word_spans(text)
    for span in chain(day_alone_spans(text), day_after_preposition_spans(text)):
        if not _SCORE_BEFORE.search(text[max(0, span.start - 40) : span.start]):
            yield span


# Four numbers joined by hyphens and nothing else: a rule or a code; a range of two dates is
# written with a word or spaces around its dash ("21-10 t/m 29-10", "3-4 - 9-4").
_NUMBER_CHAIN = re.compile(r"\d{1,2}-\d{1,2}-\d{1,2}-\d{1,2}")


def _is_range(text: str, m: re.Match[str]) -> bool:
    """Two day-months in a range, unless it reads as a score's change ("4/5 to 5/5")."""
    a, b, c, d = (int(m.group(g)) for g in "abcd")
    if _NUMBER_CHAIN.fullmatch(m.group().rstrip(".")):
        return False  # "the 1-3-6-12 rule", "14-3-3-2": numbers chained by hyphens alone
    if not all(1 <= day <= 31 and 1 <= month <= 12 for day, month in ((a, b), (c, d))):
        return False
    if _SCORE_BEFORE.search(text[max(0, m.start() - 40) : m.start()]):
        return False
    return not (b == d and m.group("s1") == "/" and a <= b and c <= d)


def _is_day_month(text: str, m: re.Match[str]) -> bool:
    a, b = int(m.group("a")), int(m.group("b"))
    if not (1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12):
        return False
    if unit_after(text, m.end()):
        return False  # "Ab 12.4 nmol/L", "3/4 mg": a measurement
    before = text[max(0, m.start() - 40) : m.start()]
    if _SCORE_BEFORE.search(before) or _ROOM_BEFORE.search(before):
        return False
    total = m.group("b")
    if m.group("sep") == "/" and re.match(_SAME_TOTAL_AFTER.format(total=total), text[m.end() :]):
        return False
    duration = _DURATION_AFTER.match(text, m.end()) or _DURATION_BEFORE.search(before)
    if m.group("sep") == "/" and total in ("7", "12", "52") and duration:
        return False  # "10/7 history", "in 6/52": days, months or weeks in British notes
    if m.group("sep") == "-":  # "op 18-3", "dienst 18-3 om 22.00": only with a cue or a time
        cued = _DATE_CUE.search(before) or _TIME_AFTER.match(text, m.end())
        return bool(cued) and b <= 12
    if m.group("sep") == "." and _DATE_CUE.search(before):
        return b <= 12  # "vom 12.3"
    if m.group("sep") == "." and _DECIMAL_BEFORE.search(before):
        return False  # "FVC 2.8, 2.7, 2.9.": the last of a list of decimals
    if m.group("sep") == "." and m.group("dot") and not _LAB_BEFORE.search(before):
        return b <= 12  # German "12.3."
    if m.group("sep") == ".":
        return False  # a decimal
    if _DATE_CUE.search(before) or _TIME_AFTER.match(text, m.end()):
        return True
    zero = m.group("a").startswith("0") or m.group("b").startswith("0")
    return zero or a > b  # "14/03", "16/10": a score is never more than its total
