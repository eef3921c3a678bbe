"""The store's reliability scenarios, with real child processes killed by real signals.

Each is `run_<name>(rounds) -> ScenarioRow`; `SCENARIOS` lists them and
`bench/reliability/store_durability.py` turns them into rows of the reliability table.
"""

from __future__ import annotations

import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

REPO = Path(__file__).resolve().parents[2]

_SAVER = """
import sys
from datetime import datetime
from pathlib import Path
from store.database import Store
from store.labels import LabelEvent, append_event
store = Store.open(Path(sys.argv[1]), checkpoint_delay_s=float(sys.argv[2]))
i = 0
try:
    while i < int(sys.argv[3]):
        append_event(store, LabelEvent(event_id=f"ev-{i}", sample_id="r:0", annotator="a",
                                       created_at=datetime(2026, 1, 2), action="create",
                                       category="other"))
        print(f"saved ev-{i} {store.commits}", flush=True)
        i += 1
    print("done", flush=True)
    sys.stdin.read()
finally:
    store.close()
"""


@dataclass(frozen=True)
class ScenarioRow:
    scenario: str
    size: str
    result: str  # "ok: ..." or "FAILED: ..."
    seconds: float


def _saver(db: Path, delay: float, count: int, sigterm_is_interrupt: bool = False) -> Any:
    code = _SAVER
    if sigterm_is_interrupt:
        code = "import signal\nsignal.signal(signal.SIGTERM, signal.default_int_handler)\n" + code
    return subprocess.Popen(
        [sys.executable, "-c", code, str(db), str(delay), str(count)],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _ids(db: Path) -> set[str]:
    con = duckdb.connect(str(db), read_only=True)
    try:
        return {r[0] for r in con.execute("SELECT event_id FROM label_events").fetchall()}
    finally:
        con.close()


def _checkpointed(db: Path) -> int:
    from store.state import read_state

    state = read_state(db)
    return state.checkpointed if state is not None else -1


def run_sigkill_then_copy(rounds: int) -> ScenarioRow:
    """Save, wait for the store's checkpoint marker, SIGKILL, copy the .duckdb file alone."""
    complete = 0
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(rounds):
            db = Path(tmp) / f"k{r}.duckdb"
            proc = _saver(db, 0.2, 5)
            assert proc.stdout is not None
            lines = [proc.stdout.readline() for _ in range(6)]
            commits = int(lines[4].split()[2])
            while _checkpointed(db) < commits and proc.poll() is None:
                time.sleep(0.02)
            proc.kill()
            proc.wait()
            copy = Path(tmp) / f"k{r}-copy.duckdb"
            shutil.copyfile(db, copy)
            complete += _ids(copy) == {f"ev-{i}" for i in range(5)}
    return ScenarioRow(
        "SIGKILL after save + checkpoint, copy of the .duckdb file alone",
        f"{rounds} kills x 5 labels",
        _verdict(complete == rounds, f"{complete}/{rounds} copies hold every label"),
        0.0,
    )


def run_sigkill_during_saves(rounds: int) -> ScenarioRow:
    """SIGKILL at a random moment of a save loop: every save confirmed before it survives."""
    rng = random.Random(7)
    lost = confirmed_total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(rounds):
            db = Path(tmp) / f"s{r}.duckdb"
            proc = _saver(db, 0.05, 10_000)
            assert proc.stdout is not None
            confirmed: set[str] = set()
            for _ in range(rng.randrange(5, 60)):
                line = proc.stdout.readline()
                if line.startswith("saved"):
                    confirmed.add(line.split()[1])
            proc.kill()
            proc.wait()
            confirmed_total += len(confirmed)
            from store.database import Store

            with Store.open(db) as store:  # WAL replay on reopen
                stored = {r[0] for r in store.query("SELECT event_id FROM label_events")}
            lost += len(confirmed - stored)
    return ScenarioRow(
        "SIGKILL at a random moment of a save loop",
        f"{rounds} kills, {confirmed_total} confirmed saves",
        _verdict(lost == 0, f"{lost} confirmed saves lost"),
        0.0,
    )


def run_sigterm_clean(rounds: int) -> ScenarioRow:
    from store.state import read_state, wal_path

    ok = 0
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(rounds):
            db = Path(tmp) / f"t{r}.duckdb"
            proc = _saver(db, 3600, 3, sigterm_is_interrupt=True)
            assert proc.stdout is not None
            while proc.stdout.readline().strip() != "done":
                pass
            proc.send_signal(signal.SIGTERM)
            proc.communicate()
            state = read_state(db)
            copy = Path(tmp) / f"t{r}-copy.duckdb"
            shutil.copyfile(db, copy)
            ok += (
                not wal_path(db).exists()
                and state is not None
                and state.clean_shutdown
                and _ids(copy) == {"ev-0", "ev-1", "ev-2"}
            )
    return ScenarioRow(
        "SIGTERM before any checkpoint: clean shutdown",
        f"{rounds} processes x 3 labels",
        _verdict(ok == rounds, f"{ok}/{rounds} left no .wal and a complete .duckdb"),
        0.0,
    )


def _damage(db: Path, how: str, rng: random.Random) -> None:
    data = bytearray(db.read_bytes())
    if how == "truncated":
        data = data[: len(data) // 2]
    elif how == "header":
        for _ in range(20):
            data[rng.randrange(0, 12288)] ^= 0xFF
    else:
        for _ in range(20):
            data[rng.randrange(12288, len(data))] ^= 0xFF
    db.write_bytes(bytes(data))


def run_damaged_files(rounds: int) -> ScenarioRow:
    """Truncated, header and data byte flips: set aside, banner, serving, quiet next start."""
    from datetime import datetime

    from store.database import Store
    from store.labels import LabelEvent, append_events
    from store.recovery import open_app_store

    rng = random.Random(11)
    ok = total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(rounds):
            for how in ("truncated", "header", "data"):
                total += 1
                db = Path(tmp) / f"d{r}{how}.duckdb"
                with Store.open(db) as s:
                    append_events(
                        s,
                        [
                            LabelEvent(f"e{i}", "r:0", "a", datetime(2026, 1, 2), "create", "other")
                            for i in range(200)
                        ],
                    )
                _damage(db, how, rng)
                try:
                    store, warnings = open_app_store(
                        db, on_spaces=False, persistent_storage=True, inbox_every_s=None
                    )
                except Exception:  # the scenario counts a crash as a failure
                    continue
                if store is None:
                    continue
                store.close()
                again, warnings2 = open_app_store(
                    db, on_spaces=False, persistent_storage=True, inbox_every_s=None
                )
                if again is not None:
                    again.close()
                asides = list(Path(tmp).glob(f"{db.name}.damaged-*"))
                ok += bool(warnings) and bool(asides) and again is not None and not warnings2
    return ScenarioRow(
        "damaged file at start-up (truncated, header, data bytes)",
        f"{total} files",
        _verdict(ok == total, f"{ok}/{total} set aside with a banner, app serving, quiet restart"),
        0.0,
    )


def run_cli_beside_app(rounds: int) -> ScenarioRow:
    """The app's store in a child process; this process writes through the inbox and reads a
    snapshot, `rounds` times; every write must reach the app."""
    from datetime import datetime

    from store.cli_access import open_for_cli
    from store.labels import LabelEvent, append_event

    app_code = (
        "import sys\nfrom pathlib import Path\nfrom store.recovery import open_app_store\n"
        "s, w = open_app_store(Path(sys.argv[1]), on_spaces=False, persistent_storage=True,\n"
        "                      checkpoint_delay_s=0.2, inbox_every_s=0.2)\n"
        "print('ready', flush=True)\n"
        "for line in sys.stdin:\n"
        "    print(s.query('SELECT count(*) FROM label_events')[0][0], flush=True)\n"
        "s.close()\n"
    )
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "app.duckdb"
        app = subprocess.Popen(
            [sys.executable, "-c", app_code, str(db)],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert app.stdin is not None and app.stdout is not None
        app.stdout.readline()
        snapshots_ok = 0
        for i in range(rounds):
            store = open_for_cli(db, write=True, label="bench")
            append_event(
                store, LabelEvent(f"cli-{i}", "r:0", "a", datetime(2026, 1, 2), "create", "other")
            )
            store.close()
            reader = open_for_cli(db, write=False)
            seen = int(reader.query("SELECT count(*) FROM label_events")[0][0])
            reader.close()
            snapshots_ok += seen == i + 1  # the snapshot includes the pending inbox file
        deadline = time.monotonic() + 60
        merged = -1
        while time.monotonic() < deadline:
            app.stdin.write("count\n")
            app.stdin.flush()
            merged = int(app.stdout.readline())
            if merged == rounds:
                break
            time.sleep(0.05)
        app.stdin.close()
        app.wait()
    good = merged == rounds and snapshots_ok == rounds
    return ScenarioRow(
        "CLI writes and reads while the app holds the file",
        f"{rounds} inbox writes + snapshot reads",
        _verdict(good, f"{merged}/{rounds} merged by the app, {snapshots_ok}/{rounds} reads"),
        0.0,
    )


def _verdict(ok: bool, text: str) -> str:
    return ("ok: " if ok else "FAILED: ") + text


SCENARIOS: list[Callable[[int], ScenarioRow]] = [
    run_sigkill_then_copy,
    run_sigkill_during_saves,
    run_sigterm_clean,
    run_damaged_files,
    run_cli_beside_app,
]
