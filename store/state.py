"""The store's sidecar marker `<db>.state.json`: what the last process left in the file.

DuckDB keeps committed data in `<db>.wal` until a CHECKPOINT folds it into `<db>`. The marker
says whether the WAL holds commits not yet checkpointed (`dirty`), how many commits this process
has checkpointed, a generation number that changes around every checkpoint (so a reader copying
the `.duckdb` file can tell a torn copy from a consistent one), and row counts at the last
checkpoint (so a start-up that finds fewer rows knows data went missing). Written atomically
(temp file + rename); a missing or unreadable marker reads as "nothing known".
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

COUNTED_TABLES = ("runs", "samples", "scores", "label_events")


@dataclass(frozen=True)
class StoreState:
    pid: int = 0
    dirty: bool = False  # the WAL holds commits not yet checkpointed into the .duckdb file
    in_progress: bool = False  # a CHECKPOINT is rewriting the .duckdb file right now
    generation: int = 0  # +1 when a checkpoint starts and again when it ends
    commits: int = 0  # commits made by process `pid` so far
    checkpointed: int = 0  # of those, how many are in the .duckdb file
    checkpointed_at: str = ""  # UTC, ISO 8601
    counts: dict[str, int] = field(default_factory=dict)  # rows per table at that checkpoint
    clean_shutdown: bool = False


def state_path(db: Path) -> Path:
    return db.with_name(db.name + ".state.json")


def wal_path(db: Path) -> Path:
    return db.with_name(db.name + ".wal")


def read_state(db: Path) -> StoreState | None:
    """The marker, or None when there is none or it cannot be read."""
    try:
        raw = json.loads(state_path(db).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(raw, dict):
        return None
    known = {k: v for k, v in raw.items() if k in StoreState.__dataclass_fields__}
    try:
        state = StoreState(**known)
    except TypeError:
        return None
    return state


def write_state(db: Path, state: StoreState) -> None:
    """Replace the marker atomically; a failure (read-only folder) is ignored."""
    target = state_path(db)
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    with contextlib.suppress(OSError):
        tmp.write_text(json.dumps(asdict(state), sort_keys=True), encoding="utf-8")
        os.replace(tmp, target)
