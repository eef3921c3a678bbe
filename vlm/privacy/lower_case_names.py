"""Names written in lower case, as hurried notes write them: after a relation ("daughter
maureen"), after a title ("dr okonkwo", "mrs gwendolyn price")."""

from __future__ import annotations

from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import is_first_name
from vlm.privacy.name_cues import (
    LOWER_AFTER_RELATION,
    LOWER_AFTER_TITLE,
    LOWER_TITLE_FULL,
    PERSON_VERB_WORD,
    RELATION_WORD,
)
from vlm.privacy.name_words import is_common
from vlm.privacy.spans import Span


def lower_case_names(text: str) -> Iterator[Span]:
    """Hurried notes write names in lower case: after a relation ("daughter maureen") when the
    word is a known first name, after a title ("dr okonkwo") unless a common word."""
    for m in matches(LOWER_AFTER_RELATION, text):
        word = m.group("id")
        if (
            is_first_name(word.title())
            and not is_common(word)
            and not RELATION_WORD.fullmatch(word)
        ):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in matches(LOWER_AFTER_TITLE, text):
        word = m.group("id")
        # "dr okonkwo", "mw. de boer": any surname; "mr. slept" is no name
        doctor = m.group().lower().startswith("dr") or m.group("particle")
        if not is_common(word) and (doctor or is_first_name(word.title())):
            yield Span(m.start("id"), m.end("id"), "name")
    yield from _lower_titled_names(text)


def _lower_titled_names(text: str) -> Iterator[Span]:
    """ "mrs gwendolyn price": a known first name after a lower-case title, with the word after
    it as the surname unless that word is common ("mr tom slept")."""
    for m in matches(LOWER_TITLE_FULL, text):
        first = m.group("first")
        title = m.group().split()[0]
        if is_common(first) or PERSON_VERB_WORD.fullmatch(first) or is_clinical_word(first.title()):
            continue
        if title not in _UNAMBIGUOUS_TITLES and not is_first_name(first.title()):
            continue  # "ms patient", "miss doses": MS and "miss" are also words
        last = m.group("last")
        plain = last is None or bool(
            is_common(last.split()[-1])
            or PERSON_VERB_WORD.fullmatch(last)
            or is_clinical_word(last.title())
        )
        yield Span(m.start("first"), m.end("first") if plain else m.end("last"), "name")


# Lower-case titles that are no other word ("mrs", "mevr", "mme"; "ms" is also multiple sclerosis).
_UNAMBIGUOUS_TITLES = frozenset({"mrs", "mevr", "mme", "dhr", "sra"})
