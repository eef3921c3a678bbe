"""Query side by side in the real app: three models (three fake OpenAI-compatible servers over real
HTTP, each with its own answer) asked about one case at once; the three columns stream, each ends
with its own answer and verdict; one Cancel stops all three mid-answer; after a restart of the app
the finished comparison reopens from the file.

Skipped when Chromium is missing, unless NEUROLENS_REQUIRE_BROWSER=1 (then it fails).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bench.launch import running_app
from devtools.fake_openai import FakeOpenAI, Reply
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script
from tests.ui.query.test_browser import (
    _models_file,
    _page,
    _queries_viewer_ready,
    _quiet_env,
    _tab,
    _text,
    _wait_text,
)

pytestmark = pytest.mark.browser

DIAGNOSES = ("Tumefactive demyelination", "Glioblastoma multiforme", "Cerebral abscess")
COLUMNS = [f"#nl-sbs-col-{i}" for i in range(3)]


def _answer(diagnosis: str, repeat: int = 40) -> str:
    """About 2,000 characters: ~125 streamed chunks, several seconds at 50 ms a chunk."""
    return json.dumps(
        {
            "final_diagnosis": diagnosis,
            "differential": [diagnosis, "Lymphoma"],
            "lesion": "A ring-enhancing lesion with surrounding oedema. " * repeat,
            "rationale": f"The images and the history point to {diagnosis}.",
        }
    )


def _open_side_by_side(pg: Any) -> None:
    _tab(pg, "Query")
    _queries_viewer_ready(pg)
    pg.locator("#nl-sbs").get_by_text("Side by side: up to four models").first.click()
    pg.locator("#nl-sbs-models").wait_for(state="visible")


def _all_streaming(pg: Any) -> None:
    """Wait (in the page) until every column shows text still arriving."""
    pg.wait_for_function(page_script("query/columns_streaming"), arg=COLUMNS, timeout=90_000)


def test_three_models_side_by_side_stream_and_the_group_reopens(tmp_path: Path) -> None:
    require_chromium()
    servers = [FakeOpenAI(Reply(text=_answer(dx), chunk_delay=0.05)).start() for dx in DIAGNOSES]
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    try:
        models = _models_file(
            tmp_path / "models.yaml",
            [
                {"name": f"fake/m{i}", "base_url": s.base_url, "max_images": 4}
                for i, s in enumerate(servers)
            ],
        )
        env = _quiet_env(data_dir, models)
        with running_app(data_dir, extra_env=env) as (url, _), _page(url) as pg:
            _open_side_by_side(pg)
            pg.locator("#nl-sampling").get_by_text("Sampling").first.click()
            pg.locator("#nl-n input[type=number]").fill("1")
            pg.locator("#nl-n input[type=number]").press("Enter")
            for i in range(3):
                pg.locator("#nl-sbs-models input").click()
                pg.get_by_role("option", name=f"fake/m{i}").click()
            pg.keyboard.press("Escape")
            pg.locator("#nl-sbs-run").click()
            _all_streaming(pg)  # all three columns stream at once
            _wait_text(pg, "#nl-sbs-status", "finished", 120_000)
            _wait_text(pg, COLUMNS[2], "Verdict (source)", 120_000)
            for i, dx in enumerate(DIAGNOSES):
                column = _text(pg, COLUMNS[i])
                assert f"fake/m{i}" in column and dx in column, column
                assert "Verdict (source)" in column and "pass@1" in column
            # the same request went to every endpoint
            sent = [s.chat_requests()[-1].json["messages"] for s in servers]
            assert sent[0] == sent[1] == sent[2]
            # one Cancel stops every column while each is mid-answer
            # ~5,000 characters at 0.3 s a chunk: still streaming long after the press, without
            # columns so long that a loaded machine spends the test repainting them
            for server, dx in zip(servers, DIAGNOSES, strict=True):
                server.default = Reply(text=_answer(dx, repeat=100), chunk_delay=0.3)
            pg.locator("#nl-sbs-run").click()
            _all_streaming(pg)
            pg.locator("#nl-sbs-cancel").click()
            _wait_text(pg, "#nl-sbs-status", "cancelled", 60_000)
            for sel in COLUMNS:
                assert "cancelled" in _text(pg, sel), _text(pg, sel)
        # a restart: a new app process on the same file
        with running_app(data_dir, extra_env=env) as (url, _), _page(url) as pg:
            _open_side_by_side(pg)
            pg.locator("#nl-sbs-groups input").click()
            # two comparisons are listed (the finished one, the cancelled one): open the first
            pg.get_by_role("option").filter(has_text="fake/m0 | fake/m1 | fake/m2").last.click()
            pg.locator("#nl-sbs-reopen").click()
            _wait_text(pg, "#nl-sbs-status", "Comparison", 60_000)
            _wait_text(pg, COLUMNS[2], DIAGNOSES[2], 60_000)
            for i, dx in enumerate(DIAGNOSES):
                column = _text(pg, COLUMNS[i])
                assert f"fake/m{i}" in column and dx in column and "done" in column, column
    finally:
        for s in servers:
            s.stop()
