"""An answer's numbered claims: its fields (final diagnosis, differential items, the sentences of
the lesion and rationale, or the plain text sentence by sentence) in reading order, each with
where it sits in the raw answer text. A label or a suggestion names a claim by its number, so
the Annotate tab and the category suggester must count them the same way: both read them here.
"""

from __future__ import annotations

import re

from annotator.queue import SampleView

SENTENCE_END = re.compile(r"(?<=[.!?。！？；;])\s+|(?<=[。！？])")

Claim = tuple[int, int, str]  # (start, end) in the raw answer text (-1, -1: not found), text


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE_END.split(text) if s and s.strip()]


def answer_fields(sample: SampleView | None) -> list[tuple[str, list[str]]]:
    """The answer as readable fields, each a list of claims (sentences, differential items).

    An answer without the JSON fields is shown as its text, sentence by sentence.
    """
    if sample is None:
        return []
    p = sample.parsed or {}
    fields: list[tuple[str, list[str]]] = []
    final = p.get("final_diagnosis") or sample.final_diagnosis
    if final:
        fields.append(("Final diagnosis", [str(final).strip()]))
    diff = p.get("differential")
    if isinstance(diff, list) and diff:
        fields.append(("Differential", [str(d).strip() for d in diff if str(d).strip()]))
    for key, title in (("lesion", "Lesion"), ("rationale", "Rationale")):
        value = p.get(key)
        if isinstance(value, str) and value.strip():
            fields.append((title, split_sentences(value)))
    if not fields and sample.raw_text.strip():
        fields.append(("Answer", split_sentences(sample.raw_text)))
    return fields


def answer_claims(sample: SampleView | None) -> list[Claim]:
    """Every claim, numbered in reading order, with where it sits in the raw answer text."""
    raw = sample.raw_text if sample else ""
    claims: list[Claim] = []
    cursor = 0
    for _title, items in answer_fields(sample):
        for text in items:
            at = raw.find(text, cursor)
            if at < 0:
                at = raw.find(text)
            if at >= 0:
                claims.append((at, at + len(text), text))
                cursor = at + len(text)
            else:
                claims.append((-1, -1, text))
    return claims
