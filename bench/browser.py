"""Slice stepping in a real browser: the canvas viewer against Slider -> Python -> gr.Image.

Ours: the real app (`python app.py`, demo cases); a key press steps a plane held in the browser
(timed from keydown to the next animation frame), and a plane/window change asks the server
(timed to the first paint of the new view, and to the whole plane being ready for scrolling).
Naive: a small Blocks in this process whose Slider calls Python, which draws the slice with a
matplotlib figure and returns it to a gr.Image, timed from the slider input to the new image.
"""

from __future__ import annotations

import io
import statistics
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.launch import CHROMIUM_ARGS, chromium_path, free_port, running_app, wait_http_ok
from bench.table import Row, percentile
from devtools.page_scripts import read_page_script

PAGE_DIR = Path(__file__).with_name("js") / "page"

STEPS = 120
SERVER_STEPS = 21
NAIVE_STEPS = 30

CLIENT_STEP_JS = read_page_script(PAGE_DIR, "client_step")

SERVER_STEP_JS = read_page_script(PAGE_DIR, "server_step")

LOCAL_JS = read_page_script(PAGE_DIR, "local_volume")

HANDLER_JS = read_page_script(PAGE_DIR, "key_handler")

NAIVE_STEP_JS = read_page_script(PAGE_DIR, "naive_step")


def naive_blocks(volume: Any) -> Any:
    """Slider -> Python (matplotlib figure per slice) -> gr.Image (PNG)."""
    import gradio as gr
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from PIL import Image

    data = np.asarray(volume.data)
    n = data.shape[2]

    def show(k: float) -> Any:
        fig, ax = plt.subplots(figsize=(4, 4), dpi=100)
        ax.imshow(np.rot90(data[:, :, int(k)]), cmap="gray")
        ax.axis("off")
        buf = io.BytesIO()
        fig.savefig(buf, format="png")
        plt.close(fig)
        buf.seek(0)
        return Image.open(buf).copy()

    with gr.Blocks() as demo:
        slider = gr.Slider(0, n - 1, value=n // 2, step=1, elem_id="naive-slider")
        image = gr.Image(value=show(n // 2), format="png", elem_id="naive-image")
        slider.change(show, slider, image, show_progress="hidden")
    return demo


@dataclass(frozen=True)
class _Viewer:
    """What the app's viewer measured in one browser page."""

    size: str  # the canvas, "WxH"
    client: list[float]  # keydown to next frame, ms
    handler: list[float]  # the key handler alone, ms
    timed: dict[bool, list[list[Any]]]  # plane/window changes: volume in the browser or not
    volume_ms: float  # the background fetch of the volume


def run() -> list[Row]:
    exe = chromium_path()
    if exe is None:
        return [Row("browser", 0.0, "", note="skipped: Chromium not installed")]
    from playwright.sync_api import sync_playwright

    from data.demo import build_demo_cases

    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        cases = build_demo_cases(data_dir / "demo", 2 * 1024**3)
        t1 = cases[0].sequences[0]
        assert t1.volume is not None
        naive = naive_blocks(t1.volume)
        port = free_port()
        naive.queue()
        naive.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True)
        try:
            wait_http_ok(f"http://127.0.0.1:{port}/", 30)
            with running_app(data_dir) as (url, _), sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                ours = _measure_viewer(page, url)
                npage = browser.new_page(viewport={"width": 900, "height": 900})
                naive_times = _measure_naive(npage, f"http://127.0.0.1:{port}/")
                browser.close()
        finally:
            naive.close()
    return _rows(ours, naive_times)


def _measure_viewer(page: Any, url: str) -> _Viewer:
    """Slice steps, then plane/window changes from the server and with the volume local."""
    page.goto(url, timeout=60_000)
    page.wait_for_function(read_page_script(PAGE_DIR, "viewer_loaded"), timeout=60_000)
    size = page.evaluate(read_page_script(PAGE_DIR, "canvas_size"))
    page.evaluate(CLIENT_STEP_JS, 10)  # warm-up
    client = page.evaluate(CLIENT_STEP_JS, STEPS)
    handler = page.evaluate(HANDLER_JS, STEPS)
    changes = [("plane", p) for p in ("coronal", "sagittal", "axial")] * 3
    changes += [("width", str(w)) for w in (200, 400, 600, 800, 1000, 1200) * 2]
    timed: dict[bool, list[list[Any]]] = {}
    volume_ms = 0.0
    for local in (False, True):  # the server path first, as a first visit sees it
        volume_ms = page.evaluate(LOCAL_JS, local) or volume_ms
        timed[local] = [
            page.evaluate(SERVER_STEP_JS, [kind, value]) for kind, value in changes[:SERVER_STEPS]
        ]
    return _Viewer(size, client, handler, timed, volume_ms)


def _measure_naive(npage: Any, url: str) -> list[float]:
    """Slice steps through the naive Slider -> matplotlib -> gr.Image page."""
    npage.goto(url, timeout=60_000)
    npage.wait_for_selector("#naive-image img", timeout=60_000)
    npage.evaluate(NAIVE_STEP_JS, 10)
    return [npage.evaluate(NAIVE_STEP_JS, 20 + (i % 150)) for i in range(NAIVE_STEPS)]


def _rows(ours: _Viewer, naive_times: list[float]) -> list[Row]:
    note = f"MNI T1 axial {ours.size}, headless Chromium"
    return [
        Row(
            "slice step p50 (browser, client-side canvas)",
            statistics.median(ours.client),
            "ms",
            statistics.median(naive_times),
            "",
            note + "; naive = Slider->Python matplotlib->gr.Image",
        ),
        Row(
            "slice step p95 (browser, client-side canvas)",
            percentile(ours.client, 0.95),
            "ms",
            percentile(naive_times, 0.95),
            "<= 20 ms",
            "keydown to next frame; the handler itself p95 "
            f"{percentile(ours.handler, 0.95):.2f} ms",
        ),
        *change_rows(
            ours.timed[False],
            "server",
            naive_times,
            "first visit, before the volume is in the browser",
        ),
        breakdown_row(ours.timed[False]),
        *change_rows(
            ours.timed[True],
            "volume in browser",
            naive_times,
            "once the volume is in the browser (fetched in the background in "
            f"{ours.volume_ms:.0f} ms)",
        ),
    ]


def change_rows(timed: list[list[Any]], how: str, naive_times: list[float], when: str) -> list[Row]:
    """p50/p95 rows for plane/window changes timed to the frame that shows them."""
    firsts = [float(t[0]) for t in timed]
    fulls = [float(t[1]) for t in timed]
    sources = sorted({str(t[2]) for t in timed})
    return [
        Row(
            f"plane/window change p50 to first paint ({how})",
            statistics.median(firsts),
            "ms",
            statistics.median(naive_times),
            "",
            f"{when}; whole plane ready p50 {statistics.median(fulls):.0f} ms; "
            f"drawn by: {'/'.join(sources)}",
        ),
        Row(
            f"plane/window change p95 to first paint ({how})",
            percentile(firsts, 0.95),
            "ms",
            percentile(naive_times, 0.95),
            "<= 100 ms",
            f"whole plane ready p95 {percentile(fulls, 0.95):.0f} ms; "
            f"first paints: {' '.join(f'{v:.0f}' for v in firsts)}",
        ),
    ]


def breakdown_row(timed: list[list[Any]]) -> Row:
    """Where the server path's first paint spends its time (the viewer times each call).

    The slice call's round trip as the browser sees it; inside it, the server's queue wait and
    compute (ServerLanes.timing); after it, the browser's PNG decode. The rest of the round
    trip is HTTP, the event loop and the gradio client.
    """
    calls = [t[3]["slice"] for t in timed if len(t) > 3 and t[3].get("slice")]
    paints = [t[3]["paint"] for t in timed if len(t) > 3 and t[3].get("paint")]
    if not calls:
        return Row("first-paint slice call (server)", 0.0, "", note="no timings recorded")
    trips = [float(c["ms"]) for c in calls]
    queued = [float(c.get("queued") or 0.0) for c in calls]
    compute = [float(c.get("compute") or 0.0) for c in calls]
    decode = [float(p["decoded"]) - float(p["answered"]) for p in paints] or [0.0]
    return Row(
        "first-paint slice call round trip p95 (server)",
        percentile(trips, 0.95),
        "ms",
        None,
        "",
        f"p50 {statistics.median(trips):.0f} ms; server queue p95 "
        f"{percentile(queued, 0.95):.1f} ms, compute p95 {percentile(compute, 0.95):.1f} ms; "
        "browser PNG decode p95 "
        f"{percentile(decode, 0.95):.1f} ms; round trips: {' '.join(f'{v:.0f}' for v in trips)}",
    )
