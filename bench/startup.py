"""`python app.py` to ready (first HTTP 200): ours against eager heavy imports.

Ours: the real app with heavy libraries imported lazily, started twice on one data dir (cold:
the demo cache is built; warm: it is reused). Naive: the same app, but torch, transformers,
bert_score and openai imported up front (what an app that imports its models at the top pays).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.launch import ROOT, free_port, running_app, wait_http_ok
from bench.table import Row
from devtools.page_scripts import read_page_script

PAGE_DIR = Path(__file__).with_name("js") / "page"

EAGER = "import torch, transformers, bert_score, openai; import runpy; "
EAGER += "runpy.run_path('app.py', run_name='__main__')"


def _start(data_dir: Path) -> float:
    with running_app(data_dir, timeout_s=120) as (_url, ready):
        return ready


def _start_eager(data_dir: Path) -> float:
    """The same app with the heavy libraries imported before it (bounded wait, then killed)."""
    port = free_port()
    env = {**os.environ, "NEUROLENS_DATA_DIR": str(data_dir), "NEUROLENS_PORT": str(port)}
    proc = subprocess.Popen(
        [sys.executable, "-c", EAGER],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        return wait_http_ok(f"http://127.0.0.1:{port}/", 180, proc)
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)


PAINTED = read_page_script(PAGE_DIR, "viewer_painted")
SPLASH_MRI = read_page_script(PAGE_DIR, "splash_mri_shown")


def _first_paint(data_dir: Path, browser: Any) -> tuple[float, float]:
    """Seconds from `python app.py` to a demo MRI slice on screen (the start-up page), and to
    the real viewer's first painted slice (the page reloads into the app by itself). The
    browser is already running, as a user's is, and opens the page as soon as the port
    answers."""
    import time

    started = time.perf_counter()
    with running_app(data_dir, timeout_s=120, accept_splash=True) as (url, _ready):
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            page.goto(url, timeout=120_000)
            splash = None
            deadline = time.perf_counter() + 120
            while time.perf_counter() < deadline:
                try:
                    if page.evaluate(PAINTED):
                        break
                    if splash is None and page.evaluate(SPLASH_MRI):
                        splash = time.perf_counter() - started
                except Exception:  # the page is reloading into the app
                    pass
                time.sleep(0.02)
            viewer = time.perf_counter() - started
            return (splash if splash is not None else viewer), viewer
        finally:
            page.close()


def _paint_rows() -> list[Row]:
    from bench.launch import CHROMIUM_ARGS, chromium_path

    exe = chromium_path()
    if exe is None:
        return [Row("python app.py to first MRI paint", 0.0, "", note="skipped: no Chromium")]
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            cold = _first_paint(Path(tmp), browser)  # no data folder yet: demo cases built
            load = os.getloadavg()[0]  # the 2 cores may be shared: the figure moves with it
            warm = _first_paint(Path(tmp), browser)
        finally:
            browser.close()
    return [
        Row(
            "python app.py to a demo MRI on screen, cold",
            cold[0],
            "s",
            None,
            "<= 10 s",
            f"start-up page; the viewer itself painted at {cold[1]:.1f} s (demo cases built)",
        ),
        Row(
            "python app.py to a demo MRI on screen, warm",
            warm[0],
            "s",
            None,
            "<= 5 s",
            "start-up page",
        ),
        Row(
            "python app.py to the viewer's first slice, warm",
            warm[1],
            "s",
            None,
            "<= 5 s",
            f"the real app, after the start-up page reloads into it; load average {load:.1f}",
        ),
    ]


def run() -> list[Row]:
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        cold = _start(data_dir)
        warm = _start(data_dir)
        naive = _start_eager(data_dir)
    return [
        Row(
            "python app.py to ready (demo cache warm)",
            warm,
            "s",
            naive,
            "<= 8 s",
            f"cold (demo cache built) {cold:.1f} s; naive = torch/transformers imported eagerly",
        ),
        *_paint_rows(),
    ]
