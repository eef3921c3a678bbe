"""Groups of runs (migration 0012): one prompt asked of several models side by side, kept so the
comparison can be reopened after a restart and its answers stepped through in column order."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import pandas as pd

from store.database import Store


@dataclass(frozen=True)
class GroupMember:
    col: int
    model: str
    run_id: str
    status: str = ""


@dataclass(frozen=True)
class RunGroup:
    group_id: str
    created_at: datetime
    case_id: str
    task_id: str
    fingerprint: str
    settings: str
    members: tuple[GroupMember, ...] = ()

    @property
    def label(self) -> str:
        """'case/task · model-a | model-b · 2026-11-26 08:40' for a picker."""
        models = " | ".join(m.model for m in self.members)
        when = pd.Timestamp(self.created_at).strftime("%Y-%m-%d %H:%M")
        return f"{self.case_id}/{self.task_id} · {models} · {when}"


def insert_group(
    store: Store,
    group_id: str,
    created_at: datetime,
    case_id: str,
    task_id: str,
    fingerprint: str,
    settings: str,
) -> None:
    store.write(
        "INSERT INTO run_groups (group_id, created_at, case_id, task_id, fingerprint, settings) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        [group_id, created_at, case_id, task_id, fingerprint, settings],
    )


def add_member(store: Store, group_id: str, member: GroupMember) -> None:
    store.write(
        "INSERT INTO run_group_members (group_id, col, model, run_id) VALUES (?, ?, ?, ?) "
        "ON CONFLICT DO NOTHING",
        [group_id, member.col, member.model, member.run_id],
    )


def load_group(store: Store, group_id: str) -> RunGroup | None:
    """The group with its columns in order (each with its run's status), or None."""
    rows = store.query(
        "SELECT group_id, created_at, case_id, task_id, fingerprint, settings "
        "FROM run_groups WHERE group_id = ?",
        [group_id],
    )
    if not rows:
        return None
    members = store.query(
        "SELECT m.col, m.model, m.run_id, coalesce(r.status, '') FROM run_group_members m "
        "LEFT JOIN runs r ON r.run_id = m.run_id WHERE m.group_id = ? ORDER BY m.col",
        [group_id],
    )
    gid, created, case_id, task_id, fp, settings = rows[0]
    return RunGroup(
        str(gid),
        created,
        str(case_id),
        str(task_id),
        str(fp),
        str(settings or ""),
        tuple(GroupMember(int(c), str(m), str(r), str(s)) for c, m, r, s in members),
    )


def list_groups(store: Store, case_id: str | None = None, limit: int = 50) -> list[RunGroup]:
    """The newest groups (of one case when given), [] before the tables exist."""
    if not store.table_exists("run_groups"):
        return []
    rows = store.query(
        "SELECT group_id FROM run_groups WHERE CAST(? AS VARCHAR) IS NULL OR case_id = ? "
        "ORDER BY created_at DESC LIMIT ?",
        [case_id, case_id, int(limit)],
    )
    groups = [load_group(store, str(r[0])) for r in rows]
    return [g for g in groups if g is not None]


def group_samples(store: Store, group_id: str) -> pd.DataFrame:
    """Every answer of a group in column order (then sample index): col, model, run_id,
    sample_id, idx, final_diagnosis, raw_text, error, latency_ms, cost_usd, tokens."""
    return store.query_df(
        "SELECT m.col, m.model, m.run_id, s.sample_id, s.idx, s.final_diagnosis, s.raw_text, "
        "nullif(s.error, '') AS error, s.latency_ms, s.cost_usd, s.prompt_tokens, "
        "s.completion_tokens FROM run_group_members m JOIN samples s ON s.run_id = m.run_id "
        "WHERE m.group_id = ? ORDER BY m.col, s.idx",
        [group_id],
    )


def group_of_sample(store: Store, sample_id: str) -> str | None:
    """The newest group an answer belongs to (Annotate steps through its other columns)."""
    if not store.table_exists("run_groups"):
        return None
    rows = store.query(
        "SELECT g.group_id FROM samples s JOIN run_group_members m ON m.run_id = s.run_id "
        "JOIN run_groups g ON g.group_id = m.group_id WHERE s.sample_id = ? "
        "ORDER BY g.created_at DESC LIMIT 1",
        [sample_id],
    )
    return str(rows[0][0]) if rows else None
