"""`python -m scoring.report` never pools runs of different settings: two demo batches of one model
with different `--images`, through the real batch CLI and the fake HTTP server, are two groups
with their own n, and a group of 3 samples per task gets no pass@5."""

from __future__ import annotations

import io
from pathlib import Path

import pandas as pd
import pytest

from devtools.fake_openai import FakeOpenAI, Reply
from scoring.report import main as report_main
from scoring.run import main as run_main


def _batch(fake: FakeOpenAI, db: Path, *extra: str) -> None:
    args = ["--model", "fake/vlm", "--base-url", fake.base_url, "--cases", "demo", "--limit", "1"]
    args += ["--samples", "3", "--quiet", "--db", str(db), "--no-score", *extra]
    assert run_main(args) == 0


def test_two_image_settings_are_two_groups_each_with_its_own_n(
    tmp_path: Path, fake_openai: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "nl.duckdb"
    _batch(fake_openai, db, "--images", "1")
    _batch(fake_openai, db)  # the default: 5 images per sequence
    capsys.readouterr()
    assert report_main(["--db", str(db), "--format", "csv", "--by", "model"]) == 0
    csv = pd.read_csv(io.StringIO(capsys.readouterr().out))
    assert len(csv) == 2, csv
    assert set(csv["model"]) == {"fake/vlm"}
    assert csv["fingerprint"].nunique() == 2
    labels = sorted(csv["settings"])
    assert any("img=even×1 " in s for s in labels) and any("img=even×5 " in s for s in labels)
    assert (csv["n_max"] == 3).all() and (csv["n_min"] == 3).all(), "n is per group, not 6"
    assert csv["pass@5"].isna().all(), "no pass@5 from 3 samples"
    assert csv["failed"].sum() == 0

    assert report_main(["--db", str(db), "--by", "model"]) == 0
    table = capsys.readouterr().out
    body = [line for line in table.splitlines() if line.startswith("fake/vlm")]
    assert len(body) == 2
    for line in body:
        assert "n/a (n<5)" in line and " 3 " in line
        assert "human 0 · grader 0 · rule " in line and "undecided" in line


def test_a_run_whose_requests_all_failed_adds_no_pass_at_k_row(
    tmp_path: Path, fake_openai: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "nl.duckdb"
    _batch(fake_openai, db, "--images", "1")
    fake_openai.default = Reply(fault="invalid_json")
    args = ["--model", "fake/vlm", "--base-url", fake_openai.base_url, "--cases", "demo"]
    args += ["--limit", "1", "--samples", "3", "--quiet", "--db", str(db), "--no-score"]
    assert run_main([*args, "--max-retries", "0"]) == 1  # every sample failed
    capsys.readouterr()
    assert report_main(["--db", str(db), "--by", "model"]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("fake/vlm")]
    assert len(rows) == 1 and "img=even×1 " in rows[0], out
    (note,) = [line for line in out.splitlines() if line.startswith("no pass@k: ")]
    assert note.startswith("no pass@k: fake/vlm [img=even×5")
    assert "rule 0 · undecided 0 · failed 9" in note, "3 demo tasks × 3 samples, all failed"
    assert "not valid JSON" in note


def test_report_compares_two_models_only_within_one_fingerprint(
    tmp_path: Path, fake_openai: FakeOpenAI, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "nl.duckdb"
    for model in ("fake/a", "fake/b"):
        args = ["--model", model, "--base-url", fake_openai.base_url, "--cases", "demo"]
        args += ["--limit", "2", "--samples", "1", "--quiet", "--db", str(db), "--images", "1"]
        assert run_main(args) == 0
    capsys.readouterr()
    assert report_main(["--db", str(db), "--compare", "fake/a,fake/b"]) == 0
    out = capsys.readouterr().out
    assert "fake/a vs fake/b" in out and "exact McNemar p = 1" in out
    assert "right alone: fake/a 0, fake/b 0" in out, "the same fake answers agree on every task"

    other = tmp_path / "other.duckdb"
    for model, images in (("fake/a", "1"), ("fake/b", "2")):
        args = ["--model", model, "--base-url", fake_openai.base_url, "--cases", "demo"]
        args += ["--limit", "2", "--samples", "1", "--quiet", "--db", str(other)]
        assert run_main([*args, "--images", images]) == 0
    capsys.readouterr()
    assert report_main(["--db", str(other), "--compare", "fake/a,fake/b"]) == 2
    err = capsys.readouterr().err
    assert "share no task under one settings fingerprint" in err
