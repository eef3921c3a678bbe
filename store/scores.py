"""Queries for the scores table (migration 0003): write score rows, read them back per run or as
one row per sample for the report and the leaderboard. All writes go through Store.write_many,
so they run on the store's single writer thread.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import pandas as pd

from data.model import Reference
from store.database import Store


@dataclass(frozen=True)
class ScoreRow:
    """One value in the scores table (value None = not scored)."""

    sample_id: str
    run_id: str
    metric: str
    value: float | None
    method: str
    details: Mapping[str, Any]
    settings: Mapping[str, Any]

    @property
    def backbone(self) -> str:
        """The embedding model behind an embedding metric ('' for the others)."""
        if is_backbone_metric(self.metric):
            return str(self.settings.get("model") or "")
        return ""

    @property
    def grader_key(self) -> str:
        """'model@rubric_version' of the grader behind a grader_* row ('' for the others)."""
        if not self.metric.startswith("grader_"):
            return ""
        return grader_key(self.settings)

    @property
    def score_id(self) -> str:
        """Row identity: scores from different BERTScore backbones, and grades from different
        grader models or rubric versions, live side by side (migrations 0006, 0009)."""
        base = f"{self.sample_id}|{self.metric}"
        suffix = self.backbone or self.grader_key
        return f"{base}|{suffix}" if suffix else base


def grader_key(settings: Mapping[str, Any]) -> str:
    """'model@rubric_version' from a grader score's settings ('' without a model)."""
    model = str(settings.get("grader_model") or "")
    if not model:
        return ""
    return f"{model}@{settings.get('rubric_version') or '?'}"


def is_backbone_metric(metric: str) -> bool:
    """Metrics whose value depends on an embedding backbone (BERTScore, diagnosis similarity)."""
    return metric.startswith("bertscore_") or metric == "diagnosis_similarity"


@dataclass(frozen=True)
class ScoreTarget:
    """What a run is scored against: split and family of its task and the reference used."""

    run_id: str
    case_id: str
    task_id: str
    split: str
    family: str
    question: str
    reference: Reference | None


_UPSERT_SCORE = (
    "INSERT OR REPLACE INTO scores "
    "(score_id, sample_id, run_id, metric, value, method, details, settings, created_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, current_timestamp)"
)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str, sort_keys=True)


def save_scores(store: Store, rows: Sequence[ScoreRow]) -> None:
    """Insert or replace the rows in one transaction."""
    store.write_many(
        [
            (
                _UPSERT_SCORE,
                [
                    r.score_id,
                    r.sample_id,
                    r.run_id,
                    r.metric,
                    r.value,
                    r.method,
                    _json(dict(r.details)),
                    _json(dict(r.settings)),
                ],
            )
            for r in rows
        ]
    )


def save_target(store: Store, target: ScoreTarget) -> None:
    ref = None if target.reference is None else _json(asdict(target.reference))
    store.write(
        "INSERT OR REPLACE INTO score_targets "
        "(run_id, case_id, task_id, split, family, question, reference, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, current_timestamp)",
        [
            target.run_id,
            target.case_id,
            target.task_id,
            target.split,
            target.family,
            target.question,
            ref,
        ],
    )


def load_target(store: Store, run_id: str) -> ScoreTarget | None:
    rows = store.query(
        "SELECT run_id, case_id, task_id, split, family, question, reference "
        "FROM score_targets WHERE run_id = ?",
        [run_id],
    )
    if not rows:
        return None
    run, case_id, task_id, split, family, question, ref = rows[0]
    reference = None
    if ref:
        doc = json.loads(ref)
        for key in ("synonyms", "differential"):
            doc[key] = tuple(doc.get(key) or ())
        reference = Reference(**doc)
    return ScoreTarget(run, case_id, task_id, split or "", family or "", question or "", reference)


def unscored_run_ids(
    store: Store, model: str | None = None, case_ids: Collection[str] | None = None
) -> list[str]:
    """Runs with at least one sample that has no 'correct' row yet, or whose 'correct' row says
    the request failed while the sample has since been answered (a resumed batch); optionally
    only runs of one model and of some cases (what one batch ran)."""
    sql = (
        "SELECT DISTINCT s.run_id FROM samples s JOIN runs r ON r.run_id = s.run_id "
        "LEFT JOIN scores c ON c.sample_id = s.sample_id AND c.metric = 'correct' "
        "WHERE (c.score_id IS NULL OR (c.method = 'none' AND s.error IS NULL))"
    )
    params: list[Any] = []
    if model is not None:
        sql += " AND r.model = ?"
        params.append(model)
    if case_ids is not None:
        if not case_ids:
            return []
        sql += f" AND r.case_id IN ({', '.join('?' for _ in case_ids)})"
        params.extend(case_ids)
    rows = store.query(sql + " ORDER BY s.run_id", params or None)
    return [r[0] for r in rows]


def run_scores(store: Store, run_id: str) -> pd.DataFrame:
    """Every score row of a run (long format)."""
    return store.query_df(
        "SELECT sample_id, metric, value, method, details, settings, created_at "
        "FROM scores WHERE run_id = ? ORDER BY sample_id, metric",
        [run_id],
    )


def judgement_scores(store: Store) -> pd.DataFrame:
    """Every machine judgement of a sample (the 'correct' verdict and the grader's rubric
    dimensions): what grader-vs-human agreement compares with the human labels. A grader's
    method names its rubric version too, so two graders or rubrics are two judges."""
    return store.query_df(
        "SELECT sample_id, metric, value, "
        "CASE WHEN starts_with(method, 'grader') "
        "     AND json_extract_string(settings, '$.rubric_version') IS NOT NULL "
        "THEN method || ' (rubric v' || json_extract_string(settings, '$.rubric_version') || ')' "
        "ELSE method END AS method FROM scores "
        "WHERE metric = 'correct' OR starts_with(metric, 'grader_') "
        "ORDER BY sample_id, metric"
    )


SAMPLE_RESULTS_SQL = """
SELECT
    r.run_id,
    s.sample_id,
    s.idx,
    CASE WHEN r.ablation IS NULL OR r.ablation IN ('', 'none', 'both')
         THEN r.model ELSE r.model || ' [' || r.ablation || ']' END AS model,
    r.case_id,
    r.task_id,
    coalesce(t.split, 'unknown') AS split,
    coalesce(t.family, 'unknown') AS family,
    c.value AS correct,
    c.method AS correct_method,
    json_extract_string(c.settings, '$.grader_model') AS grader_model,
    json_extract_string(c.settings, '$.rubric_version') AS rubric_version,
    rl.value AS rule_correct,
    nullif(s.error, '') AS error,
    r.ablation AS run_ablation,
    r.template_version,
    r.image_mode,
    r.params,
    r.images,
    r.rounds,
    r.fingerprint_parts,
    b.value AS bertscore_f1,
    b.model AS bertscore_model
FROM samples s
JOIN runs r ON r.run_id = s.run_id
LEFT JOIN score_targets t ON t.run_id = s.run_id
LEFT JOIN scores c ON c.sample_id = s.sample_id AND c.metric = 'correct'
LEFT JOIN scores rl ON rl.sample_id = s.sample_id AND rl.metric = 'correct_rule'
LEFT JOIN (
    -- one BERTScore per sample: the asked-for backbone, or the latest when none is asked for
    SELECT sample_id,
           arg_max(value, created_at) AS value,
           arg_max(json_extract_string(settings, '$.model'), created_at) AS model
    FROM scores
    WHERE metric = 'bertscore_f1'
      AND (CAST(? AS VARCHAR) IS NULL OR json_extract_string(settings, '$.model') = ?)
    GROUP BY sample_id
) b ON b.sample_id = s.sample_id
WHERE coalesce(r.origin, '') <> 'example'  -- handwritten demo answers are not a model's runs
ORDER BY r.model, s.sample_id
"""


def sample_results(store: Store, bertscore_model: str | None = None) -> pd.DataFrame:
    """One row per sample of real runs (not the handwritten examples): model, split, family,
    task, the machine verdict (`correct`, its method, the rule's own value), the request error of
    a failed sample, the run's settings (for its fingerprint), BERTScore (from `bertscore_model`,
    the configured backbone; scores from different backbones are not comparable, so callers pass
    the one they show). scoring.verdict adds the human verdicts and resolves the precedence."""
    df = store.query_df(SAMPLE_RESULTS_SQL, [bertscore_model, bertscore_model])
    df["task_key"] = df["case_id"].astype(str) + "/" + df["task_id"].astype(str)
    return df
