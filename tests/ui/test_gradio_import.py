"""gradio imported through ui.gradio_import skips its type-stub writer (which reads, parses and
rewrites each component's .pyi while the classes are defined) and its components still work."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
stubs = []
sys.addaudithook(lambda event, args: event == "open" and str(args[0]).endswith(".pyi")
                 and stubs.append(args[0]))
from ui.gradio_import import import_gradio
gr = import_gradio()
with gr.Blocks() as demo:
    box = gr.Textbox()
    out = gr.Textbox()
    box.change(str.upper, box, out)
print(len(stubs), len(demo.fns), "change" in [e.event_name for e in gr.Textbox.EVENTS])
"""


def _run(check: str) -> list[str]:
    # a fresh interpreter: other tests have imported gradio already
    out = subprocess.run(
        [sys.executable, "-c", check], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_no_stub_file_is_read_and_events_still_bind() -> None:
    assert _run(CHECK) == ["0", "1", "True"]


def test_a_plain_import_reads_the_stub_files() -> None:
    # the check above could pass only because gradio changed: its own import must read them
    stubs, fns, has_change = _run(CHECK.replace("import_gradio()", "__import__('gradio')"))
    assert int(stubs) > 10 and (fns, has_change) == ("1", "True")
