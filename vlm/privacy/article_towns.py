"""A French town whose name starts with an article, written after a preposition that swallows
the article ("du Havre", "au Mans", "aux Sables-d'Olonne") or after a verb that keeps it
("habité la Roche-sur-Yon"): the gazetteers hold "Le Havre", "Le Mans", "Les Sables-d'Olonne",
so the name is looked up with its article put back."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_AFTER = re.compile(
    r"(?<![\w'])(?P<prep>du|au|aux|la|La|de la|à la)[ \t]+"
    rf"(?P<id>{CAP})"
)
_ARTICLE_BACK = {"du": ("Le",), "au": ("Le",), "aux": ("Les",), "la": ("La",), "La": ("La",)}


def article_town_spans(text: str) -> Iterator[Span]:
    if " du " not in text and " au" not in text and "la " not in text and "La " not in text:
        return
    for m in _AFTER.finditer(text):
        prep = m.group("prep").split()[-1]
        for article in _ARTICLE_BACK.get(prep, ("La",)):
            name = f"{article} {m.group('id')}"
            if is_town(name) or is_small_town(name):
                yield Span(m.start("id"), m.end("id"), "address")
                break
