"""The Batch tab's wiring: the progress bar polls the job and every writer skips gradio's queue.

Through the queue, gradio can lose an event's answer when it hands a session's event stream
over between two events (a CI run and a loop of tests/ui/batch/test_browser.py caught Start's
answer never arriving: the bar never switched its timer on). Plain requests cannot lose their
answers, and a timer that always polls puts an out-of-order answer right a second later.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app import build_app, build_context
from scoring.batch_job import JobStatus
from settings import Settings
from ui.batch.tab import POLL_S, progress_html


def test_every_progress_writer_skips_the_queue_and_the_bar_always_polls(tmp_path: Path) -> None:
    import gradio as gr

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
        assert not any(fn.queue for fn in writers)
        ticking = [fn for fn in writers if [t for _id, t in fn.targets] == ["tick"]]
        timer = demo.blocks[ticking[0].targets[0][0]]
        assert isinstance(timer, gr.Timer) and timer.active and timer.value == POLL_S
    finally:
        ctx.close()


def test_a_refused_start_is_said_in_the_bar_until_a_job_runs() -> None:
    idle = progress_html(JobStatus(), "Not started: no tasks in the chosen cases")
    assert 'role="alert">Not started: no tasks in the chosen cases</p>' in idle
    running = progress_html(JobStatus("running", "m", 4), "Not started: <b>")
    assert 'role="alert"></p>' in running and "<b>" not in running


def test_the_causes_of_failed_samples_are_listed_escaped() -> None:
    st = JobStatus("done", "m", 4, done=4, failed=3, causes=(("m: HTTP 500: <b>boom</b>", 3),))
    shown = progress_html(st)
    assert "Why samples failed" in shown and "<b>3 samples:</b>" in shown
    assert "&lt;b&gt;boom&lt;/b&gt;" in shown and "<b>boom</b>" not in shown
    assert "Why samples failed" not in progress_html(JobStatus("done", "m", 4, done=4))


def test_batch_and_query_open_on_the_same_model_one_that_can_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first listed model needs a key nobody set: both tabs open on the keyless one after
    it, so Start is not refused out of the box (the Batch tab opened on the first listed)."""
    monkeypatch.delenv("AUDIT_UNSET_KEY", raising=False)
    models = tmp_path / "models.yaml"
    models.write_text(
        "models:\n"
        "  - {name: hosted/vlm, base_url: 'https://api.example.org/v1', "
        "api_key_env: AUDIT_UNSET_KEY}\n"
        "  - {name: local/vlm, base_url: 'http://localhost:8000/v1', api_key_env: ''}\n",
        encoding="utf-8",
    )
    ctx = build_context(
        Settings(
            data_dir=tmp_path,
            demo_cache_dir=tmp_path / "demo",
            db_path=tmp_path / "neurolens.duckdb",
            models_file=models,
        )
    )
    try:
        demo = build_app(ctx)
        by_id = {getattr(b, "elem_id", None): b for b in demo.blocks.values()}
        assert by_id["nl-model"].value == "local/vlm"
        assert by_id["nl-batch-model"].value == "local/vlm"
    finally:
        ctx.close()
