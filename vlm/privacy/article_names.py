"""A proper name that starts with a capitalised article in the middle of a sentence: "woont in
serviceflat Het Anker", "vient du foyer Les Cèdres", "centro de día Los Almendros", "woont in De
Hoge Weide", "la residencia El Pinar", "Wohngruppe Die Brücke". Inside a sentence an article is
written in lower case; written with a capital it opens the name of a care home, a school, a
practice or a place, whatever head word (if any) stands before it. Not taken: an eponym used
clinically ("criterios de El Escorial", "ténosynovite de De Quervain"), a country or region
("en El Salvador"), a Latin phrase ("a De Novo mutation"), a month or a clinical word."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.name_cues import TITLES
from vlm.privacy.not_places import is_country, not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_ARTICLE = r"(?:Les|Le|La|Los|Las|El|De|Het|Den|Die|Der|Das|Du|Des|L['’](?=[A-ZÀ-Ý]))"
_LINK = r"(?:de|du|des|del|de la|van|van de|van het|der|y|et|en|und|aan|op|la|le|les)"
# After a lower-case word and one space (never at a sentence's or a line's start, never after a
# colon), the article, then one to four capitalised words.
_NAME = re.compile(
    rf"(?-i:(?<=[^\W\d_,][ \t])(?P<id>(?P<art>{_ARTICLE})[ \t]*"
    rf"(?P<first>{CAP})(?:[ \t]+(?:{_LINK}[ \t]+)?{CAP}){{0,3}}))"
)
_LATIN = frozenset({"Novo", "Facto", "Jure", "Vivo", "Vitro", "Visu", "Luxe"})
# A capital after a comma belongs to a list of names ("Hamburg, Die Linke") only when no
# lower-case word stands before; after a comma only Dutch, French and Spanish articles count.
_AFTER_COMMA = frozenset({"Die", "Der", "Das", "Den"})
_WORD_BEFORE = re.compile(r"([^\W\d_]+)[ \t]+\Z")
_TITLE_BEFORE = re.compile(rf"\b{TITLES}\.?[ \t]+\Z")


def article_name_spans(text: str) -> Iterator[Span]:
    for m in _NAME.finditer(text):
        first = m.group("first")
        if text[m.start() - 2] == "," and m.group("art") in _AFTER_COMMA:
            continue
        before = _WORD_BEFORE.search(text, max(0, m.start() - 40), m.start())
        if before and not (before.group(1).islower() or before.group(1).isupper()):
            continue  # "Informe De Alta": a heading in title case, every word capitalised
        if (
            first in _LATIN
            or f"{m.group('art')} {first}" in eponyms()
            or is_clinical_word(first)
            or not_a_place(first)
            or is_country(m.group("id"))
            or is_clinical_use(text, m.start("first"), m.end("first"))
        ):
            continue
        if _TITLE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "mevrouw De Clercq": a surname's particle, found as a name
        yield Span(m.start("id"), m.end("id"), "institution")
