"""The viewer's server work off the event loop, in lanes: quick calls are not held up by
volume encodes, and bulk work never takes more than one core."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


class ServerLanes:
    """Runs the viewer's server functions on their own threads, and times each call.

    Why: gradio runs a sync server function on its shared thread pool, so a first-paint slice
    (about 1 ms of work) could wait behind whole-plane and volume encodes (hundreds of ms). Here
    'fast' calls (one slice, crosshairs) get their own lane with room for several at once, and
    'bulk' calls (planes, volumes) share one lane of a single thread, so bulk work never holds
    more than one core nor delays a fast call's start. A fast call whose answer needs a file
    read (a case not open, a volume not read yet) runs on the fast lane's threads, never on the
    event loop. Each answer carries `timing`
    {queued_ms, compute_ms, lane}: what the server did, for the benchmark's breakdown.
    """

    FAST = "fast"
    BULK = "bulk"

    def __init__(self, fast_threads: int = 4, bulk_threads: int = 1) -> None:
        self._sizes = {self.FAST: fast_threads, self.BULK: bulk_threads}
        self._limiters: dict[str, Any] = {}

    def _limiter(self, lane: str) -> Any:
        import anyio

        found = self._limiters.get(lane)
        if found is None:  # created on first use, inside the server's event loop
            found = anyio.CapacityLimiter(self._sizes[lane])
            self._limiters[lane] = found
        return found

    async def call(
        self,
        lane: str,
        fn: Callable[[dict[str, Any]], dict[str, Any]],
        request: Any,
        inline: Callable[[Any], bool] | None = None,
    ) -> dict[str, Any]:
        """Run `fn(request)` in `lane`; a fast call runs on the event loop only when `inline`
        says it reads no file (a volume not read yet is read on the lane's threads)."""
        import anyio

        arrived = time.perf_counter()
        started: list[float] = []

        def work() -> dict[str, Any]:
            started.append(time.perf_counter())
            return fn(request if isinstance(request, dict) else {})

        if lane == self.FAST and (inline is None or inline(request)):
            # A slice is ~1-5 ms of work: done on the event loop it skips two thread hand-overs,
            # each of which waits for the GIL when another thread holds it.
            result = work()
        else:
            result = await anyio.to_thread.run_sync(work, limiter=self._limiter(lane))
        done = time.perf_counter()
        begin = started[0] if started else done
        timing = {
            "lane": lane,
            "queued_ms": round((begin - arrived) * 1000, 2),
            "compute_ms": round((done - begin) * 1000, 2),
        }
        return {**result, "timing": timing}
