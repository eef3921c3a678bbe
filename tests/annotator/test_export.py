"""Export writes the full history; import merges by event id and is idempotent."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from annotator.backup import NoBackup, make_backup
from annotator.events import Evidence, save_label
from annotator.export import export_events, import_events, main
from annotator.taxonomy import load_taxonomy
from store.database import Store
from store.labels import count_events, history

REPO = Path(__file__).resolve().parents[2]
TAX = load_taxonomy()
T0 = datetime(2026, 2, 1, 9, 0, 0)


def _fill(path: Path) -> list[str]:
    s = Store.open(path)
    try:
        ev = Evidence("case_1", "flair", "axial", 41, -3.5, (350.0, 700.0))
        e1 = save_label(
            s,
            sample_id="r1:0",
            annotator="alice",
            category="other",
            subtype="grounding_error",
            taxonomy=TAX,
            base_revision=None,
            tags=["ignored EHR detail", 'it\'s, "quoted"'],
            note="line1\nline2",
            evidence=ev,
            span=(0, 4, "Left"),
            now=T0,
        )
        e2 = save_label(
            s,
            sample_id="r1:0",
            annotator="alice",
            category="reasoning",
            taxonomy=TAX,
            base_revision=e1.event_id,
            now=T0 + timedelta(minutes=1),
        )
        e3 = save_label(
            s,
            sample_id="r2:0",
            annotator="bob",
            category="perceptual",
            taxonomy=TAX,
            base_revision=None,
            now=T0 + timedelta(minutes=2),
        )
        return [e1.event_id, e2.event_id, e3.event_id]
    finally:
        s.close()


@pytest.mark.parametrize("fmt", ["csv", "parquet", "jsonl"])
def test_round_trip_keeps_every_field_and_is_idempotent(tmp_path: Path, fmt: str) -> None:
    ids = _fill(tmp_path / "a.duckdb")
    out = tmp_path / f"labels.{fmt}"
    with Store.open(tmp_path / "a.duckdb") as a:
        assert export_events(a, out, fmt) == 3
        original = history(a, "r1:0")
    with Store.open(tmp_path / "b.duckdb") as b:
        assert import_events(b, out) == 3
        assert import_events(b, out) == 0  # idempotent
        assert count_events(b) == 3
        copied = history(b, "r1:0")
        assert [e.event_id for e in copied] == ids[:2]
        assert copied == original


def test_import_merges_overlapping_logs(tmp_path: Path) -> None:
    _fill(tmp_path / "a.duckdb")
    with Store.open(tmp_path / "b.duckdb") as b:
        save_label(
            b,
            sample_id="r9:0",
            annotator="carol",
            category="hallucination",
            taxonomy=TAX,
            base_revision=None,
            now=T0,
        )
    with Store.open(tmp_path / "a.duckdb") as a:
        export_events(a, tmp_path / "a.parquet", "parquet")
    with Store.open(tmp_path / "b.duckdb") as b:
        assert import_events(b, tmp_path / "a.parquet") == 3
        assert count_events(b) == 4


def test_cli_export_and_import(tmp_path: Path) -> None:
    _fill(tmp_path / "a.duckdb")
    out = tmp_path / "x.jsonl"
    run = [sys.executable, "-m", "annotator.export"]
    done = subprocess.run(
        [*run, "--db", str(tmp_path / "a.duckdb"), "--format", "jsonl", "--out", str(out)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "exported 3 label events" in done.stdout
    assert len(out.read_text().splitlines()) == 3
    done = subprocess.run(
        [*run, "import", "--db", str(tmp_path / "c.duckdb"), str(out)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "imported 3 new label events" in done.stdout


def test_cli_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", str(tmp_path / "missing.duckdb"), "--out", str(tmp_path / "x.csv")]) == 2
    assert "no such database" in capsys.readouterr().err
    assert main(["import", "--db", str(tmp_path / "d.duckdb"), str(tmp_path / "nope.csv")]) == 2
    assert "no such file" in capsys.readouterr().err
    other = tmp_path / "other.csv"  # a CSV, but not a label export
    other.write_text("a,b\n1,2\n", encoding="utf-8")
    broken = tmp_path / "broken.parquet"  # not Parquet at all
    broken.write_bytes(b"PAR1" + bytes(range(256)) * 4)
    for path, says in ((other, "no column 'role'"), (broken, "cannot read label events")):
        assert main(["import", "--db", str(tmp_path / "d.duckdb"), str(path)]) == 2
        err = capsys.readouterr().err
        assert says in err and err.count("\n") == 1, err


def test_backup_is_off_by_default() -> None:
    backup = make_backup("")
    assert isinstance(backup, NoBackup)
    assert "No backup configured" in backup.backup(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_import_refuses_a_file_with_a_category_outside_the_taxonomy(tmp_path, fmt) -> None:
    from data.errors import NeuroLensError

    src = tmp_path / "src.duckdb"
    _fill(src)
    out = tmp_path / f"labels.{fmt}"
    with Store.open(src) as store:
        export_events(store, out, fmt)
    text = out.read_text(encoding="utf-8")
    assert text.count('"perceptual"' if fmt == "jsonl" else "perceptual") == 1
    out.write_text(text.replace("perceptual", "made_up_category"), encoding="utf-8")
    with Store.open(tmp_path / "dst.duckdb") as dst:
        with pytest.raises(NeuroLensError) as err:
            import_events(dst, out)
        assert count_events(dst) == 0, "nothing of the file is imported"
    message = str(err.value)
    assert "\n" not in message and "made_up_category" in message
    assert ("line 3" if fmt == "jsonl" else "row 3") in message
