"""The Batch tab's 'Suggest categories' loop against a fake grader over real HTTP: progress lines,
the wrong answers only, a message instead of a run when no grader is configured, and a second
press that resumes instead of asking again."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from devtools.fake_openai import FakeOpenAI, Reply
from scoring.grader import GraderConfig
from store.database import Store
from store.scores import ScoreRow, save_scores
from store.suggestions import latest_suggestions
from tests.support.label_samples import add_answer
from ui.batch.suggest import run_suggestions

REPLY = json.dumps({"category": "reasoning", "subtype": None, "claim": None, "reason": "x."})


def test_suggestions_fill_wrong_answers_and_resume(tmp_path: Path, fake_openai: FakeOpenAI) -> None:
    fake_openai.default = Reply(text=REPLY)
    with Store.open(tmp_path / "b.duckdb") as store:
        for i, value in enumerate([0.0, 1.0, 0.0]):
            sid = add_answer(store, f"r{i}", 0, "m/x", f"c{i}", "dx", f"Answer {i}.")
            save_scores(store, [ScoreRow(sid, f"r{i}", "correct", value, "rule", {}, {})])
        none: Any = SimpleNamespace(store=store, scoring=None)
        said = list(run_suggestions(none, None, threading.Event()))
        assert "no grader model configured" in said[-1]
        config = GraderConfig(model="fake/judge", base_url=fake_openai.base_url)
        grader = SimpleNamespace(config=config)
        ctx: Any = SimpleNamespace(store=store, scoring=SimpleNamespace(grader=grader))
        lines = list(run_suggestions(ctx, None, threading.Event()))
        assert lines[0].startswith("Suggesting… 0 of 2")
        assert lines[-1].startswith("2 wrong answers: 2 new suggestions, 0 already suggested")
        assert set(latest_suggestions(store)["sample_id"]) == {"r0:0", "r2:0"}
        again = list(run_suggestions(ctx, None, threading.Event()))
        assert again[-1].startswith("2 wrong answers: 0 new suggestions, 2 already suggested")
        assert len(fake_openai.chat_requests()) == 2
