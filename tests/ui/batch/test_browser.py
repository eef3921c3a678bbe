"""The Batch tab in headless Chromium against the fake OpenAI server: a batch over the demo cases
runs to 100%, its model appears in the Leaderboard, and the report and the label export
download (a label saved before the app started is in the export)."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest

from bench.launch import running_app
from devtools.fake_openai import FakeOpenAI
from tests.support.label_samples import add_answer
from tests.support.page_scripts import page_script
from tests.ui.query.test_browser import _answer, _models_file, _page, _quiet_env, _tab

pytestmark = pytest.mark.browser

BATCH_TIMEOUT_MS = 600_000  # hang guard for a loaded machine, not a timing expectation


def _label_before_start(db: Path) -> None:
    from datetime import datetime

    from annotator.events import save_label
    from annotator.taxonomy import load_taxonomy
    from store.database import Store

    with Store.open(db) as store:
        sample = add_answer(store, "pre-run", 0, "earlier/model", "demo-x", "dx", "Migraine")
        save_label(
            store,
            sample_id=sample,
            annotator="exporter",
            category="reasoning",
            taxonomy=load_taxonomy(),
            base_revision=None,
            note="exported-label-canary",
            now=datetime(2026, 11, 1, 9, 0, 0),
        )


def _download(page: Any, button: str, file_box: str) -> bytes:
    page.locator(button).click()
    link = page.locator(f"{file_box} a[download]").first
    link.wait_for(timeout=60_000)
    with page.expect_download(timeout=60_000) as info:
        link.click()
    return Path(info.value.path()).read_bytes()


def test_batch_from_the_ui_reaches_100_percent_and_shows_in_the_leaderboard(
    tmp_path: Path,
) -> None:
    server = FakeOpenAI().start()
    server.text_for = lambda body, i: _answer(body, i)
    try:
        models = _models_file(
            tmp_path / "models.yaml",
            [{"name": "fakebatch/vlm", "base_url": server.base_url, "supports_n": True}],
        )
        data_dir = tmp_path / "var"
        data_dir.mkdir()
        _label_before_start(data_dir / "neurolens.duckdb")
        env = _quiet_env(data_dir, models)
        with running_app(data_dir, extra_env=env) as (url, _ready), _page(url) as page:
            _tab(page, "Batch")
            page.locator("#nl-batch-model input").wait_for()
            # n = 1 and one image per sequence: small and quick
            page.get_by_label("Samples per task (n)").first.fill("1")
            page.get_by_label("Images per sequence").first.fill("1")
            page.locator("#nl-batch-start").click()
            _bar_state(page, "done", percent="100")
            line = page.locator("#nl-batch-progress .nl-batch-line").inner_text()
            assert "fakebatch/vlm" in line and "0 failed" in line, line
            assert server.chat_requests(), "the batch sent nothing"
            _tab(page, "Leaderboard")
            page.wait_for_function(
                "() => document.body.innerText.includes('fakebatch/vlm')", timeout=120_000
            )
            _tab(page, "Batch")
            report = _download(page, "#nl-batch-report", "#nl-batch-rfile").decode("utf-8")
            rows = list(csv.DictReader(io.StringIO(report)))
            assert any(r.get("model") == "fakebatch/vlm" for r in rows), report[:500]
            labels = _download(page, "#nl-batch-labels", "#nl-batch-lfile").decode("utf-8")
            assert "exported-label-canary" in labels and "exporter" in labels
    finally:
        server.stop()


def test_a_reload_shows_the_batch_still_running(tmp_path: Path) -> None:
    """The job lives on the server: a reloaded page (or another browser) opening the Batch tab
    sees it running and follows it to the end. The fake server holds its answers until the
    reload has been checked, so nothing here depends on timing."""
    import threading

    from devtools.fake_openai import Reply

    hold = threading.Event()
    server = FakeOpenAI(Reply(hold=hold)).start()
    server.text_for = lambda body, i: _answer(body, i)
    try:
        models = _models_file(
            tmp_path / "models.yaml",
            [{"name": "heldbatch/vlm", "base_url": server.base_url, "supports_n": True}],
        )
        data_dir = tmp_path / "var"
        data_dir.mkdir()
        env = _quiet_env(data_dir, models)
        with running_app(data_dir, extra_env=env) as (url, _ready), _page(url) as page:
            _tab(page, "Batch")
            page.get_by_label("Samples per task (n)").first.fill("1")
            page.get_by_label("Images per sequence").first.fill("1")
            page.locator("#nl-batch-start").click()
            _bar_state(page, "running")
            page.reload()
            _tab(page, "Batch")
            _bar_state(page, "running", text="heldbatch/vlm")
            hold.set()
            _bar_state(page, "done", percent="100")
    finally:
        hold.set()
        server.stop()


def _bar_state(page: Any, state: str, *, text: str = "", percent: str = "") -> None:
    """Wait until the Batch progress bar is in `state` (and shows `text`, at `percent`)."""
    page.wait_for_function(
        page_script("batch/progress_is"), arg=[state, text, percent], timeout=BATCH_TIMEOUT_MS
    )


def test_a_batch_says_on_screen_why_it_stopped(tmp_path: Path) -> None:
    """A model whose server is not running is said before anything is asked; one whose
    endpoint refuses the key stops at the first answer, the cause listed in the panel."""
    import socket

    from devtools.fake_openai import Reply

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    server = FakeOpenAI(Reply(status=401, error_message="Incorrect API key")).start()
    try:
        models = _models_file(
            tmp_path / "models.yaml",
            [
                {"name": "down/vlm", "base_url": closed},
                {"name": "denied/vlm", "base_url": server.base_url, "supports_n": True},
            ],
        )
        data_dir = tmp_path / "var"
        data_dir.mkdir()
        env = _quiet_env(data_dir, models)
        with running_app(data_dir, extra_env=env) as (url, _ready), _page(url) as page:
            _tab(page, "Batch")
            page.get_by_label("Samples per task (n)").first.fill("1")
            page.locator("#nl-batch-start").click()
            _bar_state(page, "failed")
            shown = page.locator("#nl-batch-progress").inner_text()
            assert "not started" in shown and "connection refused" in shown, shown
            assert not server.chat_requests()
            page.locator("#nl-batch-model input").click()
            page.get_by_role("option", name="denied/vlm").click()
            page.locator("#nl-batch-start").click()
            _bar_state(page, "failed", text="denied")
            causes = page.locator("#nl-batch-progress .nl-batch-causes")
            assert causes.is_visible()
            text = causes.inner_text()
            assert "Why samples failed" in text and "refused the API key (401)" in text, text
    finally:
        server.stop()
