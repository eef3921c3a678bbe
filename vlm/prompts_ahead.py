"""A batch's prompts built on a thread of their own, a few tasks ahead of the batch's thread.

The batch's thread also inserts each task's run and waits for the store's writer to commit it,
and collects answers; built there, nothing would be built while it waits, and at high
concurrency the requests would run dry waiting for the next case's prompts. Here the next
prompts are built meanwhile (rendering releases the GIL for its PNG and numpy work, so part of
it runs on the other core), in order, and handed over as they are ready.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from data.model import Case, Task
from vlm.prompt import Prompt

_END = object()


@dataclass(frozen=True)
class Built:
    """One task and its prompt, or the error building it raised (reported by the batch)."""

    case: Case
    task: Task
    prompt: Prompt | None
    error: Exception | None = None


def put_until(ready: queue.Queue[object], item: object, *stops: threading.Event) -> bool:
    """Put `item` on `ready`, waiting for room, unless one of `stops` is set first (the consumer
    went away: a producer must not wait forever on a queue nobody reads)."""
    while not any(s.is_set() for s in stops):
        try:
            ready.put(item, timeout=0.1)
            return True
        except queue.Full:
            continue
    return False


def build_ahead(
    tasks: Iterable[tuple[Case, Task]],
    build: Callable[[Case, Task], Prompt],
    stop: threading.Event,
    depth: int = 6,
    expected: tuple[type[Exception], ...] = (Exception,),
) -> Iterator[Built]:
    """(case, task, prompt) in the order of `tasks`, built at most `depth` ahead of the
    consumer on a daemon thread. An `expected` error is handed over with its task; any other
    error (and one raised by `tasks` itself) is raised in the consumer. Setting `stop`, or
    closing the iterator, ends the builder after the prompt it is building."""
    ready: queue.Queue[object] = queue.Queue(maxsize=max(1, depth))
    done = threading.Event()  # the consumer went away

    def put(item: object) -> bool:
        return put_until(ready, item, stop, done)

    def produce() -> None:
        try:
            for case, task in tasks:
                if stop.is_set() or done.is_set():
                    return
                try:
                    item = Built(case, task, build(case, task))
                except expected as exc:
                    item = Built(case, task, None, exc)
                if not put(item):
                    return
        except BaseException as exc:  # handed to the consumer, which raises it
            put(_Failed(exc))
            return
        put(_END)

    builder = threading.Thread(target=produce, name="batch-prompts", daemon=True)
    builder.start()
    try:
        while not stop.is_set():
            try:
                item = ready.get(timeout=0.1)
            except queue.Empty:
                if not builder.is_alive() and ready.empty():
                    return
                continue
            if item is _END:
                return
            if isinstance(item, _Failed):
                raise item.exc
            assert isinstance(item, Built)
            yield item
    finally:
        done.set()


@dataclass(frozen=True)
class _Failed:
    exc: BaseException
