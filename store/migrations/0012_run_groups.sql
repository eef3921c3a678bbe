-- 0012 side-by-side comparisons: one prompt (one settings fingerprint, the same images) sent to
-- up to four models at once is a group of runs. The group and its columns are only inserted, so
-- a comparison can be reopened after a restart exactly as it was asked; each column's answers
-- are ordinary runs and samples, scored and labelled like any other.
CREATE TABLE IF NOT EXISTS run_groups (
    group_id TEXT PRIMARY KEY,
    created_at TIMESTAMP NOT NULL,          -- UTC
    case_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,              -- store/fingerprint.py key, the same for every column
    settings TEXT NOT NULL DEFAULT ''       -- its readable label
);
CREATE TABLE IF NOT EXISTS run_group_members (
    group_id TEXT NOT NULL,
    col INTEGER NOT NULL,                   -- 0-based column, left to right
    model TEXT NOT NULL,
    run_id TEXT NOT NULL,                   -- runs.run_id of this column's answers
    PRIMARY KEY (group_id, col)
);
