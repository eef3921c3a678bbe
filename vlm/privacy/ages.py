"""Ages over 89 and birth years that reveal one (HIPAA Safe Harbor: every age over 89 and every
date element, the year included, that shows it goes), in English, German, French, Spanish,
Dutch and Chinese. Ages up to 89 stay: they matter clinically."""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.spans import Span, regex_spans

_I = re.IGNORECASE
_N = r"(?P<n>\d{2,3})"
# The unit after the number, taken with it so "93-year-old" does not read "90 or older-year-old".
_UNIT = (
    r"(?:[- ]?(?:years?|yrs?|yo|y/o|y\.o\.)(?:[- ]old)?|-year-old|\s*years? of age|"
    r"(?:\s*|-)(?:Jahre(?:n| alt)?|J\.|jährige[rmns]?|jährig)|\s*ans|\s*años|\s*a\.|"
    r"(?:\s*|-)(?:jaar(?: oud)?|jarige|jr\.?)|\s*(?:周岁|週歲|岁|歲))"
)
AGES = [
    re.compile(rf"(?<![\d.,/:-]){_N}(?P<unit>{_UNIT})(?![^\W\d_])", _I),
    re.compile(
        rf"\b(?:aged|age|âgée?|agée?|edad(?: de)?|de edad|leeftijd|Alter|im Alter von|"
        rf"à l'âge de|a la edad de|op (?:de )?leeftijd van)\s*:?\s*(?:de\s+)?{_N}(?!\d|[.,]\d)",
        _I,
    ),
    re.compile(rf"(?:年龄|年齡)\s*[:：]?\s*{_N}"),
    re.compile(rf"(?<![\w.,/-]){_N}\s?/?\s?(?P<unit>[MFmfWw])\b(?![.,]\d)"),  # "93F", "93/M"
    re.compile(rf"(?<![\w.,/-])[MFmf]\s?/\s?{_N}(?![\w.,/]|-\d)"),  # "Sex/Age: F/93"
    re.compile(rf"(?<![\d.,/:-]){_N}(?P<unit>yo|y/o|yr)[MFmfWw]\b"),  # "95yoM", "92yoF"
]
# Ages over 89 written in words, with their unit: "ninety-two-year-old", "zweiundneunzig Jahre",
# "quatre-vingt-treize ans", "noventa y dos años", "tweeënnegentig jaar", "九十二岁", "in her 90s".
_UNITS_EN = "one|two|three|four|five|six|seven|eight|nine"
_WORDS_90 = (
    rf"(?:ninety(?:[- ](?:{_UNITS_EN}))?|(?:a |one )?hundred(?: and \w+)?|"
    r"(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?neunzig|hundert|"
    r"quatre-vingt-(?:dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf)|"
    r"nonante(?:-\w+)?|cent|noventa(?: y (?:uno|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?|"
    r"cien|(?:(?:een|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:en|ën))?negentig|honderd)"
)
WORDS_90 = _WORDS_90  # read by age_phrases.py ("aged ninety three")
AGES_IN_WORDS = [
    re.compile(
        rf"\b{_WORDS_90}(?:[- ]years?[- ]old|[- ]year|\s+years?(?: of age)?|\s*-?jährige[rmns]?|"
        rf"\s+Jahre(?:n| alt)?|\s+ans|\s+años|\s+jaar(?: oud)?|-jarige)\b",
        re.IGNORECASE,
    ),
    re.compile(r"(?:九十[一二三四五六七八九]?|一百)\s*(?:周岁|週歲|岁|歲)"),
    re.compile(
        r"\b(?:in (?:his|her|their) (?:90s|nineties|late eighties and nineties)|"
        r"in den (?:90ern|Neunzigern)|nonagénaire|nonagenari[oa]|nonagenarian|negentiger)\b",
        re.IGNORECASE,
    ),
]
_BORN = (
    r"(?:born(?: in)?|b\.|year of birth|YOB|DOB|geb\.|geboren(?: im Jahr| in| am)?|Jahrgang|"
    r"Geburtsjahr|née?(?: en)?|année de naissance|nacid[oa](?: en| el año)?|nació en|"
    r"año de nacimiento|geboortejaar|geboren(?: in)?)"
)
BIRTH_YEARS = [
    re.compile(rf"\b{_BORN}\s*:?\s*(?P<y>(?:18|19|20)\d\d)\b", _I),
    re.compile(r"(?:出生于|出生於|出生年份\s*[:：]?\s*)(?P<y>(?:18|19|20)\d\d)\s*年?"),
    re.compile(r"(?P<y>(?:18|19|20)\d\d)\s*年(?:出生|生)"),
]


# "Gehstrecke 100 m", "walks 100 m": metres, not a man's age.
_WALKING = re.compile(
    r"(?i:walk\w*|distance|gehstrecke|gehen|geht|läuft|loop\w*|marche|périmètre|camin\w*|"
    r"deambula\w*|metres?|meters?|mobilis\w*)"
)


def _distance(text: str, m: re.Match[str]) -> bool:
    unit = m.groupdict().get("unit") or ""
    return unit.strip() == "m" and bool(_WALKING.search(text, max(0, m.start() - 40), m.start()))


def age_spans(text: str, this_year: int | None = None) -> Iterator[Span]:
    """Ages over 89 (the number and its unit become "90 or older"), and birth years at least
    90 years before `this_year` (today's), which give such an age back."""
    for pattern in AGES:
        for m in matches(pattern, text):
            if 89 < int(m.group("n")) <= 120 and not _distance(text, m):
                end = m.end("unit") if "unit" in pattern.groupindex else m.end("n")
                yield Span(m.start("n"), end, "age")
    yield from regex_spans(text, "age", AGES_IN_WORDS)
    year = this_year or datetime.date.today().year
    for pattern in BIRTH_YEARS:
        for m in matches(pattern, text):
            if year - int(m.group("y")) > 89:
                yield Span(m.start("y"), m.end("y"), "birth_year")
