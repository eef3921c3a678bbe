"""The batch engine against an endpoint that answers in 200 ms, with images: the demo cases
copied to 33 (3 tasks each, 5 samples, text and images: 495 samples of ~0.5 MB), at
concurrency 32 and 8, against the ideal (HTTP requests x 200 ms / concurrency). A sample of a
multi-round task is one request per round, each after the last: 22 of the 99 tasks have two
rounds, so the 495 samples are 605 requests. The fake endpoint runs in its own process, as a
real one would, so only the client's own work is timed; wall time includes building every
prompt (the batch's start).

Beside them, the issue's workload as stated: 495 samples that are one request each, the same
cases and images with every task asked as one round (a multi-round task keeps its first
question, its follow-up rounds are left out), so the ideal is 495 x 200 ms / concurrency."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import replace
from pathlib import Path

from bench.launch import ROOT
from bench.table import Row, percentile

LATENCY_S = 0.2
COPIES = 11  # of the 3 demo cases
SAMPLES = 5
DATA = ROOT / "bench" / "out" / "demo-data"  # the demo cases, built once


def demo_cases(copies: int = COPIES) -> list:
    """The demo cases, opened, each copied under a new id with its own note (so each copy's
    prompts are new requests, not resumed ones); the images are the same in every copy."""
    from data.catalog.library import load_library
    from settings import Settings

    os.environ["NEUROLENS_DATA_DIR"] = str(DATA)
    library = load_library(Settings.from_env())
    full = [library.get(c.case_id) for c in library.cases]
    return [
        replace(c, case_id=f"{c.case_id}-{k}", notes=(*c.notes, f"Seen again, visit {k + 1}."))
        for k in range(copies)
        for c in full
    ]


def single_round(cases: list) -> list:
    """The same cases with each task asked in one round: a multi-round task keeps its first
    question and its images, without the later rounds (so each sample is one request)."""
    return [replace(c, tasks=tuple(replace(t, turns=()) for t in c.tasks)) for c in cases]


def start_endpoint(delay_s: float) -> tuple[subprocess.Popen[str], str]:
    """devtools/fake_openai.py in its own process; (process, base URL)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "devtools.fake_openai", "0", str(delay_s)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    return proc, proc.stdout.readline().strip()


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user + system; Linux /proc, else 0)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_batch(
    base_url: str, cases: list, concurrency: int
) -> tuple[float, float, list[float], int]:
    """(wall s, the client's CPU s, per-request latencies ms, answers saved) of one batch in
    a new store. CPU time says what the client costs when other work shares the cores: this
    process's and its helper process's (vlm.helper_process, building the prompts' parts)."""
    from store.database import Store
    from vlm.batch import BatchConfig, run_batch
    from vlm.batch_prompts import start_helper
    from vlm.provider import OpenAICompatibleProvider, SamplingParams
    from vlm.registry import ModelSpec

    spec = ModelSpec("fake/bench", base_url=base_url, supports_n=False)
    provider = OpenAICompatibleProvider(spec, "bench-key", timeout=60.0)
    config = BatchConfig(params=SamplingParams(n=SAMPLES), concurrency=concurrency)
    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "b.duckdb") as store:
        helper = start_helper()
        helper_cpu = cpu_seconds(helper.pid) if helper else 0.0
        started, cpu = time.perf_counter(), time.process_time()
        run_batch(store, provider, cases, config, cancel=threading.Event())
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu
        if helper is not None:  # the same helper, unless it stopped (then it ran no prompts)
            cpu += cpu_seconds(helper.pid) - helper_cpu
        rows = store.query("SELECT latency_ms FROM samples WHERE error IS NULL")
    provider.close()
    return wall, cpu, [float(r[0]) for r in rows], len(rows)


def batch_row(base_url: str, pid: int, cases: list, concurrency: int, target: float) -> Row:
    """One batch of `cases` at `concurrency`, against the ideal of its HTTP requests."""
    samples = sum(len(c.tasks) for c in cases) * SAMPLES
    requests = sum(1 + len(t.turns) for c in cases for t in c.tasks) * SAMPLES
    endpoint_cpu = cpu_seconds(pid)
    wall, cpu, latencies, saved = time_batch(base_url, cases, concurrency)
    endpoint_cpu = cpu_seconds(pid) - endpoint_cpu
    ideal = requests * LATENCY_S / concurrency
    kind = "one request each" if requests == samples else f"{requests} requests"
    return Row(
        f"batch {samples} samples ({kind}) @{LATENCY_S * 1000:.0f} ms"
        f" with images, concurrency {concurrency}",
        wall,
        "s",
        None,
        f"<= {target * ideal:.1f} s ({target}x ideal {ideal:.2f} s)",
        f"{wall / ideal:.2f}x ideal, start included"
        f" ({wall * requests / (ideal * samples):.2f}x samples x 200 ms / concurrency);"
        f" client CPU {cpu:.1f} s, endpoint CPU {endpoint_cpu:.1f} s;"
        f" {saved} answers saved; request"
        f" latency median {percentile(latencies, 0.5):.0f} ms,"
        f" p95 {percentile(latencies, 0.95):.0f} ms; load average {os.getloadavg()[0]:.1f}",
    )


def run() -> list[Row]:
    from vlm.preload import start_preloading

    start_preloading()  # as `python -m scoring.run` does, before it loads the cases
    cases = demo_cases()
    workloads = (cases, single_round(cases))
    proc, base_url = start_endpoint(LATENCY_S)
    try:
        return [
            batch_row(base_url, proc.pid, batch, concurrency, target)
            for batch in workloads
            for concurrency, target in ((32, 1.5), (8, 1.2))
        ]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


if __name__ == "__main__":
    from bench.table import format_table

    print(format_table(run()))
