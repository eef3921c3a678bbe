"""Names in a letter's copy line, in the six languages: "cc: Ann Roe; Tom Roe", "Copie à : Mme
…", "Copia a …", "Kopie aan …", "Verteiler: …", "Nachrichtlich: …", "抄送：…". Every item of
the line that reads as a person goes, not only the first (a copy line lists the family, the
family doctor and the services alike: the caller drops what reads as a service or a word)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.name_cues import NAME, TITLE
from vlm.privacy.not_places import DEPARTMENT
from vlm.privacy.spans import Span

_COPY_LINE = re.compile(
    r"(?im)^[ \t]*(?:cc|c\.c\.|copy to|copies to|copies|copy|copie à|copies à|copie|copia a|"
    r"copias a|copia|kopie aan|kopie|afschrift aan|verteiler|nachrichtlich|abschrift an)"
    r"[ \t]*:?[ \t]*(?P<value>[^\n]+)"
)
_ITEM = re.compile(r"[^,;<(\[]+")
_PERSON = re.compile(
    rf"[ \t]*(?:(?i:and|und|et|y|en)[ \t]+)?(?P<title>(?:{TITLE})*)(?P<id>{NAME})[ \t]*"
)

_DEPARTMENT_WORD = re.compile(rf"(?:{DEPARTMENT})")


@lru_cache(maxsize=1)
def _kind_words() -> frozenset[str]:
    """Words that say what an institution or a service is (data/institution_kind_words.txt)."""
    return frozenset(w.casefold() for w in read_list("institution_kind_words.txt"))


def _service(name: str) -> bool:
    """'Memory Clinic', 'Falls Team', 'Brookside Surgery': a service or a place, no person."""
    words = name.split()
    return any(w.casefold() in _kind_words() or _DEPARTMENT_WORD.fullmatch(w) for w in words)


def copy_line_name_spans(text: str, is_person: Callable[[str], bool]) -> Iterator[Span]:
    """Each item of a copy line that `is_person` reads as a person."""
    for m in _COPY_LINE.finditer(text):
        start = m.start("value")
        for item in _ITEM.finditer(m.group("value")):
            person = _PERSON.fullmatch(item.group())
            if not person or not is_person(person.group("id")) or _service(person.group("id")):
                continue
            if not person.group("title") and " " not in person.group("id").strip():
                continue  # "Pflegedienst", "Records": one word is a person only after a title
            yield Span(
                start + item.start() + person.start("id"),
                start + item.start() + person.end("id"),
                "name",
            )
