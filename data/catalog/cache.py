"""CaseCache: opened cases (with their pixels) kept least-recently-used within a byte budget.

The budget is `NEUROLENS_CACHE_MB` (settings.cache_bytes): how much pixel memory all opened
cases may hold together. It is not `NEUROLENS_MEMORY_BUDGET_MB`, the largest single allocation
a loader accepts for one file. The case in use is never evicted by its own insertion (a single
case larger than the budget is still kept until the next one arrives). One load per case at a
time: a viewer request and the background prefetch asking for the same case share one read.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable

from data.model import Case


def case_bytes(case: Case) -> int:
    """Bytes of pixel data a case holds (volumes and image frames)."""
    total = 0
    for seq in case.sequences:
        if seq.volume is not None:
            total += seq.volume.nbytes  # declared: a lazy volume counts before its read
        if seq.stack is not None:
            total += sum(int(f.nbytes) for f in seq.stack.frames)
    return total


class CaseCache:
    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max(0, int(max_bytes))
        self._items: OrderedDict[str, tuple[Case, int]] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()
        self._loading: dict[str, threading.Lock] = {}
        self.loads = 0  # how many times a loader ran (tests and the bench read this)

    @property
    def size_bytes(self) -> int:
        return self._size

    def __contains__(self, key: str) -> bool:
        with self._lock:
            return key in self._items

    def get(self, key: str) -> Case | None:
        with self._lock:
            found = self._items.get(key)
            if found is None:
                return None
            self._items.move_to_end(key)
            return found[0]

    def get_or_load(self, key: str, load: Callable[[], Case]) -> Case:
        """The cached case, else `load()` once (concurrent callers wait for that one load)."""
        found = self.get(key)
        if found is not None:
            return found
        with self._lock:
            gate = self._loading.setdefault(key, threading.Lock())
        with gate:
            found = self.get(key)
            if found is not None:
                return found
            case = load()
            self.loads += 1
            self.put(key, case)
        with self._lock:
            self._loading.pop(key, None)
        return case

    def put(self, key: str, case: Case) -> None:
        size = case_bytes(case)
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._size -= old[1]
            self._items[key] = (case, size)
            self._size += size
            while self._size > self.max_bytes and len(self._items) > 1:
                _, (_, dropped) = self._items.popitem(last=False)
                self._size -= dropped

    def discard(self, key: str) -> None:
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._size -= old[1]
