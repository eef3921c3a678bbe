"""Precision of decided verdicts per signal value (scoring.rule.verdict_signals), pooled over the
readable sets (the team's golden and tuning sets) and the outside dev set apart. Frozen sets are
left out: choosing where to abstain on them would tune on them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Protocol

from data.model import Reference
from scoring.rule.matcher import DiagnosisMatcher
from scoring.rule.verdict_signals import signals_of
from vlm.parse import parse_answer


class Case(Protocol):
    """A golden case as scoring.rule.evaluate loads it (its GoldenCase): what is judged, and
    the verdict a careful reader expects."""

    @property
    def reference(self) -> Reference: ...

    @property
    def predicted(self) -> str: ...

    @property
    def expected(self) -> bool | None: ...


# pairs of signals whose joint values are worth a row of their own
PAIRS = (
    ("tier", "diseases"),
    ("name_match", "length"),
    ("tier", "span_share"),
    ("list_position", "list_form"),
    ("list_position", "list_lean"),
    ("list_position", "language"),
)


def signal_counts(
    matcher: DiagnosisMatcher, cases: Iterable[Case]
) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]]]:
    """(decided, decided right) per (signal, value), pairs included as 'a×b'."""
    decided: Counter[tuple[str, str]] = Counter()
    right: Counter[tuple[str, str]] = Counter()
    for case in cases:
        parsed = parse_answer(case.predicted)
        ref = case.reference
        verdict = matcher.match(parsed.final_diagnosis, ref, parsed.language, case.predicted)
        if verdict.correct is None:
            continue
        sig = dict(signals_of(matcher, parsed, ref, verdict).items())
        sig["verdict"] = "correct" if verdict.correct else "incorrect"
        keys = [(k, v) for k, v in sig.items()]
        keys += [(f"{a}×{b}", f"{sig[a]}×{sig[b]}") for a, b in PAIRS]
        ok = verdict.correct is case.expected
        for key in keys:
            decided[key] += 1
            right[key] += ok
    return decided, right


def print_signal_table(
    matcher: DiagnosisMatcher,
    groups: Sequence[tuple[str, Sequence[Path]]],
    load: Callable[[Path], Sequence[Case]],
) -> None:
    """One row per (signal, value): decided, wrong and precision for each group of files."""
    counts = []
    for _name, paths in groups:
        cases = [c for p in paths for c in load(p)]
        counts.append(signal_counts(matcher, cases))
    keys = sorted({k for decided, _ in counts for k in decided})
    head = " | ".join(f"{name}: decided wrong precision" for name, _ in groups)
    print(f"signal | value | {head}")
    for key in keys:
        cells = []
        for decided, right in counts:
            n, ok = decided[key], right[key]
            cells.append(f"{n} {n - ok} {ok / n:.1%}" if n else "0 0 -")
        print(f"{key[0]} | {key[1]} | " + " | ".join(cells))
