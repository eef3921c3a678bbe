"""Replies that arrive with status 200 but are not answers (an HTML page, a body that is not JSON,
an empty body, a connection cut mid-reply), through the real SDK and the fake HTTP server: the
live path and the batch path store an error on the sample, never an answer, and say what happened.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from devtools.fake_openai import FakeOpenAI, Reply
from devtools.fake_openai_wire import CUT_AFTER
from store.database import Store
from store.runs import get_run, samples_for_run
from tests.support.vlm_cases import memory_case
from vlm.batch import BatchConfig, run_batch
from vlm.live import LiveRequest, RunFinished, SampleSaved, run_live
from vlm.prompt import ImageMode, ImageOptions, build_prompt
from vlm.provider import OpenAICompatibleProvider, RetryPolicy, SamplingParams
from vlm.registry import ModelSpec

# fault -> words the stored error must contain
EXPECTED = {
    "html": "answered with an HTML page, not JSON: is the base URL right (it usually ends in /v1)?",
    "invalid_json": "reply is not valid JSON",
    "empty": "empty reply",
    "cut": "the connection was cut mid-reply after",
}


def _provider(fake: FakeOpenAI, supports_n: bool = True) -> OpenAICompatibleProvider:
    spec = ModelSpec("fake/vlm", base_url=fake.base_url, supports_n=supports_n)
    return OpenAICompatibleProvider(
        spec,
        None,
        timeout=5.0,
        retry=RetryPolicy(max_retries=1, base_delay=0.0),
        sleep=lambda s: None,
    )


@pytest.mark.parametrize("fault", sorted(EXPECTED))
def test_a_live_query_stores_an_error_not_an_answer(
    tmp_path: Path, fake_openai: FakeOpenAI, fault: str
) -> None:
    fake_openai.default = Reply(fault=fault)
    case = memory_case()
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1))
    ask = LiveRequest(case, case.tasks[0], prompt, SamplingParams(n=3))
    provider = _provider(fake_openai)
    with Store.open(tmp_path / "nl.duckdb") as store:
        try:
            events = list(run_live(store, provider, ask, threading.Event()))
        finally:
            provider.close()
        saved = [e.row for e in events if isinstance(e, SampleSaved)]
        finished = events[-1]
        assert isinstance(finished, RunFinished)
        assert len(saved) == 3, "every sample is stored, as an error"
        for row in saved:
            assert row.error and EXPECTED[fault] in row.error, row.error
            assert row.raw_text == "" and row.final_diagnosis == ""
        assert finished.status == "failed" and finished.error
        run = get_run(store, finished.run_id)
        assert run is not None and run["status"] == "failed" and EXPECTED[fault] in run["error"]
        stored = samples_for_run(store, finished.run_id)
        assert stored["error"].notna().all() and (stored["raw_text"] == "").all()


def test_a_cut_stream_says_how_much_arrived(tmp_path: Path, fake_openai: FakeOpenAI) -> None:
    fake_openai.default = Reply(fault="cut")
    case = memory_case()
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1))
    provider = _provider(fake_openai)
    try:
        events = list(
            run_live(
                None,
                provider,
                LiveRequest(case, case.tasks[0], prompt, SamplingParams(n=1)),
                threading.Event(),
            )
        )
    finally:
        provider.close()
    (row,) = [e.row for e in events if isinstance(e, SampleSaved)]
    assert row.error is not None
    assert f"cut mid-reply after {CUT_AFTER} characters" in row.error
    assert "cannot reach" not in row.error and "is the server running" not in row.error


@pytest.mark.parametrize("fault", sorted(EXPECTED))
@pytest.mark.parametrize("supports_n", [True, False])
def test_a_batch_stores_errors_and_counts_them_failed(
    tmp_path: Path, fake_openai: FakeOpenAI, fault: str, supports_n: bool
) -> None:
    fake_openai.default = Reply(fault=fault)
    config = BatchConfig(
        params=SamplingParams(n=2), concurrency=2, images=ImageOptions(mode=ImageMode.EVEN, count=1)
    )
    with Store.open(tmp_path / "nl.duckdb") as store:
        provider = _provider(fake_openai, supports_n)
        try:
            summary = run_batch(store, provider, [memory_case()], config)
        finally:
            provider.close()
        assert (summary.answered, summary.failed) == (0, 2)
        samples = store.query_df("SELECT raw_text, error FROM samples")
        assert len(samples) == 2
        assert all(EXPECTED[fault] in e for e in samples["error"])
        assert (samples["raw_text"] == "").all()
        assert store.query("SELECT status FROM runs")[0][0] == "failed"


def test_the_batch_cli_reports_an_html_endpoint_without_a_traceback(
    tmp_path: Path, fake_openai: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    from scoring.run import main

    fake_openai.default = Reply(fault="html")
    db = tmp_path / "nl.duckdb"
    rc = main(
        [
            "--model",
            "fake/vlm",
            "--base-url",
            fake_openai.base_url,
            "--cases",
            "demo",
            "--samples",
            "2",
            "--limit",
            "1",
            "--quiet",
            "--db",
            str(db),
            "--max-retries",
            "0",
        ]
    )
    out = capsys.readouterr()
    assert rc == 1, out.err  # some samples failed
    assert "Traceback" not in out.err and "AttributeError" not in out.err
    with Store.open(db, read_only=True) as store:
        errors = [r[0] for r in store.query("SELECT error FROM samples")]
        assert errors and all(EXPECTED["html"] in e for e in errors)
        assert store.query("SELECT count(*) FROM samples WHERE raw_text <> ''")[0][0] == 0
