"""The label export with its context: one SQL query the UI download and the CLI share.

Every label event keeps its own columns (so `annotator.export import` reads the file back),
followed by what a reader needs without the database: model, run settings, case, task,
question, answer, reference, verdict and its source, scores, and the evidence unpacked.
Timestamps are UTC written with their offset (2026-11-23T21:04:05.000000+00:00).
"""

from __future__ import annotations

from pathlib import Path

from annotator.review import verdict_sql
from store.database import Store
from store.labels import EVENT_COLUMNS

UTC_FORMAT = "%Y-%m-%dT%H:%M:%S.%f+00:00"

CONTEXT_COLUMNS = (
    "model",
    "run_id",
    "run_origin",
    "run_endpoint",
    "run_params",
    "run_template_version",
    "run_image_mode",
    "run_ablation",
    "run_images",
    "case_id",
    "task_id",
    "split",
    "family",
    "question",
    "answer_final_diagnosis",
    "answer_differential",
    "answer_lesion",
    "answer_rationale",
    "answer_text",
    "reference",
    "verdict",
    "verdict_source",
    "score_correct",
    "score_correct_method",
    "scores",
    "evidence_sequence",
    "evidence_plane",
    "evidence_slice",
    "evidence_position_mm",
    "evidence_window",
    "evidence_viewed",
)


def _utc(column: str) -> str:
    return f"strftime({column}, '{UTC_FORMAT}')"


def context_sql(store: Store, *, text_lists: bool = False) -> str:
    """SELECT of every label event with its context, oldest first.

    `text_lists`: tags and evidence as JSON text (CSV has no list or JSON type).
    """
    has = {t: store.table_exists(t) for t in ("samples", "runs", "scores", "score_targets")}
    event_cols = []
    for c in EVENT_COLUMNS:
        if c == "created_at":
            event_cols.append(f"{_utc('e.created_at')} AS created_at")
        elif c == "tags" and text_lists:
            event_cols.append("to_json(e.tags) AS tags")
        elif c == "evidence" and text_lists:
            event_cols.append("e.evidence::TEXT AS evidence")
        else:
            event_cols.append(f"e.{c}")
    ev = "e.evidence"
    evidence_cols = [
        f"json_extract_string({ev}, '$.sequence_id') AS evidence_sequence",
        f"json_extract_string({ev}, '$.plane') AS evidence_plane",
        f"TRY_CAST(json_extract_string({ev}, '$.index') AS INTEGER) AS evidence_slice",
        f"TRY_CAST(json_extract_string({ev}, '$.position_mm') AS DOUBLE) AS evidence_position_mm",
        f"json_extract({ev}, '$.window')::TEXT AS evidence_window",
        # false: no image viewed (the viewer untouched on that case); null: not recorded
        f"TRY_CAST(json_extract_string({ev}, '$.viewed') AS BOOLEAN) AS evidence_viewed",
    ]
    if not (has["samples"] and has["runs"]):
        nulls = ", ".join(f"NULL::TEXT AS {c}" for c in CONTEXT_COLUMNS[: -len(evidence_cols)])
        return (
            f"SELECT {', '.join(event_cols)}, {nulls}, {', '.join(evidence_cols)} "
            "FROM label_events e ORDER BY e.seq"
        )
    scores_join = ""
    score_cols = (
        "NULL::DOUBLE AS score_correct, NULL::TEXT AS score_correct_method, NULL::TEXT AS scores"
    )
    if has["scores"]:
        scores_join = """
        LEFT JOIN (
            SELECT sample_id,
                   arg_max(value, created_at) FILTER (WHERE metric = 'correct') AS score_correct,
                   arg_max(method, created_at) FILTER (WHERE metric = 'correct')
                       AS score_correct_method,
                   to_json(map_from_entries(list({'k': metric, 'v': value} ORDER BY metric)))::TEXT
                       AS scores
            FROM scores GROUP BY sample_id
        ) sc ON sc.sample_id = e.sample_id"""
        score_cols = "sc.score_correct, sc.score_correct_method, sc.scores"
    target_join = ""
    target_cols = (
        "NULL::TEXT AS split, NULL::TEXT AS family, NULL::TEXT AS question, NULL::TEXT AS reference"
    )
    if has["score_targets"]:
        target_join = "LEFT JOIN score_targets t ON t.run_id = r.run_id"
        target_cols = "t.split, t.family, t.question, t.reference::TEXT AS reference"
    parsed = "s.parsed"
    return f"""
    SELECT {", ".join(event_cols)},
           r.model, r.run_id, r.origin AS run_origin, r.endpoint AS run_endpoint,
           r.params::TEXT AS run_params, r.template_version AS run_template_version,
           r.image_mode AS run_image_mode, r.ablation AS run_ablation,
           r.images::TEXT AS run_images,
           r.case_id, r.task_id, {target_cols},
           coalesce(json_extract_string({parsed}, '$.final_diagnosis'), s.final_diagnosis)
               AS answer_final_diagnosis,
           json_extract({parsed}, '$.differential')::TEXT AS answer_differential,
           json_extract_string({parsed}, '$.lesion') AS answer_lesion,
           json_extract_string({parsed}, '$.rationale') AS answer_rationale,
           s.raw_text AS answer_text,
           v.verdict, v.verdict_source,
           {score_cols},
           {", ".join(evidence_cols)}
    FROM label_events e
    LEFT JOIN samples s ON s.sample_id = e.sample_id
    LEFT JOIN runs r ON r.run_id = s.run_id
    LEFT JOIN {verdict_sql(has["scores"])} v ON v.sample_id = e.sample_id
    {scores_join}
    {target_join}
    ORDER BY e.seq
    """


def export_with_context(store: Store, out: str, fmt: str) -> int:
    """Write the labels with their context to `out` (csv, parquet or jsonl); returns rows."""
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    sql = context_sql(store, text_lists=fmt == "csv")
    options = {"csv": "FORMAT csv, HEADER true", "parquet": "FORMAT parquet"}.get(
        fmt, "FORMAT json"
    )
    literal = "'" + str(path).replace("'", "''") + "'"
    store.query(f"COPY ({sql}) TO {literal} ({options})")
    return int(store.query("SELECT count(*) FROM label_events")[0][0])
