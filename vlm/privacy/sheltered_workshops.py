"""Sheltered workshops and day programmes where a disabled patient works, named after the head
word of their kind in five languages ("Werkstatt …", "ESAT Les …", "atelier protégé …",
"Taller Protegido …", "centro ocupacional …", "beschermd atelier De …", "sociale werkplaats
…"); the name must be capitalised and no clinical word or abstract noun."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_HEAD = re.compile(
    r"(?:(?-i:\bWerkstatt|\bWerkstätten|\bESAT)|(?i:\batelier protégé|\bentreprise adaptée|"
    r"\btaller protegido|\bcentro ocupacional|\bcentro especial de empleo|\bbeschermd atelier|"
    r"\bbeschutte werkplaats|\bsociale werkplaats|\bmaatwerkbedrijf))[ \t]+"
)
_NAME = re.compile(
    rf"(?-i:(?:(?:Les|La|Le|L['’]|Los|Las|El|La|De|Het|'t|Die|Der|Das)[ \t]+)?{CAP}"
    rf"(?:[ \t]+{CAP}){{0,2}})"
)
_ABSTRACT = re.compile(r"[^\W\d_]{2,}(?:ung|ungen|heit|keit|schaft|nahme|zeit|arbeit)")
_STEMS = ("werkstatt", "werkstätten", "esat", "atelier", "entreprise adapt",
          "taller", "ocupacional", "especial de empleo", "werkplaats", "maatwerk")  # fmt: skip


def sheltered_workshop_spans(text: str) -> Iterator[Span]:
    low = text.casefold()
    if not any(s in low for s in _STEMS):
        return
    for head in _HEAD.finditer(text):
        m = _NAME.match(text, head.end())
        if m is None:
            continue
        last = m.group(0).split()[-1]
        if not_a_place(last) or is_clinical_word(last) or _ABSTRACT.fullmatch(last):
            continue
        yield Span(head.start(), m.end(), "institution")
