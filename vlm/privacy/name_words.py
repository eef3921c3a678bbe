"""The words and checks the name rules share: a word that is never a name alone (a function word,
a title, a profession), an acronym, an ordinary word of the first-name lexicon, an eponym used
clinically at a name's start, and the trimming of a cued name to the person alone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.eponym_use import is_clinical_use
from vlm.privacy.first_names import function_words, is_first_name, read_list
from vlm.privacy.name_cues import TITLE_WORDS, is_profession
from vlm.privacy.not_a_name import UPPER_ACRONYMS
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span
from vlm.privacy.title_roles import role_after_title

NAME_WORD = re.compile(rf"(?<![\w'’-]){CAP}")
POSSESSIVE = re.compile(r"['’]s?$")
_NEXT_WORD = re.compile(rf"\s+({CAP})")
_ACRONYM = re.compile(r"[A-Z]{2,4}")


@lru_cache(maxsize=1)
def ordinary_words() -> frozenset[str]:
    """Words of the first-name lexicon that are ordinary words in notes (data/not_names.txt)."""
    return frozenset(read_list("not_names.txt"))


def is_acronym(word: str) -> bool:
    """Two to four capitals that are no first name ("EEG", "EMS", "NG"; not "OPAL", "LEE")."""
    return bool(_ACRONYM.fullmatch(word)) and not is_first_name(word.title())


def is_common(word: str) -> bool:
    """A word that is never a name alone: a function word, a title, a profession."""
    return (
        word.casefold() in function_words()
        or word in TITLE_WORDS
        or is_profession(word)
        or word in UPPER_ACRONYMS
    )


def before_profession(text: str, start: int, end: int) -> int:
    """The end of a name, before any role written after it ("Anna Ames Consultant")."""
    pos = start
    for w in re.finditer(r"\S+", text[start:end]):
        if is_profession(w.group().strip(",")):
            break
        pos = start + w.end()
    return pos


def starts_clinical(text: str, m: re.Match[str], group: int | str = 0) -> bool:
    """The word at the start of m's group, or the next one, is an eponym used clinically
    ("MND, Lou Gehrig's")."""
    nxt = _NEXT_WORD.match(text, m.start(group) - 1) if group else _NEXT_WORD.match(text, m.start())
    if nxt is None:
        return False
    word = POSSESSIVE.sub("", nxt.group(1))
    end = nxt.start(1) + len(word)
    if is_clinical_use(text, nxt.start(1), end):
        return True
    after = _NEXT_WORD.match(text, end)
    return after is not None and is_clinical_use(text, after.start(1), after.end(1))


def trim_name(text: str, start: int, end: int) -> Iterator[Span]:
    """A cue or title followed by an eponym used clinically is not a name ("patient Romberg
    positive" keeps Romberg); a role or a function word is not one either ("Consultant
    Neurologist", "her GP She")."""
    m = NAME_WORD.match(text, start)
    if m and m.end() <= end and is_clinical_use(text, m.start(), m.end()):
        return
    while m and is_profession(m.group()) and m.end() < end:  # "Frau Kollegin Ames"
        nxt = re.compile(r"\s+").match(text, m.end())
        start = nxt.end() if nxt else m.end()
        m = NAME_WORD.match(text, start)
    if m and m.end() >= end and is_common(m.group()):
        return  # a single word that is a role or a function word
    if role_after_title(text[start:end]):
        return  # "Dra. Neuróloga de Guardia": roles and a shift, no name
    end = before_profession(text, start, end)
    if end > start:
        yield Span(start, end, "name")
