"""The real `python app.py`: a batch run while it holds the database reaches it, and SIGTERM is
a clean shutdown that leaves everything in the .duckdb file alone."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import duckdb

from bench.launch import running_app
from scoring.run import main as run_main
from store.inbox import inbox_dir
from store.state import read_state, wal_path
from tests.support.run_args import scoring_run_args
from tests.support.vlm_cases import write_dicom_case

KEY = "sk-CANARY-app-5151"


def test_batch_beside_the_running_app_then_sigterm(tmp_path, fake_openai, monkeypatch, capsys):
    monkeypatch.setenv("FAKE_APP_API_KEY", KEY)
    data = tmp_path / "var"
    data.mkdir()
    db = data / "neurolens.duckdb"
    cases = write_dicom_case(tmp_path / "cases", n_tasks=2, multi_round=False)
    env = {"NEUROLENS_INBOX_SECONDS": "0.2", "NEUROLENS_CHECKPOINT_SECONDS": "3600"}
    with running_app(data, timeout_s=240, extra_env=env):
        args = scoring_run_args(
            fake_openai.base_url, "FAKE_APP_API_KEY", cases, db, "--samples", "2", "--no-score"
        )
        assert run_main(args) == 0
        assert "is open in NeuroLens (pid " in capsys.readouterr().err
        merged = inbox_dir(db) / "merged"
        deadline = time.monotonic() + 120
        while not list(merged.glob("*.duckdb")):  # the app's poller moves it once merged
            assert time.monotonic() < deadline, "the app never merged the batch"
            time.sleep(0.05)
    # running_app sent SIGTERM: the app closed its store, which checkpointed, and said nothing
    # alarming on the way out (no traceback, no list of objects "leaked" at interpreter exit)
    said = (data / "app.log").read_text(errors="replace")
    assert "Traceback" not in said and "leaked" not in said, said[-2000:]
    state = read_state(db)
    assert state is not None and state.clean_shutdown and not state.dirty
    assert not wal_path(db).exists()
    copy = tmp_path / "copy.duckdb"
    shutil.copyfile(db, copy)
    con = duckdb.connect(str(copy), read_only=True)
    try:
        batch = con.execute(
            "SELECT count(*), count(DISTINCT status) FROM runs WHERE model = 'fake/vlm'"
        ).fetchall()
        answers = con.execute(
            "SELECT count(*) FROM samples JOIN runs USING (run_id) WHERE model = 'fake/vlm'"
        ).fetchall()
    finally:
        con.close()
    assert batch == [(2, 1)] and answers == [(4,)]
    assert KEY.encode() not in Path(db).read_bytes()
