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


PAINTED = """() => { const b = document.querySelector('#nl-viewer .nlv-vp');
  return !!(b && b.dataset.painted); }"""


def _first_paint(data_dir: Path, browser: Any) -> float:
    """Seconds from `python app.py` to the first demo MRI slice painted in Chromium (the
    browser is already running, as a user's is)."""
    import time

    started = time.perf_counter()
    with running_app(data_dir, timeout_s=120) as (url, _ready):
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            page.goto(url, timeout=120_000)
            page.wait_for_function(PAINTED, timeout=120_000)
            return time.perf_counter() - started
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
            cold = _first_paint(Path(tmp), browser)  # no var/ yet: the demo cases are built
            warm = _first_paint(Path(tmp), browser)
        finally:
            browser.close()
    return [
        Row(
            "python app.py to first MRI paint in Chromium, cold",
            cold,
            "s",
            None,
            "<= 10 s",
            "no data folder yet: the demo cases are built first",
        ),
        Row("python app.py to first MRI paint in Chromium, warm", warm, "s", None, "<= 5 s"),
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
