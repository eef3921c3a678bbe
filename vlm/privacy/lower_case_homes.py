"""Care homes and hospices named in lower case, as hurried nursing notes and handovers write them
("back to hollybank care home", "in from st aidan's hospice", "lives at maplewood senior
living"): the lower-case words straight before the head are its name, unless they say what kind
of home it is or whose ("a local care home", "her nursing home", "dementia nursing home").
Capitalised names before the same heads are found in institutions.py."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import function_words, read_list
from vlm.privacy.spans import Span

_HEAD = re.compile(
    r"(?<=[ \t])(?:(?:care|nursing|residential|rest|retirement|elderly)[ \t]+home|hospice|"
    r"(?:senior|assisted)[ \t]+living)\b"
)
# The heads' rare words, looked for before the pattern runs.
_ANCHORS = (" home", "hospice", " living")
_WORD_BEFORE = re.compile(r"(?<![\w'’.-])([a-z][a-z'’-]*\.?)[ \t]+$")
_SAINT = frozenset({"st", "st.", "saint"})
# Endings of adjectives, adverbs and participles ("recently", "supported", "existing").
_NOT_NAME_ENDING = re.compile(r"[a-z'’-]*(?:ly|ed|ing|ive|ous|ary|ible|able|ful|less|ic|al)")


def lower_case_home_spans(text: str) -> Iterator[Span]:
    if not any(a in text for a in _ANCHORS):
        return
    for head in _HEAD.finditer(text):
        start = name_start(text, head.start())
        if start is not None:
            yield Span(start, head.end(), "institution")


def name_start(
    text: str, end: int, excluded: Callable[[str], bool] = lambda w: False
) -> int | None:
    """Where the lower-case name before a head begins (at most three words back), or None;
    `excluded` words (a department before a clinic's head) end the name too."""
    window = max(0, end - 60)
    start, words = None, 0
    while words < 3:
        m = _WORD_BEFORE.search(text, window, end)
        if m is None:
            break
        word = m.group(1)
        if word in _SAINT:
            start = m.start(1) if start is not None else None
            break
        if not _name_word(word) or excluded(word):
            break
        start, end, words = m.start(1), m.start(1), words + 1
    return start


@lru_cache(maxsize=1)
def _kind_words() -> frozenset[str]:
    """Words that say what kind of home, whose, or where (data/home_kind_words.txt)."""
    return frozenset(read_list("home_kind_words.txt"))


def _name_word(word: str) -> bool:
    bare = word.rstrip(".")
    return (
        len(bare) >= 3
        and bare not in _kind_words()
        and bare not in function_words()
        and not _NOT_NAME_ENDING.fullmatch(bare)
        and not is_clinical_word(bare.title())
    )
