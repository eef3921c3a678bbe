"""Queries on the runs table (store.runs) against a real DuckDB file."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

from store.database import Store
from store.runs import (
    SAMPLES_PER_STATEMENT,
    RunRow,
    SampleRow,
    insert_run,
    recent_runs,
    run_progress,
    write_samples,
)


def _run(run_id: str, minutes: int, model: str = "openai/gpt-4o") -> RunRow:
    return RunRow(
        run_id=run_id,
        case_id=f"case-{run_id}",
        task_id="dx",
        model=model,
        endpoint="http://127.0.0.1:1/v1",
        params={"n": 1},
        template_version="v1",
        image_mode="even",
        ablation="both",
        images=[],
        status="done",
        request_hash=f"h-{run_id}",
        created_at=datetime(2025, 1, 1, 12, 0) + timedelta(minutes=minutes),
    )


def test_recent_runs_newest_first_and_limited(tmp_path: Path) -> None:
    with Store.open(tmp_path / "nl.duckdb") as store:
        assert recent_runs(store) == []
        for run_id, minutes in (("old", 0), ("new", 30), ("mid", 10)):
            insert_run(store, _run(run_id, minutes))
        listed = recent_runs(store)
        two = recent_runs(store, limit=2)
    assert [r.run_id for r in listed] == ["new", "mid", "old"]
    assert [r.run_id for r in two] == ["new", "mid"]
    first = listed[0]
    assert (first.model, first.case_id, first.task_id) == ("openai/gpt-4o", "case-new", "dx")
    assert first.created_at == datetime(2025, 1, 1, 12, 30)


def test_recent_runs_before_the_runs_table_exists(tmp_path: Path) -> None:
    """A database from before migration 0002 (or a foreign file): an empty picker, no error."""
    import duckdb

    path = tmp_path / "bare.duckdb"
    duckdb.connect(str(path)).close()
    with Store.open(path) as store:
        store.write("DROP TABLE IF EXISTS samples")
        store.write("DROP TABLE IF EXISTS runs")
        assert recent_runs(store) == []


def test_write_samples_saves_every_answer_and_replaces_by_sample_id(tmp_path: Path) -> None:
    many = SAMPLES_PER_STATEMENT + 7  # more than one statement's worth
    with Store.open(tmp_path / "nl.duckdb") as store:
        insert_run(store, _run("r", 0))
        write_samples(store, [SampleRow("r", i, "", {}, "", error="HTTP 500") for i in range(3)])
        write_samples(
            store,
            [
                *(SampleRow("r", i, f"answer {i}", {"n": i}, f"dx {i}") for i in range(many)),
                SampleRow("r", 1, "later answer", {}, "dx later"),  # the same sample again
            ],
        )
        write_samples(store, [])
        rows = store.query("SELECT idx, raw_text, parsed, error FROM samples ORDER BY idx")
    assert len(rows) == many
    assert rows[0] == (0, "answer 0", '{"n": 0}', None)  # the failed sample was replaced
    assert rows[1][1] == "later answer"  # the last row given for a sample is kept
    assert rows[-1][:2] == (many - 1, f"answer {many - 1}")


def test_run_progress_and_the_status_saved_with_the_answers(tmp_path: Path) -> None:
    with Store.open(tmp_path / "nl.duckdb") as store:
        assert run_progress(store, "r") == (None, set())
        insert_run(store, replace(_run("r", 0), status="running"))
        insert_run(store, replace(_run("q", 1), status="running"))
        answers = [SampleRow("r", 0, "a", {}, "a"), SampleRow("r", 1, "", {}, "", error="x")]
        write_samples(store, answers, [("r", "partial", "x"), ("q", "cancelled", None)])
        status = dict(store.query("SELECT run_id, status FROM runs"))
        assert run_progress(store, "r") == ("partial", {0})  # a failed sample is not done
    assert status == {"r": "partial", "q": "cancelled"}
