"""SingleFlight: one computation per key at a time, the others wait for it.

A request and the background warm-up asking for the same plane or volume wait for one encode
instead of running two (a small machine has 2 cores and one GIL).
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass
class _Flight:
    lock: threading.Lock = field(default_factory=threading.Lock)
    holders: int = 0


class SingleFlight:
    """Per-key locks that exist only while someone holds or waits for them."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flights: dict[Hashable, _Flight] = {}

    @contextmanager
    def hold(self, key: Hashable) -> Iterator[None]:
        """Run the block alone for `key`; a caller that waited should look again for the
        result the first one made."""
        with self._lock:
            flight = self._flights.setdefault(key, _Flight())
            flight.holders += 1
        try:
            with flight.lock:
                yield
        finally:
            with self._lock:
                flight.holders -= 1
                if flight.holders == 0:
                    self._flights.pop(key, None)

    def waiting(self, key: Hashable) -> int:
        """How many callers hold or wait for `key` (0 when none)."""
        with self._lock:
            flight = self._flights.get(key)
            return 0 if flight is None else flight.holders
