"""The inbox beside the app's database: how a CLI writes while the app holds the file.

DuckDB lets one process open a file read-write (and then no other process may open it at all),
so while the app runs it is the only writer. A CLI that finds the file locked writes its new and
changed rows into its own DuckDB file, `<db>.inbox/<batch>.duckdb` (same tables), and the app's
poller merges every such file by primary key (runs, samples, score_targets and scores replaced
by the CLI's newer rows; label events added by event id) and moves it to `<db>.inbox/merged/`.
Merging is idempotent, so a file merged twice (the app stopped between commit and move) changes
nothing. A CLI that opens the file directly merges pending inbox files first.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from pathlib import Path
from typing import Any

import duckdb

from store.database import Store
from store.labels import refresh_resolved
from store.state import state_path, wal_path

log = logging.getLogger(__name__)

# Tables a CLI may add to, in the order they are merged, and how a clash is settled.
MERGED_TABLES = ("runs", "samples", "score_targets", "scores", "label_events")
_APPEND_ONLY = {"label_events": "event_id"}  # never replaced: an event is stored once


def inbox_dir(db: Path) -> Path:
    return db.with_name(db.name + ".inbox")


def pending_files(db: Path) -> list[Path]:
    """Finished inbox files, oldest first (a CLI renames its file in only when complete)."""
    folder = inbox_dir(db)
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.duckdb"), key=lambda p: (p.stat().st_mtime, p.name))


def insert_rows(con: duckdb.DuckDBPyConnection, table: str, rows: Any) -> int:
    """Merge an Arrow table into `table` by primary key; returns how many rows it brought."""
    if rows is None or rows.num_rows == 0:
        return 0
    con.register("_incoming", rows)
    try:
        if table in _APPEND_ONLY:
            # seq is this file's arrival order: new events get new numbers, in their old order
            cols = [c for c in rows.column_names if c != "seq"]
            order = "ORDER BY seq" if "seq" in rows.column_names else ""
            names = ", ".join(f'"{c}"' for c in cols)
            con.execute(
                f'INSERT INTO "{table}" ({names}) SELECT {names} FROM _incoming {order} '
                f"ON CONFLICT ({_APPEND_ONLY[table]}) DO NOTHING"
            )
        else:
            con.execute(f'INSERT OR REPLACE INTO "{table}" BY NAME SELECT * FROM _incoming')
    finally:
        con.unregister("_incoming")
    return int(rows.num_rows)


def read_tables(path: Path) -> dict[str, Any]:
    """The merged tables of an inbox file as Arrow tables (absent tables are skipped)."""
    src = duckdb.connect(str(path), read_only=True)
    try:
        present = {
            r[0]
            for r in src.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'"
            ).fetchall()
        }
        return {
            t: src.sql(f'SELECT * FROM "{t}"').to_arrow_table()
            for t in MERGED_TABLES
            if t in present
        }
    finally:
        src.close()


def merge_file(store: Store, path: Path) -> dict[str, int]:
    """Merge one inbox file in one transaction; returns rows per table."""
    tables = read_tables(path)

    def run(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
        return {t: insert_rows(con, t, rows) for t, rows in tables.items()}

    counts = store.transact(run)
    if counts.get("label_events"):
        refresh_resolved(store)
    return counts


def merge_pending(
    store: Store, *, move: bool = True, files: list[Path] | None = None
) -> list[Path]:
    """Merge every finished inbox file (of `store`'s own inbox unless `files` are given); move
    each to merged/ (unreadable ones to failed/) when `move`."""
    done = []
    for path in pending_files(store.path) if files is None else files:
        try:
            counts = _merge_where_it_is(store, path)
        except duckdb.Error as exc:
            log.warning("inbox file %s cannot be merged: %s", path, exc)
            if move:
                _move(path, "failed")
            continue
        log.info("merged %s: %s", path.name, counts)
        if move:
            _move(path, "merged")
        done.append(path)
    return done


def _merge_where_it_is(store: Store, path: Path) -> dict[str, int]:
    """Merge `path`, or its copy in merged/ when the app moved it meanwhile (a CLI merging
    pending files into its own copy races with the app's poller)."""
    try:
        return merge_file(store, path)
    except duckdb.Error:
        moved = path.parent / "merged" / path.name
        if path.exists() or not moved.exists():
            raise
        return merge_file(store, moved)


def _move(path: Path, sub: str) -> None:
    target = path.parent / sub
    target.mkdir(exist_ok=True)
    os.replace(path, target / path.name)


def hand_off(base: Path, mine: Path, target: Path) -> Path | None:
    """Write the rows `mine` added or changed since `base` to `target` (atomically) for the
    app to merge; remove the working files. None when there was nothing new."""
    tmp = target.with_name(target.name + ".tmp")
    remove_db_files(tmp)
    con = duckdb.connect(str(tmp))
    new_rows = 0
    try:
        con.execute(f"ATTACH '{_sql_path(mine)}' AS mine (READ_ONLY)")
        con.execute(f"ATTACH '{_sql_path(base)}' AS base (READ_ONLY)")
        for t in MERGED_TABLES:
            con.execute(
                f'CREATE TABLE "{t}" AS SELECT * FROM mine."{t}" EXCEPT SELECT * FROM base."{t}"'
            )
            new_rows += int(con.execute(f'SELECT count(*) FROM "{t}"').fetchall()[0][0])
        con.execute("DETACH mine")
        con.execute("DETACH base")
        con.execute("CHECKPOINT")
    finally:
        con.close()
    if new_rows:
        os.replace(tmp, target)
    remove_db_files(tmp)
    remove_db_files(base)
    remove_db_files(mine)
    return target if new_rows else None


def _sql_path(path: Path) -> str:
    return str(path).replace("'", "''")


def remove_db_files(path: Path) -> None:
    """A DuckDB file with its .wal and marker (working copies only)."""
    for p in (path, wal_path(path), state_path(path)):
        with contextlib.suppress(FileNotFoundError):
            p.unlink()


def _pid_alive(pid: int) -> bool:
    if os.name == "nt":  # os.kill(pid, 0) would end the process there: assume it lives
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def adopt_orphans(db: Path) -> list[Path]:
    """Hand off the work of CLIs that died without closing (SIGKILL, power loss): their
    answers are in `<db>.inbox/work/<batch>.duckdb`; a leftover snapshot is deleted."""
    work = inbox_dir(db) / "work"
    if not work.is_dir():
        return []
    adopted = []
    for path in sorted(work.glob("*.duckdb")):
        parts = path.name.split("-", 2)
        if len(parts) < 3 or not parts[1].isdigit() or _pid_alive(int(parts[1])):
            continue
        if path.name.endswith((".base.duckdb", ".snapshot.duckdb")):
            if path.name.endswith(".snapshot.duckdb"):
                remove_db_files(path)
            continue
        base = path.with_name(path.name.removesuffix(".duckdb") + ".base.duckdb")
        if not base.exists():
            continue
        try:
            target = hand_off(base, path, inbox_dir(db) / path.name)
        except duckdb.Error as exc:
            log.warning("cannot adopt %s: %s", path, exc)
            continue
        if target is not None:
            adopted.append(target)
    return adopted


class InboxPoller:
    """Merges the inbox every `every_s` seconds on a daemon thread until the store closes."""

    def __init__(self, store: Store, every_s: float) -> None:
        self._store = store
        self._every = every_s
        self._stop = threading.Event()
        self.merged = 0  # files merged so far
        self._thread = threading.Thread(target=self._run, name="store-inbox", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        while True:
            try:
                adopt_orphans(self._store.path)
                self.merged += len(merge_pending(self._store))
            except Exception as exc:  # a bad inbox never stops the app
                log.warning("inbox merge failed: %s", exc)
            if self._stop.wait(self._every):
                return

    def stop(self) -> None:
        self._stop.set()
        with contextlib.suppress(RuntimeError):
            self._thread.join()


def start_inbox_poller(store: Store, every_s: float) -> InboxPoller:
    poller = InboxPoller(store, every_s)
    store.on_close(poller.stop)
    poller.start()
    return poller
