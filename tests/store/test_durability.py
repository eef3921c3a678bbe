"""The .duckdb file alone holds every save a bounded delay later: in-process, after SIGKILL,
and after SIGTERM of a real process. Waits poll the store's own "checkpointed" marker."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

import duckdb

from store.database import Store, StoreClosedError
from store.labels import LabelEvent, append_event
from store.state import read_state, state_path, wal_path

REPO = Path(__file__).resolve().parents[2]


def _label(event_id: str) -> LabelEvent:
    return LabelEvent(
        event_id=event_id,
        sample_id="run-1:0",
        annotator="ana",
        created_at=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC).replace(tzinfo=None),
        action="create",
        category="reasoning",
        evidence={"case_id": "c1", "plane": "axial", "index": 7},
    )


def _labels_in_copy(db: Path, dest: Path) -> set[str]:
    """Copy ONLY the .duckdb file (no .wal) and read the label ids from the copy."""
    shutil.copyfile(db, dest)
    assert not wal_path(dest).exists()
    con = duckdb.connect(str(dest), read_only=True)
    try:
        return {r[0] for r in con.execute("SELECT event_id FROM label_events").fetchall()}
    finally:
        con.close()


def _wait_for(predicate, what: str, proc: subprocess.Popen | None = None) -> None:  # type: ignore[no-untyped-def]
    """Poll a state the code under test reports (never a fixed sleep); fail after 60 s."""
    deadline = time.monotonic() + 60
    while not predicate():
        if proc is not None and proc.poll() is not None:
            raise AssertionError(f"child exited while waiting for {what}: {proc.communicate()}")
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.02)


def test_a_copy_of_the_duckdb_file_alone_holds_a_save_after_the_checkpoint(tmp_path: Path) -> None:
    db = tmp_path / "nl.duckdb"
    store = Store.open(db, checkpoint_delay_s=0.2)
    try:
        append_event(store, _label("ev-1"))
        saved = store.commits
        assert _labels_in_copy(db, tmp_path / "early.duckdb") == set()  # only in the WAL yet
        _wait_for(lambda: store.checkpointed >= saved, "the checkpoint")
        assert _labels_in_copy(db, tmp_path / "copy.duckdb") == {"ev-1"}
        state = read_state(db)
        assert state is not None and not state.dirty and state.counts["label_events"] == 1
    finally:
        store.close()


def test_close_checkpoints_even_without_a_delay(tmp_path: Path) -> None:
    db = tmp_path / "nl.duckdb"
    store = Store.open(db, checkpoint_delay_s=None)
    append_event(store, _label("ev-1"))
    assert store.checkpointed < store.commits
    store.close()
    assert not wal_path(db).exists()
    assert _labels_in_copy(db, tmp_path / "copy.duckdb") == {"ev-1"}
    state = read_state(db)
    assert state is not None and state.clean_shutdown and not state.dirty


def test_close_stops_a_read_still_running_and_keeps_every_save(tmp_path: Path) -> None:
    """A request the server gave up on may still be reading when the app stops: closing
    interrupts it instead of failing on a busy connection, and the saves are in the file."""
    db = tmp_path / "nl.duckdb"
    store = Store.open(db, checkpoint_delay_s=None)
    append_event(store, _label("ev-1"))
    reading = threading.Event()
    outcome: list[str] = []

    def read_long() -> None:
        store.query("SELECT 1")  # this thread's cursor exists
        reading.set()
        try:
            store.query("SELECT count(*) FROM range(1000000000000)")  # hours, unless stopped
            outcome.append("finished")
        except (duckdb.Error, StoreClosedError) as exc:  # stopped, or closed before it began
            outcome.append(type(exc).__name__)

    reader = threading.Thread(target=read_long, daemon=True)
    reader.start()
    assert reading.wait(30)
    time.sleep(0.3)  # into the long query (closing first is fine too: the read then fails)
    store.close()  # raised "connection is busy with another call" before
    reader.join(30)
    assert not reader.is_alive() and outcome and outcome[0] != "finished", outcome
    assert _labels_in_copy(db, tmp_path / "copy.duckdb") == {"ev-1"}
    state = read_state(db)
    assert state is not None and state.clean_shutdown


_CHILD = """
import sys, time
from datetime import datetime
from pathlib import Path
from store.database import Store
from store.labels import LabelEvent, append_event
store = Store.open(Path(sys.argv[1]), checkpoint_delay_s=float(sys.argv[2]))
try:  # the print is inside: a signal landing in it must still close the store
    for i in range(int(sys.argv[3])):
        append_event(store, LabelEvent(event_id=f"ev-{i}", sample_id="run-1:0", annotator="ana",
            created_at=datetime(2026, 1, 2), action="create", category="reasoning"))
    print(store.commits, flush=True)
    sys.stdin.read()  # until the test kills us or closes stdin
finally:
    store.close()
"""


def _child(db: Path, delay: float, labels: int) -> tuple[subprocess.Popen[str], int]:
    proc = subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(db), str(delay), str(labels)],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.strip().isdigit(), proc.communicate()
    return proc, int(line)


def _marker_checkpointed(db: Path) -> int:
    try:
        return int(json.loads(state_path(db).read_text())["checkpointed"])
    except (OSError, ValueError, KeyError):
        return -1


def test_sigkill_after_the_checkpoint_delay_leaves_every_label_in_the_duckdb_file(
    tmp_path: Path,
) -> None:
    db = tmp_path / "nl.duckdb"
    proc, commits = _child(db, 0.2, 5)
    _wait_for(lambda: _marker_checkpointed(db) >= commits, "the child's checkpoint", proc)
    proc.kill()
    proc.wait(timeout=60)
    wanted = {f"ev-{i}" for i in range(5)}
    assert _labels_in_copy(db, tmp_path / "copy.duckdb") == wanted
    with Store.open(db) as again:  # and the real file reopens with everything
        assert {r[0] for r in again.query("SELECT event_id FROM label_events")} == wanted


def test_sigterm_is_a_clean_shutdown_that_checkpoints(tmp_path: Path) -> None:
    """A process that never reached its checkpoint delay still leaves the file whole on
    SIGTERM (the child's `finally` closes the store; app.py maps SIGTERM to that path)."""
    db = tmp_path / "nl.duckdb"
    code = "import signal\nsignal.signal(signal.SIGTERM, signal.default_int_handler)\n" + _CHILD
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(db), "3600", "3"],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip().isdigit()
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=60)
    assert not wal_path(db).exists()
    assert _labels_in_copy(db, tmp_path / "copy.duckdb") == {"ev-0", "ev-1", "ev-2"}
    state = read_state(db)
    assert state is not None and state.clean_shutdown


def test_app_main_maps_sigterm_to_a_clean_shutdown() -> None:
    from types import SimpleNamespace

    import app

    signals = (signal.SIGTERM, signal.SIGINT)
    before = {sig: signal.getsignal(sig) for sig in signals}
    config = SimpleNamespace(timeout_graceful_shutdown=None)  # uvicorn's: no bound
    try:
        app.stop_on_sigterm(SimpleNamespace(server=SimpleNamespace(config=config)))
        for sig in signals:
            handler = signal.getsignal(sig)
            assert callable(handler)
            try:
                handler(sig, None)
            except KeyboardInterrupt:
                pass
            else:
                raise AssertionError("SIGTERM must interrupt gradio's wait loop like Ctrl-C")
        # in-flight answers get a bounded time, not every open browser's event stream
        assert config.timeout_graceful_shutdown == app.GRACEFUL_SHUTDOWN_S
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)
