"""An answer that asks its own question and then answers it: "Abscess or glioblastoma? The
centre restricts: abscess.", "MS vs NMOSD? AQP4 positive, so NMOSD.", "Metastasis? No.
Glioblastoma." The question offers the candidates; what follows it is the answer. Read whole,
the candidates looked like an uncommitted list and the answer after them was lost.

Only a question that offers two or more candidates (or, vs, versus) or one that the next words
deny (no, unlikely, doubtful) hands over to what follows, and only when what follows names a
diagnosis: "Multiple sclerosis? Definitely." keeps the question as the answer."""

from __future__ import annotations

import re

from vlm.disease_words import looks_like_diagnosis

_QUESTION_MARK = re.compile(r"[?？]")
_SENTENCE_END = re.compile(r"[.!?。！？\n]")
_OFFERS = re.compile(r"\b(?:or|vs|versus|oder|ou|o)\b|还是|或", re.I)
_DENIED = re.compile(
    r"^\W*(?:no|not\s+(?:really|likely|here)|unlikely|doubtful|hardly|i\s+doubt\s+it|"
    r"probably\s+not|nein|non|不是|不像)\b",
    re.I,
)


def _question_start(text: str, start: int, mark: int) -> int:
    ends = [m.end() for m in _SENTENCE_END.finditer(text, start, mark)]
    return ends[-1] if ends else start


def answer_after_question(text: str, start: int, end: int) -> int:
    """Where the answer to the last question in text[start:end] begins, or `start` when the
    span asks no such question or nothing diagnostic follows it."""
    after = start
    for mark in _QUESTION_MARK.finditer(text, start, end):
        question = text[_question_start(text, start, mark.start()) : mark.start()]
        rest = text[mark.end() : end]
        if not looks_like_diagnosis(question) or not looks_like_diagnosis(rest):
            continue
        if _OFFERS.search(question) or _DENIED.search(rest):
            after = mark.end()
    if after == start:
        return start
    return after + len(text[after:end]) - len(text[after:end].lstrip())
