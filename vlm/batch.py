"""The batch engine: every task of a set of cases, n samples each, through one pool of requests.

Resumable: a batch run's id is derived from its request hash, so running the same batch again
finds the run and asks only for the samples that have no answer yet. Every answer is written to
the store as soon as it arrives (from this thread, the one that owns the loop), so an interrupt
(Ctrl-C) loses only the requests in flight.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from data.model import Case, Task
from store.database import Store
from store.runs import cancel_if_running
from vlm.batch_run import BatchRun
from vlm.privacy import Confirmations
from vlm.prompt import DEFAULT_TEMPLATE, Ablation, ImageMode, ImageOptions
from vlm.provider import Cancelled, SamplingParams, VisionProvider


class RateLimiter:
    """At most `per_minute` request starts per minute, spread evenly (thread-safe)."""

    def __init__(self, per_minute: float | None) -> None:
        self.interval = 60.0 / per_minute if per_minute else 0.0
        self._next = time.monotonic()
        self._lock = threading.Lock()

    def acquire(self, cancel: threading.Event | None = None) -> None:
        if not self.interval:
            return
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        delay = start - time.monotonic()
        if delay > 0:
            if cancel is not None:
                if cancel.wait(delay):
                    raise Cancelled("cancelled")
            else:
                time.sleep(delay)


@dataclass(frozen=True)
class BatchConfig:
    params: SamplingParams = field(default_factory=SamplingParams)
    concurrency: int = 16
    images: ImageOptions = field(default_factory=lambda: ImageOptions(mode=ImageMode.EVEN))
    ablation: Ablation = Ablation.BOTH
    template: str = DEFAULT_TEMPLATE
    rate_per_minute: float | None = None
    confirmations: Confirmations = field(default_factory=Confirmations)


@dataclass
class BatchSummary:
    tasks: int = 0
    runs: int = 0
    skipped_samples: int = 0  # already answered before this batch started
    answered: int = 0
    failed: int = 0
    messages: list[str] = field(default_factory=list)
    cancelled: bool = False
    errors: dict[str, int] = field(default_factory=dict)  # each failure's message -> samples
    stopped: str = ""  # the failure that ended the batch early (refused, bad key, no model)

    def causes(self, limit: int = 3) -> list[tuple[str, int]]:
        """The most frequent failure messages with their sample counts, most frequent first."""
        counts = dict(self.errors)  # one C-level copy: the batch thread may be adding
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]


Progress = Callable[[int], None]  # called with the number of samples just finished


def iter_tasks(cases: Iterable[Case]) -> Iterable[tuple[Case, Task]]:
    for case in cases:
        for task in case.tasks:
            yield case, task


def count_todo(
    store: Store, provider: VisionProvider, cases: list[Case], config: BatchConfig
) -> int:
    """Upper bound for the progress bar: samples wanted minus those already answered is exact
    only after prompts are built, so the bar starts at tasks x n and skips are reported."""
    return sum(len(c.tasks) for c in cases) * config.params.n


def run_batch(
    store: Store,
    provider: VisionProvider,
    cases: Iterable[Case],  # a list, or data.case_stream.stream_cases opening them one by one
    config: BatchConfig,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    summary: BatchSummary | None = None,
) -> BatchSummary:
    """Ask every task of `cases`; write each answer as it arrives; resume finished samples.
    `summary`, when given, is filled as the batch goes (the UI's job reads its counts live).
    A failure that every later request would meet too (connection refused, unknown host, the
    key refused, no such model) stops the batch: `summary.stopped` says which."""
    cancel = cancel or threading.Event()
    summary = summary if summary is not None else BatchSummary()
    limiter = RateLimiter(config.rate_per_minute)
    batch = BatchRun(store, provider, config, limiter, summary, cancel, progress)
    try:
        for case, task in iter_tasks(cases):
            if cancel.is_set():
                break
            batch.submit_task(case, task)
            # Keep memory bounded and answers flowing while later prompts are built.
            batch.drain(4 * config.concurrency)
        batch.drain(0)
        batch.close_unfinished()
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM (scoring.run raises the same)
        cancel.set()
        summary.cancelled = True
        batch.pool.shutdown(wait=False, cancel_futures=True)
        batch.save_arrived()
        # interrupted between inserting a run and its bookkeeping: no run stays "running"
        if batch.opening:
            cancel_if_running(store, batch.opening)
        batch.close_unfinished()
        raise
    finally:
        batch.pool.shutdown(wait=not cancel.is_set(), cancel_futures=True)
    return summary
