"""The first minute of a freshly started server, as a new user meets it: the app is started
on the viewer study (bench/viewer_study.py), a browser loads the page as soon as the app
answers and opens the study as soon as its row shows, and meanwhile a trivial request every
10 ms (bench/server_probe.py) times the server's own event loop from start-up to a minute
after it. Anything heavy on the loop (a library's first import inside a request, a scan, a
decode) shows here as a long probe, whoever's request caused it."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from bench.launch import chromium_path
from bench.server_probe import PATH as PROBE_PATH
from bench.server_probe import ServerProbe
from bench.study_page import in_browsers, loaded_page, open_study
from bench.table import Row, percentile

MINUTE_MS = 60_000
ROUNDS = 2  # fresh servers


def probe_first_minute(url: str, browser: Any) -> dict[str, Any]:
    """Probe from the app's first answer for a minute while the browser opens the study."""
    probe = ServerProbe(url).start()
    began = time.time() * 1000
    page = loaded_page(browser, url)
    painted = open_study(page)[0]
    left = began + MINUTE_MS - time.time() * 1000
    if left > 0:
        time.sleep(left / 1000)
    probe.stop()
    slow = [(at - began, ms) for at, ms in probe.samples if ms > 50 and at <= began + MINUTE_MS]
    return {"probe": probe.between(began, began + MINUTE_MS), "painted": painted, "slow": slow}


def measure(study: Path, exe: str, rounds: int = ROUNDS) -> dict[str, list[float]]:
    """Probe latencies (ms) of every round's first minute, and each round's first slice."""
    from bench.viewer_study import fresh_app

    probes: list[float] = []
    painted: list[float] = []
    slow: list[float] = []
    for _ in range(rounds):
        stack, url = fresh_app(study)
        with stack:
            got = in_browsers(url, exe, probe_first_minute)
        probes += got["probe"]
        painted.append(got["painted"])
        slow += [ms for _at, ms in got["slow"]]
        print("# probes over 50 ms (s after the first answer, ms):", file=sys.stderr)
        print("#", " ".join(f"{at / 1000:.1f}:{ms:.0f}" for at, ms in got["slow"]), file=sys.stderr)
    return {"probe": probes, "painted": painted}


def probe_row(probes: list[float], rounds: int) -> Row:
    """The probe figure: p99 of a trivial request over the first minute."""
    slow = sum(ms > 50 for ms in probes)
    return Row(
        "fresh server: a trivial request p99 in the first minute",
        percentile(probes, 0.99),
        "ms",
        None,
        "< 50 ms",
        f"GET {PROBE_PATH} every 10 ms from the app's first answer, a browser opening the study"
        f" meanwhile; {len(probes)} requests over {rounds} fresh servers: median"
        f" {percentile(probes, 0.5):.1f} ms, p99.9 {percentile(probes, 0.999):.0f} ms, worst"
        f" {max(probes):.0f} ms, {slow} over 50 ms",
    )


def run() -> list[Row]:
    exe = chromium_path()
    if exe is None:
        return [Row("first minute", 0.0, "", note="skipped: Chromium not installed")]
    from bench.viewer_study import write_study

    got = measure(write_study(), exe)
    return [probe_row(got["probe"], ROUNDS), painted_row(got["painted"])]


def painted_row(painted: list[float]) -> Row:
    """The first slice of the study, clicked as soon as its row shows on a fresh server."""
    return Row(
        "fresh server: study clicked as soon as it shows -> first slice painted",
        percentile(painted, 0.5),
        "ms",
        None,
        "<= 150 ms",
        f"median of {len(painted)} fresh servers (max {max(painted):.0f} ms); from the click,"
        " by the page's clock",
    )


if __name__ == "__main__":
    from bench.table import format_table

    print(format_table(run()))
