"""Everything an auditor needs beside one answer: run settings, images sent, scores, verdict.

Pure reads from the store (no gradio). The verdict follows scoring.verdict's order (a person >
grader > rule, else undecided), in SQL so the queue can filter and the export can join on it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from scoring.correctness import bare_reason
from store.database import Store
from store.verdicts import human_verdicts_sql

VERDICTS = ("correct", "incorrect", "undecided")
NOT_A_FAILURE = "not_a_failure"


@dataclass(frozen=True)
class Verdict:
    """Whether an answer is right, and who decided: human, grader, rule (or none)."""

    value: str = "undecided"  # correct | incorrect | undecided
    source: str = "none"  # human | grader | rule | none
    detail: str = ""  # who (annotator, grader model) and why, one line
    judged: str = ""  # the span of the answer the rule judged (its conclusion), or ""

    def flipped(self) -> str:
        """The value a flip records: undecided and correct become incorrect, incorrect correct."""
        return "correct" if self.value == "incorrect" else "incorrect"


@dataclass(frozen=True)
class ScoreLine:
    metric: str
    value: float | None
    method: str
    reason: str = ""
    span: str = ""  # the text the rule judged (the answer's conclusion), when the rule judged


@dataclass(frozen=True)
class RunSettings:
    run_id: str
    model: str
    endpoint: str = ""
    origin: str = ""
    template_version: str = ""
    image_mode: str = ""
    ablation: str = ""
    params: dict[str, Any] = field(default_factory=dict, hash=False)
    images: tuple[dict[str, Any], ...] = field(default=(), hash=False)
    created_at: Any = None


def _json(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return None
    return value


def load_run_settings(store: Store, sample_id: str) -> RunSettings | None:
    """The run an answer came from: model, endpoint (never a key), parameters, images sent."""
    rows = store.query(
        "SELECT r.run_id, r.model, r.endpoint, r.origin, r.template_version, r.image_mode, "
        "r.ablation, r.params, r.images, r.created_at FROM samples s "
        "JOIN runs r ON r.run_id = s.run_id WHERE s.sample_id = ?",
        [sample_id],
    )
    if not rows:
        return None
    run_id, model, endpoint, origin, tv, mode, abl, params, images, created = rows[0]
    params_d = _json(params)
    images_l = _json(images)
    return RunSettings(
        run_id=str(run_id),
        model=str(model or ""),
        endpoint=str(endpoint or ""),
        origin=str(origin or ""),
        template_version=str(tv or ""),
        image_mode=str(mode or ""),
        ablation=str(abl or ""),
        params=params_d if isinstance(params_d, dict) else {},
        images=tuple(i for i in images_l or [] if isinstance(i, dict)),
        created_at=created,
    )


def load_scores(store: Store, sample_id: str) -> list[ScoreLine]:
    """Every score of an answer (correct, BERTScore, grader dimensions) with its reason."""
    if not store.table_exists("scores"):
        return []
    rows = store.query(
        "SELECT metric, value, method, details FROM scores WHERE sample_id = ? ORDER BY metric",
        [sample_id],
    )
    out = []
    for metric, value, method, details in rows:
        d = _json(details)
        reason, span = "", ""
        if isinstance(d, dict):
            reason = str(d.get("reason") or d.get("justification") or "")
            span = str(d.get("span") or "")
        out.append(
            ScoreLine(
                str(metric), None if value is None else float(value), str(method), reason, span
            )
        )
    return out


def verdict_sql(has_scores: bool = True) -> str:
    """A subquery: one row per sample with `verdict`, `verdict_source` and `verdict_reason`,
    decided as scoring.verdict decides (a person > grader > rule; undecided when none can).
    The human part is store.verdicts' query; the queue, the tab and the export share this."""
    machine = (
        """(SELECT sample_id, arg_max(value, created_at) AS value,
                   arg_max(method, created_at) AS method,
                   TRY_CAST(json_extract_string(arg_max(details, created_at), '$.rule_value')
                            AS DOUBLE) AS rule_value
            FROM scores WHERE metric = 'correct' GROUP BY sample_id)"""
        if has_scores
        else "(SELECT NULL::TEXT AS sample_id, NULL::DOUBLE AS value, NULL::TEXT AS method, "
        "NULL::DOUBLE AS rule_value)"
    )
    return f"""(
    WITH hv AS ({human_verdicts_sql()}),
    mv AS {machine}
    SELECT s.sample_id,
           CASE WHEN hv.human_verdict IS NOT NULL THEN hv.human_verdict
                WHEN mv.value IS NOT NULL THEN
                    CASE WHEN mv.value >= 0.5 THEN 'correct' ELSE 'incorrect' END
                WHEN mv.method IS NOT NULL AND mv.method NOT IN ('rule', 'none')
                     AND mv.rule_value IS NOT NULL THEN
                    CASE WHEN mv.rule_value >= 0.5 THEN 'correct' ELSE 'incorrect' END
                ELSE 'undecided' END AS verdict,
           CASE WHEN hv.human_verdict IS NOT NULL THEN 'human'
                WHEN mv.value IS NOT NULL THEN
                    CASE WHEN mv.method LIKE 'grader%' THEN 'grader'
                         WHEN mv.method = 'embedding' THEN 'embedding' ELSE 'rule' END
                WHEN mv.method IS NOT NULL AND mv.method NOT IN ('rule', 'none')
                     AND mv.rule_value IS NOT NULL THEN 'rule'
                ELSE 'none' END AS verdict_source,
           coalesce(hv.human_reason, '') AS verdict_reason
    FROM samples s
    LEFT JOIN hv ON hv.sample_id = s.sample_id
    LEFT JOIN mv ON mv.sample_id = s.sample_id
)"""


def resolve_verdict(store: Store, sample_id: str, scores: list[ScoreLine] | None = None) -> Verdict:
    """The verdict on one answer and who decided it (the same rules as scoring.verdict)."""
    rows = store.query(
        f"SELECT verdict, verdict_source, verdict_reason FROM "
        f"{verdict_sql(store.table_exists('scores'))} v WHERE v.sample_id = ?",
        [sample_id],
    )
    if not rows:
        return Verdict()
    value, source, reason = str(rows[0][0]), str(rows[0][1]), str(rows[0][2] or "")
    judged = ""
    if source != "human":
        lines = load_scores(store, sample_id) if scores is None else scores
        said = [s for s in lines if s.metric == "correct"]
        if said:
            judged = said[0].span
            reason = f"{said[0].method}: {bare_reason(said[0].reason, judged)}".strip(": ")
        else:
            reason = ""
    return Verdict(value, source, reason, judged)
