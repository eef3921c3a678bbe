"""Recall per identifier kind and precision per detector kind of the privacy gate on the
generated documents of bench/privacy_notes.py (test_privacy_recall.py, bench.privacy)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bench.privacy_notes import Document, Text

# Gold kinds -> the detector kind that names them (for the precision side of the table).
GOLD_KINDS = (
    "name_titled",
    "name_untitled",
    "first_name",
    "next_of_kin",
    "institution",
    "phone",
    "email",
    "address",
    "record",
    "date",
    "age_over_89",
)


@dataclass
class Tally:
    gold: int = 0
    caught: int = 0
    predicted: int = 0
    true_predicted: int = 0
    missed: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.caught / self.gold if self.gold else 1.0

    @property
    def precision(self) -> float:
        return self.true_predicted / self.predicted if self.predicted else 1.0


@dataclass
class Evaluation:
    """Recall per gold kind, precision per detector kind, and clinical-term survival."""

    recall: dict[str, Tally]
    precision: dict[str, Tally]
    terms_total: int = 0
    terms_kept: int = 0
    lost_terms: list[str] = field(default_factory=list)
    false_positives: list[str] = field(default_factory=list)

    @property
    def term_survival(self) -> float:
        return self.terms_kept / self.terms_total if self.terms_total else 1.0

    def table(self) -> str:
        lines = [
            "| identifier kind | spans | recall | missed (first 3) |",
            "| --- | ---: | ---: | --- |",
        ]
        for kind, t in self.recall.items():
            miss = "; ".join(repr(m) for m in t.missed[:3])
            lines.append(f"| {kind} | {t.gold} | {100 * t.recall:.2f}% | {miss} |")
        lines += ["", "| detector kind | spans found | precision |", "| --- | ---: | ---: |"]
        for kind, t in sorted(self.precision.items()):
            lines.append(f"| {kind} | {t.predicted} | {100 * t.precision:.2f}% |")
        lines.append("")
        lines.append(
            f"clinical terms kept: {self.terms_kept}/{self.terms_total} "
            f"({100 * self.term_survival:.2f}%); lost: {sorted(set(self.lost_terms))[:8]}"
        )
        return "\n".join(lines)


def evaluate(docs: Iterable[Document], use_case_identifiers: bool = False) -> Evaluation:
    """Run the gate over each document as deidentify_case_text does (EHR fields not known to be
    clinical withheld, the rest scrubbed). A gold span is caught when every letter and digit in
    it is inside a found span; a found span is right when it overlaps a gold span. With
    `use_case_identifiers` the scrubber also knows the EHR's identifying values (as in the app);
    without it, only the detectors count."""
    from vlm.privacy import Deidentifier, is_clinical_key
    from vlm.privacy.case_text import scrub_ehr_value
    from vlm.privacy.spans import replace_spans

    ev = Evaluation({k: Tally() for k in GOLD_KINDS}, {})
    for doc in docs:
        known = (
            [v.text for k, v in doc.ehr if not is_clinical_key(k)] if use_case_identifiers else []
        )
        scrubber = Deidentifier(known)
        kept_text: list[str] = []
        for key, value in doc.ehr:
            if not is_clinical_key(key):  # withheld
                for g in value.spans:
                    ev.recall[g.kind].gold += 1
                    ev.recall[g.kind].caught += 1
                continue
            if key == "Age":
                out = scrub_ehr_value(key, value.text, scrubber)
                for g in value.spans:
                    ev.recall[g.kind].gold += 1
                    ev.recall[g.kind].caught += out == "90 or older"
                continue
            kept_text.append(_score_text(ev, scrubber, value, replace_spans))
        for note in doc.notes:
            kept_text.append(_score_text(ev, scrubber, note, replace_spans))
        blob = "\n".join(kept_text)
        for term in doc.terms:
            ev.terms_total += 1
            if term in blob:
                ev.terms_kept += 1
            else:
                ev.lost_terms.append(term)
    return ev


def _score_text(ev: Evaluation, scrubber: Any, text: Text, replace: Any) -> str:
    body = text.text
    found = scrubber.find_spans(body)
    covered = [False] * len(body)
    for s in found:
        for i in range(s.start, s.end):
            covered[i] = True
    for g in text.spans:
        tally = ev.recall[g.kind]
        tally.gold += 1
        if all(covered[i] for i in range(g.start, g.end) if body[i].isalnum()):
            tally.caught += 1
        else:
            tally.missed.append(body[g.start : g.end])
    for s in found:
        tally = ev.precision.setdefault(s.kind, Tally())
        tally.predicted += 1
        if any(g.start < s.end and s.start < g.end for g in text.spans):
            tally.true_predicted += 1
        else:
            ev.false_positives.append(body[s.start : s.end])
    return str(replace(body, found))
