"""`python -m scoring.run`: a whole case source into a DuckDB file, resumable, Ctrl-C safe."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from scoring.run import main
from settings import PROJECT_ROOT
from store.database import Store
from tests.support.fake_openai import Reply
from tests.support.vlm_cases import write_dicom_case

KEY = "sk-CANARY-cli-7777"


def _args(base_url: str, cases: Path, db: Path, *extra: str) -> list[str]:
    return [
        "--model",
        "fake/vlm",
        "--base-url",
        base_url,
        "--api-key-env",
        "FAKE_CLI_API_KEY",
        "--cases",
        str(cases),
        "--db",
        str(db),
        "--quiet",
        "--images",
        "2",
        *extra,
    ]


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


def test_ctrl_c_keeps_finished_samples_and_resume_completes(tmp_path, fake_openai, monkeypatch):
    monkeypatch.setenv("FAKE_CLI_API_KEY", KEY)
    cases = write_dicom_case(tmp_path / "cases")
    db = tmp_path / "nl.duckdb"
    fake_openai.default = Reply(delay=0.3)
    env = {**os.environ, "FAKE_CLI_API_KEY": KEY, "NEUROLENS_DATA_DIR": str(tmp_path / "var")}
    cmd = [
        sys.executable,
        "-m",
        "scoring.run",
        *_args(fake_openai.base_url, cases, db, "--samples", "6", "--no-n", "--concurrency", "2"),
    ]
    proc = subprocess.Popen(
        cmd, cwd=PROJECT_ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + 60
    while len(fake_openai.chat_requests()) < 8 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGINT)
    _out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert "every answer that arrived is saved" in err
    saved = _count(db, "SELECT count(*) FROM samples WHERE error IS NULL")
    assert 1 <= saved < 18
    assert _count(db, "SELECT count(*) FROM samples WHERE error IS NOT NULL") == 0
    fake_openai.clear()
    fake_openai.default = Reply()
    assert main(_args(fake_openai.base_url, cases, db, "--samples", "6", "--no-n")) == 0
    assert _count(db, "SELECT count(*) FROM samples WHERE error IS NULL") == 18
    # only the missing samples were asked again (the multi-round task takes 2 requests each)
    assert len(fake_openai.chat_requests()) < 24
