"""The annotation queue: which answers to label next, with the filters auditors ask for.

Answers come from the `samples` and `runs` tables the vlm package writes; task family and split
come from the case library (they are not in the database), passed in as a small DataFrame.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from annotator.review import verdict_sql
from data.model import Case
from store.database import Store
from store.labels import refresh_resolved

QUEUE_COLUMNS = [
    "sample_id",
    "model",
    "case_id",
    "task_id",
    "final_diagnosis",
    "n_annotators",
    "n_categories",
    "mine",
    "adjudicated",
    "correct",
    "verdict",
    "verdict_source",
    "family",
    "difficulty",
]


TASK_COLUMNS = ["case_id", "task_id", "family", "difficulty", "question"]
# Which samples the queue holds: a failed request has no answer to label. The Dashboard's
# progress counts with the same predicate (queue_progress), so the two never disagree.
IN_QUEUE = "coalesce(s.error, '') = ''"


def tabulate_tasks(cases: Iterable[Case]) -> pd.DataFrame:
    """One row per task: family and split are not in the database, so the queue and the
    dashboard join them from here (the question is what the annotator reads)."""
    rows = [
        (c.case_id, t.task_id, t.family.value, t.difficulty.value, t.question)
        for c in cases
        for t in c.tasks
    ]
    return pd.DataFrame(rows, columns=TASK_COLUMNS)


@dataclass(frozen=True)
class QueueFilters:
    model: str = ""  # "" = any
    difficulty: str = ""
    family: str = ""
    unlabelled_only: bool = False  # answers this annotator has not labelled
    disagreements_only: bool = False  # two or more annotators chose different categories
    wrong_only: bool = False  # the verdict (human > grader > rule) is incorrect
    undecided_only: bool = False  # nobody has decided the verdict yet
    category: str = ""  # answers whose current labels include this category ("" = any)
    group: str = ""  # the answers of one side-by-side comparison, column by column ("" = any)


def load_queue(
    store: Store,
    annotator: str,
    filters: QueueFilters = QueueFilters(),
    tasks: pd.DataFrame | None = None,
    limit: int = 5000,
) -> pd.DataFrame:
    """Answers to label, oldest first, with label counts and this annotator's own label."""
    if not (store.table_exists("samples") and store.table_exists("runs")):
        return pd.DataFrame(columns=QUEUE_COLUMNS)
    has_scores = store.table_exists("scores")
    correct = (
        "(SELECT max(value) FROM scores sc WHERE sc.sample_id = s.sample_id "
        "AND sc.metric = 'correct' AND sc.value IS NOT NULL)"
        if has_scores
        else "NULL::DOUBLE"
    )
    where = [IN_QUEUE]
    params: list[Any] = [annotator]
    if filters.model:
        where.append("r.model = ?")
        params.append(filters.model)
    if filters.unlabelled_only:
        where.append("mine.sample_id IS NULL")
    if filters.disagreements_only:
        where.append("coalesce(cl.n_categories, 0) > 1")
    if filters.wrong_only:
        where.append("v.verdict = 'incorrect'")
    if filters.undecided_only:
        where.append("v.verdict = 'undecided'")
    if filters.category:
        where.append("s.sample_id IN (SELECT sample_id FROM current_labels WHERE category = ?)")
        params.append(filters.category)
    order = "s.created_at, s.sample_id"
    if filters.group:
        where.append("s.run_id IN (SELECT run_id FROM run_group_members WHERE group_id = ?)")
        params.append(filters.group)
        order = "(SELECT min(col) FROM run_group_members g WHERE g.run_id = s.run_id), s.idx"
    params.append(limit)
    df = store.query_df(
        f"""
        WITH cl AS (
            SELECT sample_id, count(*) AS n_annotators, count(DISTINCT category) AS n_categories
            FROM current_labels WHERE role = 'label' GROUP BY sample_id
        ),
        adj AS (SELECT DISTINCT sample_id FROM current_labels WHERE role = 'adjudication')
        SELECT s.sample_id, r.model, r.case_id, r.task_id, s.final_diagnosis,
               coalesce(cl.n_annotators, 0) AS n_annotators,
               coalesce(cl.n_categories, 0) AS n_categories,
               coalesce(mine.category, CASE WHEN mine.sample_id IS NOT NULL
                   THEN 'verdict only' END) AS mine,
               adj.sample_id IS NOT NULL AS adjudicated,
               {correct} AS correct,
               v.verdict, v.verdict_source
        FROM samples s
        JOIN runs r ON r.run_id = s.run_id
        JOIN {verdict_sql(has_scores)} v ON v.sample_id = s.sample_id
        LEFT JOIN cl ON cl.sample_id = s.sample_id
        LEFT JOIN adj ON adj.sample_id = s.sample_id
        LEFT JOIN (
            SELECT sample_id, category FROM current_labels WHERE role = 'label' AND annotator = ?
        ) mine ON mine.sample_id = s.sample_id
        WHERE {" AND ".join(where)}
        ORDER BY {order}
        LIMIT ?
        """,
        params,
    )
    if tasks is not None and not tasks.empty:
        df = df.merge(
            tasks[["case_id", "task_id", "family", "difficulty"]],
            on=["case_id", "task_id"],
            how="left",
        )
    else:
        df["family"] = None
        df["difficulty"] = None
    if filters.family:
        df = df[df["family"] == filters.family]
    if filters.difficulty:
        df = df[df["difficulty"] == filters.difficulty]
    return df.reset_index(drop=True)[QUEUE_COLUMNS]


@dataclass(frozen=True)
class QueueProgress:
    """How far labelling has come, counted over the answers the Annotate queue holds."""

    answers: int  # in the queue with no filter
    labelled: int  # of those, with a human label (adjudicated, else the annotators' choice)
    failures: int  # of those, labelled as a failure (not "not a failure")
    failed_requests: int  # samples whose request failed: not in the queue, nothing to label


def queue_progress(store: Store, failure_keys: Iterable[str]) -> QueueProgress:
    """The queue's answers and how many are labelled, with the queue's own predicate."""
    if not (store.table_exists("samples") and store.table_exists("runs")):
        return QueueProgress(0, 0, 0, 0)
    refresh_resolved(store)
    keys = sorted(set(failure_keys))
    row = store.query(
        f"""
        SELECT count(*) FILTER (WHERE {IN_QUEUE}),
               count(x.sample_id) FILTER (WHERE {IN_QUEUE}),
               count(*) FILTER (WHERE {IN_QUEUE} AND list_contains(?, x.category)),
               count(*) FILTER (WHERE NOT ({IN_QUEUE}))
        FROM samples s
        JOIN runs r ON r.run_id = s.run_id
        LEFT JOIN label_resolved x ON x.sample_id = s.sample_id
        """,
        [keys],
    )[0]
    return QueueProgress(*(int(v or 0) for v in row))


@dataclass(frozen=True)
class SampleView:
    """One answer as the annotator sees it."""

    sample_id: str
    model: str
    case_id: str
    task_id: str
    raw_text: str
    final_diagnosis: str
    parsed: dict[str, Any]


def load_sample(store: Store, sample_id: str) -> SampleView | None:
    rows = store.query(
        "SELECT s.sample_id, r.model, r.case_id, r.task_id, s.raw_text, s.final_diagnosis, "
        "s.parsed FROM samples s JOIN runs r ON r.run_id = s.run_id WHERE s.sample_id = ?",
        [sample_id],
    )
    if not rows:
        return None
    sid, model, case_id, task_id, raw, final, parsed = rows[0]
    try:
        parsed_dict = json.loads(parsed) if isinstance(parsed, str) else dict(parsed or {})
    except (ValueError, TypeError):
        parsed_dict = {}
    return SampleView(
        sample_id=str(sid),
        model=str(model or ""),
        case_id=str(case_id or ""),
        task_id=str(task_id or ""),
        raw_text=str(raw or ""),
        final_diagnosis=str(final or ""),
        parsed=parsed_dict,
    )


def list_models(store: Store) -> list[str]:
    if not store.table_exists("runs"):
        return []
    return [str(r[0]) for r in store.query("SELECT DISTINCT model FROM runs ORDER BY 1") if r[0]]


def disagreements(store: Store, visible_to: str | None = None) -> pd.DataFrame:
    """Answers whose annotators disagree, with each annotator's label and any adjudication.

    `visible_to` (blind mode): only answers that annotator has labelled, so nobody sees
    others' labels on an answer before submitting their own.
    """
    mine = (
        "AND sample_id IN (SELECT sample_id FROM current_labels "
        "WHERE role = 'label' AND annotator = $who)"
        if visible_to is not None
        else ""
    )
    return store.query_df(
        f"""
        WITH lab AS (SELECT * FROM current_labels WHERE role = 'label'),
        d AS (SELECT sample_id FROM lab GROUP BY sample_id
              HAVING count(DISTINCT category) > 1 {mine})
        SELECT d.sample_id,
               string_agg(lab.annotator || ': ' || lab.category
                          || coalesce('/' || lab.subtype, ''), '; ' ORDER BY lab.annotator)
                   AS labels,
               any_value(adj.category) AS adjudicated,
               any_value(adj.reason) AS reason
        FROM d JOIN lab USING (sample_id)
        LEFT JOIN (SELECT * FROM current_labels WHERE role = 'adjudication') adj
            ON adj.sample_id = d.sample_id
        GROUP BY d.sample_id ORDER BY d.sample_id
        """,
        {"who": visible_to} if visible_to is not None else None,
    )


class QueuePositions:
    """Each annotator's place in the queue (the answer they were on), kept in a small JSON
    file so a reload, a second tab or a restart puts them back where they were, and two
    annotators on one deployment never move each other."""

    def __init__(self, path: Path | None) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._places: dict[str, str] = {}
        if path is not None and path.is_file():
            try:
                loaded = json.loads(path.read_text(encoding="utf-8"))
                if isinstance(loaded, dict):
                    self._places = {str(k): str(v) for k, v in loaded.items()}
            except (OSError, ValueError):
                self._places = {}

    def get(self, annotator: str) -> str | None:
        with self._lock:
            return self._places.get(annotator)

    def set(self, annotator: str, sample_id: str | None) -> None:
        if not annotator or not sample_id:
            return
        with self._lock:
            if self._places.get(annotator) == sample_id:
                return
            self._places[annotator] = sample_id
            if self._path is None:
                return
            try:
                self._path.parent.mkdir(parents=True, exist_ok=True)
                tmp = self._path.with_suffix(".tmp")
                tmp.write_text(json.dumps(self._places, sort_keys=True), encoding="utf-8")
                tmp.replace(self._path)
            except OSError:
                pass  # a lost place is a convenience lost, never a label lost
