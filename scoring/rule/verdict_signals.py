"""What a decided verdict knows about its own footing: how the conclusion was found, how the
judged name matched, how many diseases the whole answer names, its language and length.

A verdict is only as sure as its weakest step; these signals say which step that was, so the
precision of decided verdicts can be measured per signal value (`python -m scoring.rule.evaluate
--by-signal`) and a weak combination can abstain instead of guessing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from data.model import Reference
from scoring.rule.context import read_answer
from scoring.rule.decision import MATCH
from scoring.rule.list_subclass import leans, list_form, names_apart, reference_position
from scoring.rule.matcher import DiagnosisMatcher, Verdict
from scoring.rule.terms import REFERENCE_ID
from vlm.parse import ParsedAnswer

_WORDS = re.compile(r"\w+")
_QUOTED = re.compile(r"'[^']*'|\u201c[^\u201d]*\u201d|\"[^\"]*\"")
_REASON_END = re.compile(r"[:;(]")
_LISTED = "no single diagnosis committed"


def reason_kind(reason: str) -> str:
    """The kind of a verdict's reason: its words before the first colon, semicolon or bracket,
    each quoted name shown as X."""
    return _REASON_END.split(_QUOTED.sub("X", reason), maxsplit=1)[0].strip()


@dataclass(frozen=True)
class VerdictSignals:
    """One verdict's footing, as short labels (each a column of the per-signal table)."""

    tier: str  # the conclusion's tier: json, label, table, pick, commits, whole, ...
    name_match: str  # how the judged name matched: own, table, typo, translated, none
    diseases: str  # distinct diseases the whole answer names: 0, 1, 2-3, 4+
    language: str  # the answer's language code, or "?"
    length: str  # the whole answer's words: short (<= 12), medium (<= 80), long
    span_share: str  # the judged span against the answer: all, part
    reason_kind: str = ""  # the reason's lead words ("no single diagnosis committed")
    # an uncommitted-list verdict's sub-class (scoring.rule.list_subclass), "-" for any other
    list_position: str = "-"  # the reference's place in the list: first, later
    list_form: str = "-"  # table, numbered, bulleted, includes, vs, either-or, comma, prose
    list_lean: str = "-"  # a leaning word in the judged span, elsewhere in the answer, none

    def items(self) -> tuple[tuple[str, str], ...]:
        return tuple((k, str(getattr(self, k))) for k in self.__dataclass_fields__)


def _bucket_diseases(n: int) -> str:
    return "0" if n == 0 else "1" if n == 1 else "2-3" if n <= 3 else "4+"


def _bucket_words(n: int) -> str:
    return "short" if n <= 12 else "medium" if n <= 80 else "long"


def signals_of(
    matcher: DiagnosisMatcher, parsed: ParsedAnswer, reference: Reference, verdict: Verdict
) -> VerdictSignals:
    """The signals of `verdict`, judged on `parsed`'s conclusion against `reference`."""
    answer = parsed.raw_text
    span = parsed.final_diagnosis
    index = matcher._index_in(reference, parsed.language)
    reading = read_answer(span, index) if span.strip() else None
    how = "none"
    if reading is not None and verdict.matched:
        hits = [m.hit for m in reading.mentions if m.hit.term.name == verdict.matched]
        hit = hits[0] if hits else None
        if hit is not None:
            how = (
                "typo"
                if hit.typo
                else "translated"
                if hit.term.language
                else "own"
                if hit.term.entry_id == REFERENCE_ID
                else "table"
            )
    whole = read_answer(answer, matcher._index) if answer.strip() else None
    entries = {m.hit.term.entry_id for m in whole.mentions} if whole is not None else set()
    words = len(_WORDS.findall(answer))
    share = "all" if len(_WORDS.findall(span)) >= 0.8 * words else "part"
    kind = reason_kind(verdict.reason)
    position = form = lean = "-"
    if kind == _LISTED and reading is not None:
        target, _ = matcher._target(reference)
        matches = {
            i
            for i, m in enumerate(reading.mentions)
            if matcher._relate(m, target, reading).relation == MATCH
        }
        position = reference_position(reading, matches)
        form, lean = list_form(span), leans(answer, span)
        if form == "comma" and names_apart(reading):
            form = "prose"
    return VerdictSignals(
        tier=parsed.method,
        name_match=how,
        diseases=_bucket_diseases(len(entries)),
        language=parsed.language or "?",
        length=_bucket_words(words),
        span_share=share,
        reason_kind=kind,
        list_position=position,
        list_form=form,
        list_lean=lean,
    )
