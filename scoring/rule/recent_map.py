"""A map that keeps only the entries used most recently: the matcher's per-reference indexes
copy the whole table's terms (about a megabyte each), so an unbounded cache grows with every
distinct reference a long-running server or a catalog-wide batch meets."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class RecentMap(Generic[K, V]):
    def __init__(self, max_items: int) -> None:
        self.max_items = max(1, int(max_items))
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._items)

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The value for `key`, made (outside the lock: it may be slow) when absent; the least
        recently used entry goes when the map is full."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        value = make()
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.max_items:
                self._items.popitem(last=False)
        return value
