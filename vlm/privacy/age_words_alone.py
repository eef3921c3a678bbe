"""Ages over 89 that stand without a unit the age patterns read: a number word in brackets or
between commas ("DOB … (ninety-four)", "Patientin, einundneunzig, lebt allein"), after a person
and "of" ("a lady of ninety-one", "une dame de nonante-deux"), the number in brackets after a
word for a nonagenarian or centenarian ("centenarian (101)", "nonagénaire (93)"), a date of
birth that "makes him 90", and an age after a verb of becoming or having with a word of time
between ("werd vorige week 91", "tiene ya 96 cumplidos", "wurde letzte Woche 92")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.ages import WORDS_90
from vlm.privacy.anchors import matches
from vlm.privacy.spans import Span

_NUMBER = r"(?P<n>9\d|1[01]\d)"
_WORD = rf"(?P<w>(?i:{WORDS_90}))"
_BRACKETED_WORD = re.compile(rf"\([ \t]*{_WORD}[ \t]*\)")
_WORD_BETWEEN_COMMAS = re.compile(rf"(?<=\w),[ \t]*{_WORD}[ \t]*(?=[,;])")
_PERSON_OF = re.compile(
    r"(?<![\w-])(?i:lady|gentleman|man|woman|widow|widower|patient|dame|femme|homme|monsieur|"
    r"madame|patiente?|señora|señor|mujer|hombre|anciana|anciano|paciente|vrouw|heer|mevrouw|"
    r"meneer|patiënte?|Frau|Mann|Herr|Dame|Patientin|Patient)[ \t]+(?i:of|de|van|von)[ \t]+"
    rf"{_WORD}(?![\w-])"
)
_AGE_NOUN_NUMBER = re.compile(
    r"(?<![\w-])(?i:nonagenarian|centenarian|nonagénaire|centenaire|nonagenari[oa]|"
    r"centenari[oa]|negentiger|honderdjarige|hundertjährige[rn]?)[ \t]*[(,][ \t]*"
    rf"{_NUMBER}(?![\d.,]\d)"
)
_MAKES = re.compile(
    rf"(?<![\w-])(?i:makes (?:him|her|them)|would make (?:him|her))[ \t]+{_NUMBER}\b"
)
_TIME = (
    r"(?:vorige week|vorige maand|vorig jaar|gisteren|onlangs|net|pas|"
    r"letzte Woche|letzten Monat|letztes Jahr|gestern|kürzlich|gerade|im \w+|"
    r"ya|ahora|este año|el mes pasado|la semana pasada|"
    r"last week|last month|last year|recently|just)"
)
_BECAME = re.compile(
    rf"(?<![\w-])(?i:werd|is geworden|wurde|ist|tiene|tenía|cumplió|hizo|turned)[ \t]+"
    rf"(?i:{_TIME})[ \t]+{_NUMBER}"
    r"(?=[ \t]*(?:[.,;)]|$|\n|(?i:años|Jahre|jaar|years|cumplidos|and|und|et|y|en)\b))"
)
_COMPLETED = re.compile(r"(?<![\d.,])(?P<n>9\d|1[01]\d)[ \t]+(?i:cumplidos|bien cumplidos)\b")


def age_word_alone_spans(text: str) -> Iterator[Span]:
    """The ages above; only the number or the number word is the span."""
    for pattern in (_BRACKETED_WORD, _WORD_BETWEEN_COMMAS, _PERSON_OF):
        for m in matches(pattern, text):
            yield Span(m.start("w"), m.end("w"), "age")
    for pattern in (_AGE_NOUN_NUMBER, _MAKES, _BECAME, _COMPLETED):
        for m in matches(pattern, text):
            yield Span(m.start("n"), m.end("n"), "age")
