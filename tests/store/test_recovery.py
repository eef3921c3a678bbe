"""A damaged, incomplete, locked or read-only database: a banner, never a crash (or a loop)."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from data.errors import NeuroLensError
from store.database import Store
from store.labels import LabelEvent, append_event, append_events
from store.recovery import open_app_store
from store.state import read_state, wal_path

REPO = Path(__file__).resolve().parents[2]


def _label(i: int) -> LabelEvent:
    return LabelEvent(
        event_id=f"ev-{i}",
        sample_id=f"run-{i % 7}:0",
        annotator="ana",
        created_at=datetime(2026, 1, 2, 3, 4, i % 60),
        action="create",
        category="reasoning",
        note="n" * 40,
    )


def _filled(db: Path, n: int = 300) -> None:
    with Store.open(db) as store:
        for start in range(0, n, 100):  # a few transactions: several row groups on disk
            append_events(store, [_label(i) for i in range(start, min(n, start + 100))])


def _open(db: Path) -> tuple[Store | None, list[str]]:
    return open_app_store(db, on_spaces=False, persistent_storage=True, inbox_every_s=None)


def _asides(db: Path) -> list[Path]:
    found = db.parent.glob(db.name + ".damaged-*")
    return sorted(p for p in found if not p.name.endswith((".wal", ".state.json")))


def _damage(db: Path, how: str) -> None:
    data = bytearray(db.read_bytes())
    if how == "truncated":
        data = data[: len(data) // 2]
    elif how == "header":
        for i in range(0, 8192, 97):
            data[i] ^= 0xFF
    else:  # data blocks, past the two headers
        for i in range(12288, len(data), 4099):
            data[i] ^= 0xFF
    db.write_bytes(bytes(data))


@pytest.mark.parametrize("how", ["truncated", "header", "data"])
def test_a_damaged_file_is_set_aside_and_the_app_keeps_serving(tmp_path: Path, how: str) -> None:
    db = tmp_path / "nl.duckdb"
    _filled(db)
    original = db.read_bytes()
    _damage(db, how)
    damaged = db.read_bytes()
    assert damaged != original
    store, warnings = _open(db)
    assert store is not None and not store.read_only
    try:
        (aside,) = _asides(db)
        assert aside.read_bytes() == damaged  # kept as it was, never deleted
        assert len(warnings) == 1
        assert "set aside because it is damaged" in warnings[0]
        assert str(aside) in warnings[0] and "annotator.export import" in warnings[0]
        append_event(store, _label(999))  # the new file takes saves
        assert store.query("SELECT count(*) FROM label_events WHERE event_id = 'ev-999'") == [(1,)]
    finally:
        store.close()
    again, warnings2 = _open(db)  # the next start is quiet: no crash loop, no second aside
    assert again is not None and warnings2 == [] and len(_asides(db)) == 1
    again.close()


def test_a_vanished_wal_is_noticed_and_the_checkpointed_labels_recovered(tmp_path: Path) -> None:
    """The first labels reached the .duckdb file; later ones lived only in the .wal, which is
    then lost (a backup of the .duckdb alone, a careless copy)."""
    db = tmp_path / "nl.duckdb"
    code = (
        "import os, sys\n"
        "from datetime import datetime\n"
        "from pathlib import Path\n"
        "from store.database import Store\n"
        "from store.labels import LabelEvent, append_event\n"
        "s = Store.open(Path(sys.argv[1]), checkpoint_delay_s=None)\n"
        "def ev(i):\n"
        "    return LabelEvent(event_id=f'ev-{i}', sample_id='r:0', annotator='a',\n"
        "        created_at=datetime(2026, 1, 2), action='create', category='other')\n"
        "append_event(s, ev(1)); append_event(s, ev(2)); s.checkpoint()\n"
        "append_event(s, ev(3))\n"
        "os._exit(0)  # like SIGKILL: no close, ev-3 only in the WAL\n"
    )
    subprocess.run([sys.executable, "-c", code, str(db)], cwd=REPO, check=True, timeout=120)
    state = read_state(db)
    assert state is not None and state.dirty and wal_path(db).exists()
    wal_path(db).unlink()
    store, warnings = _open(db)
    assert store is not None
    try:
        assert len(warnings) == 1 and "write-ahead log nl.duckdb.wal is missing" in warnings[0]
        assert "recovered 2 label_events" in warnings[0]
        ids = {r[0] for r in store.query("SELECT event_id FROM label_events")}
        assert ids == {"ev-1", "ev-2"}
    finally:
        store.close()
    assert len(_asides(db)) == 1


def test_fewer_rows_than_the_marker_recorded_is_noticed(tmp_path: Path) -> None:
    db = tmp_path / "nl.duckdb"
    _filled(db, 20)
    older = tmp_path / "older.duckdb"
    _filled(older, 5)
    older.replace(db)  # an older file put in place; the marker still says 20 events
    store, warnings = _open(db)
    assert store is not None
    try:
        assert "fewer rows than the last run recorded (label_events 5 < 20)" in warnings[0]
        assert store.query("SELECT count(*) FROM label_events") == [(5,)]  # salvaged whole
    finally:
        store.close()


def test_a_read_only_store_shows_its_data_and_refuses_saves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import store.recovery as recovery

    db = tmp_path / "nl.duckdb"
    _filled(db, 3)
    # root ignores permission bits, so the test removes write access where the code asks
    monkeypatch.setattr(recovery.os, "access", lambda path, mode: mode != recovery.os.W_OK)
    store, warnings = _open(db)
    assert store is not None and store.read_only
    try:
        assert warnings == [
            f"{db} is read-only (no write permission): the data is shown, but labels and runs "
            "cannot be saved"
        ]
        assert store.query("SELECT count(*) FROM label_events") == [(3,)]
        with pytest.raises(NeuroLensError, match="read-only; labels cannot be saved"):
            append_event(store, _label(50))
    finally:
        store.close()


def test_a_second_app_keeps_the_clear_message(tmp_path: Path) -> None:
    db = tmp_path / "nl.duckdb"
    holder, _ = _open(db)
    assert holder is not None
    try:
        code = (
            "import sys\n"
            "from pathlib import Path\n"
            "from store.recovery import open_app_store\n"
            "s, w = open_app_store(Path(sys.argv[1]), on_spaces=False, persistent_storage=True)\n"
            "print(s is None, w)\n"
        )
        out = subprocess.run(
            [sys.executable, "-c", code, str(db)], cwd=REPO, capture_output=True, text=True
        )
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith("True")
        assert "is open in another NeuroLens process (pid " in out.stdout
        assert _asides(db) == []  # a locked file is not "damaged"
    finally:
        holder.close()


@pytest.mark.parametrize(
    "argv",
    [
        ["scoring.report", "--no-score"],
        ["annotator.export", "--out", "labels.csv"],
        ["annotator.export", "import", "labels.csv"],
        ["scoring.run", "--model", "x/y", "--base-url", "http://127.0.0.1:9/v1", "--cases"],
    ],
)
def test_clis_print_one_line_on_a_damaged_file(tmp_path: Path, argv: list[str]) -> None:
    from tests.support.vlm_cases import write_dicom_case

    db = tmp_path / "nl.duckdb"
    _filled(db)
    _damage(db, "data")
    (tmp_path / "labels.csv").write_text("event_id\n", encoding="utf-8")
    module, *rest = argv
    if module == "scoring.run":  # fails at opening the database, before any request
        rest = [*rest, str(write_dicom_case(tmp_path / "cases")), "--quiet"]
    if rest[:1] == ["import"]:
        cmd = [sys.executable, "-m", module, "import", "--db", str(db), *rest[1:]]
    else:
        cmd = [sys.executable, "-m", module, "--db", str(db), *rest]
    out = subprocess.run(
        cmd,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        env={**__import__("os").environ, "PYTHONPATH": str(REPO)},
    )
    assert out.returncode == 2, out.stderr
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(f"error: {db} is damaged"), out.stderr
    assert "start the app once to set it aside" in lines[0]
    assert _asides(db) == []  # the CLI only reports; the app moves the file
