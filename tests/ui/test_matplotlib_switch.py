"""gradio's per-event matplotlib backend switch does nothing in NeuroLens, so no request ever
imports matplotlib on the server's event loop."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
import gradio.route_utils
from ui.matplotlib_switch import skip_matplotlib_switch
assert skip_matplotlib_switch()
with gradio.route_utils.utils.MatplotlibBackendMananger():
    pass
print("matplotlib" in sys.modules)
"""


def test_an_event_no_longer_imports_matplotlib() -> None:
    # a fresh interpreter: other tests may have imported matplotlib already
    out = subprocess.run(
        [sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_the_switch_it_replaces_imports_matplotlib() -> None:
    # the check above could pass only because gradio changed: gradio's own switch must import it
    check = CHECK.replace("assert skip_matplotlib_switch()", "")
    out = subprocess.run(
        [sys.executable, "-c", check], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "True"
