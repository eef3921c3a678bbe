"""Concurrent annotators: 8 threads save labels through one Store (the app's single writer) as
fast as they can, each revising its own labels and touching shared samples; afterwards every
confirmed save must be in the database exactly once, with its own annotator, sample and note."""

from __future__ import annotations

import tempfile
import threading
import time
from pathlib import Path

from bench.reliability import Row

slow = False
DEFAULT_BUDGET_S = 4.0
SLOW_BUDGET_S = 60.0
ANNOTATORS = 8


def run(budget_s: float) -> list[Row]:
    """Save for about budget_s seconds; pass when nothing is lost, doubled or mixed up."""
    from annotator.events import LabelEvent, save_label
    from annotator.taxonomy import load_taxonomy
    from store.database import Store

    tax = load_taxonomy()
    confirmed: list[LabelEvent] = []
    errors: list[str] = []
    lock = threading.Lock()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "annotators.duckdb")
        deadline = time.monotonic() + budget_s

        def annotate(a: int) -> None:
            base: str | None = None
            i = 0
            while time.monotonic() < deadline or i == 0:
                try:
                    ev = save_label(
                        store,
                        sample_id=f"shared{i % 20}:0",
                        annotator=f"annotator{a}",
                        category="reasoning",
                        taxonomy=tax,
                        base_revision=base,
                        note=f"a{a}-n{i}",
                    )
                except Exception as exc:  # a refused save is a finding, not a crash
                    with lock:
                        errors.append(f"{type(exc).__name__}: {exc}")
                    return
                base = ev.event_id if i % 3 else None
                with lock:
                    confirmed.append(ev)
                i += 1

        threads = [threading.Thread(target=annotate, args=(a,)) for a in range(ANNOTATORS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        rows = store.query("SELECT event_id, annotator, sample_id, note FROM label_events")
        store.close()
    stored: dict[str, list[tuple[str, str, str]]] = {}
    for event_id, annotator, sample_id, note in rows:
        stored.setdefault(event_id, []).append((annotator, sample_id, note))
    lost = sum(1 for ev in confirmed if ev.event_id not in stored)
    doubled = sum(1 for v in stored.values() if len(v) > 1)
    mixed = sum(
        1
        for ev in confirmed
        if ev.event_id in stored and stored[ev.event_id][0] != (ev.annotator, ev.sample_id, ev.note)
    )
    result = (
        f"{len(confirmed):,} confirmed saves by {ANNOTATORS} annotators: {lost} lost, "
        f"{doubled} doubled, {mixed} mixed up"
        + (f"; {len(errors)} refused ({errors[0][:80]})" if errors else "")
    )
    ok = not (lost or doubled or mixed or errors) and len(confirmed) >= ANNOTATORS
    return [Row("concurrent annotators", f"{ANNOTATORS} threads, one store", result, ok)]
