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
