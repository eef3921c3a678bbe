"""Store: the one DuckDB file behind NeuroLens (runs, samples, scores, label events).

DuckDB lets one process hold a file read-write, and one connection shared by many threads
serialises badly, so the store keeps ONE write connection on ONE writer thread fed by a queue,
and gives every reader thread its own cursor (a sibling connection on the same database
instance). `write()` returns only after COMMIT, which is what lets the UI say "saved".
Queued writes that arrive together are committed together (group commit) to keep latency flat
with many annotators; if the group fails, each write is retried alone so one bad statement only
fails its own caller.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import re
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import duckdb
import pandas as pd

from data.errors import NeuroLensError

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[A-Za-z0-9_]+\.sql$")
_MAX_GROUP = 64  # writes committed together at most

Params = Sequence[Any] | dict[str, Any] | None
Statement = tuple[str, Params]
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


@dataclass
class _Job:
    kind: str  # "statements" | "call" | "stop"
    statements: list[Statement]
    call: Callable[[duckdb.DuckDBPyConnection], Any] | None
    future: Future[Any]


class Store:
    """One DuckDB file: a single writer thread, per-thread read cursors, versioned migrations."""

    def __init__(self, path: Path, con: duckdb.DuckDBPyConnection, read_only: bool) -> None:
        self.path = path
        self.read_only = read_only
        self._con = con
        self._closed = False
        self._local = threading.local()
        self._cursors: list[duckdb.DuckDBPyConnection] = []
        self._cursor_lock = threading.Lock()
        self._queue: queue.Queue[_Job] = queue.Queue()
        self._writer: threading.Thread | None = None
        if not read_only:
            self._writer = threading.Thread(
                target=self._run_writer, name=f"store-writer:{path.name}", daemon=True
            )
            self._writer.start()

    # ---- opening -------------------------------------------------------------------------

    @classmethod
    def open(
        cls, path: Path, read_only: bool = False, migrations_dir: Path = MIGRATIONS_DIR
    ) -> Store:
        """Open (creating parent folders and the file) and bring the schema up to date."""
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
        return cls(path, con, read_only)

    # ---- writing -------------------------------------------------------------------------

    def write(self, sql: str, params: Params = None) -> None:
        """Run one statement on the writer thread; returns after COMMIT, raises its error."""
        self._submit(_Job("statements", [(sql, params)], None, Future()))

    def write_many(self, statements: Sequence[Statement]) -> None:
        """Run statements in one transaction: all committed or none."""
        if statements:
            self._submit(_Job("statements", list(statements), None, Future()))

    def transact(self, fn: Callable[[duckdb.DuckDBPyConnection], T]) -> T:
        """Run fn(write_connection) inside one transaction on the writer thread (bulk imports)."""
        result: T = self._submit(_Job("call", [], fn, Future()))
        return result

    def _submit(self, job: _Job) -> Any:
        if self.read_only:
            raise NeuroLensError(f"{self.path} is open read-only; labels cannot be saved")
        if self._closed:
            raise StoreClosedError(f"{self.path}: the store is closed")
        self._queue.put(job)
        return job.future.result()

    def _run_writer(self) -> None:
        con = self._con
        while True:
            job = self._queue.get()
            if job.kind == "stop":
                job.future.set_result(None)
                return
            group = [job]
            stop: _Job | None = None
            # Group commit: everything already waiting goes into the same transaction.
            while job.kind == "statements" and len(group) < _MAX_GROUP:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt.kind != "statements":
                    stop = nxt if nxt.kind == "stop" else None
                    if stop is None:
                        self._run_group(con, group)
                        group = [nxt]
                    break
                group.append(nxt)
            self._run_group(con, group)
            if stop is not None:
                stop.future.set_result(None)
                return

    def _run_group(self, con: duckdb.DuckDBPyConnection, group: list[_Job]) -> None:
        if len(group) == 1:
            self._run_one(con, group[0])
            return
        try:
            con.execute("BEGIN TRANSACTION")
            for job in group:
                for sql, params in job.statements:
                    con.execute(sql, params)
            con.execute("COMMIT")
        except Exception:
            _rollback(con)
            for job in group:  # find the culprit: each alone, so only it fails
                self._run_one(con, job)
            return
        for job in group:
            job.future.set_result(None)

    def _run_one(self, con: duckdb.DuckDBPyConnection, job: _Job) -> None:
        try:
            con.execute("BEGIN TRANSACTION")
            result: Any = None
            if job.call is not None:
                result = job.call(con)
            for sql, params in job.statements:
                con.execute(sql, params)
            con.execute("COMMIT")
        except BaseException as exc:
            _rollback(con)
            job.future.set_exception(exc)
            return
        job.future.set_result(result)

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
        rows = self.query(
            "SELECT count(*) FROM information_schema.tables WHERE table_name = ?", [name]
        )
        return bool(rows[0][0])

    def schema_version(self) -> int:
        return int(self.query("SELECT coalesce(max(version), 0) FROM schema_version")[0][0])

    # ---- closing -------------------------------------------------------------------------

    def close(self) -> None:
        """Finish queued writes, then release the file (idempotent)."""
        if self._closed:
            return
        if self._writer is not None:
            stop: _Job = _Job("stop", [], None, Future())
            self._queue.put(stop)
            stop.future.result()
            self._writer.join()
        self._closed = True
        with self._cursor_lock:
            cursors, self._cursors = self._cursors, []
        for cur in cursors:
            with contextlib.suppress(duckdb.Error):
                cur.close()
        self._con.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _rollback(con: duckdb.DuckDBPyConnection) -> None:
    with contextlib.suppress(duckdb.Error):  # no transaction was open
        con.execute("ROLLBACK")


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
            _rollback(con)
            raise NeuroLensError(f"migration {mig.path.name} failed: {exc}") from exc
        log.info("applied migration %s", mig.path.name)
        applied.append(mig.version)
    return applied


def open_app_store(
    db_path: Path, *, on_spaces: bool, persistent_storage: bool
) -> tuple[Store | None, list[str]]:
    """The app's store and the warnings to show: a locked or broken file warns, never crashes."""
    warnings: list[str] = []
    store: Store | None = None
    try:
        store = Store.open(db_path)
    except NeuroLensError as exc:
        warnings.append(f"Labels and runs cannot be saved: {exc}")
    if on_spaces and not persistent_storage:
        warnings.append(
            f"Labels are stored in {db_path}, which is lost when this Space restarts: "
            "enable persistent storage"
        )
    return store, warnings
