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
