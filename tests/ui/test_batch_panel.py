"""The Batch tab's wiring: every event that writes the progress bar runs in one serial queue.

Run side by side, a tab select that read "idle" could answer after Start had answered "running"
and switch the bar's timer off, so the bar showed no batch while one ran (a CI run caught it in
tests/ui/test_batch_browser.py). Gradio's queue is first-in first-out per concurrency id, so one
id with a limit of 1 makes the answers arrive in the order they were asked.
"""

from __future__ import annotations

from pathlib import Path

from app import build_app, build_context
from settings import Settings
from ui.batch_panel import STATUS_QUEUE


def test_every_progress_writer_shares_one_serial_queue(tmp_path: Path) -> None:
    ctx = build_context(
        Settings(
            data_dir=tmp_path,
            demo_cache_dir=tmp_path / "demo",
            db_path=tmp_path / "neurolens.duckdb",
            models_file=tmp_path / "models.yaml",
        )
    )
    try:
        demo = build_app(ctx)
        writers = [
            fn
            for fn in demo.fns.values()
            if "nl-batch-progress" in [getattr(o, "elem_id", None) for o in fn.outputs]
        ]
        triggers = sorted(t for fn in writers for _id, t in fn.targets)
        assert triggers == ["click", "click", "select", "tick"], triggers
        assert {(fn.concurrency_id, fn.concurrency_limit) for fn in writers} == {(STATUS_QUEUE, 1)}
    finally:
        ctx.close()
