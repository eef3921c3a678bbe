"""A committed name followed by its reasons after a colon: "The most likely diagnosis is
bacterial meningitis: neutrophilic CSF, low glucose and early hydrocephalus". The reasons are
findings that support the name, not alternatives to it, though one of them may read as a
disease ("hydrocephalus"); the name before the colon is the answer. The reverse order, "findings:
diagnosis", is vlm/conclusion.py's `_after_findings`.

Only when the part before the colon is short and disease-like and does not open a list
("Differential:", "Mimics:"), and at most one of the enumerated parts after it looks like a
disease, with no "or" / "vs" among them: "Demyelinating disease: MS, NMOSD or MOGAD" keeps its
list."""

from __future__ import annotations

import re

from vlm.disease_words import looks_like_diagnosis

MAX_LEAD_WORDS = 8
_COLON = re.compile(r"[:：]\s")
_WORDS = re.compile(r"\w+")
_ITEMS = re.compile(r"\s*(?:[,;，、；]|\band\b|\bwith\b|\bplus\b|\by\b|\bund\b|\bet\b)\s*", re.I)
_OPENS_LIST = re.compile(
    r"differential|ddx|include|consider|possibilit|option|candidate|alternat|mimic|cause|"
    r"vs\b|versus|\bor\b|鉴别|diferencial|differenzial|différentiel|\?",
    re.I,
)
# findings whose ending reads as a disease's (-ose, -osis) in vlm/disease_words.py
_FALSE_FRIENDS = re.compile(
    r"\b(?:glucose|glycorrhachia|dose|pleocytosis|gliosis|lordosis)\b", re.I
)
_DENIED = re.compile(r"\b(?:not?|never|kein\w*|nicht|pas|sin|ni)\b|不|非|无|未", re.I)


def name_before_reasons(text: str, start: int, end: int) -> int:
    """Where the judged span should end: at the colon after a short committed name whose
    reasons follow it, else `end`."""
    colon = _COLON.search(text, start, end)
    if colon is None:
        return end
    lead, rest = text[start : colon.start()], text[colon.end() : end]
    if (
        len(_WORDS.findall(lead)) > MAX_LEAD_WORDS
        or _OPENS_LIST.search(lead)
        or _DENIED.search(lead)
    ):
        return end
    if not looks_like_diagnosis(lead) or _COLON.search(rest) or _OPENS_LIST.search(rest):
        return end
    items = [part for part in _ITEMS.split(rest) if part and part.strip(" .")]
    if len(items) < 2:
        return end
    diseases = sum(looks_like_diagnosis(_FALSE_FRIENDS.sub(" ", item)) for item in items)
    return colon.start() if diseases <= 1 else end
