"""Verdicts with their source (scoring.verdict) on a real DuckDB file: a human outranks the grader,
the grader outranks the rule, nothing decided is undecided (queued, left out of n, counted), a
failed request is not a sample; the verdict flip lives in the append-only label log (0008)."""

from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path

import pytest

from annotator.events import flip_verdict, take_back_verdict
from annotator.taxonomy import load_taxonomy
from data.errors import NeuroLensError
from scoring.summary import display_table, summarise
from scoring.verdict import (
    counts_text,
    judged_samples,
    resolve_verdict,
    source_counts,
    undecided_samples,
)
from store.database import MIGRATIONS_DIR, Store
from store.labels import LabelEvent, append_event, history
from store.runs import RunRow, SampleRow, insert_run, write_samples
from store.scores import ScoreRow, save_scores


def test_precedence_human_then_grader_then_rule() -> None:
    assert resolve_verdict("incorrect", 1.0, "rule", 1.0).source == "human"
    assert resolve_verdict(None, 0.0, "grader:judge", 1.0).value == "incorrect"
    assert resolve_verdict(None, 0.0, "grader:judge", 1.0).source == "grader"
    fallback = resolve_verdict(None, None, "grader:judge", 1.0)
    assert (fallback.value, fallback.source) == ("correct", "rule")
    assert resolve_verdict(None, None, "rule", None).value == "undecided"
    assert resolve_verdict(None, None, "rule", None).correct is None


def _fill(store: Store) -> None:
    """One run of 5 samples: rule right on 0-2, rule undecided on 3, request failed on 4."""
    insert_run(
        store,
        RunRow(
            "r1",
            "c1",
            "t1",
            "m/a",
            "http://x/v1",
            {"n": 5, "temperature": 0.7},
            "v1",
            "even",
            "both",
            [],
            "done",
            "h1",
        ),
    )
    rows = [SampleRow("r1", i, "answer", {}, "MS") for i in range(4)]
    rows.append(SampleRow("r1", 4, "", {}, "", error="m/a: the endpoint sent an empty reply"))
    write_samples(store, rows)
    scores = []
    for i, value in enumerate([1.0, 1.0, 1.0, None]):
        for metric in ("correct", "correct_rule"):
            scores.append(ScoreRow(f"r1:{i}", "r1", metric, value, "rule", {}, {}))
    save_scores(store, scores)


def test_sources_counts_and_undecided_queue(tmp_path: Path) -> None:
    taxonomy = load_taxonomy()
    with Store.open(tmp_path / "nl.duckdb") as store:
        _fill(store)
        # a human label "reasoning failure" on sample 1 makes it incorrect, decided by a human
        append_event(
            store,
            LabelEvent(
                "e1",
                "r1:1",
                "ann",
                datetime(2026, 1, 1),
                "create",
                category="reasoning",
                taxonomy_version=taxonomy.version,
            ),
        )
        frame = judged_samples(store).set_index("sample_id")
        assert frame.loc["r1:1", "verdict"] == "incorrect"
        assert frame.loc["r1:1", "verdict_source"] == "human"
        assert frame.loc["r1:3", "verdict"] == "undecided"
        assert frame.loc["r1:4", "verdict"] == "failed"
        counts = source_counts(frame)
        assert counts_text(counts) == "human 1 · grader 0 · rule 2 · undecided 1 · failed 1"
        assert list(undecided_samples(store)["sample_id"]) == ["r1:3"]

        # an explicit flip outranks the label; taking it back returns to the label
        flip_verdict(store, sample_id="r1:1", annotator="ann", verdict="correct", reason="synonym")
        frame = judged_samples(store).set_index("sample_id")
        assert frame.loc["r1:1", "verdict"] == "correct"
        assert "synonym" in frame.loc["r1:1", "verdict_reason"]
        # a flip on the undecided sample decides it and takes it off the queue
        flip_verdict(store, sample_id="r1:3", annotator="bob", verdict="incorrect")
        assert undecided_samples(store).empty
        take_back_verdict(store, sample_id="r1:1", annotator="ann")
        assert judged_samples(store).set_index("sample_id").loc["r1:1", "verdict"] == "incorrect"
        assert [e.action for e in history(store, "r1:1")] == ["create", "create", "retract"]
        with pytest.raises(NeuroLensError):
            flip_verdict(store, sample_id="r1:1", annotator="ann", verdict="maybe")

        summary = summarise(judged_samples(store), ks=(1, 5), by=("model",))
        (row,) = summary.to_dict("records")
        assert (row["samples"], row["judged"], row["failed"]) == (4, 4, 1)
        assert (row["n_min"], row["n_max"]) == (4, 4), "the failed request is not in n"
        assert row["pass@1"] == pytest.approx(2 / 4)
        assert row["decided_by"] == "human 2 · grader 0 · rule 2 · undecided 0 · failed 1"
        shown = display_table(summary, (1, 5)).iloc[0]
        assert shown["pass@5 %"] == "n/a (n<5)"
        assert shown["pass@1 %"].endswith("[CI n/a: 1 task]")


def test_undecided_is_left_out_of_n_and_counted(tmp_path: Path) -> None:
    with Store.open(tmp_path / "nl.duckdb") as store:
        _fill(store)
        summary = summarise(judged_samples(store), ks=(1,), by=("model",))
    (row,) = summary.to_dict("records")
    assert row["n_max"] == 3 and row["undecided"] == 1 and row["pass@1"] == 1.0


def test_migration_0008_keeps_every_label_event(tmp_path: Path) -> None:
    """Rebuilding label_events for the wider role check copies every row, ids and seq."""
    old = tmp_path / "old_migrations"
    old.mkdir()
    for path in sorted(MIGRATIONS_DIR.glob("000[1-6]_*.sql")):
        shutil.copy(path, old / path.name)
    db = tmp_path / "nl.duckdb"
    with Store.open(db, migrations_dir=old) as store:
        for i in range(3):
            append_event(
                store,
                LabelEvent(
                    f"e{i}",
                    "s1",
                    f"a{i}",
                    datetime(2026, 1, 1, 0, i),
                    "create",
                    category="reasoning",
                    tags=("t",),
                    note=f"n{i}",
                ),
            )
        before = store.query("SELECT event_id, seq, annotator, note, tags FROM label_events")
    with Store.open(db) as store:
        after = store.query("SELECT event_id, seq, annotator, note, tags FROM label_events")
        assert sorted(after) == sorted(before)
        assert len(store.query("SELECT * FROM current_labels")) == 3
        flip_verdict(store, sample_id="s1", annotator="a0", verdict="correct")
        assert len(store.query("SELECT * FROM current_labels")) == 3, "a flip is not a label"
        assert store.query("SELECT max(seq) FROM label_events")[0][0] == 4
