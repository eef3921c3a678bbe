"""Hand-labelled clinical documents (JSONL, the shape of shared/eval/phi_dev.jsonl) and the
generated notes of bench/privacy_notes.py in the same shape: each identifier with its kind and
the characters that must be gone for it to count as removed."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

KINDS = (
    "name",
    "address",
    "date",
    "age>89",
    "phone",
    "id",
    "email/url/ip",
    "clinician",
    "institution",
)
SAFE_HARBOR = KINDS[:7]
LANGUAGES = {
    "en-US": "English (US, UK)",
    "en-GB": "English (US, UK)",
    "de-DE": "German",
    "de-AT": "German",
    "fr-FR": "French",
    "fr-BE": "French",
    "es-ES": "Spanish",
    "es-MX": "Spanish",
    "es-AR": "Spanish",
    "es-CO": "Spanish",
    "nl-NL": "Dutch",
    "nl-BE": "Dutch",
    "zh-CN": "Chinese (mainland)",
    "zh-HK": "Chinese (Hong Kong)",
}
_GENERATED_KIND = {
    "name_titled": "clinician",
    "name_untitled": "name",
    "first_name": "name",
    "next_of_kin": "name",
    "institution": "institution",
    "phone": "phone",
    "email": "email/url/ip",
    "address": "address",
    "record": "id",
    "date": "date",
    "age_over_89": "age>89",
}
_GENERATED_LANGUAGE = {
    "en_US": "en-US",
    "en_GB": "en-GB",
    "nl_NL": "nl-NL",
    "fr_FR": "fr-FR",
    "de_DE": "de-DE",
}


@dataclass(frozen=True)
class Gold:
    """One labelled occurrence: characters [start, end) of a field; `must` are the offsets of
    the characters that have to go (a date's day and month, every other kind's letters and
    digits)."""

    field: str
    start: int
    end: int
    kind: str
    must: tuple[int, ...]


@dataclass(frozen=True)
class LabelledDoc:
    doc_id: str
    locale: str
    fields: tuple[tuple[str, str], ...]  # ("text", note) and ("ehr:Key", value)
    gold: tuple[Gold, ...]
    keep: tuple[str, ...]

    @property
    def language(self) -> str:
        return LANGUAGES.get(self.locale, self.locale)

    @property
    def ehr(self) -> tuple[tuple[str, str], ...]:
        return tuple((name[4:], text) for name, text in self.fields if name.startswith("ehr:"))

    @property
    def notes(self) -> tuple[str, ...]:
        return tuple(text for name, text in self.fields if name == "text")


def load_set(path: Path) -> list[LabelledDoc]:
    """The JSONL set at `path` (see shared/eval/README.md for its fields)."""
    docs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            docs.append(_from_record(json.loads(line)))
    return docs


def _from_record(rec: dict) -> LabelledDoc:
    fields = [("text", rec["text"])] + [(f"ehr:{k}", v) for k, v in (rec.get("ehr") or {}).items()]
    body = dict(fields)
    gold = []
    for name, spans in rec["spans"].items():
        for start, end in spans:
            value = body[name][start:end]
            kind = rec["kinds"][value]
            gold.append(Gold(name, start, end, kind, _must(value, start, kind, rec["day_month"])))
    return LabelledDoc(rec["id"], rec["locale"], tuple(fields), tuple(gold), tuple(rec["keep"]))


def _must(value: str, start: int, kind: str, day_month: dict[str, str]) -> tuple[int, ...]:
    lo, hi = 0, len(value)
    part = day_month.get(value) if kind == "date" else None
    if part and part in value:
        lo = value.index(part)
        hi = lo + len(part)
    if kind == "age>89":
        return tuple(start + i for i in _age_offsets(value))
    return tuple(start + i for i in range(lo, hi) if value[i].isalnum())


# Words that may label an age without being the age itself: they may stay ("96 Jahre" may read
# "[AGE] Jahre").
_AGE_UNITS = frozenset(
    [
        "year",
        "years",
        "yr",
        "yrs",
        "y",
        "old",
        "yo",
        "aged",
        "age",
        "jahr",
        "jahre",
        "jahren",
        "alt",
        "an",
        "ans",
        "âgé",
        "âgée",
        "año",
        "años",
        "edad",
        "jaar",
        "jarige",
        "oud",
    ]
)


def _age_offsets(value: str) -> list[int]:
    """The characters of an age over 89 that have to go: its digits ("aged 91" -> "aged 90 or
    older"); an age without digits, its numerals ("九十二歲") or else the letters of its number
    words ("ninety-two years": "ninety" and "two"). Without this an age written in words has
    nothing that must go and counts as removed whatever the gate did."""
    digits = [i for i, ch in enumerate(value) if ch.isdigit()]
    if digits:
        return digits
    numerals = [i for i, ch in enumerate(value) if ch.isnumeric()]
    if numerals:
        return numerals
    return [
        i
        for m in re.finditer(r"[^\W\d_]+", value)
        if m.group().lower() not in _AGE_UNITS
        for i in range(m.start(), m.end())
    ]


def generated_set(n: int = 250, seed: int = 11) -> list[LabelledDoc]:
    """The generator's documents in the same form (an upper bound: written with the rules)."""
    from bench.privacy_notes import generate_documents

    out = []
    for doc in generate_documents(n, seed):
        texts = [("text", t) for t in doc.notes] + [(f"ehr:{k}", v) for k, v in doc.ehr]
        fields = tuple((name, t.text) for name, t in texts)
        gold = tuple(
            Gold(
                name,
                g.start,
                g.end,
                _GENERATED_KIND[g.kind],
                tuple(i for i in range(g.start, g.end) if t.text[i].isalnum()),
            )
            for name, t in texts
            for g in t.spans
        )
        locale = _GENERATED_LANGUAGE[doc.locale]
        out.append(LabelledDoc(doc.doc_id, locale, fields, gold, doc.terms))
    return out
