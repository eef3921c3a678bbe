"""Grader (or rule) against humans on the same answers: the join and the agreement numbers.

Machine judgements come from the scores table ('correct' with the method that decided, and the
grader's own 'grader_verdict' and 'grader_<dimension>' grades); human judgements from the current
label events: the category 'not_a_failure' means the human says the answer is correct, any other
category that it is a failure. Numeric human grades are read where a label's evidence carries
them as {"grades": {dimension: number}} with the grader's rubric dimensions; only then can
Pearson/Spearman (scoring.calibration) be computed. Pure pandas: the Scores tab reads the rows.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

import pandas as pd

from scoring.calibration import calibration_table

HUMAN_CORRECT = "not_a_failure"
VERDICT_METRICS = ("correct", "grader_verdict")
VERDICT_COLUMNS = [
    "sample_id",
    "judge",
    "machine_correct",
    "annotator",
    "role",
    "category",
    "human_correct",
]
GRADE_COLUMNS = ["sample_id", "annotator", "category", "dimension", "grader", "human"]


def _missing(value: Any) -> bool:
    return value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value))


def human_grades(evidence: Any) -> dict[str, float]:
    """Numeric rubric grades a human recorded in a label's evidence ({"grades": {...}})."""
    if isinstance(evidence, str) and evidence:
        try:
            evidence = json.loads(evidence)
        except json.JSONDecodeError:
            return {}
    if not isinstance(evidence, Mapping):
        return {}
    grades = evidence.get("grades")
    out: dict[str, float] = {}
    if isinstance(grades, Mapping):
        for dim, value in grades.items():
            if isinstance(value, bool) or not isinstance(value, int | float):
                continue
            if not math.isnan(float(value)):
                out[str(dim)] = float(value)
    return out


def _labels(labels: pd.DataFrame) -> list[dict[str, Any]]:
    rows = []
    for rec in labels.to_dict("records"):
        category = rec.get("category")
        if _missing(category) or not category:
            continue
        rows.append(
            {
                "sample_id": str(rec["sample_id"]),
                "annotator": str(rec.get("annotator") or ""),
                "role": str(rec.get("role") or "label"),
                "category": str(category),
                "human_correct": category == HUMAN_CORRECT,
                "grades": human_grades(rec.get("evidence")),
            }
        )
    return rows


def join_verdicts(scores: pd.DataFrame, labels: pd.DataFrame) -> pd.DataFrame:
    """One row per (sample, machine judge, human label) where both judged the answer.

    `scores`: score rows (sample_id, metric, value, method); `labels`: current labels
    (sample_id, annotator, role, category[, evidence]). A machine value of None (ungraded) or a
    failed request is no judgement and is left out, never counted as wrong."""
    machine: dict[tuple[str, str], bool] = {}
    if not scores.empty:
        part = scores[scores["metric"].isin(VERDICT_METRICS)]
        for rec in part.to_dict("records"):
            if _missing(rec.get("value")) or rec.get("method") in (None, "", "none"):
                continue
            machine[(str(rec["sample_id"]), str(rec["method"]))] = float(rec["value"]) >= 0.5
    rows = []
    for label in _labels(labels):
        for (sample_id, judge), correct in sorted(machine.items()):
            if sample_id == label["sample_id"]:
                rows.append(
                    {
                        "sample_id": sample_id,
                        "judge": judge,
                        "machine_correct": correct,
                        "annotator": label["annotator"],
                        "role": label["role"],
                        "category": label["category"],
                        "human_correct": label["human_correct"],
                    }
                )
    return pd.DataFrame(rows, columns=VERDICT_COLUMNS)


def join_grades(scores: pd.DataFrame, labels: pd.DataFrame) -> pd.DataFrame:
    """Long pairs (sample, annotator, category, dimension, grader, human) for every rubric
    dimension both the grader and a human graded numerically."""
    grader: dict[tuple[str, str], float] = {}
    if not scores.empty:
        part = scores[
            scores["metric"].str.startswith("grader_") & (scores["metric"] != "grader_verdict")
        ]
        for rec in part.to_dict("records"):
            if not _missing(rec.get("value")):
                dim = str(rec["metric"]).removeprefix("grader_")
                grader[(str(rec["sample_id"]), dim)] = float(rec["value"])
    rows = []
    for label in _labels(labels):
        for dim, human in sorted(label["grades"].items()):
            value = grader.get((label["sample_id"], dim))
            if value is not None:
                rows.append(
                    {
                        "sample_id": label["sample_id"],
                        "annotator": label["annotator"],
                        "category": label["category"],
                        "dimension": dim,
                        "grader": value,
                        "human": human,
                    }
                )
    return pd.DataFrame(rows, columns=GRADE_COLUMNS)


def grade_correlations(pairs: pd.DataFrame, per_category: bool = False) -> pd.DataFrame:
    """Pearson/Spearman with CIs per dimension (and per error category on request)."""
    if pairs.empty:
        return pd.DataFrame()
    by = ("dimension", "category") if per_category else ("dimension",)
    return calibration_table(pairs, by=by)
