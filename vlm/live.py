"""One live run (the Query tab's): ask for n samples, stream the first, save each answer as it
arrives, and report progress as plain events.

The UI only turns these events into widgets, so the same run loop can be tested against a real
HTTP server without a browser, and a cancel or a failing request is handled in one place. Cancel
stops what has not been sent or answered; answers already received stay saved.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Generator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from data.model import Case, Task
from store.database import Store
from store.runs import (
    SampleRow,
    find_identical_run,
    insert_run,
    set_run_status,
    write_sample,
)
from vlm.prompt import ImageOptions, Prompt, request_hash
from vlm.provider import Cancelled, SamplingParams, VisionProvider
from vlm.runs import Unit, make_run_row, new_run_id, plan_units, run_status, run_unit


@dataclass(frozen=True)
class LiveRequest:
    """What to ask: one task of one case, its built prompt and the sampling parameters."""

    case: Case
    task: Task
    prompt: Prompt
    params: SamplingParams
    images: ImageOptions | None = None  # the image settings asked for (recorded in the fingerprint)


@dataclass(frozen=True)
class FromRecord:
    """An identical request was answered before: nothing is sent; show that run instead."""

    run_id: str


@dataclass(frozen=True)
class RunStarted:
    """The run row exists and the requests are out."""

    run_id: str
    n: int


@dataclass(frozen=True)
class SampleText:
    """The streamed sample's text so far (cumulative, so a consumer may skip some)."""

    idx: int
    text: str


@dataclass(frozen=True)
class SampleSaved:
    """One answer (or error sample) has arrived and is already in the store."""

    row: SampleRow


@dataclass(frozen=True)
class UnitFailed:
    """A request chain failed unexpectedly: its samples are not saved; the message is shown."""

    indices: tuple[int, ...]
    message: str


@dataclass(frozen=True)
class RunFinished:
    """The run's final status (done | partial | failed | cancelled), as written to the store."""

    run_id: str
    status: str
    error: str | None
    saved: tuple[SampleRow, ...]


LiveEvent = FromRecord | RunStarted | SampleText | SampleSaved | UnitFailed | RunFinished


class RunningQueries:
    """The cancel event of each session's running query: one board per app, so a Cancel press
    reaches only the run of the session that pressed it."""

    def __init__(self) -> None:
        self._events: dict[str, threading.Event] = {}
        self._lock = threading.Lock()

    def start(self, session: str) -> threading.Event:
        event = threading.Event()
        with self._lock:
            self._events[session] = event
        return event

    def cancel(self, session: str) -> bool:
        with self._lock:
            event = self._events.get(session)
        if event is not None:
            event.set()
        return event is not None

    def finish(self, session: str, event: threading.Event) -> None:
        """Forget `event`, unless a newer run of the session has replaced it."""
        with self._lock:
            if self._events.get(session) is event:
                del self._events[session]


# What the worker threads put on the queue for the generator's thread (the only one that
# writes to the store and yields).
_Message = tuple[str, object]


def _work(
    provider: VisionProvider,
    run_id: str,
    ask: LiveRequest,
    unit: Unit,
    cancel: threading.Event,
    events: queue.Queue[_Message],
) -> None:
    idx = unit.indices[0]
    text: list[str] = []

    def delta(piece: str) -> None:
        text.append(piece)
        events.put(("text", SampleText(idx, "".join(text))))

    try:
        rows = run_unit(provider, run_id, ask.prompt, ask.params, unit, cancel, delta)
        events.put(("rows", rows))
    except Cancelled:
        events.put(("cancelled", unit))
    except Exception as exc:  # reported as an event, never lost in a worker thread
        events.put(("failed", UnitFailed(unit.indices, f"{type(exc).__name__}: {exc}")))


def run_live(
    store: Store | None,
    provider: VisionProvider,
    ask: LiveRequest,
    cancel: threading.Event,
    *,
    use_record: bool = False,
) -> Generator[LiveEvent, None, None]:
    """Run `ask` against `provider` (the caller closes it) and yield what happens, in order:
    RunStarted, then SampleText / SampleSaved / UnitFailed as they come, then RunFinished; or a
    single FromRecord when `use_record` finds an identical earlier run. Every answer is written
    to `store` before its SampleSaved is yielded; the run status is written even if the
    consumer stops early."""
    spec = provider.spec
    params = ask.params
    if use_record and store is not None:
        found = find_identical_run(
            store, request_hash(ask.prompt, spec.name, spec.base_url, params.record())
        )
        if found:
            yield FromRecord(found)
            return
    run_id = new_run_id()
    if store is not None:
        row = make_run_row(run_id, ask.case, ask.task, spec, ask.prompt, params, options=ask.images)
        insert_run(store, row)
    events: queue.Queue[_Message] = queue.Queue()
    units = plan_units(ask.prompt, spec, list(range(params.n)), stream_first=True)
    pool = ThreadPoolExecutor(max_workers=max(1, len(units)), thread_name_prefix="query")
    for unit in units:
        pool.submit(_work, provider, run_id, ask, unit, cancel, events)
    pool.shutdown(wait=False)
    pending = len(units)
    saved: list[SampleRow] = []
    yield RunStarted(run_id, params.n)
    try:
        while pending:
            kind, payload = events.get()
            if kind == "text":
                assert isinstance(payload, SampleText)
                yield payload
                continue
            pending -= 1
            if kind == "rows":
                assert isinstance(payload, list)
                for row in payload:
                    if store is not None:
                        write_sample(store, row)
                    saved.append(row)
                    yield SampleSaved(row)
            elif kind == "failed":
                assert isinstance(payload, UnitFailed)
                yield payload
    finally:
        status, error = run_status(saved, params.n, cancelled=cancel.is_set())
        if store is not None:
            set_run_status(store, run_id, status, error)
    yield RunFinished(run_id, status, error, tuple(saved))
