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
        )
    ]
