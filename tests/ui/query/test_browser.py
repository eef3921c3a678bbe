"""The Query and Leaderboard tabs end to end: the real app, a real OpenAI-compatible HTTP server
(devtools/fake_openai.py), a real batch run into the app's DuckDB file, headless Chromium.

DuckDB lets one process hold a file, so the order is: batch run (its own process) -> app (reads
and writes the same file) -> app stopped -> `python -m scoring.report` on the file. The report
runs last so it sees exactly what the Leaderboard showed (the batch runs plus the live query).

Skipped when Chromium is missing, unless NEUROLENS_REQUIRE_BROWSER=1 (then it fails).
Screenshots go to NEUROLENS_SCREENSHOT_DIR when it is set (else into the test's tmp folder).
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bench.launch import CHROMIUM_ARGS, ROOT, running_app
from devtools.fake_openai import FakeOpenAI, Reply
from scoring.published import SPLIT_ALIASES
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

CANARY_KEY = "sk-canary-e2e-5b1f0c7d9e"
WRONG = "Migraine with aura"
DIAGNOSES = {  # a phrase only that demo case's prompt carries -> its reference diagnosis
    "optic neuritis": "Relapsing-remitting multiple sclerosis",
    "personality change": "Glioblastoma, IDH-wildtype (butterfly glioma)",
    "": "Acute ischaemic stroke in the left middle cerebral artery territory",
}


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("NEUROLENS_SCREENSHOT_DIR") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _answer(body: dict[str, Any], i: int, beacon: str = "") -> str:
    """The streamed sample (the live query's first) and odd choices name the case's reference
    diagnosis; the others a wrong one, so pass@1 is neither 0 nor 1. With `beacon`, the wrong
    diagnosis also carries an <img> and a Markdown image pointing at it (hostile model output)."""
    text = json.dumps(body.get("messages", "")).lower()
    right = next(dx for key, dx in DIAGNOSES.items() if key in text)
    wrong = f'{WRONG} <img src="{beacon}/img"> ![b]({beacon}/md)' if beacon else WRONG
    dx = right if body.get("stream") or i % 2 == 1 else wrong
    return json.dumps(
        {
            "final_diagnosis": dx,
            "differential": [dx, "ADEM", "NMOSD", "Small vessel disease", "Vasculitis"],
            "lesion": "Hyperintense lesions on FLAIR in the regions shown",
            "rationale": f"The history and the lesions on the images point to {dx}.",
        }
    )


def _models_file(path: Path, entries: list[dict[str, Any]]) -> Path:
    import yaml

    path.write_text(yaml.safe_dump({"models": entries}), encoding="utf-8")
    return path


def _quiet_env(data_dir: Path, models: Path) -> dict[str, str]:
    """No real key reaches the app; the models file and data folder are the test's."""
    env = {k: "" for k in os.environ if k.endswith("_API_KEY")}
    return {
        **env,
        "OPENAI_API_KEY": "",
        "NEUROLENS_MODELS": str(models),
        "NEUROLENS_DATA_DIR": str(data_dir),
    }


@contextmanager
def _page(url: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    exe = require_chromium()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            pg = browser.new_page(viewport={"width": 1400, "height": 1100})
            pg.set_default_timeout(20_000)
            pg.goto(url, timeout=60_000)
            yield pg
        finally:
            browser.close()


def _tab(page: Any, name: str) -> None:
    page.get_by_role("tab", name=name).click()


def _text(page: Any, selector: str) -> str:
    return str(page.locator(selector).inner_text())


def _wait_text(page: Any, selector: str, needle: str, timeout_ms: int = 30_000) -> None:
    page.wait_for_function(
        page_script("app/text_includes"), arg=[selector, needle], timeout=timeout_ms
    )


def _table(page: Any, selector: str) -> list[dict[str, str]]:
    """A gr.Dataframe's shown rows as {header: cell text} (empty spacer rows dropped)."""
    header, rows = page.evaluate(page_script("app/table_rows"), selector)
    return [dict(zip(header, r, strict=False)) for r in rows if any(r)]


def _queries_viewer_ready(page: Any) -> None:
    page.wait_for_function(page_script("query/viewer_ready"), timeout=60_000)


def test_no_key_the_query_tab_says_how_to_connect(tmp_path: Path) -> None:
    require_chromium()
    models = _models_file(
        tmp_path / "models.yaml",
        [{"name": "openai/gpt-4o", "api_key_env": "OPENAI_API_KEY"}],
    )
    with (
        running_app(tmp_path, extra_env=_quiet_env(tmp_path, models)) as (url, _),
        _page(url) as pg,
    ):
        _tab(pg, "Query")
        _wait_text(pg, "#nl-query-help", "No model is connected")
        help_text = _text(pg, "#nl-query-help")
        assert "OPENAI_API_KEY" in help_text and "custom endpoint" in help_text
        pg.screenshot(path=str(_shots(tmp_path) / "query_no_key.png"), full_page=True)
        pg.locator("#nl-run").click()  # nothing typed: a plain message, no stack trace
        _wait_text(pg, "#nl-query-status", "base URL")
        assert "Traceback" not in _text(pg, "#nl-query-status")
        # the prompt can be read before any key is set: a preview sends nothing
        pg.locator("#nl-model input").click()
        pg.get_by_role("option", name="openai/gpt-4o (set OPENAI_API_KEY)").click()
        pg.locator("#nl-preview").click()
        _wait_text(pg, "#nl-query-status", "Request:")
        assert "OPENAI_API_KEY" in _text(pg, "#nl-query-status")  # Run will need it
        # everything else works: the hand-written examples are listed, labelled as such
        assert "not model output" in _text(pg, "#nl-query-runs")
        # an earlier run opens on a click: its answers, labelled, and its scores
        pg.locator("#nl-query-runs [role=gridcell]").first.click()
        _wait_text(pg, "#nl-query-run-answers", "Sample 1")
        assert "not model output" in _text(pg, "#nl-query-run-answers")
        _tab(pg, "Leaderboard")
        _wait_text(pg, "#nl-leaderboard-compare", "paper")


def _batch(data_dir: Path, models: Path, db: Path) -> None:
    env = {**os.environ, **_quiet_env(data_dir, models)}
    done = subprocess.run(
        [
            *(sys.executable, "-m", "scoring.run", "--model", "fake/vlm", "--cases", "demo"),
            *("--samples", "3", "--concurrency", "8", "--images", "2", "--max-size", "128"),
            *("--db", str(db), "--quiet"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard, not a timing check: the batch scores with BERTScore
    )
    assert done.returncode == 0, done.stderr[-2000:]


def _report(data_dir: Path, models: Path, db: Path) -> list[dict[str, str]]:
    env = {**os.environ, **_quiet_env(data_dir, models)}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "scoring.report",
            "--db",
            str(db),
            "--format",
            "csv",
            "--by",
            "model,split",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,  # a hang guard, not a timing check: the batch scores with BERTScore
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return list(csv.DictReader(io.StringIO(done.stdout)))


def _stream_texts(page: Any, timeout_s: float = 60.0) -> list[str]:
    """Distinct texts of the answers panel while a sample is still streaming, until every
    sample has finished (the fake's chunks come a quarter second apart, so polling sees them)."""
    seen: list[str] = []
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        text = _text(page, "#nl-answers")
        if "streaming" in text and (not seen or seen[-1] != text):
            seen.append(text)
        if "Run run-" in _text(page, "#nl-query-status"):  # every sample finished
            break
        time.sleep(0.05)
    return seen


def test_live_query_streams_scores_and_matches_the_report(tmp_path: Path) -> None:
    require_chromium()
    shots = _shots(tmp_path)
    # a quarter second between chunks: each streamed state is painted even on a loaded machine,
    # where a browser given several updates in one frame shows only the last
    fake = FakeOpenAI(Reply(chunk_delay=0.25)).start()
    beacon = f"http://127.0.0.1:{fake.port}/beacon"
    fake.text_for = lambda body, i: _answer(body, i, beacon)
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    db = data_dir / "neurolens.duckdb"
    try:
        models = _models_file(
            tmp_path / "models.yaml",
            [
                {"name": "fake/vlm", "base_url": fake.base_url, "max_images": 4},
                {"name": "openai/gpt-4o", "api_key_env": "OPENAI_API_KEY"},
            ],
        )
        _batch(data_dir, models, db)
        assert len(fake.chat_requests()) >= 9  # 3 demo cases x 3 tasks (multi-round: more)
        env = _quiet_env(data_dir, models)
        with running_app(data_dir, extra_env=env) as (url, _), _page(url) as pg:
            _tab(pg, "Query")
            _queries_viewer_ready(pg)
            # the batch's runs are listed on the case, beside the labelled hand-written ones
            _wait_text(pg, "#nl-query-runs", "fake/vlm")
            runs = _text(pg, "#nl-query-runs")
            assert runs.count("fake/vlm") >= 3 and "not model output" in runs
            pg.locator("#nl-sampling").get_by_text("Sampling").first.click()
            pg.locator("#nl-n input[type=number]").fill("2")
            pg.locator("#nl-n input[type=number]").press("Enter")
            pg.screenshot(path=str(shots / "query_before.png"), full_page=True)
            pg.locator("#nl-run").click()
            partial = _stream_texts(pg)
            assert len(partial) >= 2, partial
            _wait_text(pg, "#nl-query-scores", "pass@1", 60_000)
            scores = _text(pg, "#nl-query-scores")
            assert "1 of 2 judged samples correct" in scores and "n = 2" in scores
            assert "pass@2" in scores
            table = _text(pg, "#nl-query-score-table")
            assert "BERTScore F1" in table and "✔" in table and "✘" in table
            # the wrong answer's <img> and Markdown image show as text and load nothing
            assert '<img src="' in _text(pg, "#nl-answers")
            assert not [r.path for r in fake.requests if "/beacon" in r.path]
            pg.screenshot(path=str(shots / "query_after.png"), full_page=True)

            _tab(pg, "Leaderboard")
            _wait_text(pg, "#nl-leaderboard-compare", "fake/vlm", 60_000)
            pg.wait_for_selector("#nl-leaderboard-plot .js-plotly-plot", timeout=30_000)
            rows = _table(pg, "#nl-leaderboard-compare")
            pg.screenshot(path=str(shots / "leaderboard.png"), full_page=True)
            # one row per split and settings fingerprint ("fake/vlm · <fingerprint>" once the
            # live query and the batch, run with different image settings, stand apart)
            ours = [r for r in rows if r["model"].split(" · ")[0] == "fake/vlm"]
            assert ours and all(r["source"] == "ours" for r in ours), rows
            assert any(r["source"] == "paper" for r in rows)

            # custom endpoint with a typed canary key
            _tab(pg, "Query")
            pg.locator("#nl-model input").click()
            pg.get_by_role("option", name="custom endpoint…").click()
            pg.locator("#nl-custom").get_by_text("Custom endpoint").first.click()
            pg.locator("#nl-custom-url").locator("textarea, input").first.fill(fake.base_url)
            pg.locator("#nl-custom-model").locator("textarea, input").first.fill("custom-vlm")
            pg.locator("#nl-custom-key").locator("textarea, input").first.fill(CANARY_KEY)
            before = len(fake.chat_requests())
            old_status = _text(pg, "#nl-query-status")
            pg.locator("#nl-run").click()
            pg.wait_for_function(page_script("query/run_reported"), arg=old_status, timeout=60_000)
            _wait_text(pg, "#nl-query-runs", "custom-vlm")
            assert len(fake.chat_requests()) > before
            sent = fake.chat_requests()[-1]
            assert sent.header("Authorization") == f"Bearer {CANARY_KEY}"
            _wait_text(pg, "#nl-query-scores", "pass@1", 60_000)
            # nor in the browser's storage (gradio's run history kept every event's inputs,
            # the key box among them, in localStorage: it is off, app.py)
            stored = pg.evaluate("() => JSON.stringify([localStorage, sessionStorage])")
            assert CANARY_KEY not in stored and "run-history" not in stored, stored[:300]
        # the app is stopped: the report may open the file, and sees what the Leaderboard saw
        report = [r for r in _report(data_dir, models, db) if r["model"] == "fake/vlm"]
        assert len(report) == len(ours), (report, ours)
        for r in report:
            split = SPLIT_ALIASES.get(r["split"], r["split"])
            names = ("fake/vlm", f"fake/vlm · {r['fingerprint']}")
            hits = [o for o in ours if o["split"] == split and o["model"] in names]
            assert len(hits) == 1, (r, ours)
            shown = hits[0]
            assert float(shown["pass@1"]) == round(100 * float(r["pass@1"]), 1), (r, shown)
            if r["pass@5"]:
                assert float(shown["pass@5"]) == round(100 * float(r["pass@5"]), 1)
            else:
                assert shown["pass@5"].startswith("n/a"), shown
        assert CANARY_KEY not in (data_dir / "app.log").read_text(errors="replace")
        for path in data_dir.rglob("*"):
            if path.is_file() and path.suffix != ".png":
                assert CANARY_KEY.encode() not in path.read_bytes(), path
    finally:
        fake.stop()
