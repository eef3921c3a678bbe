"""One row per sample of a run with its scores and its resolved verdict: what the Scores tab
and a finished live query show (the pivot of the long scores table)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pandas as pd

from scoring.bertscore import OFFLINE_MODEL
from scoring.verdict import resolve_verdicts
from store.runs import samples_for_run
from store.scores import grader_key, is_backbone_metric, run_scores
from store.verdicts import human_verdicts

NO_GRADER = "no grader configured"


def _get(row: Mapping[str, Any], key: str) -> Any:
    value = row.get(key)
    if value is None or value is pd.NA or (isinstance(value, float) and pd.isna(value)):
        return None
    return value


def _details(value: Any) -> dict[str, Any]:
    if isinstance(value, str) and value:
        try:
            doc = json.loads(value)
            return doc if isinstance(doc, dict) else {}
        except json.JSONDecodeError:
            return {}
    return dict(value) if isinstance(value, Mapping) else {}


SCORE_COLUMNS = [
    "sample_id",
    "idx",
    "final_diagnosis",
    "correct",
    "correct_method",
    "correct_reason",
    "judged_span",
    "rule_correct",
    "diagnosis_similarity",
    "bertscore_p",
    "bertscore_r",
    "bertscore_f1",
    "bertscore_model",
    "grader_status",
    "grader_verdict",
    "grader_justification",
]


def scores_frame(
    store: Any,
    run_id: str,
    grader_configured: bool = False,
    bertscore_model: str | None = OFFLINE_MODEL,
    grader: str | None = None,
) -> pd.DataFrame:
    """Pivot a run's score rows to one row per sample (the per-case view and score_run use it).

    BERTScore and similarity rows are kept only for `bertscore_model` (the configured backbone;
    None keeps the latest of any), since values from different backbones are not comparable."""
    samples = samples_for_run(store, run_id)
    long = comparable_scores(run_scores(store, run_id), bertscore_model, grader)
    records = []
    for s in samples.to_dict("records"):
        mine = long[long["sample_id"] == s["sample_id"]]
        by_metric = {m: row for m, row in zip(mine["metric"], mine.to_dict("records"), strict=True)}
        records.append(sample_record(s, by_metric, grader_configured))
    frame = pd.DataFrame(records)
    for col in SCORE_COLUMNS:
        if col not in frame:
            frame[col] = pd.Series(dtype=object)
    extra = [c for c in frame.columns if c not in SCORE_COLUMNS]
    return with_verdicts(store, frame[SCORE_COLUMNS + extra])


def comparable_scores(
    long: pd.DataFrame, bertscore_model: str | None, grader: str | None
) -> pd.DataFrame:
    """A run's long score rows, oldest first, less those that cannot be compared: backbone
    metrics of another BERTScore model, and grades by another grader than `grader`."""
    if long.empty:
        return long
    if bertscore_model is not None:
        models = [_details(v).get("model") for v in long["settings"]]
        other = [
            is_backbone_metric(m) and b != bertscore_model
            for m, b in zip(long["metric"], models, strict=True)
        ]
        long = long[[not o for o in other]]
        if long.empty:
            return long
    # one grader's grades: the configured one, else the latest
    long = long.sort_values("created_at", kind="stable")
    if grader is not None:
        keys = [
            grader_key(_details(v)) if str(m).startswith("grader_") else ""
            for m, v in zip(long["metric"], long["settings"], strict=True)
        ]
        long = long[[k in ("", grader) for k in keys]]
    return long


def sample_record(
    sample: Mapping[str, Any], by_metric: Mapping[str, Mapping[str, Any]], grader_configured: bool
) -> dict[str, Any]:
    """One sample's row: its answer, the deciding `correct` score, the rule, similarity and
    BERTScore values, and the grader's verdict and rubric grades."""

    def value(metric: str) -> Any:
        row = by_metric.get(metric)
        return None if row is None else _get(row, "value")

    correct = by_metric.get("correct")
    rec: dict[str, Any] = {
        "sample_id": sample["sample_id"],
        "idx": sample.get("idx"),
        "final_diagnosis": _get(sample, "final_diagnosis") or "",
        "correct": None if value("correct") is None else bool(value("correct")),
        "correct_method": "" if correct is None else correct["method"],
        "correct_reason": "" if correct is None else _details(correct["details"]).get("reason", ""),
        "judged_span": "" if correct is None else _details(correct["details"]).get("span", ""),
        "rule_correct": None if value("correct_rule") is None else bool(value("correct_rule")),
        "diagnosis_similarity": value("diagnosis_similarity"),
        "bertscore_p": value("bertscore_p"),
        "bertscore_r": value("bertscore_r"),
        "bertscore_f1": value("bertscore_f1"),
        "bertscore_model": ""
        if "bertscore_f1" not in by_metric
        else _details(by_metric["bertscore_f1"]["settings"]).get("model", ""),
    }
    verdict_row = by_metric.get("grader_verdict")
    rec["graded_by"] = (
        ""
        if verdict_row is None
        else grader_key(_details(verdict_row["settings"])).replace("@", " rubric v")
    )
    rec["error"] = _get(sample, "error")
    rec.update(_grader_fields(verdict_row, grader_configured))
    for metric in by_metric:
        if metric.startswith("grader_") and metric != "grader_verdict":
            rec[metric] = value(metric)
    return rec


def _grader_fields(
    verdict_row: Mapping[str, Any] | None, grader_configured: bool
) -> dict[str, Any]:
    if verdict_row is None:
        return {
            "grader_status": "not graded yet" if grader_configured else NO_GRADER,
            "grader_verdict": None,
            "grader_justification": "",
        }
    d = _details(verdict_row["details"])
    return {
        "grader_status": d.get("status", ""),
        "grader_verdict": d.get("verdict"),
        "grader_justification": d.get("justification") or "; ".join(d.get("errors", [])),
    }


def with_verdicts(store: Any, frame: pd.DataFrame) -> pd.DataFrame:
    """The run's frame with each sample's resolved verdict and its source (human > grader >
    rule); `correct` becomes the resolved value, `machine_correct` keeps the machine's."""
    if frame.empty:
        for col in ("machine_correct", "verdict", "verdict_source", "verdict_reason", "failed"):
            frame[col] = pd.Series(dtype=object)
        return frame
    human = None
    if store.table_exists("label_events"):
        human = human_verdicts(store)
        human = human[human["sample_id"].isin(set(frame["sample_id"]))]
    return resolve_verdicts(frame, human)
