"""Batch requests against the local fake OpenAI server, and prompt building with 20 images.

Rows:
- 1,000 requests answering in 1 s each, at concurrency 16, through the real batch engine
  (privacy gate, prompt, openai SDK, parser, DuckDB writes): wall time vs the ideal 62.5 s.
- the naive way, sequential requests: 20 timed and extrapolated to 1,000 (a full sequential run
  would take ~17 minutes; the note says so).
- prompt building for one task with 20 images (render, PNG, data URLs, scrubbing) vs a naive
  matplotlib figure-per-image encoder.
"""

from __future__ import annotations

import base64
import io
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

from bench.table import Row

N_REQUESTS = 1000
LATENCY_S = 1.0
CONCURRENCY = 16
N_SEQUENTIAL = 20


def _cases(n_tasks: int) -> list:
    from data.model import Case, Difficulty, Provenance, Task, TaskFamily

    tasks = tuple(
        Task(f"t{i}", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, f"Question {i}: diagnosis?")
        for i in range(n_tasks)
    )
    return [
        Case(
            case_id="bench",
            title="bench",
            source="demo",
            provenance=Provenance("bench", "bench", "bench"),
            ehr=(("Age", "40"), ("Sex", "F")),
            notes=("Two weeks of left leg numbness after optic neuritis last year.",),
            tasks=tasks,
        )
    ]


def _batch_rows() -> list[Row]:
    from devtools.fake_openai import FakeOpenAI, Reply
    from store.database import Store
    from vlm.batch import BatchConfig, run_batch
    from vlm.prompt import Ablation
    from vlm.provider import OpenAICompatibleProvider, SamplingParams
    from vlm.registry import ModelSpec

    fake = FakeOpenAI(Reply(delay=LATENCY_S)).start()
    try:
        spec = ModelSpec("fake/bench", base_url=fake.base_url, supports_n=False)
        provider = OpenAICompatibleProvider(spec, "bench-key", timeout=30.0)
        samples = 5
        cases = _cases(N_REQUESTS // samples)
        config = BatchConfig(
            params=SamplingParams(n=samples), concurrency=CONCURRENCY, ablation=Ablation.TEXT_ONLY
        )
        with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "b.duckdb") as store:
            started = time.perf_counter()
            summary = run_batch(store, provider, cases, config, cancel=threading.Event())
            ours = time.perf_counter() - started
            saved = store.query("SELECT count(*) FROM samples WHERE error IS NULL")[0][0]
        sent = len(fake.chat_requests())

        messages = [{"role": "user", "content": "sequential"}]
        started = time.perf_counter()
        for _ in range(N_SEQUENTIAL):
            provider.complete(messages, SamplingParams(n=1), 1)
        sequential = (time.perf_counter() - started) / N_SEQUENTIAL * N_REQUESTS
        provider.close()
    finally:
        fake.stop()
    ideal = N_REQUESTS * LATENCY_S / CONCURRENCY
    return [
        Row(
            f"batch {N_REQUESTS} req @1 s, concurrency {CONCURRENCY}",
            ours,
            "s",
            naive=sequential,
            target=f"<= {1.15 * ideal:.1f} s (1.15x ideal {ideal:.1f} s)",
            note=(
                f"{ours / ideal:.3f}x ideal; {sent} requests, {saved} answers saved, "
                f"{summary.failed} failed; naive = sequential, {N_SEQUENTIAL} timed and "
                f"extrapolated to {N_REQUESTS}"
            ),
        )
    ]


def _prompt_rows() -> list[Row]:
    from data.model import (
        Case,
        Difficulty,
        Provenance,
        Sequence,
        SequenceKind,
        Task,
        TaskFamily,
        Volume,
    )
    from explorer.geometry import extract_slice
    from vlm.prompt import ImageMode, ImageOptions, build_prompt

    rng = np.random.default_rng(0)

    def volume() -> Volume:
        data = (rng.random((256, 256, 60)) * 1000).astype(np.int16)
        return Volume(data, np.diag([1.0, 1.0, 2.5, 1.0]), (1.0, 1.0, 2.5), (500.0, 1000.0))

    case = Case(
        case_id="bench",
        title="bench",
        source="demo",
        provenance=Provenance("bench", "bench", "bench"),
        ehr=(("Age", "40"), ("Sex", "F"), ("History", "optic neuritis 2019, seen 03/04/2023")),
        notes=("Dr. Smith saw her on 5 January 2024; two weeks of left leg numbness.",),
        tasks=(Task("dx", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Diagnosis?"),),
        sequences=(
            Sequence("t2", SequenceKind.T2, "AX T2", volume=volume()),
            Sequence("flair", SequenceKind.FLAIR, "AX FLAIR", volume=volume()),
        ),
    )
    opts = ImageOptions(mode=ImageMode.EVEN, count=10, max_images=20, max_size=512)
    build_prompt(case, case.tasks[0], opts)  # warm caches and imports
    reps = 5
    started = time.perf_counter()
    for _ in range(reps):
        prompt = build_prompt(case, case.tasks[0], opts)
    ours = (time.perf_counter() - started) / reps * 1000
    assert len(prompt.images) == 20

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    started = time.perf_counter()
    for _ in range(2):
        urls = []
        for img in prompt.images:
            seq = case.sequence(img.sequence_id)
            assert seq.volume is not None and img.slice_index is not None
            fig, ax = plt.subplots()
            ax.imshow(extract_slice(seq.volume, "axial", img.slice_index), cmap="gray")
            ax.axis("off")
            buf = io.BytesIO()
            fig.savefig(buf, format="png")
            plt.close(fig)
            urls.append("data:image/png;base64," + base64.b64encode(buf.getvalue()).decode())
    naive = (time.perf_counter() - started) / 2 * 1000
    return [
        Row(
            "prompt build, 1 task, 20 images 256x256",
            ours,
            "ms",
            naive=naive,
            note="window + lossless PNG + data URLs + text de-identification; "
            "naive = matplotlib figure per image (images only)",
        )
    ]


def run() -> list[Row]:
    return _prompt_rows() + _batch_rows()
