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
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field

from data.errors import NeuroLensError
from data.model import Case, Task
from store.database import Store
from store.runs import (
    SampleRow,
    cancel_if_running,
    finished_indices,
    insert_run,
    set_run_status,
    write_sample,
)
from vlm.privacy import Confirmations, PrivacyBlocked, check_destination
from vlm.prompt import DEFAULT_TEMPLATE, Ablation, ImageMode, ImageOptions, Prompt, build_prompt
from vlm.provider import Cancelled, SamplingParams, VisionProvider
from vlm.provider_errors import FATAL_KINDS, ProviderError
from vlm.runs import Unit, batch_run_id, make_run_row, plan_units, run_status, run_unit


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


@dataclass
class _RunState:
    run_id: str
    wanted: int
    pending: int
    rows: list[SampleRow] = field(default_factory=list)


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
    spec = provider.spec
    limiter = RateLimiter(config.rate_per_minute)
    summary = summary if summary is not None else BatchSummary()
    states: dict[str, _RunState] = {}
    futures: dict[Future[list[SampleRow]], str] = {}

    def stop_on(exc: ProviderError) -> None:
        if exc.kind in FATAL_KINDS and not summary.stopped:
            summary.stopped = str(exc)
            cancel.set()

    def work(run_id: str, prompt: Prompt, unit: Unit) -> list[SampleRow]:
        limiter.acquire(cancel)
        if cancel.is_set():
            raise Cancelled("cancelled")
        return run_unit(provider, run_id, prompt, config.params, unit, cancel, on_error=stop_on)

    def collect(done: set[Future[list[SampleRow]]]) -> None:
        for fut in done:
            run_id = futures[fut]
            state = states[run_id]
            try:
                rows = fut.result()
            except Cancelled:
                del futures[fut]
                continue
            for row in rows:
                write_sample(store, row)
            # forgotten only once written: an interrupt before this line saves it again
            # (write_sample replaces by sample id), one after it has nothing left to save
            del futures[fut]
            for row in rows:
                state.rows.append(row)
                if row.error:
                    summary.failed += 1
                    summary.errors[row.error] = summary.errors.get(row.error, 0) + 1
                else:
                    summary.answered += 1
            state.pending -= len(rows)
            if progress is not None:
                progress(len(rows))
            if state.pending <= 0:
                status, error = run_status(state.rows, state.wanted)
                set_run_status(store, run_id, status, error)

    opening = ""
    pool = ThreadPoolExecutor(max_workers=max(1, config.concurrency), thread_name_prefix="batch")
    try:
        for case, task in iter_tasks(cases):
            if cancel.is_set():
                break
            summary.tasks += 1
            try:
                check_destination(case, spec.base_url, config.confirmations)
                prompt = build_prompt(
                    case,
                    task,
                    config.images,
                    config.ablation,
                    config.confirmations,
                    config.template,
                )
            except (PrivacyBlocked, NeuroLensError) as exc:
                summary.messages.append(f"{case.case_id}/{task.task_id}: skipped: {exc}")
                if progress is not None:
                    progress(config.params.n)
                continue
            if prompt.images and not spec.supports_images:
                summary.messages.append(
                    f"{case.case_id}/{task.task_id}: {spec.name} takes no images; "
                    "use --ablation text"
                )
                if progress is not None:
                    progress(config.params.n)
                continue
            row = make_run_row("", case, task, spec, prompt, config.params, origin="batch")
            run_id = batch_run_id(row.request_hash)
            opening = run_id  # inserted as "running" before its state exists (see except)
            insert_run(
                store,
                make_run_row(
                    run_id, case, task, spec, prompt, config.params, "batch", options=config.images
                ),
            )
            done_before = finished_indices(store, run_id)
            missing = [i for i in range(config.params.n) if i not in done_before]
            summary.skipped_samples += config.params.n - len(missing)
            if progress is not None and len(missing) < config.params.n:
                progress(config.params.n - len(missing))
            if not missing:
                opening = ""
                continue
            summary.runs += 1
            states[run_id] = _RunState(run_id, len(missing), len(missing))
            opening = ""
            set_run_status(store, run_id, "running")
            for unit in plan_units(prompt, spec, missing, stream_first=False):
                futures[pool.submit(work, run_id, prompt, unit)] = run_id
            # Keep memory bounded and answers flowing while later prompts are built.
            while len(futures) > 4 * config.concurrency:
                done, _ = wait(list(futures), return_when=FIRST_COMPLETED)
                collect(done)
        while futures:
            done, _ = wait(list(futures), return_when=FIRST_COMPLETED)
            collect(done)
        # cancelled or stopped: the runs whose samples were never asked end "cancelled", so a
        # later start resumes them and none stays "running"
        for run_id, state in states.items():
            if state.pending > 0:
                status, error = run_status(state.rows, state.wanted, cancelled=True)
                set_run_status(store, run_id, status, error)
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM (scoring.run raises the same)
        cancel.set()
        summary.cancelled = True
        pool.shutdown(wait=False, cancel_futures=True)
        # answers that arrived but were not collected yet are saved, not abandoned
        for fut in [f for f in futures if f.done() and not f.cancelled()]:
            state = states[futures.pop(fut)]
            if fut.exception() is not None:
                continue
            for arrived in fut.result():
                write_sample(store, arrived)
                state.rows.append(arrived)
                summary.failed += 1 if arrived.error else 0
                summary.answered += 0 if arrived.error else 1
                if arrived.error:
                    summary.errors[arrived.error] = summary.errors.get(arrived.error, 0) + 1
                state.pending -= 1
        # interrupted between inserting a run and its bookkeeping: no run stays "running"
        if opening:
            cancel_if_running(store, opening)
        for run_id, state in states.items():
            if state.pending > 0:
                status, error = run_status(state.rows, state.wanted, cancelled=True)
                set_run_status(store, run_id, status, error)
        raise
    finally:
        pool.shutdown(wait=not cancel.is_set(), cancel_futures=True)
    return summary
