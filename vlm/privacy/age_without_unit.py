"""Ages over 89 written without the unit the general patterns need: an ordinal year of life
from the 91st on, since the 90th is lived at 89 ("in her ninety-fourth year", "in his 96th
year", "im 95. Lebensjahr", "dans sa 97e année"), a
French or Spanish "a" for years before a comma or a bracket ("95 a, chute"), and a Chinese age
after a word that says it is one ("年屆九十三", "享年九十五", "今年已九十有一")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span

_ORDINAL_EN = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
_ORDINAL_YEAR = re.compile(
    r"(?i:\b(?:in (?:his|her|their)|im|dans sa|en su)[ \t]+)"
    rf"(?P<n>(?i:ninety-{_ORDINAL_EN}|hundredth|one hundred and {_ORDINAL_EN})"
    r"|(?:9[1-9]|1[01]\d)(?:st|nd|rd|th|\.|e|ème|º|\.º))"
    r"(?=[ \t]+(?i:year|Lebensjahr|année|año)\b)"
)
_YEARS_A = re.compile(r"(?<![\d.,/:-])(?P<n>9\d|1[01]\d)[ \t]?a(?=[ \t]*[,;)])")
_CHINESE = re.compile(
    r"(?:年屆|年届|已屆|已届|現年|现年|享年|年已|已|高齡|高龄)\s*"
    r"(?P<n>九十(?:有)?[一二三四五六七八九]?|一百(?:零?[一二三四五六七八九十]{1,2})?)"
    r"(?![分元次個个天日月年人％%])"
)


def age_without_unit_spans(text: str) -> Iterator[Span]:
    if "year" in text or "Lebensjahr" in text or "année" in text or "año" in text:
        for m in _ORDINAL_YEAR.finditer(text):
            yield Span(m.start("n"), m.end("n"), "age")
    if " a" in text or "a," in text:
        for m in _YEARS_A.finditer(text):
            yield Span(m.start("n"), m.end(), "age")
    if "九十" in text or "一百" in text:
        for m in _CHINESE.finditer(text):
            yield Span(m.start("n"), m.end("n"), "age")
