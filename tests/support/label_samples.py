"""Test helper for the store and the annotator: answers to label, in the runs/samples schema.

Creates the two tables only where no migration has (a bare store), then inserts through named
columns, so it works on a fully migrated store as well.
"""

from __future__ import annotations

import json

from store.database import Store

RUNS = """CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY, created_at TIMESTAMP, case_id TEXT, task_id TEXT, model TEXT,
    endpoint TEXT, params JSON, template_version TEXT, image_mode TEXT, ablation TEXT,
    images JSON, status TEXT, error TEXT, request_hash TEXT)"""
SAMPLES = """CREATE TABLE IF NOT EXISTS samples (
    sample_id TEXT PRIMARY KEY, run_id TEXT, idx INTEGER, raw_text TEXT, parsed JSON,
    final_diagnosis TEXT, latency_ms DOUBLE, prompt_tokens INTEGER, completion_tokens INTEGER,
    cost_usd DOUBLE, finish_reason TEXT, error TEXT, created_at TIMESTAMP)"""


def add_answer(
    store: Store, run_id: str, idx: int, model: str, case_id: str, task_id: str, text: str
) -> str:
    """One run with one sample; returns the sample id (run_id:idx)."""
    store.write(RUNS)
    store.write(SAMPLES)
    sample_id = f"{run_id}:{idx}"
    store.write_many(
        [
            (
                "INSERT INTO runs (run_id, created_at, case_id, task_id, model, endpoint, params, "
                "template_version, image_mode, ablation, images, status, error, request_hash) "
                "VALUES (?, now(), ?, ?, ?, 'http://127.0.0.1', '{}', 'v1', 'slices', '', '[]', "
                "'ok', NULL, ?) ON CONFLICT DO NOTHING",
                [run_id, case_id, task_id, model, run_id],
            ),
            (
                "INSERT INTO samples (sample_id, run_id, idx, raw_text, parsed, final_diagnosis, "
                "latency_ms, prompt_tokens, completion_tokens, cost_usd, finish_reason, error, "
                "created_at) VALUES (?, ?, ?, ?, ?, ?, 1.0, 1, 1, 0.0, 'stop', NULL, now())",
                [sample_id, run_id, idx, text, json.dumps({"final_diagnosis": text}), text],
            ),
        ]
    )
    return sample_id
