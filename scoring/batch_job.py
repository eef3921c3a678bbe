"""A batch run started from the app: one at a time, in a worker thread, its progress kept here.

On a Hugging Face Space there is no shell, so `python -m scoring.run` is out of reach; the Batch
tab starts the same batch (vlm.batch.run_batch over data.catalog.case_stream.stream_cases, then the
same scoring as the CLI) through the app's own store. The job's state lives on the server, not in a
browser session, so a reload (or a second browser) shows the batch in progress. Resuming is
starting the same settings again: run_batch skips the samples already answered.

Before any case is opened the endpoint is checked (vlm.reachability, as a live query is): a
server that is not running is said in a second instead of as a column of failed samples. The
job keeps the most frequent failure messages, so the panel says why samples failed.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, replace
from typing import Any

from data.catalog.case_stream import stream_cases
from data.errors import NeuroLensError
from data.model import Case
from scoring.run import score_batch
from settings import Settings
from vlm.batch import BatchConfig, BatchSummary, run_batch
from vlm.preload import start_preloading
from vlm.provider import RetryPolicy, make_provider
from vlm.reachability import check_reachable
from vlm.registry import ModelSpec

ACTIVE = ("checking", "running", "cancelling", "scoring")


@dataclass(frozen=True)
class JobStatus:
    """What the progress bar shows. `done` counts samples answered or failed by this job;
    samples a resumed batch skips (answered before) are counted in `skipped` and in `done`."""

    state: str = "idle"  # idle | checking | running | cancelling | scoring | done | cancelled
    # | failed
    model: str = ""
    total: int = 0
    done: int = 0
    failed: int = 0
    skipped: int = 0
    started: float = 0.0
    finished: float = 0.0
    message: str = ""
    causes: tuple[tuple[str, int], ...] = ()  # the most frequent failure messages, with counts

    @property
    def active(self) -> bool:
        return self.state in ACTIVE

    @property
    def percent(self) -> int:
        return (
            100
            if self.total == 0 and self.state == "done"
            else (int(100 * self.done / self.total) if self.total else 0)
        )

    def eta_s(self, now: float) -> float | None:
        """Seconds left at the pace so far (None before the first answer or when not running)."""
        fresh = self.done - self.skipped
        if self.state != "running" or fresh <= 0 or self.total <= self.done:
            return None
        return (now - self.started) / fresh * (self.total - self.done)

    def line(self, now: float | None = None) -> str:
        """One line: counts, failures, time left or how it ended."""
        if self.state == "idle":
            return "No batch has run since the app started."
        now = time.time() if now is None else now
        parts = [f"{self.model}: {self.done:,} / {self.total:,} samples ({self.percent}%)"]
        if self.skipped:
            parts.append(f"{self.skipped:,} answered before (resumed)")
        parts.append(f"{self.failed:,} failed")
        eta = self.eta_s(now)
        if eta is not None:
            parts.append(f"about {_duration(eta)} left")
        state = {
            "checking": "checking the endpoint",
            "running": "running",
            "cancelling": "cancelling: waiting for the requests in flight",
            "scoring": "scoring the answers",
            "done": f"done in {_duration(self.finished - self.started)}",
            "cancelled": "cancelled: start again with the same settings to resume",
            "failed": "stopped",
        }[self.state]
        line = " · ".join([*parts, state])
        return f"{line} · {self.message}" if self.message else line


def _duration(seconds: float) -> str:
    seconds = max(0.0, seconds)
    if seconds < 90:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} min"


class BatchJobs:
    """The app's batch runner: at most one job at a time, shared by every session."""

    def __init__(self, store: Any, settings: Settings, registry: Any = None) -> None:
        self.store, self.settings, self.registry = store, settings, registry
        self._lock = threading.Lock()
        self._status = JobStatus()
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._live: BatchSummary | None = None

    def status(self) -> JobStatus:
        """The job's state, with live counts while it runs."""
        with self._lock:
            st, live = self._status, self._live
        if live is not None and st.state in ("running", "cancelling"):
            done = live.answered + live.failed + live.skipped_samples
            st = replace(
                st,
                done=done,
                failed=live.failed,
                skipped=live.skipped_samples,
                causes=tuple(live.causes()),
            )
        return st

    def start(
        self,
        spec: ModelSpec,
        key: str | None,
        cases: list[Case],
        config: BatchConfig,
        *,
        timeout_s: float = 120.0,
        max_retries: int = 4,
    ) -> JobStatus:
        """Start a batch; NeuroLensError when one is running or there is nothing to ask."""
        if self.store is None:
            raise NeuroLensError("no database: batch runs need the app's store")
        total = sum(len(c.tasks) for c in cases) * config.params.n
        if total == 0:
            raise NeuroLensError("no tasks in the chosen cases")
        with self._lock:
            if self._status.active:
                raise NeuroLensError(
                    f"a batch is already running ({self._status.model}); cancel it first"
                )
            self._cancel = threading.Event()
            self._live = BatchSummary()
            self._status = JobStatus("checking", spec.name, total, started=time.time())
            live, cancel = self._live, self._cancel
        thread = threading.Thread(
            target=self._work,
            args=(spec, key, cases, config, live, cancel, timeout_s, max_retries),
            name="nl-batch",
            daemon=True,
        )
        self._thread = thread
        thread.start()
        return self.status()

    def cancel(self) -> JobStatus:
        """Stop after the requests in flight (answers already received are kept)."""
        with self._lock:
            if self._status.state in ("checking", "running"):
                self._status = replace(self._status, state="cancelling")
                self._cancel.set()
        return self.status()

    def wait(self, timeout_s: float) -> JobStatus:
        """For tests and the CLI-like callers: the status once the job thread has ended."""
        if self._thread is not None:
            self._thread.join(timeout_s)
        return self.status()

    def _work(
        self,
        spec: ModelSpec,
        key: str | None,
        cases: list[Case],
        config: BatchConfig,
        live: BatchSummary,
        cancel: threading.Event,
        timeout_s: float,
        max_retries: int,
    ) -> None:
        try:
            start_preloading()  # the SDK's import overlaps the endpoint's check
            reach = check_reachable(spec, key)  # about a second at worst; nothing is saved
            with self._lock:
                if not reach.ok:
                    self._status = replace(
                        self._status,
                        state="failed",
                        finished=time.time(),
                        message=f"not started: {reach.message}",
                    )
                    return
                if self._status.state == "checking":
                    self._status = replace(self._status, state="running")
            provider = make_provider(
                spec, key, timeout=timeout_s, retry=RetryPolicy(max_retries=max_retries)
            )
            try:
                opened = stream_cases(
                    cases, self.settings.memory_budget_bytes, self.settings.cache_bytes
                )
                summary = run_batch(
                    self.store, provider, opened, config, cancel=cancel, summary=live
                )
            finally:
                provider.close()
            done = summary.answered + summary.failed + summary.skipped_samples
            ended = "cancelled" if cancel.is_set() or summary.cancelled else "done"
            if summary.stopped:
                ended = "failed"
            notes = [f"every later request would fail the same way: {summary.stopped}"]
            note = "; ".join((notes if summary.stopped else []) + summary.messages[:3])
            with self._lock:
                self._status = replace(
                    self._status,
                    state="scoring",
                    done=done,
                    failed=summary.failed,
                    skipped=summary.skipped_samples,
                    message=note,
                    causes=tuple(summary.causes()),
                )
            score_batch(self.store, self.settings, self.registry, spec.name, cases)
            with self._lock:
                self._status = replace(self._status, state=ended, finished=time.time())
        except Exception as exc:  # shown on the progress line; the app keeps running
            with self._lock:
                self._status = replace(
                    self._status,
                    state="failed",
                    finished=time.time(),
                    message=f"{type(exc).__name__}: {exc}",
                )
