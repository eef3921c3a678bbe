"""Hospitals and care homes known by their saint alone, after a word that says where ("in het
Sint Radboud", "au Saint-Joseph", "im St. Elisabeth", "en el San Rafael", "at St Oswald"): the
saint's title, the name and up to two more capitalised words. A clinical noun after the name
keeps it ("St. Louis encephalitis", "San Joaquin fever")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_WHERE = (
    r"(?:in het|het|in|im|ins|am|vom|au|à|à la|du|en el|en la|en|del|de la|al|the|at|from|to|"
    r"bij|naar|uit|van het|aus dem|aus der|zum|zur|dans la|vers)"
)
# Found from the saint's title back to the word of place: a pattern that starts at every
# short word backtracks on long runs of initials.
_SAINT_NAMED = re.compile(
    rf"(?-i:(?<![\w-])(?P<id>(?:Sint|St\.?|Sankt|Saint|Sainte|San|Santa|Sant|Santo|São)[ \t-]"
    rf"{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
_WHERE_BEFORE = re.compile(rf"(?<![\w-])(?i:{_WHERE})[ \t]+$")
_WORD_AFTER = re.compile(r"[ \t]+([^\W\d_]+)")


def saint_institution_spans(text: str) -> Iterator[Span]:
    for m in _SAINT_NAMED.finditer(text):
        if not _WHERE_BEFORE.search(text, max(0, m.start() - 16), m.start()):
            continue
        words = re.split(r"[ \t-]+", m.group("id"))
        after = _WORD_AFTER.match(text, m.end())
        if any(is_clinical_word(w) for w in words[1:]) or (
            after and is_clinical_word(after.group(1))
        ):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
