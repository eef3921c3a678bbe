"""A town's name inside a clinical term written in title case ("Ultrasonido Focal de Alta
Intensidad", "Unidad de Media Estancia"): the next word is a capitalised abstract or clinical
noun, so the word is the term's adjective, not a place."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.word_endings import has_word_ending

_NEXT_WORD = re.compile(r" ([A-ZÀ-Ý][^\W\d_]{3,})")


def inside_title_case_term(text: str, start: int, end: int) -> bool:
    """The title-case word at `start`..`end` is followed, one space on, by a capitalised
    abstract or clinical noun."""
    if not text[start:end].istitle():
        return False  # "PATEL, NIRAV   Location": a name in capitals before a form's label
    m = _NEXT_WORD.match(text, end)
    return bool(m) and (has_word_ending(m.group(1)) or is_clinical_word(m.group(1)))
