"""Start-up checks for the app's database: a damaged or incomplete file never stops the app.

A file DuckDB cannot open or read (truncated, flipped header or data bytes), or a `.duckdb`
whose `.wal` vanished while the marker (store/state.py) says the last run left data in it, is
renamed aside with a UTC timestamp (never deleted), a new file is started, every row still
readable in the old one is copied over, and the banner says what happened and where the old file
went. A locked file (another NeuroLens process) and a read-only file keep their own messages.
"""

from __future__ import annotations

import contextlib
import logging
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

import duckdb

from data.errors import NeuroLensError
from store.database import DEFAULT_CHECKPOINT_DELAY_S, Store, StoreLockedError
from store.inbox import insert_rows, start_inbox_poller
from store.state import StoreState, read_state, state_path, wal_path

log = logging.getLogger(__name__)

# What is worth salvaging from a damaged file, in dependency order (label_resolved is derived
# from label_events and rebuilt; meta holds bookkeeping of the old file).
SALVAGED_TABLES = ("runs", "samples", "score_targets", "scores", "label_events")
_CHUNK = 2048  # rows per retry when a whole table cannot be read


class DamagedStoreError(NeuroLensError):
    """The database file exists but cannot be read whole."""


@dataclass(frozen=True)
class Salvage:
    aside: Path
    rows: dict[str, int]  # table -> rows copied into the new file
    unreadable: tuple[str, ...]  # tables (or parts) that could not be read

    def summary(self) -> str:
        got = ", ".join(f"{n} {t}" for t, n in self.rows.items() if n) or "nothing"
        lost = f"; unreadable: {', '.join(self.unreadable)}" if self.unreadable else ""
        return f"recovered {got}{lost}"


def verify_store(store: Store) -> None:
    """Read every row of every table (DuckDB checks block checksums as it reads)."""
    try:
        tables = [
            r[0]
            for r in store.query(
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = 'main' AND table_type = 'BASE TABLE'"
            )
        ]
        for table in tables:
            store.query(f'SELECT max(hash(t)) FROM "{table}" AS t')
    except duckdb.Error as exc:
        raise DamagedStoreError(f"{store.path} is damaged: {_first_line(exc)}") from exc


def open_verified(
    path: Path, *, read_only: bool = False, checkpoint_delay_s: float | None = None
) -> Store:
    """Store.open plus a full read; a damaged file raises DamagedStoreError (one line)."""
    try:
        store = Store.open(path, read_only=read_only, checkpoint_delay_s=checkpoint_delay_s)
    except StoreLockedError:
        raise
    except duckdb.Error as exc:
        raise DamagedStoreError(f"{path} is damaged: {_first_line(exc)}") from exc
    except NeuroLensError as exc:
        if isinstance(exc.__cause__, duckdb.Error) or "migration" in str(exc):
            raise DamagedStoreError(f"{path} is damaged: {_first_line(exc)}") from exc
        raise
    try:
        verify_store(store)
    except DamagedStoreError:
        with contextlib.suppress(Exception):
            store.close()
        raise
    return store


def missing_data_reason(path: Path, store: Store | None, state: StoreState | None) -> str:
    """Why the file holds less than the last run left (per the marker `state` read before
    opening), or "" when nothing says so."""
    if state is None:
        return ""
    if state.dirty and not wal_path(path).exists():
        when = state.checkpointed_at or "the last checkpoint"
        return (
            f"its write-ahead log {wal_path(path).name} is missing although the last run left "
            f"changes in it; what was saved after {when} may be lost"
        )
    if store is None:
        return ""
    fewer = []
    for table, expected in state.counts.items():
        if not store.table_exists(table):
            fewer.append(f"{table} 0 < {expected}")
            continue
        have = int(store.query(f'SELECT count(*) FROM "{table}"')[0][0])
        if have < expected:
            fewer.append(f"{table} {have} < {expected}")
    if fewer:
        return f"it holds fewer rows than the last run recorded ({', '.join(fewer)})"
    return ""


def set_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename the file (and its .wal and marker) to `<name>.damaged-<UTC time>`; never delete."""
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, aside)
    if wal_path(path).exists():
        os.replace(wal_path(path), wal_path(aside))
    if state_path(path).exists():
        os.replace(state_path(path), state_path(aside))
    return aside


def salvage_rows(aside: Path, store: Store) -> Salvage:
    """Copy every readable row of the set-aside file into `store` (merging by primary key)."""
    rows: dict[str, int] = {}
    unreadable: list[str] = []
    try:
        src = duckdb.connect(str(aside), read_only=True)
    except duckdb.Error as exc:
        return Salvage(aside, {}, (f"the whole file ({_first_line(exc)})",))
    try:
        for table in SALVAGED_TABLES:
            got, lost = _salvage_table(src, store, table)
            rows[table] = got
            if lost:
                unreadable.append(f"{table} ({lost})")
    finally:
        with contextlib.suppress(duckdb.Error):
            src.close()
    return Salvage(aside, rows, tuple(unreadable))


def _salvage_table(src: duckdb.DuckDBPyConnection, store: Store, table: str) -> tuple[int, str]:
    try:
        whole = src.sql(f'SELECT * FROM "{table}"').to_arrow_table()
    except duckdb.CatalogException:
        return 0, ""
    except duckdb.Error:
        whole = None
    if whole is not None:
        return store.transact(partial(_insert, table=table, rows=whole)), ""
    # Row by row is too slow; chunk by rowid so one bad block loses only its chunk.
    try:
        top = int(src.execute(f'SELECT count(*) FROM "{table}"').fetchall()[0][0])
    except duckdb.Error as exc:
        return 0, _first_line(exc)
    got, bad = 0, 0
    for start in range(0, top, _CHUNK):
        try:
            part = src.sql(
                f'SELECT * FROM "{table}" WHERE rowid >= {start:d} AND rowid < {start + _CHUNK:d}'
            ).to_arrow_table()
        except duckdb.Error:
            bad += 1
            continue
        got += store.transact(partial(_insert, table=table, rows=part))
    return got, f"{bad} chunk(s) of {_CHUNK} rows unreadable" if bad else ""


def _insert(con: duckdb.DuckDBPyConnection, *, table: str, rows: Any) -> int:
    return insert_rows(con, table, rows)


def open_app_store(
    db_path: Path,
    *,
    on_spaces: bool,
    persistent_storage: bool,
    checkpoint_delay_s: float | None = DEFAULT_CHECKPOINT_DELAY_S,
    inbox_every_s: float | None = 2.0,
) -> tuple[Store | None, list[str]]:
    """The app's store and the warnings to show: locked, read-only, damaged or incomplete
    files become a banner, never a crash (and never a crash loop: the bad file is moved)."""
    warnings: list[str] = []
    store: Store | None = None
    try:
        store = _open_or_recover(db_path, checkpoint_delay_s, warnings)
    except NeuroLensError as exc:
        warnings.append(f"Labels and runs cannot be saved: {exc}")
    except Exception as exc:  # the app keeps serving whatever went wrong here
        log.exception("opening %s failed", db_path)
        warnings.append(f"Labels and runs cannot be saved: {db_path}: {_first_line(exc)}")
    if store is not None and not store.read_only and inbox_every_s:
        start_inbox_poller(store, inbox_every_s)
    if on_spaces and not persistent_storage:
        warnings.append(
            f"Labels are stored in {db_path}, which is lost when this Space restarts: "
            "enable persistent storage"
        )
    return store, warnings


def _writable(path: Path) -> bool:
    folder_ok = os.access(path.parent, os.W_OK)
    return folder_ok and (not path.exists() or os.access(path, os.W_OK))


def _open_or_recover(path: Path, delay: float | None, warnings: list[str]) -> Store:
    path = Path(path)
    if path.exists() and not _writable(path):
        store = open_verified(path, read_only=True)
        warnings.append(
            f"{path} is read-only (no write permission): the data is shown, but labels and runs "
            "cannot be saved"
        )
        return store
    reason = ""
    if path.exists():
        state = read_state(path)
        reason = missing_data_reason(path, None, state)
        if not reason:
            try:
                found = open_verified(path, checkpoint_delay_s=delay)
            except DamagedStoreError as exc:
                reason = "it is damaged: " + str(exc).split(" is damaged: ", 1)[-1]
            else:
                reason = missing_data_reason(path, found, state)
                if not reason:
                    return found
                found.close()
    if not reason:
        return Store.open(path, checkpoint_delay_s=delay)
    aside = set_aside(path)
    store = Store.open(path, checkpoint_delay_s=delay)
    saved = salvage_rows(aside, store)
    warnings.append(
        f"The database {path} was set aside because {reason}. It was moved to {aside} (kept, "
        f"not deleted) and a new one started; {saved.summary()}. Re-import your latest label "
        f"export or Hub backup with `python -m annotator.export import --db {path} FILE`."
    )
    log.warning("%s", warnings[-1])
    return store


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
