"""`python -m annotator.suggest_batch` over real batch runs: suggestions for the wrong answers only,
progress to the end, a failed answer left for the next pass, and a second pass that resumes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from annotator.suggest_batch import main as suggest_main
from devtools.fake_openai import FakeOpenAI, Reply
from scoring.run import main as run_main
from scoring.verdict import judged_samples
from store.database import Store
from store.suggestions import latest_suggestions

GOOD = Reply(
    text=json.dumps(
        {"category": "reasoning", "subtype": None, "claim": 1, "reason": "Findings misread."}
    )
)
OUT_OF_TAXONOMY = Reply(
    text=json.dumps({"category": "fatigue", "subtype": None, "claim": None, "reason": "x"})
)


def test_suggestions_fill_the_wrong_answers_and_resume(
    tmp_path: Path, fake_openai: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "nl.duckdb"
    args = ["--model", "fake/vlm", "--base-url", fake_openai.base_url, "--cases", "demo"]
    args += ["--samples", "1", "--quiet", "--db", str(db), "--images", "1"]
    assert run_main(args) == 0
    with Store.open(db) as store:
        frame = judged_samples(store)
    wrong = set(frame.loc[frame["verdict"] == "incorrect", "sample_id"])
    right = set(frame.loc[frame["verdict"] == "correct", "sample_id"])
    assert wrong and right, "the demo has answers the fake gets right and answers it gets wrong"

    grader = FakeOpenAI(default=GOOD).start()
    try:
        grader.queue(*[OUT_OF_TAXONOMY] * 3)  # every attempt on the first answer is refused
        cli = ["--db", str(db), "--grader", "fake/judge", "--grader-base-url", grader.base_url]
        cli += ["--concurrency", "1", "--quiet"]
        capsys.readouterr()
        assert suggest_main([*cli, "--model", "fake/vlm"]) == 1  # one answer got none
        first = capsys.readouterr()
        with Store.open(db) as store:
            stored = latest_suggestions(store)
        assert len(stored) == len(wrong) - 1
        assert set(stored["sample_id"]) < wrong, "only wrong answers get a suggestion"
        assert "fatigue" not in set(stored["category"])
        assert f"{len(wrong)} wrong answers: {len(wrong) - 1} new suggestions" in first.out
        assert "1 failed" in first.out and "not in taxonomy" in first.err
        requests_before = len(grader.chat_requests())

        assert suggest_main(cli) == 0  # a second pass does only what is missing
        second = capsys.readouterr().out
        with Store.open(db) as store:
            stored = latest_suggestions(store)
        assert set(stored["sample_id"]) == wrong
        assert set(stored["grader_model"]) == {"fake/judge"}
        assert set(stored["prompt_version"]) == {"suggest-category v1"}
        assert f"1 new suggestions, {len(wrong) - 1} already suggested, 0 failed" in second
        assert len(grader.chat_requests()) - requests_before == 1
    finally:
        grader.stop()
