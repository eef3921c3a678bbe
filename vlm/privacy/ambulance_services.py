"""Ambulance services named by their region or brand before the head ("Tri-Valley Ambulance",
"Marsh County Ambulance Service", "Kent Air Ambulance"): they tell where a patient lives. A word
that says which kind of vehicle or crew ("Private Ambulance", "Neonatal Ambulance", "Patient
Transport Ambulance") is no name."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_SERVICE = re.compile(
    rf"(?-i:(?<![\w-])(?P<id>{CAP}(?:[ \t]+{CAP}){{0,2}})[ \t]+(?:Air[ \t]+)?Ambulance"
    r"(?:[ \t]+(?:Service|Services|Trust))?\b)"
)
_KIND = frozenset(
    {"private", "neonatal", "paediatric", "pediatric", "patient", "transport", "air", "emergency",
     "bariatric", "rapid", "response", "critical", "care", "intensive", "mobile", "volunteer",
     "voluntary", "non-emergency", "first", "local", "county", "state", "city", "municipal",
     "national", "regional", "district", "hospital", "public", "army", "military", "field",
     "helicopter", "called", "call", "the", "an", "via", "by", "arrived", "arrival", "crew"}
)  # fmt: skip


def ambulance_service_spans(text: str) -> Iterator[Span]:
    if "Ambulance" not in text:
        return
    for m in _SERVICE.finditer(text):
        words = m.group("id").split()
        end = m.end("id")
        if len(words) > 1 and words[-1] == "Air":  # "Moray Air Ambulance"
            words = words[:-1]
            end -= 4
        while words and _kind_word(words[0]):
            words = words[1:]
        if not words or any(_kind_word(w) for w in words):
            continue
        start = end - len(" ".join(words))
        yield Span(start, m.end(), "institution")


def _kind_word(word: str) -> bool:
    return word.casefold() in _KIND or not_a_place(word) or is_clinical_word(word)
