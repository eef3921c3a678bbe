"""Start `python app.py` on a free port, Chromium args; shared by browser tests and benches.

Bounded waits everywhere, and the server is always killed (its process group) at the end.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str | None:
    """The Chromium to drive (Debian's by default); None when it is not installed."""
    path = os.environ.get("NEUROLENS_CHROMIUM", "/usr/bin/chromium")
    return path if Path(path).exists() or shutil.which(path) else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_http_ok(
    url: str,
    timeout_s: float,
    proc: subprocess.Popen[bytes] | None = None,
    *,
    accept_splash: bool = False,
) -> float:
    """Seconds until `url` answers 200 from the app itself (the start-up page of ui/splash.py,
    served while gradio loads, does not count); raises TimeoutError (or if the process died)."""
    started = time.perf_counter()
    while time.perf_counter() - started < timeout_s:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"app exited with code {proc.returncode} before it was ready")
        try:
            with urllib.request.urlopen(url, timeout=2) as resp:
                if resp.status == 200 and (
                    accept_splash or b"data-nl-splash" not in resp.read(4096)
                ):
                    return time.perf_counter() - started
        except OSError:
            pass
        time.sleep(0.05)
    raise TimeoutError(f"{url} did not answer within {timeout_s:.0f} s")


@contextmanager
def running_app(
    data_dir: Path,
    *,
    timeout_s: float = 90.0,
    extra_env: Mapping[str, str] | None = None,
    accept_splash: bool = False,
) -> Iterator[tuple[str, float]]:
    """Run the real app; yields (url, seconds to its first HTTP 200), or to the start-up
    page's first answer with `accept_splash`."""
    port = free_port()
    env = {
        **os.environ,
        "NEUROLENS_DATA_DIR": str(data_dir),
        "NEUROLENS_PORT": str(port),
        "NEUROLENS_HOST": "127.0.0.1",
        "GRADIO_ANALYTICS_ENABLED": "False",
        **(extra_env or {}),
    }
    log = open(data_dir / "app.log", "wb")  # noqa: SIM115 - closed in finally
    proc = subprocess.Popen(
        [sys.executable, "app.py"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}/"
    try:
        ready = wait_http_ok(url, timeout_s, proc, accept_splash=accept_splash)
        yield url, ready
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            with suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
        log.close()
