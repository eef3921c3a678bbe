"""A town's name inside a clinical term written in title case ("Ultrasonido Focal de Alta
Intensidad", "Unidad de Media Estancia"): the next word is a capitalised abstract or clinical
noun, so the word is the term's adjective, not a place."""

from __future__ import annotations

import re
from functools import lru_cache

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.word_endings import has_word_ending

_NEXT_WORD = re.compile(r" ([A-ZÀ-Ý][^\W\d_]{3,})")


def inside_title_case_term(text: str, start: int, end: int) -> bool:
    """The title-case word at `start`..`end` is followed, one space on, by a capitalised
    abstract or clinical noun."""
    if text[end : end + 1] != " " or not text[end + 1 : end + 2].isupper():
        return False  # the cheap test first: this runs for every name-like word
    if not text[start:end].istitle():
        return False  # "PATEL, NIRAV   Location": a name in capitals before a form's label
    m = _NEXT_WORD.match(text, end)
    return m is not None and _term_noun(m.group(1))


@lru_cache(maxsize=4096)
def _term_noun(word: str) -> bool:
    return has_word_ending(word) or is_clinical_word(word)
