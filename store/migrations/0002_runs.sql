-- 0002 runs: every model query, one row per run and one per sample (answer).
-- endpoint holds the base URL only: API keys are never stored anywhere in this file.
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    created_at TIMESTAMP NOT NULL DEFAULT current_timestamp,
    case_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    model TEXT NOT NULL,              -- "provider/model"
    endpoint TEXT NOT NULL,           -- base URL, never the key
    params JSON,                      -- temperature, top_p, n, max_tokens, seed
    template_version TEXT,
    image_mode TEXT,
    ablation TEXT,
    images JSON,                      -- [{sha256, sequence, plane, slice, position_mm, montage_of}]
    status TEXT NOT NULL,             -- running | done | partial | failed | cancelled
    error TEXT,
    request_hash TEXT,                -- same prompt + model + endpoint + params (n aside)
    origin TEXT DEFAULT 'live',       -- live | batch | example
    case_source TEXT,                 -- demo | local | ...
    rounds INTEGER DEFAULT 1,
    finished_at TIMESTAMP
);
CREATE INDEX IF NOT EXISTS runs_case ON runs (case_id, task_id);
CREATE INDEX IF NOT EXISTS runs_hash ON runs (request_hash);

CREATE TABLE IF NOT EXISTS samples (
    sample_id TEXT PRIMARY KEY,       -- run_id || ':' || idx
    run_id TEXT NOT NULL,
    idx INTEGER NOT NULL,
    raw_text TEXT,
    parsed JSON,                      -- {final_diagnosis, differential[], lesion, rationale, method}
    final_diagnosis TEXT,
    latency_ms DOUBLE,
    prompt_tokens INTEGER,
    completion_tokens INTEGER,
    cost_usd DOUBLE,
    finish_reason TEXT,
    error TEXT,
    created_at TIMESTAMP NOT NULL DEFAULT current_timestamp,
    transcript JSON,                  -- multi-round: the model's answer to every round, in order
    attempts INTEGER
);
CREATE INDEX IF NOT EXISTS samples_run ON samples (run_id);
