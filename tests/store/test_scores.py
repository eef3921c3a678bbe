"""Migration 0006: BERTScore rows written before it get their backbone in their identity."""

from __future__ import annotations

import json

import duckdb

from store.database import Store, apply_migrations, list_migrations


def test_migration_0006_moves_old_bertscore_ids_to_backbone_ids(tmp_path) -> None:
    path = tmp_path / "old.duckdb"
    con = duckdb.connect(str(path))
    apply_migrations(con, [m for m in list_migrations() if m.version < 6])
    insert = (
        "INSERT INTO scores (score_id, sample_id, run_id, metric, value, method, settings) "
        "VALUES (?, ?, 'r', ?, 0.5, 'm', ?)"
    )
    con.execute(insert, ["r:0|bertscore_f1", "r:0", "bertscore_f1", json.dumps({"model": "b1"})])
    con.execute(insert, ["r:0|correct", "r:0", "correct", "{}"])
    con.close()
    with Store.open(path) as store:
        ids = sorted(r[0] for r in store.query("SELECT score_id FROM scores"))
    assert ids == ["r:0|bertscore_f1|b1", "r:0|correct"]


def test_judgement_scores_are_the_verdicts_and_grader_dimensions(tmp_path) -> None:
    from store.scores import ScoreRow, judgement_scores, save_scores

    def row(sample: str, metric: str, value: float | None, method: str) -> ScoreRow:
        return ScoreRow(sample, "r", metric, value, method, {}, {"model": "m"})

    with Store.open(tmp_path / "nl.duckdb") as store:
        assert judgement_scores(store).empty
        save_scores(
            store,
            [
                row("r:1", "correct", 0.0, "rule"),
                row("r:0", "correct", 1.0, "grader"),
                row("r:0", "grader_reasoning", 4.0, "grader"),
                row("r:0", "grader_verdict", None, "grader"),
                row("r:0", "bertscore_f1", 0.9, "bertscore"),
                row("r:0", "diagnosis_similarity", 0.8, "embedding"),
            ],
        )
        got = judgement_scores(store)
    assert list(got.columns) == ["sample_id", "metric", "value", "method"]
    assert list(zip(got["sample_id"], got["metric"], strict=True)) == [
        ("r:0", "correct"),
        ("r:0", "grader_reasoning"),
        ("r:0", "grader_verdict"),
        ("r:1", "correct"),
    ]
    assert got["value"].tolist()[:2] == [1.0, 4.0] and got["value"].isna().tolist()[2]


def test_two_graders_or_rubric_versions_never_overwrite_each_other(tmp_path) -> None:
    from store.scores import ScoreRow, judgement_scores, save_scores

    def grade(model: str, version: str, value: float) -> ScoreRow:
        settings = {"grader_model": model, "rubric_version": version}
        return ScoreRow("r:0", "r", "grader_verdict", value, f"grader:{model}", {}, settings)

    with Store.open(tmp_path / "nl.duckdb") as store:
        save_scores(store, [grade("g1", "1.0", 1.0), grade("g2", "1.0", 0.0)])
        save_scores(store, [grade("g1", "2.0", 0.0), grade("g1", "1.0", 1.0)])  # a re-grade
        ids = sorted(r[0] for r in store.query("SELECT score_id FROM scores"))
        judges = sorted(judgement_scores(store)["method"])
    assert ids == [
        "r:0|grader_verdict|g1@1.0",
        "r:0|grader_verdict|g1@2.0",
        "r:0|grader_verdict|g2@1.0",
    ]
    assert judges == [
        "grader:g1 (rubric v1.0)",
        "grader:g1 (rubric v2.0)",
        "grader:g2 (rubric v1.0)",
    ]


def test_migration_0009_gives_old_grades_their_grader_in_the_id(tmp_path) -> None:
    path = tmp_path / "old.duckdb"
    con = duckdb.connect(str(path))
    apply_migrations(con, [m for m in list_migrations() if m.version < 9])
    con.execute(
        "INSERT INTO scores (score_id, sample_id, run_id, metric, value, method, settings) "
        "VALUES ('r:0|grader_verdict', 'r:0', 'r', 'grader_verdict', 1, 'grader:g', ?)",
        [json.dumps({"grader_model": "g", "rubric_version": "3"})],
    )
    con.close()
    with Store.open(path) as store:
        assert store.query("SELECT score_id FROM scores")[0][0] == "r:0|grader_verdict|g@3"
