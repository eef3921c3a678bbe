"""Four models side by side while the viewer steps: does streaming four columns slow stepping?

One process does both, as the app does: `vlm.side_by_side.run_side_by_side` streams four fake
OpenAI-compatible servers (real HTTP, a chunk every 10 ms each, so ~400 text events a second
reach the consumer) while this thread steps through 512x512 slices (extract + window + lossless
PNG, the viewer's server-side slice path). Row: p95 per slice while streaming, with the p95 of
the same stepping with nothing streaming in the note; target one frame at 60 Hz. A p95 near the
idle one means the columns do not steal the stepping's time.
"""

from __future__ import annotations

import tempfile
import threading
import time
from pathlib import Path

import numpy as np

from bench.table import Row, percentile

STEPS = 300


def _step_ms(stop: threading.Event | None = None) -> list[float]:
    from data.model import Volume
    from explorer.geometry import extract_slice, slice_count
    from explorer.render import render_png
    from explorer.window import apply_window, percentile_window

    rng = np.random.default_rng(0)  # smooth anatomy-like intensities with a little noise
    yy, xx = np.mgrid[0:512, 0:512]
    base = 500 + 300 * np.sin(xx / 40.0) * np.cos(yy / 55.0)
    data = (base[:, :, None] + rng.normal(0, 20, size=(512, 512, 40))).astype(np.int16)
    vol = Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    window = percentile_window(vol.data)
    n = slice_count(vol, "axial")
    times = []
    for i in range(STEPS):
        started = time.perf_counter()
        render_png(apply_window(extract_slice(vol, "axial", i % n), window))
        times.append((time.perf_counter() - started) * 1000.0)
        if stop is not None and stop.is_set():
            break
    return times


def run() -> list[Row]:
    import json

    from devtools.fake_openai import FakeOpenAI, Reply
    from store.database import Store
    from tests.support.vlm_cases import memory_case
    from vlm.live import LiveRequest
    from vlm.prompt import ImageMode, ImageOptions, build_prompt
    from vlm.provider import SamplingParams, make_provider
    from vlm.registry import ModelSpec
    from vlm.side_by_side import ColumnEvent, run_side_by_side

    idle = _step_ms()
    answer = json.dumps({"final_diagnosis": "x", "rationale": "word " * 2000})
    servers = [FakeOpenAI(Reply(text=answer, chunk_delay=0.01)).start() for _ in range(4)]
    events = [0]
    try:
        case = memory_case()
        options = ImageOptions(mode=ImageMode.EVEN, count=1)
        ask = LiveRequest(case, case.tasks[0], build_prompt(case, case.tasks[0], options),
                          SamplingParams(n=1), images=options)  # fmt: skip
        providers = [
            make_provider(ModelSpec(f"fake/m{i}", base_url=s.base_url, supports_n=True), None)
            for i, s in enumerate(servers)
        ]
        cancel = threading.Event()
        with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "s.duckdb") as store:

            def consume() -> None:
                for event in run_side_by_side(store, providers, ask, cancel):
                    if isinstance(event, ColumnEvent):
                        events[0] += 1

            streaming = threading.Thread(target=consume, daemon=True)
            streaming.start()
            while events[0] < 40:  # every column is sending
                time.sleep(0.01)
            started = time.perf_counter()
            busy = _step_ms()
            elapsed = time.perf_counter() - started
            during = events[0]
            cancel.set()
            streaming.join(timeout=30)
        for p in providers:
            p.close()
    finally:
        for s in servers:
            s.stop()
    return [
        Row(
            "viewer slice step p95 while 4 columns stream (512x512)",
            percentile(busy, 0.95),
            "ms",
            target="<= 16.7 ms (60 Hz)",
            note=f"the same steps with nothing streaming: p95 {percentile(idle, 0.95):.1f} ms; "
            f"{during / elapsed:.0f} column events/s during the steps",
        )
    ]
