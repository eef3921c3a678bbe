"""A batch against an endpoint nobody listens on: how long until the user is told why.

Rows:
- the app's batch job (scoring.batch_job: the endpoint checked before anything is asked):
  seconds from Start to the "not started: ... connection refused" status.
- the batch engine alone (vlm.batch.run_batch, as when a server goes away mid-batch), default
  retry policy: seconds per failed sample; the naive way beside it retries a refused connection
  like any other connection error (what it did before: 4 back-offs, about 11 s a sample).
"""

from __future__ import annotations

import socket
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.requests import _cases
from bench.table import Row

SAMPLES = 3  # one task, n = 3, one request per sample


def _closed_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}/v1"


def _old_retryable(exc: Exception) -> bool:
    """The rule before refusals were told apart: every connection error is retried."""
    import openai

    if isinstance(exc, openai.APIConnectionError):
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in (408, 409, 429) or exc.status_code >= 500
    return False


def _job_seconds(folder: Path) -> tuple[float, str]:
    from scoring.batch_job import BatchJobs
    from settings import Settings
    from store.database import Store
    from vlm.batch import BatchConfig
    from vlm.prompt import Ablation
    from vlm.provider import SamplingParams
    from vlm.registry import ModelSpec

    spec = ModelSpec("down/vlm", base_url=_closed_url(), supports_n=False)
    config = BatchConfig(params=SamplingParams(n=SAMPLES), ablation=Ablation.TEXT_ONLY)
    with Store.open(folder / "job.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=folder))
        started = time.perf_counter()
        jobs.start(spec, None, _cases(1), config)
        status = jobs.wait(120)
        return time.perf_counter() - started, status.message


def _engine_seconds_per_sample(folder: Path, name: str, retry_rule: Any) -> float:
    import vlm.provider as provider_module
    from store.database import Store
    from vlm.batch import BatchConfig, run_batch
    from vlm.prompt import Ablation
    from vlm.provider import SamplingParams, make_provider
    from vlm.registry import ModelSpec

    spec = ModelSpec("down/vlm", base_url=_closed_url(), supports_n=False)
    config = BatchConfig(
        params=SamplingParams(n=SAMPLES), concurrency=1, ablation=Ablation.TEXT_ONLY
    )
    kept = provider_module.retryable
    provider_module.retryable = retry_rule
    try:
        with Store.open(folder / f"{name}.duckdb") as store:
            provider = make_provider(spec, None)
            started = time.perf_counter()
            summary = run_batch(store, provider, _cases(1), config)
            elapsed = time.perf_counter() - started
            provider.close()
    finally:
        provider_module.retryable = kept
    return elapsed / max(1, summary.failed)


def run() -> list[Row]:
    import vlm.provider as provider_module

    with tempfile.TemporaryDirectory(prefix="nl-bench-refused-") as tmp:
        folder = Path(tmp)
        job_s, message = _job_seconds(folder)
        ours = _engine_seconds_per_sample(folder, "ours", provider_module.retryable)
        naive = _engine_seconds_per_sample(folder, "naive", _old_retryable)
    said = "connection refused" in message
    return [
        Row(
            "batch job, refused endpoint: Start -> cause on screen",
            job_s,
            "s",
            target="<= 2 s",
            note=f"status says 'connection refused': {'yes' if said else 'NO'}",
        ),
        Row(
            "batch engine, refused endpoint: seconds per failed sample",
            ours,
            "s",
            naive=naive,
            target="<= 2 s",
            note="naive: a refused connection retried 4 times with back-off",
        ),
    ]
