"""Outside imaging centres and laboratories named by the word for their kind before the name, in
Spanish, Dutch and German ("Resonancias del …", "Diagnostiek …", "aus der Radiologie …", "im
Labor …"). German capitalises every noun, so there the head counts only after the article or
preposition that makes it a place, and the name must be no clinical word or abstract noun
("im Labor Kontrolle" stays)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_LINK = r"(?:(?:del|de la|de los|de|van|het|der)[ \t]+)?"
_HEAD = re.compile(
    r"(?-i:\b(?:Resonancias?|Diagnóstico por Imagen|Imágenes|Diagnostiek|Diagnosticum|"
    r"(?:(?<=aus der )|(?<=bei der )|(?<=in der )|(?<=von der )|(?<=bei ))Radiologie|"
    r"(?:(?<=im )|(?<=vom )|(?<=beim )|(?<=aus dem ))Labor)"
    rf"[ \t]+{_LINK}(?P<id>{CAP}(?:[ \t]+{CAP})?))"
)
_ABSTRACT = re.compile(
    r"[^\W\d_]{2,}(?:ung|ungen|heit|keit|schaft|nahme|wert|werte|befund|kontrolle)"
)
_STEMS = ("Resonanc", "Imágenes", "Diagnost", "Radiologie", "Labor ")


def imaging_and_lab_spans(text: str) -> Iterator[Span]:
    if not any(s in text for s in _STEMS):
        return
    for m in _HEAD.finditer(text):
        first = m.group("id").split()[0]
        if not_a_place(first) or is_clinical_word(first) or _ABSTRACT.fullmatch(first):
            continue
        yield Span(m.start(), m.end(), "institution")
