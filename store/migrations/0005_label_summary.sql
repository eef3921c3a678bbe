-- 0005 label summary: a derived cache of each answer's resolved label
-- (adjudication, else the annotators' majority), refreshed incrementally from label_events by
-- store.labels.refresh_resolved (only answers with events newer than meta 'label_resolved_seq').
-- It can be dropped and rebuilt at any time; label_events stays the only source of truth.
CREATE TABLE IF NOT EXISTS label_resolved (
    sample_id TEXT NOT NULL,
    category TEXT,
    subtype TEXT,
    n_annotators INTEGER,
    n_categories INTEGER,
    adjudicated BOOLEAN,
    model TEXT,      -- copied from runs at refresh time so the dashboard groups one table
    case_id TEXT,
    task_id TEXT
);
INSERT INTO meta (key, value) VALUES ('label_resolved_seq', '0') ON CONFLICT DO NOTHING;
