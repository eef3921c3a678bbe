"""A surname of the case's own patient that is also an everyday word ("Kort", "Groen", "Fell"):
where a note written with capitals has it in lower case ("kort na het ontwaken", "he fell
twice"), it is the word, not the name. Only a value of one word, or a word of a person's name
(two to four words, one a first name), with no digit and no word that says what an institution
is (an employer's words are never read so), never a first name itself, only when no known value
is written that way, never after a title or a name's particle ("dhr. kort", "de groen") and
never in a note written mostly in lower case, where names lose their capitals."""

from __future__ import annotations

import re
from functools import lru_cache

from vlm.privacy.first_names import is_first_name, read_list
from vlm.privacy.name_cues import TITLE_WORDS

_WORD = re.compile(r"[^\W\d_]+")
_CAPITALISED = re.compile(r"(?<![^\W\d_])[A-ZÀ-ÖØ-Þ][a-zß-ÿ]")  # "Anna", not "MRI"
_PARTICLES = frozenset(
    {"van", "von", "de", "der", "den", "du", "des", "la", "le", "di", "da", "dos", "del"}
    | {"ten", "ter", "zu", "vom", "zum", "op", "mc", "mac", "el", "al"}
)
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\.?[ \t]*$")


def person_surnames(values: list[str]) -> frozenset[str]:
    """The case-folded words that may be an everyday word in lower case: a value of one word
    ("Groen"), and the words of a person's name other than its first names ("Wim Kort")."""
    out: set[str] = set()
    for value in values:
        words = [w for w in re.split(r"[\s,^]+", value) if w]
        if len(words) > 4 or any(ch.isdigit() for ch in value):
            continue
        if any(w.casefold() in _institution_words() for w in words):
            continue  # "Harbour Freight Logistics": an employer's words are never read so
        if len(words) == 1 or any(is_first_name(w) for w in words):
            out.update(w.casefold() for w in words if not is_first_name(w))
    return frozenset(out)


def is_everyday_lower(
    text: str, start: int, end: int, known: frozenset[str], surnames: frozenset[str]
) -> bool:
    """Whether [start, end) of `text`, a match of a known value (`known`: every form as written;
    `surnames`: person_surnames of the values), is an everyday word in lower case."""
    found = text[start:end]
    if found in known or not found.isalpha() or not found.islower():
        return False
    if found.casefold() not in surnames:
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


@lru_cache(maxsize=1)
def _institution_words() -> frozenset[str]:
    """Words that say what an institution is (data/institution_kind_words.txt), case-folded."""
    return frozenset(w.casefold() for w in read_list("institution_kind_words.txt"))
