"""Store: the one DuckDB file behind NeuroLens (runs, samples, scores, label events).

DuckDB lets one process hold a file read-write, and one connection shared by many threads
serialises badly, so the store keeps ONE write connection on ONE writer thread fed by a queue,
and gives every reader thread its own cursor (a sibling connection on the same database
instance). `write()` returns only after COMMIT, which is what lets the UI say "saved".
The writer (store/writer.py) group-commits and checkpoints a bounded delay after each write, so
the `.duckdb` file alone holds every save; start-up checks and recovery are in store/recovery.py.
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import duckdb
import pandas as pd

from data.errors import NeuroLensError
from store.writer import Job, Params, Statement, Writer, rollback

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[A-Za-z0-9_]+\.sql$")
DEFAULT_CHECKPOINT_DELAY_S = 2.0

T = TypeVar("T")


class StoreLockedError(NeuroLensError):
    """The database file is held by another process (DuckDB allows one read-write process)."""


class StoreClosedError(NeuroLensError):
    """A write or read arrived after close()."""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    path: Path


def list_migrations(folder: Path = MIGRATIONS_DIR) -> list[Migration]:
    """Migration files NNNN_name.sql in version order; two files with one number is an error."""
    found: dict[int, Migration] = {}
    for path in sorted(folder.glob("*.sql")):
        match = _MIGRATION_NAME.match(path.name)
        if not match:
            continue
        version = int(match.group(1))
        if version in found:
            raise NeuroLensError(
                f"two migrations numbered {version:04d}: {found[version].path.name}, {path.name}"
            )
        found[version] = Migration(version, path.stem, path)
    return [found[v] for v in sorted(found)]


def _locked_message(path: Path, exc: Exception) -> str:
    pid = re.search(r"PID (\d+)", str(exc))
    holder = f" (pid {pid.group(1)})" if pid else ""
    return (
        f"{path} is open in another NeuroLens process{holder}; close it or set NEUROLENS_DB "
        "to another file"
    )


def _connect(path: Path, read_only: bool) -> duckdb.DuckDBPyConnection:
    try:
        return duckdb.connect(str(path), read_only=read_only)
    except duckdb.IOException as exc:
        if "lock" in str(exc).lower():
            raise StoreLockedError(_locked_message(path, exc)) from exc
        raise NeuroLensError(f"{path}: cannot open the database: {exc}") from exc
    except duckdb.ConnectionException as exc:
        # The same process already holds the file with another configuration (e.g. read-only).
        raise StoreLockedError(
            f"{path} is already open in this process with other settings: {exc}"
        ) from exc


class Store:
    """One DuckDB file: a single writer thread, per-thread read cursors, versioned migrations."""

    def __init__(
        self,
        path: Path,
        con: duckdb.DuckDBPyConnection,
        read_only: bool,
        checkpoint_delay_s: float | None = DEFAULT_CHECKPOINT_DELAY_S,
    ) -> None:
        self.path = path
        self.read_only = read_only
        self._con = con
        self._closed = False
        self._local = threading.local()
        self._cursors: list[duckdb.DuckDBPyConnection] = []
        self._cursor_lock = threading.Lock()
        self._tables: set[str] = set()  # tables seen to exist (none is ever dropped while open)
        self._before_close: list[Callable[[], None]] = []
        self._after_close: list[Callable[[], None]] = []
        self._writer: Writer | None = None
        if not read_only:
            self._writer = Writer(path, con, checkpoint_delay_s)
            # the schema (and a WAL replayed after a crash) goes into the .duckdb file now
            try:
                self.checkpoint()
            except duckdb.Error as exc:  # the WAL still holds it; the next checkpoint retries
                log.warning("%s: checkpoint at open failed: %s", path, exc)

    # ---- opening -------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: Path,
        read_only: bool = False,
        migrations_dir: Path = MIGRATIONS_DIR,
        checkpoint_delay_s: float | None = DEFAULT_CHECKPOINT_DELAY_S,
    ) -> Store:
        """Open (creating parent folders and the file) and bring the schema up to date.
        `checkpoint_delay_s`: how soon after a write the .duckdb file holds it (None: only at
        close)."""
        path = Path(path)
        if not read_only:
            path.parent.mkdir(parents=True, exist_ok=True)
        elif not path.exists():
            raise NeuroLensError(f"{path}: no database file to open read-only")
        con = _connect(path, read_only)
        try:
            if not read_only:
                apply_migrations(con, list_migrations(migrations_dir))
        except Exception:
            con.close()
            raise
        return cls(path, con, read_only, checkpoint_delay_s)

    def on_close(self, fn: Callable[[], None], *, after: bool = False) -> None:
        """Run fn when the store closes: before the last writes (stop a poller) or after the
        file is released (hand a CLI's file to the app, delete a snapshot)."""
        (self._after_close if after else self._before_close).append(fn)

    # ---- writing -------------------------------------------------------------------------

    def write(self, sql: str, params: Params = None) -> None:
        """Run one statement on the writer thread; returns after COMMIT, raises its error."""
        self._submit(Job("statements", [(sql, params)], None, Future()))

    def write_many(self, statements: Sequence[Statement]) -> None:
        """Run statements in one transaction: all committed or none."""
        if statements:
            self._submit(Job("statements", list(statements), None, Future()))

    def transact(self, fn: Callable[[duckdb.DuckDBPyConnection], T]) -> T:
        """Run fn(write_connection) inside one transaction on the writer thread (bulk imports)."""
        result: T = self._submit(Job("call", [], fn, Future()))
        return result

    def checkpoint(self) -> int:
        """Fold the WAL into the .duckdb file now; returns the commits it now holds."""
        result: int = self._submit(Job("checkpoint", [], None, Future()))
        return result

    @property
    def commits(self) -> int:
        """Transactions this process has committed (0 when read-only)."""
        return self._writer.commits if self._writer is not None else 0

    @property
    def checkpointed(self) -> int:
        """Of those, how many the .duckdb file holds on its own (the rest is in the .wal)."""
        return self._writer.checkpointed if self._writer is not None else 0

    def _submit(self, job: Job) -> Any:
        if self.read_only or self._writer is None:
            raise NeuroLensError(f"{self.path} is open read-only; labels cannot be saved")
        if self._closed:
            raise StoreClosedError(f"{self.path}: the store is closed")
        return self._writer.submit(job)

    # ---- reading -------------------------------------------------------------------------

    def _cursor(self) -> duckdb.DuckDBPyConnection:
        if self._closed:
            raise StoreClosedError(f"{self.path}: the store is closed")
        cur: duckdb.DuckDBPyConnection | None = getattr(self._local, "cursor", None)
        if cur is None:
            cur = self._con.cursor()
            self._local.cursor = cur
            with self._cursor_lock:
                self._cursors.append(cur)
        return cur

    def query(self, sql: str, params: Params = None) -> list[tuple[Any, ...]]:
        """Rows of a read query, on this thread's own cursor (always read to the end)."""
        return self._cursor().execute(sql, params).fetchall()

    def query_df(self, sql: str, params: Params = None) -> pd.DataFrame:
        """A read query as a DataFrame, on this thread's own cursor."""
        return self._cursor().execute(sql, params).df()

    def table_exists(self, name: str) -> bool:
        """Asked on every Annotate render (an older store may lack `scores`): a table seen once
        is remembered, since none is dropped while the store is open (1.5 ms a query)."""
        if name in self._tables:
            return True
        rows = self.query(
            "SELECT count(*) FROM information_schema.tables WHERE table_name = ?", [name]
        )
        if rows[0][0]:
            self._tables.add(name)
        return bool(rows[0][0])

    def schema_version(self) -> int:
        return int(self.query("SELECT coalesce(max(version), 0) FROM schema_version")[0][0])

    # ---- closing -------------------------------------------------------------------------

    def close(self) -> None:
        """Finish queued writes, checkpoint, then release the file (idempotent)."""
        if self._closed:
            return
        for fn in self._before_close:
            _run_quietly(fn)
        if self._writer is not None:
            self._writer.stop()
        self._closed = True
        with self._cursor_lock:
            cursors, self._cursors = self._cursors, []
        for cur in cursors:  # a reader still busy (a request the server gave up on) stops
            with contextlib.suppress(duckdb.Error):
                cur.interrupt()
        for cur in cursors:
            _close_when_idle(cur)
        _close_when_idle(self._con)
        for fn in self._after_close:
            _run_quietly(fn)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


CLOSE_WAIT_S = 5.0  # how long closing waits for an interrupted read to give its cursor back


def _close_when_idle(con: duckdb.DuckDBPyConnection) -> None:
    """Close a connection, waiting (bounded) while an interrupted call still holds it; one
    still busy after that is left to the process's exit, logged. Nothing is lost either way:
    the writer has committed and checkpointed every save before this point."""
    deadline = time.monotonic() + CLOSE_WAIT_S
    while True:
        try:
            con.close()
            return
        except duckdb.Error as exc:
            if time.monotonic() >= deadline:
                log.warning("store: a connection still busy at close: %s", exc)
                return
            time.sleep(0.05)


def _run_quietly(fn: Callable[[], None]) -> None:
    try:
        fn()
    except Exception as exc:  # closing must finish; the hook logs what went wrong
        log.warning("store close hook failed: %s", exc)


def apply_migrations(con: duckdb.DuckDBPyConnection, migrations: list[Migration]) -> list[int]:
    """Apply the migrations not yet recorded in schema_version, each in its own transaction."""
    con.execute(
        "CREATE TABLE IF NOT EXISTS schema_version ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " applied_at TIMESTAMP NOT NULL DEFAULT current_timestamp)"
    )
    done = {int(r[0]) for r in con.execute("SELECT version FROM schema_version").fetchall()}
    applied = []
    for mig in migrations:
        if mig.version in done:
            continue
        script = mig.path.read_text(encoding="utf-8")
        try:
            con.execute("BEGIN TRANSACTION")
            con.execute(script)
            con.execute(
                "INSERT INTO schema_version (version, name) VALUES (?, ?)", [mig.version, mig.name]
            )
            con.execute("COMMIT")
        except duckdb.Error as exc:
            rollback(con)
            raise NeuroLensError(f"migration {mig.path.name} failed: {exc}") from exc
        log.info("applied migration %s", mig.path.name)
        applied.append(mig.version)
    return applied
