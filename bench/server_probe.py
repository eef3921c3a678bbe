"""A probe of the server's own responsiveness: a trivial request every 10 ms, timed, from a
thread of the bench (no browser), so a measure shows whether heavy work holds up the server's
event loop or its request threads while browsers do something else."""

from __future__ import annotations

import http.client
import threading
import time
from urllib.parse import urlparse

PATH = "/gradio_api/app_id"  # answers a constant: its latency is the server's own


class ServerProbe:
    """Runs in the background between start() and stop(); `samples` holds (sent at, ms),
    `sent at` in ms since the epoch (comparable with a page's performance.timeOrigin clock)."""

    def __init__(self, url: str, every_s: float = 0.01) -> None:
        self.url = urlparse(url)
        self.every_s = every_s
        self.samples: list[tuple[float, float]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bench-probe", daemon=True)

    def start(self) -> ServerProbe:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def between(self, start_ms: float, end_ms: float) -> list[float]:
        """Latencies (ms) of the requests sent within [start_ms, end_ms] (epoch ms)."""
        return [ms for at, ms in self.samples if start_ms <= at <= end_ms]

    def _run(self) -> None:
        host = self.url.hostname or "127.0.0.1"
        conn = http.client.HTTPConnection(host, self.url.port, timeout=30)
        while not self._stop.is_set():
            at = time.time() * 1000
            started = time.perf_counter()
            conn.request("GET", PATH)
            conn.getresponse().read()
            self.samples.append((at, (time.perf_counter() - started) * 1000))
            self._stop.wait(self.every_s)
        conn.close()
