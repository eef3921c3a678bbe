"""One case, one prompt, up to four models at once: the Query tab's side-by-side comparison.

Every column gets the same built prompt (so the same images and text) and the same sampling
parameters, hence one settings fingerprint; a model that cannot take the prompt (more images than
it accepts) is refused before anything is sent, rather than silently given fewer images. Each
column is an ordinary live run (vlm.live.run_live) streaming in its own thread; their events are
merged into one stream tagged with the column. One cancel event stops every column; answers that
arrived stay saved. The group and its columns are stored (store.run_groups) as soon as each run
starts, so the comparison can be reopened after a restart.
"""

from __future__ import annotations

import queue
import threading
import uuid
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import cast

from data.errors import NeuroLensError
from store.database import Store
from store.run_groups import GroupMember, add_member, insert_group
from store.runs import now_utc
from vlm.live import LiveEvent, LiveRequest, RunFinished, RunStarted, run_live
from vlm.provider import VisionProvider
from vlm.runs import make_run_row

MAX_COLUMNS = 4


@dataclass(frozen=True)
class GroupStarted:
    """The group row exists; columns follow left to right."""

    group_id: str
    models: tuple[str, ...]
    settings: str


@dataclass(frozen=True)
class ColumnEvent:
    """What happened in one column (a vlm.live event)."""

    col: int
    model: str
    event: LiveEvent


@dataclass(frozen=True)
class ColumnFailed:
    """A column's run stopped with an unexpected error (the other columns go on)."""

    col: int
    model: str
    message: str


@dataclass(frozen=True)
class GroupFinished:
    """Every column has finished: each column's final run status ('' if it never started)."""

    group_id: str
    statuses: tuple[str, ...]


GroupEvent = GroupStarted | ColumnEvent | ColumnFailed | GroupFinished


def new_group_id() -> str:
    return f"grp-{uuid.uuid4().hex[:12]}"


def check_columns(providers: Sequence[VisionProvider], ask: LiveRequest) -> None:
    """Refuse what cannot be one fair comparison: no model, more than four, a model twice, or a
    model that would need fewer images than the others get."""
    if not providers:
        raise NeuroLensError("choose at least one model to compare")
    if len(providers) > MAX_COLUMNS:
        raise NeuroLensError(f"side by side takes at most {MAX_COLUMNS} models")
    names = [p.spec.name for p in providers]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise NeuroLensError(f"{', '.join(twice)} chosen twice: each column is a different model")
    images = len(ask.prompt.images)
    for p in providers:
        if images > p.spec.max_images:
            raise NeuroLensError(
                f"{p.spec.name} accepts at most {p.spec.max_images} images and this prompt has "
                f"{images}: choose fewer images so every model sees the same ones"
            )


_DONE = object()


def _column(
    store: Store | None,
    provider: VisionProvider,
    ask: LiveRequest,
    cancel: threading.Event,
    col: int,
    out: queue.Queue[tuple[int, object]],
) -> None:
    try:
        for event in run_live(store, provider, ask, cancel):
            out.put((col, event))
    except Exception as exc:  # reported as an event, never lost in a worker thread
        out.put((col, ColumnFailed(col, provider.spec.name, f"{type(exc).__name__}: {exc}")))
    finally:
        out.put((col, _DONE))


def run_side_by_side(
    store: Store | None,
    providers: Sequence[VisionProvider],
    ask: LiveRequest,
    cancel: threading.Event,
    *,
    group_id: str | None = None,
) -> Generator[GroupEvent, None, None]:
    """Ask `ask` of every provider at once (the caller closes them) and yield GroupStarted, then
    each column's events as they come (ColumnEvent / ColumnFailed), then GroupFinished. If the
    consumer stops early, every column is cancelled."""
    check_columns(providers, ask)
    gid = group_id or new_group_id()
    rows = [
        make_run_row(
            "probe", ask.case, ask.task, p.spec, ask.prompt, ask.params, options=ask.images
        )
        for p in providers
    ]
    keys = {r.fingerprint.key for r in rows}
    if len(keys) != 1:  # cannot happen with one prompt and one set of parameters; kept honest
        raise NeuroLensError("the columns would run under different settings: not compared")
    fingerprint = rows[0].fingerprint
    models = tuple(p.spec.name for p in providers)
    if store is not None:
        insert_group(
            store, gid, now_utc(), ask.case.case_id, ask.task.task_id, fingerprint.key,
            fingerprint.label,
        )  # fmt: skip
    out: queue.Queue[tuple[int, object]] = queue.Queue()
    threads = [
        threading.Thread(
            target=_column,
            args=(store, p, ask, cancel, col, out),
            name=f"side-by-side-{col}",
            daemon=True,
        )
        for col, p in enumerate(providers)
    ]
    statuses = [""] * len(providers)
    yield GroupStarted(gid, models, fingerprint.label)
    for t in threads:
        t.start()
    running = len(threads)
    try:
        while running:
            col, item = out.get()
            if item is _DONE:
                running -= 1
                continue
            if isinstance(item, ColumnFailed):
                yield item
                continue
            event = cast(LiveEvent, item)
            if isinstance(event, RunStarted) and store is not None:
                add_member(store, gid, GroupMember(col, models[col], event.run_id))
            if isinstance(event, RunFinished):
                statuses[col] = event.status
            yield ColumnEvent(col, models[col], event)
    finally:
        if running:  # the consumer went away: stop every column
            cancel.set()
    yield GroupFinished(gid, tuple(statuses))
