"""The CLIs work while the app holds the database: the app's store runs in a real child process
(open_app_store, the same call app.py makes, with its inbox poller), the CLIs run here."""

from __future__ import annotations

import io
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pandas as pd

from annotator.export import main as export_main
from scoring.report import main as report_main
from scoring.run import main as run_main
from store.database import Store
from store.inbox import inbox_dir
from store.labels import LabelEvent, append_event
from tests.support.run_args import scoring_run_args
from tests.support.vlm_cases import write_dicom_case

REPO = Path(__file__).resolve().parents[2]
KEY = "sk-CANARY-inbox-4242"

# The app's side: open the store like app.py does, save one label, then answer SQL counts read
# from stdin (one per line) until stdin closes, and close the store like a clean shutdown.
_APP = """
import sys
from datetime import datetime
from pathlib import Path
from store.labels import LabelEvent, append_event
from store.recovery import open_app_store
store, warnings = open_app_store(Path(sys.argv[1]), on_spaces=False, persistent_storage=True,
                                 checkpoint_delay_s=0.2, inbox_every_s=0.2)
assert store is not None and not warnings, warnings
append_event(store, LabelEvent(event_id="ev-app", sample_id="x:0", annotator="ana",
                               created_at=datetime(2026, 1, 2), action="create", category="other"))
print("ready", flush=True)
for line in sys.stdin:
    print(store.query(line.strip())[0][0], flush=True)
store.close()
"""


class AppProcess:
    def __init__(self, db: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _APP, str(db)],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.ask_line() == "ready", self.proc.communicate()

    def ask_line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().strip()
        if not line:
            raise AssertionError(f"the app process died: {self.proc.communicate()}")
        return line

    def count(self, sql: str) -> int:
        assert self.proc.stdin is not None
        self.proc.stdin.write(sql + "\n")
        self.proc.stdin.flush()
        return int(self.ask_line())

    def wait_count(self, sql: str, wanted: int) -> None:
        """Poll the app until its store reports `wanted` (the inbox merge is asynchronous)."""
        deadline = time.monotonic() + 120
        while (got := self.count(sql)) != wanted:
            assert time.monotonic() < deadline, f"{sql}: {got}, wanted {wanted}"
            time.sleep(0.05)

    def stop(self) -> None:
        _out, err = self.proc.communicate(timeout=120)
        assert self.proc.returncode == 0, err


def _run_args(base_url: str, cases: Path, db: Path) -> list[str]:
    return scoring_run_args(base_url, "FAKE_INBOX_API_KEY", cases, db, "--samples", "2")


def test_run_report_export_and_import_while_the_app_holds_the_db(
    tmp_path, fake_openai, monkeypatch, capsys
):
    monkeypatch.setenv("FAKE_INBOX_API_KEY", KEY)
    monkeypatch.setenv("NEUROLENS_DATA_DIR", str(tmp_path / "var"))
    cases = write_dicom_case(tmp_path / "cases", n_tasks=2, multi_round=False)
    db = tmp_path / "var" / "neurolens.duckdb"
    app = AppProcess(db)
    try:
        # a batch run: answers and scores go to the inbox, the app merges them
        assert run_main(_run_args(fake_openai.base_url, cases, db)) == 0
        err = capsys.readouterr().err
        assert f"{db} is open in NeuroLens (pid {app.proc.pid})" in err
        assert "scored 2 run(s)" in err
        app.wait_count("SELECT count(*) FROM runs WHERE origin = 'batch'", 2)
        app.wait_count("SELECT count(*) FROM samples WHERE error IS NULL", 4)
        app.wait_count("SELECT count(DISTINCT sample_id) FROM scores WHERE metric='correct'", 4)
        assert app.count("SELECT count(*) FROM runs WHERE status = 'done'") == 2
        assert list((inbox_dir(db) / "merged").glob("*.duckdb"))  # handed over, then kept
        assert not list(inbox_dir(db).glob("*.duckdb"))

        # resuming against the app's data: nothing left to ask
        fake_openai.clear()
        assert run_main(_run_args(fake_openai.base_url, cases, db)) == 0
        assert fake_openai.chat_requests() == []
        capsys.readouterr()

        # a report reads a consistent copy
        assert report_main(["--db", str(db), "--format", "csv", "--no-score", "--k", "1,2"]) == 0
        report = pd.read_csv(io.StringIO(capsys.readouterr().out))
        row = report[report.model == "fake/vlm"].iloc[0]
        assert row["samples"] == 4  # the batch the app merged, seen in a copy of its file

        # an export holds the label the app saved a moment ago
        out = tmp_path / "labels.csv"
        assert export_main(["--db", str(db), "--out", str(out)]) == 0
        exported = pd.read_csv(out)
        assert "ev-app" in set(exported.event_id)

        # an import of new events reaches the app
        extra = tmp_path / "extra.duckdb"
        with Store.open(extra) as other:
            append_event(
                other,
                LabelEvent(
                    event_id="ev-cli",
                    sample_id="x:0",
                    annotator="bo",
                    created_at=datetime(2026, 1, 3),
                    action="create",
                    category="reasoning",
                ),
            )
        assert export_main(["--db", str(extra), "--out", str(tmp_path / "more.csv")]) == 0
        assert export_main(["import", "--db", str(db), str(tmp_path / "more.csv")]) == 0
        app.wait_count("SELECT count(*) FROM label_events WHERE event_id = 'ev-cli'", 1)
        assert app.count("SELECT count(*) FROM label_events") == 2
    finally:
        app.stop()
    assert KEY.encode() not in db.read_bytes()
    with Store.open(db, read_only=True) as after:  # everything is in the file after shutdown
        assert after.query("SELECT count(*) FROM samples") == [(4,)]
        assert after.query("SELECT count(*) FROM label_events") == [(2,)]


_KILLED_CLI = """
import os, sys
from datetime import datetime
from pathlib import Path
from store.cli_access import open_for_cli
from store.labels import LabelEvent, append_event
store = open_for_cli(Path(sys.argv[1]), write=True, label="killed")
append_event(store, LabelEvent(event_id="ev-killed", sample_id="x:0", annotator="cy",
                               created_at=datetime(2026, 1, 4), action="create", category="other"))
os._exit(9)  # like SIGKILL: the store is never closed, nothing handed over
"""


def test_the_work_of_a_killed_cli_still_reaches_the_app(tmp_path):
    db = tmp_path / "nl.duckdb"
    app = AppProcess(db)
    try:
        done = subprocess.run(
            [sys.executable, "-c", _KILLED_CLI, str(db)], cwd=REPO, capture_output=True, text=True
        )
        assert done.returncode == 9, done.stderr
        app.wait_count("SELECT count(*) FROM label_events WHERE event_id = 'ev-killed'", 1)
        assert not list((inbox_dir(db) / "work").iterdir())  # adopted, working files removed
    finally:
        app.stop()
