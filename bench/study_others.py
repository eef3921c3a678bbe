"""Another user beside the viewer study: a second browser (its own Chromium, as another
user's would be) stepping through the demo case, asking the server for slices, or saving labels
in the Annotate tab, while the first browser opens the study; and the server's own latency
(bench/server_probe.py) meanwhile."""

from __future__ import annotations

import time
from typing import Any

from bench.server_probe import ServerProbe
from bench.study_page import app_page, call, loaded_page, open_study, until
from bench.table import Row, percentile


def steps_beside(url: str, browser: Any, second: Any) -> dict[str, Any]:
    """A second browser (its own Chromium, as another user's would be) steps through the demo
    case, and asks the server for its slices, while the first opens the study (on a freshly
    started server: nothing of the study is cached there)."""
    other = loaded_page(second, url)
    probe = ServerProbe(url).start()  # the server's own latency, with no browser in the way
    quiet = call(other, "steps", 120)[0]
    quiet_server = call(other, "serverSlices", 40)
    quiet_until = time.time() * 1000
    page = loaded_page(browser, url)
    call(other, "start", "steps", 2000)
    call(other, "start", "serverSlices", 40)
    painted, _around, held = open_study(page)
    clicked = call(page, "clickEpoch")
    call(other, "stop")
    probe.stop()
    frames, _sync, sent, called, _drawn = call(other, "result", "steps")
    # the steps sent while the study opened (click -> whole volume in the browser)
    during = [i for i, at in enumerate(sent) if clicked <= at <= clicked + held]
    busy = [frames[i] for i in during]
    busy_called = [called[i] for i in during]
    busy_server = call(other, "result", "serverSlices")
    return {
        "quiet": quiet,
        "busy": busy,
        "busy_called": busy_called,
        "painted": painted,
        "quiet_server": quiet_server,
        "busy_server": busy_server,
        "quiet_probe": probe.between(0, quiet_until),
        "busy_probe": probe.between(clicked, clicked + held),
    }


def annotating(browser: Any, url: str) -> Any:
    """A page of the app on the Annotate tab, its first answer shown (the example answers the
    app ships with; the server names the annotator)."""
    page = app_page(browser, url)
    page.get_by_role("tab", name="Annotate").click()
    until(page, "annotating", timeout=120_000)
    return page


def saves_beside(url: str, browser: Any, second: Any) -> dict[str, list[float]]:
    """Another user (its own Chromium) saves labels in the Annotate tab, alone and then while
    the first browser opens the study (on a freshly started server)."""
    other = annotating(second, url)
    other.wait_for_timeout(3000)  # the server's start-up work (seek indexes of the study) ends
    quiet = call(other, "saves", 10)[0]
    page = loaded_page(browser, url)
    call(other, "start", "saves", 2000)
    _painted, _around, held = open_study(page)
    clicked = call(page, "clickEpoch")
    call(other, "stop")
    times, sent = call(other, "result", "saves")
    busy = [t for t, at in zip(times, sent, strict=True) if clicked <= at <= clicked + held]
    return {"quiet": quiet, "busy": busy}


def while_open_row(name: str, busy: list[float], quiet: list[float], target: str, note: str) -> Row:
    """Another user's p95 (ms) while the study opens, beside the same with nothing else going
    on (the naive column)."""
    return Row(name, percentile(busy, 0.95), "ms", percentile(quiet, 0.95), target, note)
