"""The batch engine against the fake server and a real DuckDB file: what is sent, what is kept."""

import json
import logging

from data.sources import load_cases
from devtools.fake_openai import Reply
from store.database import Store
from store.runs import run_progress, runs_for_case, samples_for_run
from tests.support.vlm_cases import CANARIES, memory_case, write_dicom_case
from vlm.batch import BatchConfig, run_batch
from vlm.privacy import leaked_values
from vlm.prompt import ImageMode, ImageOptions
from vlm.provider import OpenAICompatibleProvider, RetryPolicy, SamplingParams
from vlm.registry import ModelSpec

KEY = "sk-CANARY-KEY-4242-do-not-store"


def _provider(base_url: str, supports_n: bool = True) -> OpenAICompatibleProvider:
    spec = ModelSpec(
        "fake/vlm",
        base_url=base_url,
        api_key_env="FAKE_API_KEY",
        supports_n=supports_n,
        input_price=1.0,
        output_price=2.0,
    )
    return OpenAICompatibleProvider(
        spec, KEY, timeout=5.0, retry=RetryPolicy(max_retries=1, base_delay=0.01)
    )


def _config(n: int = 3, concurrency: int = 4) -> BatchConfig:
    return BatchConfig(
        params=SamplingParams(n=n),
        concurrency=concurrency,
        images=ImageOptions(mode=ImageMode.EVEN, count=2),
    )


def test_canaries_in_dicom_tags_notes_and_ehr_never_reach_the_wire(tmp_path, fake_openai, caplog):
    folder = write_dicom_case(tmp_path / "cases")
    cases = list(load_cases(folder, 2**30).cases)
    cases.append(memory_case("mem", source="local"))
    db = tmp_path / "nl.duckdb"
    with caplog.at_level(logging.DEBUG), Store.open(db) as store:
        summary = run_batch(store, _provider(fake_openai.base_url), cases, _config(n=2))
        assert summary.failed == 0 and summary.answered == 2 * (3 + 1)
        export = tmp_path / "samples.csv"
        store.query_df("SELECT * FROM runs r JOIN samples s USING (run_id)").to_csv(export)
    sent = fake_openai.all_bytes().decode("utf-8", errors="replace")
    assert fake_openai.chat_requests()
    bodies = [r.body_text for r in fake_openai.chat_requests()]
    assert all("data:image/png;base64," in b for b in bodies)
    # no identifier from the DICOM header, the EHR or the notes is in any request
    assert leaked_values("\n".join(bodies), CANARIES) == []
    assert "application/dicom" not in sent and "DICM" not in sent
    # the key went to the endpoint (as the bearer token) and nowhere else
    assert KEY in sent
    assert KEY.encode() not in db.read_bytes()
    assert KEY not in export.read_text()
    assert KEY not in caplog.text


def test_one_request_with_n_and_rows_recorded(tmp_path, fake_openai):
    case = memory_case()
    with Store.open(tmp_path / "nl.duckdb") as store:
        run_batch(store, _provider(fake_openai.base_url), [case], _config(n=4))
        (req,) = fake_openai.chat_requests()
        assert req.json["n"] == 4 and req.json["temperature"] == 0.7 and req.json["top_p"] == 0.95
        runs = runs_for_case(store, case.case_id)
        assert len(runs) == 1 and runs.iloc[0]["status"] == "done" and runs.iloc[0]["answers"] == 4
        run = store.query("SELECT images, params, endpoint, template_version FROM runs")[0]
        images = json.loads(run[0])
        assert len(images) == 4 and {"sha256", "sequence", "plane", "slice"} <= set(images[0])
        assert json.loads(run[1])["n"] == 4 and run[2] == fake_openai.base_url
        assert run[3] == "neurology_v2"
        samples = samples_for_run(store, runs.iloc[0]["run_id"])
        assert list(samples["final_diagnosis"]) == ["Multiple sclerosis"] * 4
        assert samples["cost_usd"].notna().all()


def test_multi_round_without_n_sends_turns_in_order_keeping_answers(tmp_path, fake_openai):
    case = memory_case(turns=("New: OCBs positive.",))
    fake_openai.text_for = lambda body, i: f"answer to round {len(body['messages']) // 2}"
    with Store.open(tmp_path / "nl.duckdb") as store:
        run_batch(store, _provider(fake_openai.base_url, supports_n=False), [case], _config(n=2))
        bodies = [r.json for r in fake_openai.chat_requests()]
        assert len(bodies) == 4 and all("n" not in b for b in bodies)
        second = [b for b in bodies if len(b["messages"]) == 4]
        assert len(second) == 2
        assert second[0]["messages"][2] == {"role": "assistant", "content": "answer to round 1"}
        assert "OCBs positive" in second[0]["messages"][3]["content"]
        row = store.query("SELECT raw_text, transcript FROM samples LIMIT 1")[0]
        assert row[0] == "answer to round 2"
        assert json.loads(row[1]) == ["answer to round 1", "answer to round 2"]


def test_resume_skips_finished_and_retries_failed(tmp_path, fake_openai):
    case = memory_case()
    db = tmp_path / "nl.duckdb"
    fake_openai.queue(Reply(status=500), Reply(status=500))  # first sample fails (1 retry)
    with Store.open(db) as store:
        first = run_batch(
            store,
            _provider(fake_openai.base_url, supports_n=False),
            [case],
            _config(n=3, concurrency=1),
        )
        assert (first.answered, first.failed) == (2, 1)
        run_id = store.query("SELECT run_id FROM runs")[0][0]
        assert store.query("SELECT status FROM runs")[0][0] == "partial"
        assert "HTTP 500" in store.query("SELECT error FROM samples WHERE error IS NOT NULL")[0][0]
    fake_openai.clear()
    with Store.open(db) as store:
        again = run_batch(
            store,
            _provider(fake_openai.base_url, supports_n=False),
            [case],
            _config(n=3, concurrency=1),
        )
        assert (again.answered, again.skipped_samples) == (1, 2)
        assert len(fake_openai.chat_requests()) == 1
        assert run_progress(store, run_id) == ("done", {0, 1, 2})
        assert store.query("SELECT count(*) FROM samples")[0][0] == 3


def test_own_case_to_remote_endpoint_is_skipped_without_confirmation(tmp_path):
    case = memory_case(source="local")
    prov = _provider("https://api.example.invalid/v1")
    with Store.open(tmp_path / "nl.duckdb") as store:
        summary = run_batch(store, prov, [case], _config())
    assert summary.answered == 0 and "confirm" in summary.messages[0]


def test_examples_seed_idempotently_and_skip_missing_cases(tmp_path):
    from vlm.examples import EXAMPLE_MODEL, seed_examples

    case = memory_case("demo-ms-relapsing")  # has task "dx" only; "lesions" is skipped
    with Store.open(tmp_path / "nl.duckdb") as store:
        assert seed_examples(store, [case]) == 1
        assert seed_examples(store, [case]) == 0
        rows = store.query("SELECT model, origin FROM runs")
        assert rows == [(EXAMPLE_MODEL, "example")]
        parsed = json.loads(store.query("SELECT parsed FROM samples WHERE idx = 1")[0][0])
        assert parsed["illustrates"].startswith("reasoning failure")


def test_a_refused_endpoint_stops_the_batch_with_its_cause_and_no_run_left_running(tmp_path):
    import socket

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    waits: list[float] = []
    provider = _provider(url)
    provider.retry = RetryPolicy(max_retries=4)
    provider.sleep = waits.append
    cases = [memory_case("a"), memory_case("b")]
    with Store.open(tmp_path / "nl.duckdb") as store:
        summary = run_batch(store, provider, cases, _config(n=2, concurrency=1))
        assert waits == []  # never retried
        assert "connection refused" in summary.stopped and summary.failed == 2  # one request
        ((cause, count),) = summary.causes()
        assert cause == summary.stopped and count == 2
        statuses = [r[0] for r in store.query("SELECT status FROM runs")]
        # the one asked failed; one opened meanwhile is cancelled (resumable), none "running"
        assert "failed" in statuses and set(statuses) <= {"failed", "cancelled"}
