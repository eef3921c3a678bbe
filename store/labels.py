"""Label events in the store: append-only writes and the reads the annotator needs.

Nothing here UPDATEs or DELETEs label_events: a change is a new event (create, revise,
retract) pointing at the revision it was based on; the current label is the view
`current_labels`. Writing the same event twice (a retry) stores it once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import pandas as pd

from store.database import Store

ACTIONS = ("create", "revise", "retract")
ROLES = ("label", "adjudication", "verdict")  # verdict: a human flip (migration 0008)
VERDICTS = ("correct", "incorrect")

EVENT_COLUMNS = (
    "event_id",
    "sample_id",
    "annotator",
    "created_at",
    "action",
    "base_revision",
    "role",
    "category",
    "subtype",
    "tags",
    "note",
    "reason",
    "evidence",
    "span_start",
    "span_end",
    "span_text",
    "taxonomy_version",
)

_INSERT = (
    f"INSERT INTO label_events ({', '.join(EVENT_COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in EVENT_COLUMNS)}) ON CONFLICT (event_id) DO NOTHING"
)


@dataclass(frozen=True)
class LabelEvent:
    """One immutable entry of the label log."""

    event_id: str
    sample_id: str
    annotator: str
    created_at: datetime
    action: str
    category: str | None = None
    subtype: str | None = None
    base_revision: str | None = None
    role: str = "label"
    tags: tuple[str, ...] = ()
    note: str = ""
    reason: str = ""
    evidence: dict[str, Any] | None = field(default=None, hash=False)
    span: tuple[int, int, str] | None = None
    taxonomy_version: str = ""

    def __post_init__(self) -> None:
        if self.action not in ACTIONS:
            raise ValueError(f"action must be one of {ACTIONS}, not {self.action!r}")
        if self.role not in ROLES:
            raise ValueError(f"role must be one of {ROLES}, not {self.role!r}")
        if self.action != "retract" and not self.category:
            raise ValueError(f"a {self.action} event needs a category")
        if self.role == "verdict" and self.action != "retract" and self.category not in VERDICTS:
            raise ValueError(f"a verdict is one of {VERDICTS}, not {self.category!r}")
        if self.action != "create" and not self.base_revision:
            raise ValueError(f"a {self.action} event needs the revision it is based on")

    def params(self) -> list[Any]:
        span = self.span or (None, None, None)
        return [
            self.event_id,
            self.sample_id,
            self.annotator,
            self.created_at,
            self.action,
            self.base_revision,
            self.role,
            self.category,
            self.subtype,
            list(self.tags),
            self.note,
            self.reason,
            None if self.evidence is None else json.dumps(self.evidence, sort_keys=True),
            span[0],
            span[1],
            span[2],
            self.taxonomy_version,
        ]


def append_event(store: Store, event: LabelEvent) -> None:
    """Append one event; returns after COMMIT. A retry with the same event_id is a no-op."""
    store.write(_INSERT, event.params())


def append_events(store: Store, events: Sequence[LabelEvent]) -> None:
    """Append several events in one transaction (all or none)."""
    store.write_many([(_INSERT, e.params()) for e in events])


def event_from_row(row: dict[str, Any]) -> LabelEvent:
    evidence = row.get("evidence")
    if isinstance(evidence, str):
        evidence = json.loads(evidence)
    start, end, text = row.get("span_start"), row.get("span_end"), row.get("span_text")
    span = None
    if start is not None and end is not None and not (_missing(start) or _missing(end)):
        span = (int(start), int(end), str(text or ""))
    created = row["created_at"]
    if isinstance(created, pd.Timestamp):
        created = created.to_pydatetime()
    tags = row.get("tags")
    return LabelEvent(
        event_id=str(row["event_id"]),
        sample_id=str(row["sample_id"]),
        annotator=str(row["annotator"]),
        created_at=created,
        action=str(row["action"]),
        category=_text_or_none(row.get("category")),
        subtype=_text_or_none(row.get("subtype")),
        base_revision=_text_or_none(row.get("base_revision")),
        role=str(row.get("role") or "label"),
        tags=tuple(tags) if tags is not None and not _missing(tags) else (),
        note=str(row.get("note") or ""),
        reason=str(row.get("reason") or ""),
        evidence=evidence if isinstance(evidence, dict) else None,
        span=span,
        taxonomy_version=str(row.get("taxonomy_version") or ""),
    )


def _missing(value: Any) -> bool:
    if value is None:
        return True
    try:
        return bool(pd.isna(value))
    except (TypeError, ValueError):
        return False  # list-likes are present


def _text_or_none(value: Any) -> str | None:
    return None if _missing(value) or value == "" else str(value)


def _events(store: Store, where: str, params: list[Any]) -> list[LabelEvent]:
    cols = ", ".join(EVENT_COLUMNS)
    cur = store.query_df(
        f"SELECT {cols} FROM label_events WHERE {where} ORDER BY created_at, seq", params
    )
    return [event_from_row(r) for r in cur.to_dict("records")]


def history(store: Store, sample_id: str) -> list[LabelEvent]:
    """Every event about one answer, oldest first (all annotators, all roles)."""
    return _events(store, "sample_id = ?", [sample_id])


def get_event(store: Store, event_id: str) -> LabelEvent | None:
    found = _events(store, "event_id = ?", [event_id])
    return found[0] if found else None


def head(store: Store, sample_id: str, annotator: str, role: str = "label") -> LabelEvent | None:
    """The newest event of one annotator on one answer (may be a retract)."""
    cols = ", ".join(EVENT_COLUMNS)
    df = store.query_df(
        f"SELECT {cols} FROM label_heads WHERE sample_id = ? AND annotator = ? AND role = ?",
        [sample_id, annotator, role],
    )
    return event_from_row(df.to_dict("records")[0]) if len(df) else None


def current_labels(store: Store, sample_ids: Iterable[str] | None = None) -> pd.DataFrame:
    """Current (not retracted) labels, one row per (sample, annotator, role)."""
    if sample_ids is None:
        return store.query_df("SELECT * FROM current_labels ORDER BY sample_id, annotator")
    ids = [str(i) for i in sample_ids]
    return store.query_df(  # the log narrowed to these answers first (migration 0010)
        "SELECT * FROM current_labels_of(?::VARCHAR[]) ORDER BY sample_id, annotator", [ids]
    )


def conflicts(store: Store) -> pd.DataFrame:
    """Events that share a base revision (both kept): sample_id, role, event_ids, annotators."""
    return store.query_df("SELECT * FROM label_conflicts ORDER BY sample_id")


def count_events(store: Store) -> int:
    return int(store.query("SELECT count(*) FROM label_events")[0][0])


# ---- aggregates for the dashboard (DuckDB does the work; results are small) ----------------


def _resolved_sql(events: str) -> str:
    """WITH ... resolved: per answer, the adjudication if any, else the most chosen label
    among annotators' current labels (ties: the label first given). `events` is the source."""
    return f"""
WITH heads AS (
    SELECT sample_id, annotator, role,
           arg_max(action, (created_at, seq)) AS action,
           arg_max(category, (created_at, seq)) AS category,
           arg_max(subtype, (created_at, seq)) AS subtype,
           max(created_at) AS head_at
    FROM {events}
    GROUP BY sample_id, annotator, role
),
live AS (SELECT * FROM heads WHERE action <> 'retract'),
votes AS (
    SELECT sample_id, role, category, subtype, count(*) AS n, min(head_at) AS first_at,
           max(head_at) AS last_at
    FROM live GROUP BY sample_id, role, category, subtype
),
resolved AS (
    SELECT sample_id,
           coalesce(arg_max(category, last_at) FILTER (WHERE role = 'adjudication'),
                    arg_max(category, (n, -epoch_us(first_at))) FILTER (WHERE role = 'label'))
               AS category,
           CASE WHEN count(*) FILTER (WHERE role = 'adjudication') > 0
                THEN arg_max(subtype, last_at) FILTER (WHERE role = 'adjudication')
                ELSE arg_max(subtype, (n, -epoch_us(first_at))) FILTER (WHERE role = 'label')
           END AS subtype,
           coalesce(sum(n) FILTER (WHERE role = 'label'), 0)::INTEGER AS n_annotators,
           count(DISTINCT category) FILTER (WHERE role = 'label')::INTEGER AS n_categories,
           count(*) FILTER (WHERE role = 'adjudication') > 0 AS adjudicated
    FROM votes GROUP BY sample_id
)
"""


def refresh_resolved(store: Store) -> int:
    """Bring the label_resolved cache up to date with the log; returns answers recomputed.

    Incremental: only answers with events after the stored high-water mark are recomputed.
    Correct because one writer thread commits in seq order, so no event can appear later
    with a smaller seq.
    """
    if store.read_only:
        return 0

    def run(con: Any) -> int:
        mark = int(
            con.execute(
                "SELECT coalesce(max(value::BIGINT), 0) FROM meta WHERE key = 'label_resolved_seq'"
            ).fetchall()[0][0]
        )
        top = int(
            con.execute(
                "SELECT coalesce(max(seq), 0) FROM label_events WHERE seq > ?", [mark]
            ).fetchall()[0][0]
        )
        if top <= mark:
            return 0
        con.execute(
            "CREATE TEMP TABLE changed AS SELECT DISTINCT sample_id FROM label_events "
            "WHERE seq > ? AND seq <= ?",
            [mark, top],
        )
        try:
            n = int(con.execute("SELECT count(*) FROM changed").fetchall()[0][0])
            con.execute(
                "DELETE FROM label_resolved WHERE sample_id IN (SELECT sample_id FROM changed)"
            )
            source = (
                "(SELECT * FROM label_events WHERE sample_id IN (SELECT sample_id FROM changed))"
                if mark > 0
                else "label_events"
            )
            cols, join = _sample_join(_has_vlm_tables(con))
            con.execute(
                "INSERT INTO label_resolved (sample_id, category, subtype, n_annotators, "
                "n_categories, adjudicated, model, case_id, task_id) "
                + _resolved_sql(source)
                + "SELECT x.sample_id, x.category, x.subtype, x.n_annotators, x.n_categories, "
                f"x.adjudicated, {cols} FROM resolved x {join} WHERE x.category IS NOT NULL"
            )
            con.execute(
                "INSERT OR REPLACE INTO meta (key, value, updated_at) "
                "VALUES ('label_resolved_seq', ?, now())",
                [str(top)],
            )
        finally:
            con.execute("DROP TABLE IF EXISTS changed")
        return n

    result: int = store.transact(run)
    return result


def _has_vlm_tables(con: Any) -> bool:
    found = con.execute(
        "SELECT count(*) FROM information_schema.tables WHERE table_name IN ('samples', 'runs')"
    ).fetchall()[0][0]
    return int(found) == 2


def _sample_join(has_vlm_tables: bool) -> tuple[str, str]:
    """SQL pieces that attach model/case/task to a sample when the vlm tables exist."""
    if has_vlm_tables:
        return (
            "coalesce(r.model, 'unknown') AS model, r.case_id, r.task_id",
            "LEFT JOIN samples s ON s.sample_id = x.sample_id "
            "LEFT JOIN runs r ON r.run_id = s.run_id",
        )
    return "'unknown' AS model, NULL::TEXT AS case_id, NULL::TEXT AS task_id", ""


def resolved_label_counts(store: Store) -> pd.DataFrame:
    """Counts of resolved labels (adjudication, else majority of annotators) per
    model, case, task, category and sub-type: the input of every profile figure."""
    if store.read_only:  # cannot refresh the cache: resolve on the fly
        cols, join = _sample_join(store.table_exists("samples") and store.table_exists("runs"))
        sql = (
            _resolved_sql("label_events")
            + f"SELECT {cols}, x.category, x.subtype, count(*) AS n FROM resolved x {join} "
            "WHERE x.category IS NOT NULL GROUP BY ALL ORDER BY ALL"
        )
        return store.query_df(sql)
    refresh_resolved(store)
    return store.query_df(
        "SELECT model, case_id, task_id, category, subtype, count(*) AS n FROM label_resolved "
        "GROUP BY ALL ORDER BY ALL"
    )


def labelling_progress(store: Store) -> pd.DataFrame:
    """One row per annotator: answers with a current label, events written, last activity."""
    return store.query_df(
        """
        SELECT annotator,
               count(DISTINCT sample_id) FILTER (WHERE NOT retracted) AS labelled,
               sum(n_events) AS events,
               max(last_at) AS last_at
        FROM (
            SELECT annotator, sample_id,
                   arg_max(action, (created_at, seq)) = 'retract' AS retracted,
                   count(*) AS n_events, max(created_at) AS last_at
            FROM label_events WHERE role = 'label'
            GROUP BY annotator, sample_id
        )
        GROUP BY annotator ORDER BY annotator
        """
    )


def grader_vs_human(store: Store) -> pd.DataFrame | None:
    """Per labelled sample: the grader's/rule's 'correct' verdict and the human's resolved call.

    None when there is no `scores` table yet. Columns: sample_id, judge (the scoring method),
    machine_correct, human_correct (True = the human said "not a failure"), the shape that
    scoring.agreement.verdict_agreement reads.
    """
    if not store.table_exists("scores"):
        return None
    refresh_resolved(store)
    return store.query_df(
        """
        SELECT x.sample_id, s.method AS judge, s.value >= 0.5 AS machine_correct,
               x.category = 'not_a_failure' AS human_correct
        FROM label_resolved x
        JOIN scores s ON s.sample_id = x.sample_id AND s.metric = 'correct' AND s.value IS NOT NULL
        ORDER BY x.sample_id, s.method
        """
    )
