"""Label store benchmarks: save latency with 8 concurrent annotators, and dashboard aggregates
over 1,000,000 label events, each against the naive way in the same run."""

from __future__ import annotations

import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import duckdb

from bench.table import Row, percentile

ANNOTATORS = 8
SAVES_EACH = 40
EVENTS = 1_000_000


def _ours_saves(path: Path) -> list[float]:
    """8 threads calling the code path the Annotate tab uses (save_label -> Store.write)."""
    from annotator.events import save_label
    from annotator.taxonomy import load_taxonomy
    from store.database import Store

    tax = load_taxonomy()
    store = Store.open(path)
    times: list[float] = []
    lock = threading.Lock()

    def annotate(a: int) -> None:
        base = None
        for i in range(SAVES_EACH):
            t0 = time.perf_counter()
            ev = save_label(
                store,
                sample_id=f"r{i}:0",
                annotator=f"ann{a}",
                category="reasoning",
                taxonomy=tax,
                base_revision=base,
                note="bench",
            )
            dt = time.perf_counter() - t0
            base = None if i % 2 else ev.event_id
            with lock:
                times.append(dt)

    try:
        _run_annotators(annotate)
    finally:
        store.close()
    return times


def _naive_saves(path: Path) -> list[float]:
    """The naive way: every save opens a new connection and runs one INSERT (autocommit)."""
    from store.database import Store

    Store.open(path).close()  # same schema
    times: list[float] = []
    lock = threading.Lock()

    def annotate(a: int) -> None:
        for i in range(SAVES_EACH):
            t0 = time.perf_counter()
            con = duckdb.connect(str(path))  # same process: DuckDB shares the instance
            con.execute(
                "INSERT INTO label_events (event_id, sample_id, annotator, created_at, action, "
                "category, note) VALUES (?, ?, ?, now(), 'create', 'reasoning', 'bench')",
                [f"n{a}-{i}", f"r{i}:0", f"ann{a}"],
            )
            con.close()
            with lock:
                times.append(time.perf_counter() - t0)

    _run_annotators(annotate)
    return times


def _run_annotators(annotate: Callable[[int], None]) -> None:
    """ANNOTATORS threads, `annotate(a)` each, all at once: the concurrency both ways face."""
    threads = [threading.Thread(target=annotate, args=(a,)) for a in range(ANNOTATORS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def _generate(path: Path) -> None:
    from store.database import Store

    store = Store.open(path)
    try:
        has_vlm = store.table_exists("samples") and store.table_exists("runs")
        if not has_vlm:  # a store without runs/samples: only the columns this bench reads
            store.write(
                "CREATE TABLE runs (run_id TEXT PRIMARY KEY, model TEXT, case_id TEXT, "
                "task_id TEXT, endpoint TEXT, status TEXT)"
            )
            store.write("CREATE TABLE samples (sample_id TEXT PRIMARY KEY, run_id TEXT, idx INT)")
        store.write(
            "INSERT INTO runs (run_id, model, case_id, task_id, endpoint, status) "
            "SELECT 'run' || range, 'provider/model-' || (range % 5), 'case_' || (range % 120), "
            "'t' || (range % 3), 'http://127.0.0.1', 'done' FROM range(250000) "
            "ON CONFLICT DO NOTHING"
        )
        store.write(
            "INSERT INTO samples (sample_id, run_id, idx) "
            "SELECT 'run' || range || ':0', 'run' || range, 0 "
            "FROM range(250000) ON CONFLICT DO NOTHING"
        )
        cats = "['reasoning','perceptual','hallucination','other','not_a_failure']"
        store.write(
            f"""
            INSERT INTO label_events (event_id, sample_id, annotator, created_at, action,
                base_revision, role, category, subtype, tags, note)
            SELECT 'ev' || range,
                   'run' || (range // 4 % 250000) || ':0',
                   'ann' || (range % 4),
                   TIMESTAMP '2026-01-01' + to_seconds(range),
                   CASE WHEN range < 1000000 * 0.75 THEN 'create' ELSE 'revise' END,
                   CASE WHEN range < 1000000 * 0.75 THEN NULL ELSE 'ev' || (range - 750000) END,
                   'label',
                   {cats}[1 + (hash(range) % 5)::INTEGER],
                   CASE WHEN hash(range) % 5 = 3 THEN 'knowledge_gap' END,
                   [], ''
            FROM range({EVENTS})
            """
        )
    finally:
        store.close()


def run() -> list[Row]:
    with tempfile.TemporaryDirectory() as tmp:
        return [*_save_rows(Path(tmp)), *_million_rows(Path(tmp) / "million.duckdb")]


def _save_rows(tmp: Path) -> list[Row]:
    """Label saves by concurrent annotators: ours against a new connection per save."""
    ours = _ours_saves(tmp / "ours.duckdb")
    naive = _naive_saves(tmp / "naive.duckdb")
    return [
        Row(
            f"label save p50, {ANNOTATORS} annotators",
            statistics.median(ours) * 1e3,
            "ms",
            statistics.median(naive) * 1e3,
            "",
            f"{len(ours)} saves each way",
        ),
        Row(
            f"label save p95, {ANNOTATORS} annotators",
            percentile(ours, 0.95) * 1e3,
            "ms",
            percentile(naive, 0.95) * 1e3,
            "<= 150 ms",
            "ours: queue + one writer + group commit; naive: new connection + INSERT",
        ),
    ]


def _million_rows(path: Path) -> list[Row]:
    """Reads over 1,000,000 label events: the dashboard's aggregates and one answer's labels."""
    from store.database import Store
    from store.labels import resolved_label_counts

    t0 = time.perf_counter()
    _generate(path)
    gen_s = time.perf_counter() - t0
    store = Store.open(path)
    try:
        t0 = time.perf_counter()
        resolved_label_counts(store)  # first dashboard open: builds the summary (cold)
        cold_s = time.perf_counter() - t0
        counts, ours_t = _dashboard_refreshes(store)
        naive_t = []
        for _ in range(2):
            t0 = time.perf_counter()
            naive_counts = _naive_aggregate(store)
            naive_t.append(time.perf_counter() - t0)
        others = _one_answer_labels(store)
    finally:
        store.close()
    same = int(counts["n"].sum()) == int(naive_counts["n"].sum())
    return [
        Row(
            "dashboard aggregates, 1,000,000 label events",
            statistics.median(ours_t) * 1e3,
            "ms",
            statistics.median(naive_t) * 1e3,
            "<= 200 ms",
            "DuckDB SQL, summary refreshed for new events only, after 40 new "
            f"labels; first open (full build) {cold_s * 1e3:.0f} ms; naive: load all "
            f"into pandas; totals match: {same}; generated in {gen_s:.1f} s",
        ),
        Row(
            "one answer's current labels (each Annotate render), 1,000,000 label events",
            others[0],
            "ms",
            others[1],
            "",
            "current_labels_of: the log narrowed to the answer first (migration 0010);"
            " naive: the current_labels view filtered (conflicts flagged over the whole log)",
        ),
    ]


def _dashboard_refreshes(store) -> tuple[Any, list[float]]:  # type: ignore[no-untyped-def]
    """Five rounds of 8 annotators saving 40 labels, each followed by the dashboard's refresh:
    the last counts and the refresh times."""
    from annotator.events import build_label_event
    from annotator.taxonomy import load_taxonomy
    from store.labels import append_events, resolved_label_counts

    tax = load_taxonomy()
    times = []
    for round_ in range(5):
        append_events(
            store,
            [
                build_label_event(
                    sample_id=f"run{round_ * 997 + i}:0",
                    annotator=f"ann{i % 8}",
                    category="perceptual",
                    taxonomy=tax,
                    base_revision=None,
                )
                for i in range(40)
            ],
        )
        t0 = time.perf_counter()
        counts = resolved_label_counts(store)
        times.append(time.perf_counter() - t0)
    return counts, times


def _one_answer_labels(store) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Median ms of the "other labels" read the Annotate tab makes on every key, and of the
    view it used to filter; both on the same answers."""
    from store.labels import current_labels

    ids = [f"run{i * 7919 % 250000}:0" for i in range(10)]
    ours, naive = [], []
    for sid in ids:
        t0 = time.perf_counter()
        current_labels(store, [sid])
        ours.append(time.perf_counter() - t0)
    for sid in ids[:3]:
        t0 = time.perf_counter()
        store.query_df("SELECT * FROM current_labels WHERE sample_id = ?", [sid])
        naive.append(time.perf_counter() - t0)
    return statistics.median(ours) * 1e3, statistics.median(naive) * 1e3


def _naive_aggregate(store):  # type: ignore[no-untyped-def]
    """Load every event and the joins into pandas, then resolve and count there."""
    events = store.query_df("SELECT * FROM label_events")
    samples = store.query_df("SELECT sample_id, run_id FROM samples")
    runs = store.query_df("SELECT run_id, model, case_id, task_id FROM runs")
    events = events.sort_values(["created_at", "seq"])
    heads = events.groupby(["sample_id", "annotator", "role"], as_index=False).last()
    heads = heads[heads["action"] != "retract"]
    labels = heads[heads["role"] == "label"]
    votes = labels.groupby(["sample_id", "category"], dropna=False).size().reset_index(name="n")
    top = votes.sort_values(["sample_id", "n"], ascending=[True, False]).drop_duplicates(
        "sample_id"
    )
    merged = top.merge(samples, on="sample_id", how="left").merge(runs, on="run_id", how="left")
    return (
        merged.groupby(["model", "case_id", "task_id", "category"], dropna=False)
        .size()
        .reset_index(name="n")
    )
