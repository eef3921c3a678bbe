"""The store's one writer thread: group commit, and a CHECKPOINT shortly after every write.

Writes arrive on a queue; what is already waiting is committed together (group commit), and if
the group fails each write is retried alone so one bad statement only fails its own caller.
After the first commit of a quiet period the thread schedules a CHECKPOINT `checkpoint_delay_s`
later (bounded: later writes do not push it back), so the `.duckdb` file on its own holds every
save within that delay instead of only the `.wal` beside it. Each checkpoint is bracketed in the
sidecar marker (store/state.py) so a process copying the file can tell whether its copy is whole.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb

from store.state import COUNTED_TABLES, StoreState, write_state

log = logging.getLogger(__name__)

MAX_GROUP = 64  # writes committed together at most

Params = Sequence[Any] | dict[str, Any] | None
Statement = tuple[str, Params]


@dataclass
class Job:
    kind: str  # "statements" | "call" | "checkpoint" | "stop"
    statements: list[Statement]
    call: Callable[[duckdb.DuckDBPyConnection], Any] | None
    future: Future[Any]


class Writer:
    """Runs jobs on one connection in one thread; tracks commits and checkpoints them."""

    def __init__(
        self, path: Path, con: duckdb.DuckDBPyConnection, checkpoint_delay_s: float | None
    ) -> None:
        self.path = path
        self._con = con
        self._delay = checkpoint_delay_s
        self._queue: queue.Queue[Job] = queue.Queue()
        self._lock = threading.Lock()
        self._commits = 0
        self._checkpointed = 0
        self._deadline: float | None = None  # when the pending checkpoint is due
        self._dirty = False  # commits since the last checkpoint
        self._state = StoreState(pid=os.getpid())
        # DuckDB would also checkpoint on its own when the WAL passes 16 MB, unbracketed by the
        # marker; the writer's own checkpoints keep the WAL small instead.
        with contextlib.suppress(duckdb.Error):
            con.execute("SET checkpoint_threshold = '1TB'")
        self._thread = threading.Thread(target=self._run, name=f"store-writer:{path.name}")
        self._thread.daemon = True
        self._thread.start()

    # ---- counters ----------------------------------------------------------------------

    @property
    def commits(self) -> int:
        """Transactions committed by this process so far."""
        with self._lock:
            return self._commits

    @property
    def checkpointed(self) -> int:
        """How many of those are in the .duckdb file itself (not only in the .wal)."""
        with self._lock:
            return self._checkpointed

    # ---- submitting --------------------------------------------------------------------

    def submit(self, job: Job) -> Any:
        self._queue.put(job)
        return job.future.result()

    def stop(self) -> None:
        """Finish what is queued, checkpoint, mark a clean shutdown, end the thread."""
        self.submit(Job("stop", [], None, Future()))
        self._thread.join()

    # ---- the thread ----------------------------------------------------------------------

    def _next_job(self) -> Job | None:
        """The next job, or None when the pending checkpoint fell due first."""
        with self._lock:
            deadline = self._deadline
        if deadline is None:
            return self._queue.get()
        try:
            return self._queue.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None

    def _run(self) -> None:
        con = self._con
        pending: Job | None = None
        while True:
            job = pending if pending is not None else self._next_job()
            pending = None
            if job is None:
                self._checkpoint_quietly(con)
                continue
            if job.kind == "stop":
                self._finish(con, job)
                return
            if job.kind == "checkpoint":
                try:
                    self._checkpoint(con)
                except BaseException as exc:
                    job.future.set_exception(exc)
                else:
                    job.future.set_result(self.checkpointed)
                continue
            group = [job]
            # Group commit: everything already waiting goes into the same transaction.
            while job.kind == "statements" and len(group) < MAX_GROUP:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt.kind != "statements":
                    pending = nxt  # handled next, after this group
                    break
                group.append(nxt)
            self._run_group(con, group)

    def _checkpoint_quietly(self, con: duckdb.DuckDBPyConnection) -> None:
        """The scheduled checkpoint: a failure is logged and retried after the next write."""
        try:
            self._checkpoint(con)
        except Exception as exc:
            log.warning("%s: checkpoint failed: %s", self.path, exc)

    def _finish(self, con: duckdb.DuckDBPyConnection, job: Job) -> None:
        try:
            self._checkpoint(con, clean_shutdown=True)
        except BaseException as exc:  # the WAL still holds everything; DuckDB replays it
            log.warning("%s: checkpoint at shutdown failed: %s", self.path, exc)
        job.future.set_result(None)

    def _mark_dirty(self) -> None:
        """Before the first commit after a checkpoint: say the WAL is about to hold data."""
        with self._lock:
            if self._dirty:
                return
            self._dirty = True
            if self._delay is not None:
                self._deadline = time.monotonic() + self._delay
        self._state = replace(self._state, dirty=True, clean_shutdown=False)
        write_state(self.path, self._state)

    def _committed(self, n: int) -> None:
        with self._lock:
            self._commits += n
        self._state = replace(self._state, commits=self.commits)

    def _checkpoint(self, con: duckdb.DuckDBPyConnection, clean_shutdown: bool = False) -> None:
        with self._lock:
            self._deadline = None
            self._dirty = False
            target = self._commits
        gen = self._state.generation + 1
        self._state = replace(self._state, in_progress=True, generation=gen)
        write_state(self.path, self._state)
        try:
            con.execute("CHECKPOINT")
            counts = _count_rows(con)
        finally:
            self._state = replace(self._state, in_progress=False, generation=gen + 1)
        with self._lock:
            self._checkpointed = target
        self._state = replace(
            self._state,
            dirty=False,
            commits=target,
            checkpointed=target,
            checkpointed_at=datetime.now(UTC).isoformat(timespec="seconds"),
            counts=counts,
            clean_shutdown=clean_shutdown,
        )
        write_state(self.path, self._state)

    def _run_group(self, con: duckdb.DuckDBPyConnection, group: list[Job]) -> None:
        self._mark_dirty()
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
            rollback(con)
            for job in group:  # find the culprit: each alone, so only it fails
                self._run_one(con, job)
            return
        self._committed(1)
        for job in group:
            job.future.set_result(None)

    def _run_one(self, con: duckdb.DuckDBPyConnection, job: Job) -> None:
        try:
            con.execute("BEGIN TRANSACTION")
            result: Any = None
            if job.call is not None:
                result = job.call(con)
            for sql, params in job.statements:
                con.execute(sql, params)
            con.execute("COMMIT")
        except BaseException as exc:
            rollback(con)
            job.future.set_exception(exc)
            return
        self._committed(1)
        job.future.set_result(result)


def rollback(con: duckdb.DuckDBPyConnection) -> None:
    with contextlib.suppress(duckdb.Error):  # no transaction was open
        con.execute("ROLLBACK")


def _count_rows(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    present = {
        r[0]
        for r in con.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'"
        ).fetchall()
    }
    return {
        t: int(con.execute(f'SELECT count(*) FROM "{t}"').fetchall()[0][0])
        for t in COUNTED_TABLES
        if t in present
    }
