"""Verdicts with their source (human > grader > rule), the flip event, the queue's verdict
filters, each annotator's queue place, and the export with its context, on a real DuckDB."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from annotator.events import Evidence, flip_verdict, save_label, take_back_verdict
from annotator.export import main as export_main
from annotator.export_context import CONTEXT_COLUMNS, export_with_context
from annotator.queue import QueueFilters, QueuePositions, load_queue
from annotator.review import resolve_verdict
from annotator.taxonomy import load_taxonomy
from store.database import Store
from store.scores import ScoreRow, save_scores
from tests.support.label_samples import add_answer

TAX = load_taxonomy()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "review.duckdb")
    for i, (value, method) in enumerate([(1.0, "rule"), (0.0, "grader:judge"), (None, "rule")]):
        sid = add_answer(s, f"r{i}", 0, "m/x", "case_a", "dx", f"Answer {i}. Second claim.")
        save_scores(
            s,
            [
                ScoreRow(sid, f"r{i}", "correct", value, method, {"reason": f"why {i}"}, {}),
                ScoreRow(sid, f"r{i}", "bertscore_f1", 0.8, "bertscore", {}, {}),
            ],
        )
    yield s
    s.close()


def test_machine_verdicts_name_their_source_and_undecided_is_not_wrong(store: Store) -> None:
    assert (resolve_verdict(store, "r0:0").value, resolve_verdict(store, "r0:0").source) == (
        "correct",
        "rule",
    )
    graded = resolve_verdict(store, "r1:0")
    assert (graded.value, graded.source) == ("incorrect", "grader") and "why 1" in graded.detail
    assert resolve_verdict(store, "r2:0").value == "undecided"
    wrong = load_queue(store, "me", QueueFilters(wrong_only=True))
    undecided = load_queue(store, "me", QueueFilters(undecided_only=True))
    assert wrong["sample_id"].tolist() == ["r1:0"]
    assert undecided["sample_id"].tolist() == ["r2:0"]


def test_a_human_label_and_a_flip_win_and_taking_the_flip_back_restores(
    store: Store,
) -> None:
    flip_verdict(
        store,
        sample_id="r0:0",
        annotator="ann",
        verdict="incorrect",
        reason="the rule missed the negation",
    )
    v = resolve_verdict(store, "r0:0")
    assert (v.value, v.source) == ("incorrect", "human") and "negation" in v.detail
    assert load_queue(store, "ann", QueueFilters(wrong_only=True))["sample_id"].tolist() == [
        "r0:0",
        "r1:0",
    ]
    take_back_verdict(store, sample_id="r0:0", annotator="ann")
    assert resolve_verdict(store, "r0:0").source == "rule"  # the machine decides again
    # a label states a verdict too: "not a failure" is correct
    save_label(
        store,
        sample_id="r1:0",
        annotator="ann",
        category="not_a_failure",
        taxonomy=TAX,
        base_revision=None,
    )
    assert (resolve_verdict(store, "r1:0").value, resolve_verdict(store, "r1:0").source) == (
        "correct",
        "human",
    )


def test_an_adjudication_outranks_annotators(store: Store) -> None:
    save_label(
        store,
        sample_id="r1:0",
        annotator="a",
        category="reasoning",
        taxonomy=TAX,
        base_revision=None,
    )
    save_label(
        store,
        sample_id="r1:0",
        annotator="judge",
        category="not_a_failure",
        taxonomy=TAX,
        base_revision=None,
        role="adjudication",
        reason="the answer is right",
    )
    v = resolve_verdict(store, "r1:0")
    assert (v.value, v.source) == ("correct", "human") and "not_a_failure" in v.detail


def test_each_annotator_keeps_their_own_queue_place(tmp_path: Path) -> None:
    path = tmp_path / "places.json"
    places = QueuePositions(path)
    places.set("alice", "r2:0")
    places.set("bob", "r0:0")
    again = QueuePositions(path)  # a restart reads them back
    assert again.get("alice") == "r2:0" and again.get("bob") == "r0:0"
    assert again.get("carol") is None


def test_export_carries_context_and_utc_offsets(store: Store, tmp_path: Path) -> None:
    save_label(
        store,
        sample_id="r1:0",
        annotator="ann",
        category="perceptual",
        taxonomy=TAX,
        base_revision=None,
    )
    save_label(
        store,
        sample_id="r1:0",
        annotator="other",
        category="reasoning",
        taxonomy=TAX,
        base_revision=None,
        evidence=Evidence("case_a", viewed=False),
    )
    out = tmp_path / "labels.csv"
    assert export_with_context(store, str(out), "csv") == 2
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert set(CONTEXT_COLUMNS) <= set(rows[0])
    # no evidence recorded: empty; the viewer untouched: "no image viewed" is false
    assert [r["evidence_viewed"] for r in rows] == ["", "false"]
    row = rows[0]
    assert row["model"] == "m/x" and row["case_id"] == "case_a" and row["task_id"] == "dx"
    assert row["answer_final_diagnosis"].startswith("Answer 1")
    assert row["verdict"] == "incorrect" and row["verdict_source"] == "human"
    assert row["created_at"].endswith("+00:00") and "T" in row["created_at"]
    assert json.loads(row["scores"])["bertscore_f1"] == pytest.approx(0.8)
    for fmt in ("parquet", "jsonl"):
        assert export_with_context(store, str(tmp_path / f"l.{fmt}"), fmt) == 2


def test_cli_export_has_the_same_columns_and_imports_back(tmp_path: Path) -> None:
    db = tmp_path / "cli.duckdb"
    s = Store.open(db)
    try:
        sid = add_answer(s, "r9", 0, "m/y", "case_b", "dx", "Stroke.")
        save_label(
            s,
            sample_id=sid,
            annotator="ann",
            category="reasoning",
            taxonomy=TAX,
            base_revision=None,
        )
    finally:
        s.close()
    out = tmp_path / "out.jsonl"
    assert export_main(["--db", str(db), "--out", str(out)]) == 0
    line = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    assert set(CONTEXT_COLUMNS) <= set(line) and line["model"] == "m/y"
    assert line["created_at"].endswith("+00:00")
    fresh = tmp_path / "fresh.duckdb"
    assert export_main(["import", "--db", str(fresh), str(out)]) == 0
    with Store.open(fresh, read_only=True) as again:
        assert again.query("SELECT category FROM label_events") == [("reasoning",)]
