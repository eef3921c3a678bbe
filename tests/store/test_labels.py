"""The label log: append-only semantics, idempotent retries, conflicts, and crash durability."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import threading
import time
from datetime import datetime, timedelta
from pathlib import Path

import pandas as pd
import pytest

from annotator.events import Evidence, build_label_event, save_label, undo_label
from annotator.taxonomy import load_taxonomy
from data.errors import NeuroLensError
from store.database import Store
from store.labels import (
    LabelEvent,
    append_event,
    conflicts,
    count_events,
    current_labels,
    head,
    history,
)

REPO = Path(__file__).resolve().parents[2]
TAX = load_taxonomy()
T0 = datetime(2026, 1, 1, 12, 0, 0)


@pytest.fixture
def store(tmp_path: Path):
    s = Store.open(tmp_path / "labels.duckdb")
    yield s
    s.close()


def _label(store: Store, sample: str, who: str, cat: str, base: str | None, minute: int, **kw):
    return save_label(
        store,
        sample_id=sample,
        annotator=who,
        category=cat,
        taxonomy=TAX,
        base_revision=base,
        now=T0 + timedelta(minutes=minute),
        **kw,
    )


def test_create_revise_retract_and_the_current_view(store: Store) -> None:
    ev = Evidence("case_1", "t1", "axial", 40, 12.5, (300.0, 600.0))
    e1 = _label(store, "s1", "ann", "reasoning", None, 0, evidence=ev, span=(3, 9, "infarct"))
    assert e1.action == "create"
    cur = current_labels(store)
    assert cur[["sample_id", "annotator", "category"]].values.tolist() == [
        ["s1", "ann", "reasoning"]
    ]
    e2 = _label(store, "s1", "ann", "perceptual", e1.event_id, 1, tags=["laterality error"])
    assert e2.action == "revise" and e2.base_revision == e1.event_id
    got = head(store, "s1", "ann")
    assert got is not None and got.category == "perceptual" and got.tags == ("laterality error",)
    retract = undo_label(store, e2)  # undo a revise = back to e1's content
    assert retract.action == "revise" and retract.category == "reasoning"
    back = head(store, "s1", "ann")
    assert back is not None and back.evidence == ev.as_dict() and back.span == (3, 9, "infarct")
    # undo a create = retract
    e_new = _label(store, "s2", "ann", "hallucination", None, 5)
    gone = undo_label(store, e_new)
    assert gone.action == "retract"
    assert "s2" not in set(current_labels(store)["sample_id"])
    # everything is still in the log, in order, unchanged
    assert [e.event_id for e in history(store, "s1")] == [
        e1.event_id,
        e2.event_id,
        retract.event_id,
    ]
    assert history(store, "s1")[0].category == "reasoning"
    assert count_events(store) == 5
    assert conflicts(store).empty


def test_a_resubmitted_event_is_stored_once(store: Store) -> None:
    event = build_label_event(
        sample_id="s1",
        annotator="a",
        category="other",
        subtype="knowledge_gap",
        taxonomy=TAX,
        base_revision=None,
        now=T0,
    )
    for _ in range(3):
        append_event(store, event)
    changed = LabelEvent(**{**event.__dict__, "category": "reasoning"})  # same id, other body
    append_event(store, changed)
    assert count_events(store) == 1
    stored = history(store, "s1")[0]
    assert stored.category == "other" and stored.subtype == "knowledge_gap"


def test_two_annotators_revising_the_same_revision_are_both_kept_and_flagged(store: Store) -> None:
    e1 = _label(store, "s1", "alice", "reasoning", None, 0)
    b = _label(store, "s1", "bob", "perceptual", e1.event_id, 1)
    c = _label(store, "s1", "alice", "hallucination", e1.event_id, 2)
    found = conflicts(store)
    assert len(found) == 1
    row = found.iloc[0]
    assert row["base_revision"] == e1.event_id and row["n_events"] == 2
    assert list(row["event_ids"]) == [b.event_id, c.event_id]
    assert sorted(row["annotators"]) == ["alice", "bob"]
    assert count_events(store) == 3
    cur = current_labels(store)
    assert bool(cur["in_conflict"].all())


def test_two_tabs_creating_for_one_annotator_are_a_conflict(store: Store) -> None:
    _label(store, "s9", "ann", "reasoning", None, 0)
    _label(store, "s9", "ann", "perceptual", None, 1)  # second tab never saw the first
    found = conflicts(store)
    assert len(found) == 1 and found.iloc[0]["n_events"] == 2
    assert head(store, "s9", "ann").category == "perceptual"  # type: ignore[union-attr]


def test_current_labels_of_some_answers_are_those_rows_of_all(store: Store) -> None:
    """Asked for a few answers, the log is narrowed first (migration 0010): the same rows,
    conflict flags and retractions as the whole view, and nothing of other answers."""
    e1 = _label(store, "s1", "alice", "reasoning", None, 0)
    _label(store, "s1", "bob", "perceptual", e1.event_id, 1)
    _label(store, "s1", "alice", "hallucination", e1.event_id, 2)  # conflict on s1
    _label(store, "s2", "alice", "other", None, 3)
    undo_label(store, _label(store, "s3", "bob", "reasoning", None, 4))  # retracted
    _label(store, "s4", "carol", "perceptual", None, 5)
    everything = current_labels(store)
    for ids in (["s1"], ["s1", "s3"], ["s2", "s4", "nope"], []):
        some = current_labels(store, ids)
        expected = everything[everything["sample_id"].isin(ids)]
        assert _records(some) == _records(expected), ids
    assert set(current_labels(store, ["s1", "s2"])["sample_id"]) == {"s1", "s2"}
    assert bool(current_labels(store, ["s1"])["in_conflict"].all())
    assert not current_labels(store, ["s2"])["in_conflict"].any()


def _records(frame: pd.DataFrame) -> list[dict[str, object]]:
    """Rows as plain values: an all-empty column comes back as None or NaN by its dtype."""
    return [
        {k: v.tolist() if hasattr(v, "tolist") else None if pd.isna(v) else v for k, v in r.items()}
        for r in frame.astype(object).to_dict("records")
    ]


def test_adjudication_needs_a_reason_and_is_kept_apart(store: Store) -> None:
    _label(store, "s1", "alice", "reasoning", None, 0)
    _label(store, "s1", "bob", "perceptual", None, 1)
    with pytest.raises(NeuroLensError, match="reason"):
        _label(store, "s1", "chair", "reasoning", None, 2, role="adjudication")
    _label(store, "s1", "chair", "reasoning", None, 2, role="adjudication", reason="T2 shows it")
    cur = current_labels(store)
    adj = cur[cur["role"] == "adjudication"]
    assert adj["category"].tolist() == ["reasoning"] and adj["reason"].tolist() == ["T2 shows it"]
    assert (cur["role"] == "label").sum() == 2


def test_bad_labels_are_refused_with_a_reason(store: Store) -> None:
    with pytest.raises(NeuroLensError, match="annotator"):
        _label(store, "s1", " ", "reasoning", None, 0)
    with pytest.raises(NeuroLensError, match="sub-type"):
        _label(store, "s1", "a", "reasoning", None, 0, subtype="knowledge_gap")
    with pytest.raises(NeuroLensError, match="no category"):
        _label(store, "s1", "a", "typo", None, 0)
    assert count_events(store) == 0


def test_sixteen_threads_labelling_at_once_exact_counts(store: Store) -> None:
    errors: list[BaseException] = []

    def work(t: int) -> None:
        try:
            base = None
            for i in range(20):
                ev = _label(
                    store, f"s{t}", f"ann{t}", "reasoning" if i % 2 else "perceptual", base, i
                )
                base = ev.event_id
                append_event(store, ev)  # an immediate retry must not duplicate
        except BaseException as exc:  # pragma: no cover
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert count_events(store) == 16 * 20
    cur = current_labels(store)
    assert len(cur) == 16 and set(cur["category"]) == {"reasoning"}
    assert conflicts(store).empty


def test_label_log_is_never_updated_or_deleted_in_the_source() -> None:
    """The invariant, checked where it could break: no code UPDATEs or DELETEs label_events."""
    pattern = re.compile(
        r"(UPDATE\s+label_events|DELETE\s+FROM\s+label_events|TRUNCATE\s+label_events|"
        r"DROP\s+TABLE\s+(IF\s+EXISTS\s+)?label_events|INSERT\s+OR\s+REPLACE\s+INTO\s+label_events|"
        r"label_events[^;]*DO\s+UPDATE)",
        re.IGNORECASE,
    )
    offenders = []
    # 0008 rebuilds the table to widen a CHECK (DuckDB cannot alter one): it copies every row
    # into the new table before dropping the old copy; test_verdicts checks that nothing is lost.
    rebuilds = {"store/migrations/0008_verdict_flip.sql"}
    for folder in ("store", "annotator", "ui", "scoring", "vlm", "bench", "data", "app.py"):
        root = REPO / folder
        files = [root] if root.is_file() else [*root.rglob("*.py"), *root.rglob("*.sql")]
        for path in files:
            if str(path.relative_to(REPO)) in rebuilds:
                continue
            if pattern.search(path.read_text(encoding="utf-8", errors="replace")):
                offenders.append(str(path.relative_to(REPO)))
    assert offenders == []


WRITER = """
import sys
from pathlib import Path
from annotator.events import save_label
from annotator.taxonomy import load_taxonomy
from store.database import Store

store = Store.open(Path(sys.argv[1]))
tax = load_taxonomy()
i = 0
while True:
    ev = save_label(store, sample_id=f"s{i % 50}", annotator="crash", category="reasoning",
                    taxonomy=tax, base_revision=None, note=f"n{i}")
    print(ev.event_id, flush=True)
    i += 1
"""


def test_sigkilled_writer_keeps_every_acknowledged_label(tmp_path: Path) -> None:
    path = tmp_path / "crash.duckdb"
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    acked: list[str] = []
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    while len(acked) < 40 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        acked.append(line.strip())
    proc.send_signal(signal.SIGKILL)
    rest, err = proc.communicate(timeout=30)
    acked += [x.strip() for x in rest.splitlines() if len(x.strip()) == 32]
    assert len(acked) >= 40, err
    s = Store.open(path)
    try:
        stored = {r[0] for r in s.query("SELECT event_id FROM label_events")}
        assert set(acked) <= stored
        s.write("INSERT INTO meta (key, value) VALUES ('reopened', 'yes')")  # still writable
    finally:
        s.close()
