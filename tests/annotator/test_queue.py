"""Queue filters and dashboard aggregates on a real store with answers in the vlm schema."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pandas as pd
import pytest

from annotator.events import save_label
from annotator.queue import (
    QueueFilters,
    disagreements,
    load_queue,
    load_sample,
    queue_progress,
    tabulate_tasks,
)
from annotator.taxonomy import load_taxonomy
from data.model import Case, Difficulty, Provenance, Task, TaskFamily
from scoring.agreement import verdict_agreement
from store.database import Store
from store.labels import (
    _resolved_sql,
    grader_vs_human,
    labelling_progress,
    resolved_label_counts,
)
from tests.support.label_samples import add_answer

TAX = load_taxonomy()
T0 = datetime(2026, 3, 1, 8, 0, 0)


@pytest.fixture
def store(tmp_path: Path):
    s = Store.open(tmp_path / "q.duckdb")
    add_answer(s, "r1", 0, "openai/gpt-4o", "case_1", "t1", "Left MCA infarct")
    add_answer(s, "r2", 0, "openai/gpt-4o", "case_2", "t1", "Glioblastoma")
    add_answer(s, "r3", 0, "local/llava", "case_1", "t2", "Multiple sclerosis")
    yield s
    s.close()


def _lab(s: Store, sid: str, who: str, cat: str, minute: int, **kw):  # type: ignore[no-untyped-def]
    base = kw.pop("base", None)
    return save_label(
        s,
        sample_id=sid,
        annotator=who,
        category=cat,
        taxonomy=TAX,
        base_revision=base,
        now=T0 + timedelta(minutes=minute),
        **kw,
    )


def test_dashboard_progress_counts_the_queue_and_names_failed_requests_apart(
    store: Store,
) -> None:
    # two requests that failed: stored samples with an error, no answer to label
    for run in ("r4", "r5"):
        sid = add_answer(store, run, 0, "openai/gpt-4o", "case_3", "t1", "")
        store.write("UPDATE samples SET error = 'connection refused' WHERE sample_id = ?", [sid])
    _lab(store, "r1:0", "alice", "reasoning", 0)
    _lab(store, "r1:0", "bob", "perceptual", 1)  # two annotators: one answer, one failure
    _lab(store, "r2:0", "alice", "not_a_failure", 2)
    progress = queue_progress(store, TAX.failure_keys)
    queue = load_queue(store, "carol")  # the queue as a third annotator opens it, no filter
    assert progress.answers == len(queue) == 3
    assert progress.labelled == int((queue["n_annotators"] > 0).sum()) == 2
    assert progress.failures == 1 and progress.failed_requests == 2
    _lab(store, "r3:0", "bob", "hallucination", 3)
    again = queue_progress(store, TAX.failure_keys)
    assert (again.answers, again.labelled, again.failures) == (3, 3, 2)


def test_queue_filters(store: Store) -> None:
    tasks = pd.DataFrame(
        [
            {
                "case_id": "case_1",
                "task_id": "t1",
                "family": "differential_diagnosis",
                "difficulty": "direct",
            },
            {
                "case_id": "case_2",
                "task_id": "t1",
                "family": "lesion_recognition",
                "difficulty": "complex",
            },
        ]
    )
    assert len(load_queue(store, "alice")) == 3
    _lab(store, "r1:0", "alice", "reasoning", 0)
    _lab(store, "r1:0", "bob", "perceptual", 1)
    q = load_queue(store, "alice", QueueFilters(unlabelled_only=True), tasks)
    assert q["sample_id"].tolist() == ["r2:0", "r3:0"]
    assert load_queue(store, "alice", QueueFilters(model="local/llava"))["sample_id"].tolist() == [
        "r3:0"
    ]
    assert load_queue(store, "x", QueueFilters(disagreements_only=True))["sample_id"].tolist() == [
        "r1:0"
    ]
    assert load_queue(store, "x", QueueFilters(difficulty="complex"), tasks)[
        "sample_id"
    ].tolist() == ["r2:0"]
    d = disagreements(store)
    assert d["sample_id"].tolist() == ["r1:0"] and "alice: reasoning" in d["labels"].iloc[0]
    # blind mode: only answers the viewer has labelled themselves
    assert disagreements(store, visible_to="bob")["sample_id"].tolist() == ["r1:0"]
    assert disagreements(store, visible_to="carol").empty
    sample = load_sample(store, "r2:0")
    assert sample is not None and sample.raw_text == "Glioblastoma" and sample.case_id == "case_2"


def test_resolved_counts_adjudication_majority_and_incremental_refresh(store: Store) -> None:
    _lab(store, "r1:0", "a", "reasoning", 0)
    _lab(store, "r1:0", "b", "reasoning", 1)
    _lab(store, "r1:0", "c", "perceptual", 2)
    _lab(store, "r2:0", "a", "other", 3, subtype="grounding_error")
    counts = resolved_label_counts(store)
    got = {
        (r.model, r.category, None if pd.isna(r.subtype) else r.subtype): r.n
        for r in counts.itertuples()
    }
    assert got == {
        ("openai/gpt-4o", "reasoning", None): 1,
        ("openai/gpt-4o", "other", "grounding_error"): 1,
    }
    # new events: an adjudication overrides the majority; a retract removes a label
    _lab(store, "r1:0", "chair", "perceptual", 4, role="adjudication", reason="DWI")
    e = _lab(store, "r3:0", "a", "hallucination", 5)
    save_label(
        store,
        sample_id="r3:0",
        annotator="a",
        category="not_a_failure",
        taxonomy=TAX,
        base_revision=e.event_id,
        now=T0 + timedelta(minutes=6),
    )
    counts = resolved_label_counts(store)
    got = {(r.model, r.category): r.n for r in counts.itertuples()}
    assert got == {
        ("openai/gpt-4o", "perceptual"): 1,
        ("openai/gpt-4o", "other"): 1,
        ("local/llava", "not_a_failure"): 1,
    }
    # the incremental cache equals a full recomputation
    cached = store.query(
        "SELECT sample_id, category, subtype, n_annotators, adjudicated "
        "FROM label_resolved ORDER BY 1"
    )
    full = store.query(
        _resolved_sql("label_events") + "SELECT sample_id, category, subtype, "
        "n_annotators, adjudicated FROM resolved ORDER BY 1"
    )
    assert cached == full
    prog = labelling_progress(store).set_index("annotator")
    assert prog.loc["a", "labelled"] == 3 and prog.loc["a", "events"] == 4


def test_grader_vs_human_when_scores_exist(store: Store) -> None:
    _lab(store, "r1:0", "a", "reasoning", 0)
    _lab(store, "r2:0", "a", "not_a_failure", 1)
    if not store.table_exists("scores"):
        assert grader_vs_human(store) is None
        return
    cols = {
        r[0]
        for r in store.query(
            "SELECT column_name FROM information_schema.columns WHERE table_name = 'scores'"
        )
    }
    assert {"score_id", "sample_id", "metric", "value", "method"} <= cols
    store.write(
        "INSERT INTO scores (score_id, sample_id, run_id, metric, value, method) VALUES "
        "('s1', 'r1:0', 'r1', 'correct', 0, 'rule'), "
        "('s2', 'r2:0', 'r2', 'correct', 1, 'rule')"
    )
    df = grader_vs_human(store)
    assert df is not None
    assert df[["sample_id", "judge", "machine_correct", "human_correct"]].values.tolist() == [
        ["r1:0", "rule", False, False],
        ["r2:0", "rule", True, True],
    ]
    # the Dashboard's numbers: the same statistic the Scores tab uses, on the resolved labels
    agreement = verdict_agreement(df).set_index("judge")
    assert agreement.loc["rule", "answers"] == 2
    assert agreement.loc["rule", "agreement"] == pytest.approx(1.0)
    assert agreement.loc["rule", "cohen_kappa"] == pytest.approx(1.0)


def test_tabulate_tasks_one_row_per_task_with_family_and_split() -> None:
    prov = Provenance(source="demo", description="", licence="CC0")
    cases = [
        Case(
            "c1",
            "One",
            "demo",
            prov,
            tasks=(
                Task("t1", TaskFamily.LESION, Difficulty.COMPLEX, "Where?"),
                Task("t2", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "What?"),
            ),
        ),
        Case("c2", "No tasks", "demo", prov),
    ]
    table = tabulate_tasks(cases)
    assert table.values.tolist() == [
        ["c1", "t1", "lesion_recognition", "complex", "Where?"],
        ["c1", "t2", "differential_diagnosis", "direct", "What?"],
    ]
    assert tabulate_tasks([]).columns.tolist() == [
        "case_id",
        "task_id",
        "family",
        "difficulty",
        "question",
    ]
