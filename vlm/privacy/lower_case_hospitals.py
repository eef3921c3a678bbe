"""Hospitals and clinics named in a note written in lower case ("transferred from mercy general",
"pmd at oak street clinic", "records from hollins memorial"): the lower-case words before the
head are the name, unless they say which department, what kind or whose ("memory clinic",
"walk-in clinic", "the local hospital"). Read only in a note written mostly in lower case, where
the capitals that mark names elsewhere are missing."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.lower_case_homes import name_start
from vlm.privacy.lower_case_notes import mostly_lower
from vlm.privacy.not_places import DEPARTMENT, not_a_place
from vlm.privacy.spans import Span

_HEAD = re.compile(
    r"(?<=[ \t])(?:hospital|clinic|infirmary|medical cent(?:er|re)|health cent(?:er|re)|"
    r"general|memorial|regional|surgery|practice)\b"
)
_ANCHORS = ("hospital", "clinic", "infirmary", "cent", "general", "memorial", "regional",
            "surgery", "practice")  # fmt: skip


def lower_case_hospital_spans(text: str) -> Iterator[Span]:
    if not any(a in text for a in _ANCHORS) or not mostly_lower(text):
        return
    for head in _HEAD.finditer(text):
        start = name_start(text, head.start(), _department)
        if start is not None:
            yield Span(start, head.end(), "institution")


def _department(word: str) -> bool:
    """A department, a specialty or a service written in lower case ("memory", "tia", "ent")."""
    bare = word.rstrip(".")
    return (
        not_a_place(bare.title())
        or re.fullmatch(DEPARTMENT, bare.upper()) is not None
        or bare in _SERVICES
    )


_SERVICES = frozenset(
    {"walk-in", "day", "gp", "ent", "mdt", "nurse", "nurse-led", "virtual", "telephone",
     "phone", "video", "follow-up", "review", "booked", "next", "last", "weekly", "monthly",
     "annual", "general", "eye", "foot", "hand", "spine", "spinal", "back", "knee", "hip",
     "botox", "toxin", "infusion", "lumbar", "fracture", "fertility", "antenatal", "baby",
     "well-woman", "smoking", "weight", "diabetes", "diabetic", "asthma", "copd", "heart",
     "cardiac", "renal", "kidney", "liver", "skin", "sexual", "travel", "vaccination", "flu",
     "covid", "ortho", "neuro", "neurosurgical", "surgical", "medical", "mental", "memory",
     "teaching", "private", "cottage", "field", "district", "community", "children's",
     "women's", "dental", "veterinary", "vet", "military", "army", "old", "new", "main"}
)  # fmt: skip
