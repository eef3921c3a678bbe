"""French and Belgian schools whose head word carries a lower-case qualifier before the name
("école communale du …", "école primaire des …", "athénée royal de …", "lycée professionnel
…", "collège privé …"); the head and its qualifier alone stay ("retour à l'école primaire
lundi"), and so does a weekday, a month or a clinical word after them."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_SCHOOL = re.compile(
    r"(?i:\b(?:école|ecole)[ \t]+(?:communale|primaire|maternelle|fondamentale|libre|"
    r"élémentaire|secondaire|privée|publique|spécialisée)|\blycée[ \t]+(?:professionnel|"
    r"général|technique|agricole|polyvalent|privé|public)|\bcollège[ \t]+(?:privé|public)|"
    r"\bathénée[ \t]+(?:royal|provincial|communal)|\binstitut[ \t]+(?:libre|technique))"
    r"[ \t]+(?:(?:du|de[ \t]+la|des|de[ \t]+l['’]|d['’]|de)[ \t]*)?"
    rf"(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})"
)
_TIME = frozenset(
    {
        "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "janvier",
        "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre",
    }
)  # fmt: skip
_STEMS = ("cole ", "lycée", "collège", "athénée", "institut")


def qualified_school_spans(text: str) -> Iterator[Span]:
    low = text.casefold()
    if not any(s in low for s in _STEMS):
        return
    for m in _SCHOOL.finditer(text):
        first = m.group("id").split()[0]
        if first.casefold() in _TIME or not_a_place(first) or is_clinical_word(first):
            continue
        yield Span(m.start(), m.end(), "institution")
