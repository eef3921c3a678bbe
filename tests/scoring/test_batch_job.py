"""The app's batch job against the fake OpenAI server and a real DuckDB file: progress, the
one-job rule, cancel (deterministic: the server holds its answer), resume, failures, scoring."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from data.errors import NeuroLensError
from devtools.fake_openai import Reply
from scoring.batch_job import BatchJobs, JobStatus
from settings import Settings
from store.database import Store
from store.runs import samples_for_run
from tests.support.vlm_cases import memory_case
from vlm.batch import BatchConfig
from vlm.prompt import ImageMode, ImageOptions
from vlm.provider import SamplingParams
from vlm.registry import ModelSpec

HANG_GUARD_S = 120


def _spec(url: str, supports_n: bool = True) -> ModelSpec:
    return ModelSpec("fake/vlm", base_url=url, supports_n=supports_n)


def _config(n: int) -> BatchConfig:
    return BatchConfig(
        params=SamplingParams(n=n),
        concurrency=1,
        images=ImageOptions(mode=ImageMode.EVEN, count=1),
    )


def _wait(jobs: BatchJobs, predicate: object) -> JobStatus:
    deadline = time.monotonic() + HANG_GUARD_S
    while True:
        st = jobs.status()
        if predicate(st):  # type: ignore[operator]
            return st
        assert time.monotonic() < deadline, f"stuck at {st}"
        time.sleep(0.01)


def test_a_batch_runs_to_the_end_with_counts_and_scores(tmp_path: Path, fake_openai) -> None:
    cases = [memory_case("a"), memory_case("b", turns=("And the next step?",))]
    tasks = sum(len(c.tasks) for c in cases)
    with Store.open(tmp_path / "nl.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=tmp_path))
        started = jobs.start(_spec(fake_openai.base_url), None, cases, _config(n=2))
        assert started.active and started.total == 2 * tasks
        with pytest.raises(NeuroLensError, match="already running"):
            jobs.start(_spec(fake_openai.base_url), None, cases, _config(n=2))
        st = jobs.wait(HANG_GUARD_S)
        assert st.state == "done" and st.done == st.total == 2 * tasks and st.failed == 0
        assert st.percent == 100 and "done in" in st.line()
        runs = store.query("SELECT run_id FROM runs WHERE model = 'fake/vlm'")
        assert len(runs) == tasks
        scored = store.query("SELECT count(*) FROM scores")
        assert scored[0][0] > 0  # scored at the end, as the CLI does
        assert all(len(samples_for_run(store, r[0])) == 2 for r in runs)


def test_cancel_stops_after_the_request_in_flight_and_a_restart_resumes(
    tmp_path: Path, fake_openai
) -> None:
    cases = [memory_case("c")]
    total = len(cases[0].tasks) * 3  # one request per sample (no `n`), one at a time
    spec = _spec(fake_openai.base_url, supports_n=False)
    hold = threading.Event()
    fake_openai.queue(Reply(text="first answer", hold=hold))
    with Store.open(tmp_path / "nl.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=tmp_path))
        jobs.start(spec, None, cases, _config(n=3))
        _wait(jobs, lambda s: len(fake_openai.chat_requests()) == 1)  # one request in flight
        assert jobs.cancel().state == "cancelling"
        hold.set()
        st = jobs.wait(HANG_GUARD_S)
        assert st.state == "cancelled" and 1 <= st.done < total
        assert "resume" in st.line()
        again = jobs.start(spec, None, cases, _config(n=3))
        assert again.active
        st = jobs.wait(HANG_GUARD_S)
        assert st.state == "done" and st.skipped >= 1 and st.done == total


def test_failed_samples_are_counted_and_the_job_survives(tmp_path: Path, fake_openai) -> None:
    fake_openai.default = Reply(status=500, error_message="boom")
    with Store.open(tmp_path / "nl.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=tmp_path))
        jobs.start(
            _spec(fake_openai.base_url), None, [memory_case("d")], _config(n=1), max_retries=0
        )
        st = jobs.wait(HANG_GUARD_S)
        assert st.state == "done" and st.failed == st.total and st.done == st.total
        assert f"{st.failed:,} failed" in st.line()


def test_nothing_to_ask_is_refused(tmp_path: Path) -> None:
    jobs = BatchJobs(object(), Settings(data_dir=tmp_path))
    with pytest.raises(NeuroLensError, match="no tasks"):
        jobs.start(_spec("http://127.0.0.1:9/v1"), None, [], _config(n=1))
    assert jobs.status().line() == "No batch has run since the app started."


def _closed_url() -> str:
    """A local endpoint nobody listens on (a port bound, then released)."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}/v1"


def test_an_endpoint_nobody_listens_on_is_said_before_anything_is_asked(tmp_path: Path) -> None:
    with Store.open(tmp_path / "nl.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=tmp_path))
        jobs.start(_spec(_closed_url()), None, [memory_case("e")], _config(n=2))
        st = jobs.wait(HANG_GUARD_S)
        assert st.state == "failed" and st.done == 0
        assert "not started" in st.message and "connection refused" in st.message
        assert "connection refused" in st.line()
        assert store.query("SELECT count(*) FROM runs")[0][0] == 0  # nothing saved


def test_a_refused_key_stops_the_batch_at_once_and_says_why(tmp_path: Path, fake_openai) -> None:
    """401 on the first request: no retry, the rest of the batch is not asked (every request
    would meet the same answer), the cause is kept, and no run is left "running"."""
    fake_openai.default = Reply(status=401, error_message="Incorrect API key")
    cases = [memory_case("f"), memory_case("g")]
    with Store.open(tmp_path / "nl.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=tmp_path))
        jobs.start(_spec(fake_openai.base_url, supports_n=False), "sk-x", cases, _config(n=3))
        st = jobs.wait(HANG_GUARD_S)
        assert len(fake_openai.chat_requests()) == 1  # concurrency 1: one request, then stop
        assert st.state == "failed" and st.failed == 1 and st.done < st.total
        ((cause, count),) = st.causes
        assert "refused the API key (401)" in cause and count == 1
        assert "every later request would fail the same way" in st.line()
        statuses = {r[0] for r in store.query("SELECT status FROM runs")}
        assert "running" not in statuses and statuses <= {"cancelled", "failed"}


def test_the_causes_of_failed_samples_are_counted(tmp_path: Path, fake_openai) -> None:
    fake_openai.default = Reply(status=500, error_message="worker crashed")
    with Store.open(tmp_path / "nl.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=tmp_path))
        jobs.start(
            _spec(fake_openai.base_url, supports_n=False),
            None,
            [memory_case("h")],
            _config(n=2),
            max_retries=0,
        )
        st = jobs.wait(HANG_GUARD_S)
        assert st.state == "done" and st.failed == st.total
        ((cause, count),) = st.causes
        assert "HTTP 500" in cause and "worker crashed" in cause and count == st.total


def test_the_sdk_starts_loading_before_the_endpoint_is_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events: list[str] = []

    def check(*_args: object) -> object:
        from vlm.reachability import check_reachable

        events.append("check")
        return check_reachable(*_args)  # type: ignore[arg-type]

    monkeypatch.setattr("scoring.batch_job.start_preloading", lambda: events.append("preload"))
    monkeypatch.setattr("scoring.batch_job.check_reachable", check)
    with Store.open(tmp_path / "nl.duckdb") as store:
        jobs = BatchJobs(store, Settings(data_dir=tmp_path))
        jobs.start(_spec(_closed_url()), None, [memory_case("e")], _config(n=2))
        assert jobs.wait(HANG_GUARD_S).state == "failed"
    assert events == ["preload", "check"]
