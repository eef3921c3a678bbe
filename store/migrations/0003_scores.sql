-- 0003 scores: one row per (sample, metric). score_id = sample_id || '|' || metric,
-- so scoring a sample again replaces its row instead of adding a duplicate.
-- value NULL means "not scored" (no reference, grader ungraded), never a default score.
-- method says what decided (rule, embedding, grader:<model>, bertscore); settings holds the
-- model/layer/rescaling, rubric version or synonym table version that produced the value.
CREATE TABLE IF NOT EXISTS scores (
    score_id TEXT PRIMARY KEY,
    sample_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    metric TEXT NOT NULL,
    value DOUBLE,
    method TEXT NOT NULL,
    details JSON,
    settings JSON,
    created_at TIMESTAMP NOT NULL DEFAULT current_timestamp
);
-- What a run was scored against: the task's split and family (for the per-split report) and a
-- snapshot of the reference answer used, so a report never depends on the case files still being
-- loadable.
CREATE TABLE IF NOT EXISTS score_targets (
    run_id TEXT PRIMARY KEY,
    case_id TEXT,
    task_id TEXT,
    split TEXT,
    family TEXT,
    question TEXT,
    reference JSON,
    created_at TIMESTAMP NOT NULL DEFAULT current_timestamp
);
