"""The batch engine: every task of a set of cases, n samples each, through one pool of requests.

Resumable: a batch run's id is derived from its request hash, so running the same batch again
finds the run and asks only for the samples that have no answer yet. Every answer is written to
the store as soon as it arrives (from this thread, the one that owns the loop), so an interrupt
(Ctrl-C) loses only the requests in flight.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from data.model import Case, Task
from store.database import Store
from store.runs import cancel_if_running
from vlm.batch_config import BatchConfig, BatchSummary, Progress, RateLimiter
from vlm.batch_run import BUILD_ERRORS, BatchRun
from vlm.prompts_ahead import build_ahead
from vlm.provider import VisionProvider

__all__ = [
    "BatchConfig",
    "BatchSummary",
    "Progress",
    "RateLimiter",
    "count_todo",
    "iter_tasks",
    "run_batch",
]


def iter_tasks(cases: Iterable[Case]) -> Iterable[tuple[Case, Task]]:
    for case in cases:
        for task in case.tasks:
            yield case, task


def _stop(batch: BatchRun, cancel: threading.Event, wait: bool) -> None:
    """Stop asking: no new request starts; answers that arrived are saved, and no run stays
    "running" (a later start resumes them)."""
    if not wait:
        cancel.set()
    batch.pool.shutdown(wait=wait, cancel_futures=True)  # waiting: the requests in flight end
    cancel.set()
    batch.save_arrived()
    # stopped between inserting a run and its bookkeeping
    if batch.opening:
        cancel_if_running(batch.store, batch.opening)
    batch.close_unfinished()


def count_todo(
    store: Store, provider: VisionProvider, cases: list[Case], config: BatchConfig
) -> int:
    """Upper bound for the progress bar: samples wanted minus those already answered is exact
    only after prompts are built, so the bar starts at tasks x n and skips are reported."""
    return sum(len(c.tasks) for c in cases) * config.params.n


def run_batch(
    store: Store,
    provider: VisionProvider,
    cases: Iterable[
        Case
    ],  # a list, or data.catalog.case_stream.stream_cases opening them one by one
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
        # prompts are built a few tasks ahead on a thread of their own, so the requests do
        # not run dry while this thread writes runs and collects answers
        tasks = iter_tasks(batch.prompts.look_ahead(cases))
        for built in build_ahead(tasks, batch.build, cancel, expected=BUILD_ERRORS):
            if cancel.is_set():
                break
            batch.submit_task(built)
            # Keep memory bounded and answers flowing while later prompts are built.
            batch.drain(4 * config.concurrency)
        batch.drain(0)
        batch.close_unfinished()
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM (scoring.run raises the same)
        summary.cancelled = True
        _stop(batch, cancel, wait=False)
        raise
    except Exception:  # any other fault (building a prompt, here or in its helper)
        _stop(batch, cancel, wait=True)  # the requests in flight are answered and kept
        raise
    finally:
        batch.pool.shutdown(wait=not cancel.is_set(), cancel_futures=True)
    return summary
