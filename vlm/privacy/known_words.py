"""A word of the case's own identifiers that is also an everyday word ("Kort", "Groen", "Fell"):
where a note written with capitals has it in lower case ("kort na het ontwaken", "he fell
twice"), it is the word, not the name. Only a single word that is no first name, only when no
known value is written that way, never after a title or a name's particle ("dhr. kort", "de
groen") and never in a note written mostly in lower case, where names lose their capitals."""

from __future__ import annotations

import re

from vlm.privacy.first_names import is_first_name
from vlm.privacy.name_cues import TITLE_WORDS

_WORD = re.compile(r"[^\W\d_]+")
_CAPITALISED = re.compile(r"(?<![^\W\d_])[A-ZÀ-ÖØ-Þ][a-zß-ÿ]")  # "Anna", not "MRI"
_PARTICLES = frozenset(
    {"van", "von", "de", "der", "den", "du", "des", "la", "le", "di", "da", "dos", "del"}
    | {"ten", "ter", "zu", "vom", "zum", "op", "mc", "mac", "el", "al"}
)
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\.?[ \t]*$")


def is_everyday_lower(text: str, start: int, end: int, known: frozenset[str]) -> bool:
    """Whether [start, end) of `text`, a match of a known value, is an everyday word in lower
    case."""
    found = text[start:end]
    if found in known or not found.isalpha() or not found.islower():
        return False
    if is_first_name(found.title()):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    word = before.group(1).casefold() if before else ""
    if word in _PARTICLES or word in _TITLES:
        return False
    return not _mostly_lower(text)


_TITLES = frozenset(w.casefold() for w in TITLE_WORDS) | {"dhr", "mevr", "pt", "patient"}


def _mostly_lower(text: str) -> bool:
    """Fewer than one word in twenty starts with a capital (acronyms aside)."""
    sample = text[:4000]
    words = len(_WORD.findall(sample))
    return words >= 12 and len(_CAPITALISED.findall(sample)) * 20 < words
