"""A verdict has a value and a source, resolved here and nowhere else.

Values: correct, incorrect, undecided. Sources, in order of precedence: a human (a verdict flip,
else a label: "not a failure" is correct, a failure category is incorrect), the rubric grader
(when it is the configured method and could grade), the offline rule (or the embedding rule when
that is the configured method). When none of them decides, the sample is undecided: it is shown,
queued for review, and left out of pass@k's n with its count printed, never counted as wrong.
A failed request (an error instead of an answer) is not a sample at all: it is counted as failed.

pass@k, the Scores tab, the Leaderboard, the report CLI and the Dashboard all read verdicts
through `judged_samples` / `resolve_verdicts`, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pandas as pd

from store.fingerprint import fingerprint_of_row
from store.scores import sample_results
from store.verdicts import human_verdicts

VALUES = ("correct", "incorrect", "undecided")
SOURCES = ("human", "grader", "rule", "embedding")
COUNT_KEYS = ("human", "grader", "rule", "embedding", "undecided", "failed")


@dataclass(frozen=True)
class SampleVerdict:
    """The verdict on one answer: value, which source decided (undecided: ''), and why."""

    value: str
    source: str
    reason: str = ""

    @property
    def correct(self) -> bool | None:
        return None if self.value == "undecided" else self.value == "correct"


def source_of_method(method: str | None) -> str:
    """The source a stored 'correct' row's method stands for."""
    m = str(method or "")
    if m.startswith("grader"):
        return "grader"
    if m == "embedding":
        return "embedding"
    return "rule"


def _value(v: Any) -> bool | None:
    if v is None or v is pd.NA or (isinstance(v, float) and pd.isna(v)):
        return None
    return bool(float(v) >= 0.5)


def resolve_verdict(
    human: str | None = None,
    machine: Any = None,
    method: str | None = None,
    rule: Any = None,
    human_reason: str = "",
) -> SampleVerdict:
    """human ('correct'/'incorrect'/None) > the configured method's verdict (`machine`, decided by
    `method`) > the offline rule's own value when the configured grader could not grade."""
    if human in ("correct", "incorrect"):
        return SampleVerdict(human, "human", human_reason)
    decided = _value(machine)
    if decided is not None:
        return SampleVerdict("correct" if decided else "incorrect", source_of_method(method))
    if source_of_method(method) != "rule":  # the grader/embedding could not decide: the rule can
        fallback = _value(rule)
        if fallback is not None:
            why = f"{source_of_method(method)} could not decide"
            return SampleVerdict("correct" if fallback else "incorrect", "rule", why)
    return SampleVerdict("undecided", "", "no source could decide")


def _text(v: Any) -> str | None:
    if v is None or v is pd.NA or (isinstance(v, float) and pd.isna(v)) or v == "":
        return None
    return str(v)


def resolve_verdicts(frame: pd.DataFrame, human: pd.DataFrame | None = None) -> pd.DataFrame:
    """Add verdict, verdict_source, verdict_reason, failed and correct (True/False/None: the
    resolved value that pass@k counts) to one-row-per-sample `frame` (sample_id, correct,
    correct_method, optional rule_correct and error); `human` is store.verdicts.human_verdicts."""
    out = frame.copy()
    hv: dict[str, tuple[str, str]] = {}
    if human is not None and len(human):
        hv = {
            str(r["sample_id"]): (str(r["human_verdict"]), str(r.get("human_reason") or ""))
            for r in human.to_dict("records")
        }
    verdicts, sources, reasons, failed = [], [], [], []
    for r in out.to_dict("records"):
        error = _text(r.get("error"))
        if error is not None:
            verdicts.append("failed")
            sources.append("")
            reasons.append(error)
            failed.append(True)
            continue
        h, why = hv.get(str(r.get("sample_id")), (None, ""))
        v = resolve_verdict(
            h, r.get("correct"), _text(r.get("correct_method")), r.get("rule_correct"), why
        )
        verdicts.append(v.value)
        sources.append(v.source)
        reasons.append(v.reason)
        failed.append(False)
    out["machine_correct"] = out.get("correct")
    out["verdict"] = verdicts
    out["verdict_source"] = sources
    out["verdict_reason"] = reasons
    out["failed"] = failed
    out["correct"] = pd.Series(
        [{"correct": True, "incorrect": False}.get(v) for v in verdicts],
        index=out.index,
        dtype=object,
    )
    return out


def source_counts(frame: pd.DataFrame) -> dict[str, int]:
    """How many samples each source decided, how many are undecided and how many failed."""
    counts = dict.fromkeys(COUNT_KEYS, 0)
    if frame is None or frame.empty or "verdict" not in frame:
        return counts
    for verdict, source in zip(frame["verdict"], frame["verdict_source"], strict=True):
        if verdict == "failed":
            counts["failed"] += 1
        elif verdict == "undecided":
            counts["undecided"] += 1
        else:
            counts[str(source) if str(source) in counts else "rule"] += 1
    return counts


def counts_text(counts: Mapping[str, int]) -> str:
    """'human 3 · grader 0 · rule 12 · undecided 2' (+ embedding / failed when there are any)."""
    keys = ["human", "grader", "rule"]
    if counts.get("embedding"):
        keys.append("embedding")
    keys.append("undecided")
    if counts.get("failed"):
        keys.append("failed")
    return " · ".join(f"{k} {int(counts.get(k, 0))}" for k in keys)


def add_fingerprints(frame: pd.DataFrame) -> pd.DataFrame:
    """Add `fingerprint` (short key) and `settings` (readable label) from the run columns."""
    out = frame.copy()
    keys: dict[str, tuple[str, str]] = {}
    fps, labels = [], []
    for r in out.to_dict("records"):
        run_id = str(r.get("run_id"))
        if run_id not in keys:
            fp = fingerprint_of_row(r)
            keys[run_id] = (fp.key, fp.label)
        fps.append(keys[run_id][0])
        labels.append(keys[run_id][1])
    out["fingerprint"] = pd.Series(fps, index=out.index, dtype=object)
    out["settings"] = pd.Series(labels, index=out.index, dtype=object)
    return out


def judged_samples(store: Any, bertscore_model: str | None = None) -> pd.DataFrame:
    """store.scores.sample_results with fingerprints and resolved verdicts: the one frame every
    figure that counts samples is computed from."""
    frame = sample_results(store, bertscore_model)
    human = human_verdicts(store) if store.table_exists("label_events") else None
    return add_fingerprints(resolve_verdicts(frame, human))


def undecided_samples(store: Any) -> pd.DataFrame:
    """The review queue of answers no source could decide (newest model first): sample_id,
    run_id, model, case_id, task_id, settings, verdict_reason."""
    frame = judged_samples(store)
    cols = ["sample_id", "run_id", "model", "case_id", "task_id", "settings", "verdict_reason"]
    if frame.empty:
        return pd.DataFrame(columns=cols)
    return frame[frame["verdict"] == "undecided"][cols].reset_index(drop=True)
