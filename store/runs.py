"""Rows of the `runs` and `samples` tables (migration 0002) and the queries the app makes on them.

Writes go through Store.write (the single writer thread); every write is idempotent by primary
key, so a retried or resumed batch never duplicates a sample.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import pandas as pd

from store.database import Store
from store.fingerprint import Fingerprint, fingerprint_of_row, make_fingerprint
from store.writer import Statement


def now_utc() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


@dataclass(frozen=True)
class RunRow:
    run_id: str
    case_id: str
    task_id: str
    model: str
    endpoint: str
    params: dict[str, Any]
    template_version: str
    image_mode: str
    ablation: str
    images: list[dict[str, Any]]
    status: str
    request_hash: str
    error: str | None = None
    origin: str = "live"
    case_source: str = ""
    rounds: int = 1
    created_at: datetime = field(default_factory=now_utc)
    # the settings fingerprint (store/fingerprint.py); derived from the fields above when None
    fingerprint_parts: dict[str, Any] | None = None

    @property
    def fingerprint(self) -> Fingerprint:
        if self.fingerprint_parts:
            return Fingerprint(self.fingerprint_parts)
        return make_fingerprint(
            template=self.template_version,
            image_mode=self.image_mode,
            ablation=self.ablation,
            params=self.params,
            images=self.images,
        )


@dataclass(frozen=True)
class SampleRow:
    run_id: str
    idx: int
    raw_text: str
    parsed: dict[str, Any]
    final_diagnosis: str
    latency_ms: float | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cost_usd: float | None = None
    finish_reason: str | None = None
    error: str | None = None
    transcript: list[str] | None = None
    attempts: int | None = None
    created_at: datetime = field(default_factory=now_utc)

    @property
    def sample_id(self) -> str:
        return f"{self.run_id}:{self.idx}"


_RUN_COLUMNS = (
    "run_id, created_at, case_id, task_id, model, endpoint, params, template_version, "
    "image_mode, ablation, images, status, error, request_hash, origin, case_source, rounds, "
    "fingerprint, fingerprint_parts"
)


def insert_run(store: Store, run: RunRow) -> None:
    """Create the run row (a resumed run keeps its row and only changes status)."""
    store.write(
        f"INSERT INTO runs ({_RUN_COLUMNS}) VALUES "
        "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (run_id) DO NOTHING",
        [
            run.run_id,
            run.created_at,
            run.case_id,
            run.task_id,
            run.model,
            run.endpoint,
            json.dumps(run.params, sort_keys=True),
            run.template_version,
            run.image_mode,
            run.ablation,
            json.dumps(run.images),
            run.status,
            run.error,
            run.request_hash,
            run.origin,
            run.case_source,
            run.rounds,
            run.fingerprint.key,
            run.fingerprint.as_json(),
        ],
    )


def set_run_status(store: Store, run_id: str, status: str, error: str | None = None) -> None:
    store.write(*_status_statement([run_id], status, error))


def _status_statement(run_ids: Sequence[str], status: str, error: str | None) -> Statement:
    marks = ", ".join("?" * len(run_ids))
    return (
        f"UPDATE runs SET status = ?, error = ?, finished_at = ? WHERE run_id IN ({marks})",
        [status, error, now_utc(), *run_ids],
    )


def cancel_if_running(store: Store, run_id: str) -> None:
    """Mark a run cancelled unless it already finished (an interrupt right after inserting it);
    queued behind the insert, so it sees the row even if the insert was still in flight."""
    store.write(
        "UPDATE runs SET status = 'cancelled', finished_at = ? "
        "WHERE run_id = ? AND status = 'running'",
        [now_utc(), run_id],
    )


def _sample_params(s: SampleRow) -> list[Any]:
    return [
        s.sample_id,
        s.run_id,
        s.idx,
        s.raw_text,
        json.dumps(s.parsed),
        s.final_diagnosis,
        s.latency_ms,
        s.prompt_tokens,
        s.completion_tokens,
        s.cost_usd,
        s.finish_reason,
        s.error,
        s.created_at,
        json.dumps(s.transcript) if s.transcript is not None else None,
        s.attempts,
    ]


_SAMPLE_INSERT = (
    "INSERT OR REPLACE INTO samples (sample_id, run_id, idx, raw_text, parsed, final_diagnosis, "
    "latency_ms, prompt_tokens, completion_tokens, cost_usd, finish_reason, error, created_at, "
    "transcript, attempts) VALUES "
)
_SAMPLE_VALUES = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
_SAMPLE_SQL = _SAMPLE_INSERT + _SAMPLE_VALUES
SAMPLES_PER_STATEMENT = 200


def write_sample(store: Store, sample: SampleRow) -> None:
    """Save one answer as soon as it arrives (a failed sample is replaced when re-run)."""
    store.write(_SAMPLE_SQL, _sample_params(sample))


def write_samples(
    store: Store,
    samples: list[SampleRow],
    ended: Sequence[tuple[str, str, str | None]] = (),
) -> None:
    """Save answers in one transaction, as multi-row statements: DuckDB spends ~2 ms planning
    each statement, so a batch's answers one statement each cost more CPU than the rest of
    its store. A sample given twice keeps its last row, as writing them one by one would.
    `ended` (run id, status, error) sets the status of the runs these answers finish, in the
    same transaction: a run is never saved "done" without its answers, nor the reverse."""
    latest = list({s.sample_id: s for s in samples}.values())
    statements: list[Statement] = []
    for start in range(0, len(latest), SAMPLES_PER_STATEMENT):
        chunk = latest[start : start + SAMPLES_PER_STATEMENT]
        sql = _SAMPLE_INSERT + ", ".join([_SAMPLE_VALUES] * len(chunk))
        statements.append((sql, [p for s in chunk for p in _sample_params(s)]))
    same: dict[tuple[str, str | None], list[str]] = {}
    for run_id, status, error in ended:
        same.setdefault((status, error), []).append(run_id)
    statements += [_status_statement(ids, status, error) for (status, error), ids in same.items()]
    if statements:
        store.write_many(statements)


def run_progress(store: Store, run_id: str) -> tuple[str | None, set[int]]:
    """(the run's status, or None when it has no row yet; the sample indices that already
    have an answer), in one read. Errors do not count as answers: they are re-run."""
    rows = store.query(
        "SELECT r.status, s.idx FROM runs r LEFT JOIN samples s ON s.run_id = r.run_id "
        "AND (s.error IS NULL OR s.error = '') WHERE r.run_id = ?",
        [run_id],
    )
    if not rows:
        return None, set()
    return str(rows[0][0]), {int(r[1]) for r in rows if r[1] is not None}


def run_exists(store: Store, run_id: str) -> bool:
    return bool(store.query("SELECT count(*) FROM runs WHERE run_id = ?", [run_id])[0][0])


def runs_for_case(store: Store, case_id: str) -> pd.DataFrame:
    """Earlier runs on a case, newest first, with how many answers each holds."""
    return store.query_df(
        "SELECT r.run_id, r.created_at, r.task_id, r.model, r.endpoint, r.status, r.origin, "
        "r.image_mode, r.ablation, r.template_version, r.error, "
        "count(s.sample_id) FILTER (WHERE s.error IS NULL OR s.error = '') AS answers, "
        "sum(s.prompt_tokens) AS prompt_tokens, sum(s.completion_tokens) AS completion_tokens, "
        "sum(s.cost_usd) AS cost_usd "
        "FROM runs r LEFT JOIN samples s ON s.run_id = r.run_id WHERE r.case_id = ? "
        "GROUP BY ALL ORDER BY r.created_at DESC",
        [case_id],
    )


def samples_for_run(store: Store, run_id: str) -> pd.DataFrame:
    return store.query_df(
        "SELECT sample_id, idx, final_diagnosis, raw_text, parsed, latency_ms, prompt_tokens, "
        "completion_tokens, cost_usd, finish_reason, error, transcript "
        "FROM samples WHERE run_id = ? ORDER BY idx",
        [run_id],
    )


def get_run(store: Store, run_id: str) -> dict[str, Any] | None:
    df = store.query_df("SELECT * FROM runs WHERE run_id = ?", [run_id])
    if df.empty:
        return None
    row: dict[str, Any] = df.iloc[0].to_dict()
    return row


def find_identical_run(store: Store, request_hash: str, min_answers: int = 1) -> str | None:
    """The newest finished run of the same request with at least `min_answers` answers."""
    rows = store.query(
        "SELECT r.run_id FROM runs r JOIN samples s ON s.run_id = r.run_id "
        "WHERE r.request_hash = ? AND r.origin <> 'example' AND (s.error IS NULL OR s.error = '') "
        "GROUP BY r.run_id, r.created_at HAVING count(*) >= ? ORDER BY r.created_at DESC LIMIT 1",
        [request_hash, min_answers],
    )
    return str(rows[0][0]) if rows else None


@dataclass(frozen=True)
class RunListing:
    """One line of a run picker."""

    run_id: str
    model: str
    case_id: str
    task_id: str
    created_at: datetime
    settings: str = ""  # the settings fingerprint's label


def recent_runs(store: Store, limit: int = 200) -> list[RunListing]:
    """The newest `limit` runs (a picker lists these), [] before the runs table exists."""
    if not store.table_exists("runs"):
        return []
    df = store.query_df("SELECT * FROM runs ORDER BY created_at DESC LIMIT ?", [int(limit)])
    return [
        RunListing(
            str(r["run_id"]),
            str(r.get("model") or ""),
            str(r.get("case_id") or ""),
            str(r.get("task_id") or ""),
            r["created_at"],
            fingerprint_of_row(r).label,
        )
        for r in df.to_dict("records")
    ]


def run_counts(store: Store) -> dict[str, int]:
    runs = store.query("SELECT count(*) FROM runs")[0][0]
    samples = store.query("SELECT count(*) FROM samples")[0][0]
    return {"runs": int(runs), "samples": int(samples)}
