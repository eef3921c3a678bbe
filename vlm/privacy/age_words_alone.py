"""Ages over 89 that stand without a unit the age patterns read: a number word in brackets or
between commas ("DOB … (ninety-four)", "Patientin, einundneunzig, lebt allein"), after a person
and "of" ("a lady of ninety-one", "une dame de nonante-deux"), the number in brackets after a
word for a nonagenarian or centenarian ("centenarian (101)", "nonagénaire (93)"), a date of
birth that "makes him 90", and an age after a verb of becoming or having with a word of time
between ("werd vorige week 91", "tiene ya 96 cumplidos", "wurde letzte Woche 92"); a time of
life ("at 94 she still drives", "mit dreiundneunzig noch rüstig"), "her mother, now 96", "he'll
be 99 on Sunday", "his 95th", "over 90 (94)", "almost ninety-five" and "elderly (92)"."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.ages import WORDS_90
from vlm.privacy.anchors import matches
from vlm.privacy.first_names import is_first_name
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
# "At 94 she still drives", "at ninety-one he …", "despite being 97 he …", "mit dreiundneunzig
# noch rüstig": a number at a person's time of life (never "at 90 degrees", "at 95%").
_NINETIES_WORD = (
    r"(?:ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|"
    r"(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?neunzig|"
    r"quatre-vingt-(?:dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf)|"
    r"nonante(?:-\w+)?|noventa(?: y \w+)?|(?:(?:een|twee|drie|vier|vijf|zes|zeven|acht|negen)"
    r"(?:en|ën))?negentig)"
)
_AT_AGE = re.compile(
    rf"(?<![\w-])(?:(?:At|Being|Despite being|Mit|À|A los|Con|Op)[ \t]+(?P<n>9\d|1[01]\d)"
    r"(?=[ \t]*,?[ \t]+(?:she|he|they|the patient|sie|er|elle|il|ella|él|zij|hij|ze)\b)|"
    r"(?i:at|being|mit|à|a los|con|op)[ \t]+(?P<m>9\d|1[01]\d)"
    r"(?=[ \t]+(?:years|yrs|noch|nog|still|remains|lives)\b)|"
    rf"(?i:at|being|mit|à|a los|con|op)[ \t]+(?P<w>(?i:{_NINETIES_WORD}))(?![\w-]))"
)
# "Her mother, now 96 and in a home": a person, a comma and "now" before the number.
_NOW = re.compile(
    r"(?<![\w-])(?:mother|father|mum|mom|dad|wife|husband|aunt|uncle|grandmother|grandfather|"
    r"patient|she|he|(?P<who>[A-Z][a-z]+)),[ \t]*now[ \t]+(?P<n>9\d|1[01]\d)\b(?![.,]\d|[ \t]*%)"
)
# "He'll be 99 on Sunday"; "his 95th", "her ninety-third birthday"; "over 90 (94)".
_WILL_BE = re.compile(
    r"(?:['’]ll|(?<![\w-])will|(?<![\w-])would|(?<![\w-])going to) be[ \t]+(?P<n>9\d|1[01]\d)"
    r"(?=[ \t]+(?:on|tomorrow|soon|next|this)\b)"
)
_ORDINAL = re.compile(
    r"(?<![\w-])(?:his|her|their)[ \t]+(?P<n>(?:9\d|1[01]\d)(?:st|nd|rd|th)|"
    r"(?i:ninety-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|ninetieth|"
    r"hundredth))(?=[ \t]*(?:[.,;)]|$|birthday\b))"
)
_OVER_90 = re.compile(
    r"(?<![\w-])(?i:over|above|older than|über|plus de|más de|ouder dan)[ \t]+(?:90|ninety)"
    r"[ \t]*\([ \t]*(?P<n>9\d|1[01]\d)[ \t]*\)"
)
# "Almost ninety-five, lives alone", "Nearly 100 and still sharp", "Elderly (92) lady".
_NEARLY = re.compile(
    rf"(?<![\w-])(?:(?i:nearly|almost|approaching|presque|bientôt|casi|bijna|knapp|beinahe|fast)"
    rf"[ \t]+(?P<w>(?i:{_NINETIES_WORD}))(?![\w-])|"
    r"(?:Nearly|Almost|Approaching)[ \t]+(?P<n>9\d|1[01]\d)(?=[ \t]*(?:,|and\b|years\b)))"
)
_DESCRIBED = re.compile(
    r"(?<![\w-])(?i:elderly|frail|widowed|retired|hochbetagte?r?|betagte?r?|ancian[oa]|"
    r"âgée?|bejaarde?|hoogbejaarde?)[ \t]*\([ \t]*(?P<n>9\d|1[01]\d)[ \t]*\)"
)
_COMPLETED = re.compile(r"(?<![\d.,])(?P<n>9\d|1[01]\d)[ \t]+(?i:cumplidos|bien cumplidos)\b")


# Every form above holds a number from 90 to 119 or a number word of ninety or more: one cheap
# search first.
_ANY_AGE = re.compile(
    r"(?<!\d)(?:9\d|1[01]\d)(?!\d)|(?i:ninet|neunzig|nonant|quatre-vingt-|noventa|negentig|"
    r"hundred|hundert|\bcent\b|\bcien\b|honderd)"
)


def age_word_alone_spans(text: str) -> Iterator[Span]:
    """The ages above; only the number or the number word is the span."""
    if not _ANY_AGE.search(text):
        return
    for pattern in (_BRACKETED_WORD, _WORD_BETWEEN_COMMAS, _PERSON_OF):
        for m in matches(pattern, text):
            yield Span(m.start("w"), m.end("w"), "age")
    for pattern in (_AGE_NOUN_NUMBER, _MAKES, _BECAME, _COMPLETED, _WILL_BE, _ORDINAL):
        for m in matches(pattern, text):
            yield Span(m.start("n"), m.end("n"), "age")
    for m in matches(_NOW, text):
        if m.group("who") is None or is_first_name(m.group("who")):
            yield Span(m.start("n"), m.end("n"), "age")  # "Sats, now 96" is no person
    for m in matches(_NEARLY, text):
        group = "n" if m.group("n") else "w"
        yield Span(m.start(group), m.end(group), "age")
    for m in matches(_DESCRIBED, text):
        yield Span(m.start("n"), m.end("n"), "age")
    for m in matches(_OVER_90, text):
        yield Span(m.start("n"), m.end("n"), "age")
    for m in matches(_AT_AGE, text):
        group = next(g for g in ("n", "m", "w") if m.group(g))
        yield Span(m.start(group), m.end(group), "age")
