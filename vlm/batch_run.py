"""The moving parts of one batch (vlm.batch.run_batch): the pool of requests, the runs in
flight and their bookkeeping, each answer written as it is collected."""

from __future__ import annotations

import logging
import threading
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field

from data.errors import NeuroLensError
from data.model import Case, Task
from store.database import Store
from store.runs import (
    SampleRow,
    insert_run,
    run_progress,
    set_run_status,
    write_sample,
    write_samples,
)
from vlm.batch_config import BatchConfig, BatchSummary, Progress, RateLimiter
from vlm.batch_prompts import CasePrompts, start_helper
from vlm.language import load_identifier
from vlm.privacy import PrivacyBlocked, check_destination
from vlm.prompt import Prompt, request_hash
from vlm.prompts_ahead import Built
from vlm.provider import Cancelled, VisionProvider
from vlm.provider_errors import FATAL_KINDS, ProviderError
from vlm.runs import Unit, batch_run_id, make_run_row, plan_units, run_status, run_unit

log = logging.getLogger(__name__)
BUILD_ERRORS = (PrivacyBlocked, NeuroLensError)  # a task skipped with its message


def start_warm_up(provider: VisionProvider) -> threading.Thread:
    """Load what every request needs, on a thread of its own, while the batch's thread builds
    the first prompts: the provider's SDK and client (`warm_up`, when it has one: a 1-2 s
    import, every first request waiting on it) and the model that tells an answer's language
    (read with the first answers, every request thread with an answer waiting on it)."""

    def load() -> None:
        try:
            warm_up = getattr(provider, "warm_up", None)
            if warm_up is not None:
                warm_up()
            load_identifier()
        except Exception:  # the requests meet the same failure and report it as theirs
            log.debug("warming up %s failed", provider.spec.name, exc_info=True)

    thread = threading.Thread(target=load, name="batch-warm-up", daemon=True)
    thread.start()
    return thread


@dataclass
class RunState:
    run_id: str
    wanted: int
    pending: int
    rows: list[SampleRow] = field(default_factory=list)


class BatchRun:
    """One batch: submit_task for each task's prompt (built by `build`), then drain(0), then
    close_unfinished."""

    def __init__(
        self,
        store: Store,
        provider: VisionProvider,
        config: BatchConfig,
        limiter: RateLimiter,
        summary: BatchSummary,
        cancel: threading.Event,
        progress: Progress | None,
    ) -> None:
        self.store, self.provider, self.config = store, provider, config
        self.limiter, self.summary, self.cancel, self.progress = limiter, summary, cancel, progress
        self.states: dict[str, RunState] = {}
        self.futures: dict[Future[list[SampleRow]], str] = {}
        self.opening = ""  # a run inserted as "running" before its state exists
        self.pool = ThreadPoolExecutor(
            max_workers=max(1, config.concurrency), thread_name_prefix="batch"
        )
        self.prompts = CasePrompts(
            config.images,
            config.ablation,
            config.confirmations,
            config.template,
            helper=start_helper(),
            sendable=self._sendable,
        )
        self.warming = start_warm_up(provider)

    def _advance(self, samples: int) -> None:
        if self.progress is not None and samples:
            self.progress(samples)

    def _stop_on(self, exc: ProviderError) -> None:
        """A failure every later request would meet too ends the batch."""
        if exc.kind in FATAL_KINDS and not self.summary.stopped:
            self.summary.stopped = str(exc)
            self.cancel.set()

    def _work(self, run_id: str, prompt: Prompt, unit: Unit) -> list[SampleRow]:
        self.limiter.acquire(self.cancel)
        if self.cancel.is_set():
            raise Cancelled("cancelled")
        return run_unit(
            self.provider,
            run_id,
            prompt,
            self.config.params,
            unit,
            self.cancel,
            on_error=self._stop_on,
        )

    def _sendable(self, case: Case) -> bool:
        try:
            check_destination(case, self.provider.spec.base_url, self.config.confirmations)
        except PrivacyBlocked:
            return False
        return True

    def build(self, case: Case, task: Task) -> Prompt:
        """The task's prompt, once its destination is allowed (run by the prompt builder's
        thread, vlm.prompts_ahead; raises one of BUILD_ERRORS when it is not to be asked)."""
        check_destination(case, self.provider.spec.base_url, self.config.confirmations)
        return self.prompts.build(case, task)

    def _prompt(self, built: Built) -> Prompt | None:
        """The task's prompt, or None (and a message) when it is not to be asked."""
        spec, summary, n = self.provider.spec, self.summary, self.config.params.n
        where = f"{built.case.case_id}/{built.task.task_id}"
        prompt = built.prompt
        if built.error is not None or prompt is None:
            summary.messages.append(f"{where}: skipped: {built.error}")
            self._advance(n)
            return None
        if prompt.images and not spec.supports_images:
            summary.messages.append(f"{where}: {spec.name} takes no images; use --ablation text")
            self._advance(n)
            return None
        return prompt

    def submit_task(self, built: Built) -> None:
        """Insert (or find) the task's run and submit the requests of its missing samples."""
        self.summary.tasks += 1
        prompt = self._prompt(built)
        if prompt is None:
            return
        case, task = built.case, built.task
        spec, params, store = self.provider.spec, self.config.params, self.store
        run_id = batch_run_id(request_hash(prompt, spec.name, spec.base_url, params.record()))
        self.opening = run_id
        options = self.config.images
        row = make_run_row(run_id, case, task, spec, prompt, params, "batch", options=options)
        status_before, done_before = run_progress(store, run_id)
        if status_before is None:  # a new run: its row goes in "running" (a race finds it)
            insert_run(store, row)
        missing = [i for i in range(params.n) if i not in done_before]
        n = params.n - len(missing)
        self.summary.skipped_samples += n
        self._advance(n)
        if not missing:
            self.opening = ""
            return
        self.summary.runs += 1
        self.states[run_id] = RunState(run_id, len(missing), len(missing))
        self.opening = ""
        if status_before is not None:  # resumed: "running" again until it ends
            set_run_status(store, run_id, "running")
        for unit in plan_units(prompt, spec, missing, stream_first=False):
            self.futures[self.pool.submit(self._work, run_id, prompt, unit)] = run_id

    def drain(self, keep: int) -> None:
        """Collect answers until at most `keep` requests are in flight or queued."""
        while len(self.futures) > keep:
            done, _ = wait(list(self.futures), return_when=FIRST_COMPLETED)
            self._collect(done)

    def _count(self, state: RunState, rows: list[SampleRow]) -> None:
        summary = self.summary
        for row in rows:
            state.rows.append(row)
            if row.error:
                summary.failed += 1
                summary.errors[row.error] = summary.errors.get(row.error, 0) + 1
            else:
                summary.answered += 1
        state.pending -= len(rows)

    def _collect(self, done: set[Future[list[SampleRow]]]) -> None:
        arrived: list[tuple[Future[list[SampleRow]], list[SampleRow]]] = []
        for fut in done:
            try:
                arrived.append((fut, fut.result()))
            except Cancelled:
                del self.futures[fut]
        by_run: dict[str, list[SampleRow]] = {}
        for fut, rows in arrived:
            by_run.setdefault(self.futures[fut], []).extend(rows)
        ended = []  # the runs these answers finish, with their status
        for run_id, rows in by_run.items():
            state = self.states[run_id]
            if state.pending - len(rows) <= 0:
                ended.append((run_id, *run_status([*state.rows, *rows], state.wanted)))
        # every answer that arrived and the runs it ends, in one transaction (one commit)
        write_samples(self.store, [row for rows in by_run.values() for row in rows], ended)
        for fut, rows in arrived:
            state = self.states[self.futures[fut]]
            # forgotten only once written: an interrupt before this line saves it again
            # (write_sample replaces by sample id), one after it has nothing left to save
            del self.futures[fut]
            self._count(state, rows)
            self._advance(len(rows))

    def close_unfinished(self) -> None:
        """Runs whose samples were never asked (cancelled, stopped) end "cancelled", so a
        later start resumes them and none stays "running"."""
        for run_id, state in self.states.items():
            if state.pending > 0:
                status, error = run_status(state.rows, state.wanted, cancelled=True)
                set_run_status(self.store, run_id, status, error)

    def save_arrived(self) -> None:
        """After an interrupt: answers that arrived but were not collected yet are saved."""
        for fut in [f for f in self.futures if f.done() and not f.cancelled()]:
            state = self.states[self.futures.pop(fut)]
            if fut.exception() is not None:
                continue
            arrived = fut.result()
            for row in arrived:
                write_sample(self.store, row)
            self._count(state, arrived)
            if state.pending <= 0:  # its last answers: the run ends as they say
                set_run_status(self.store, state.run_id, *run_status(state.rows, state.wanted))
