-- 0004 labels: the append-only label log. Rows are only ever INSERTed
-- (create, revise, retract); the current label and the conflicts are views over the log.
CREATE SEQUENCE IF NOT EXISTS label_event_seq START 1;
CREATE TABLE IF NOT EXISTS label_events (
    event_id TEXT PRIMARY KEY,              -- client-made; a retry with the same id is stored once
    seq BIGINT NOT NULL DEFAULT nextval('label_event_seq'),  -- arrival order in this file
    sample_id TEXT NOT NULL,                -- samples.sample_id (the answer being labelled)
    annotator TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,          -- UTC, when the annotator pressed save
    action TEXT NOT NULL CHECK (action IN ('create', 'revise', 'retract')),
    base_revision TEXT,                     -- event_id this one was based on (NULL for create)
    role TEXT NOT NULL DEFAULT 'label' CHECK (role IN ('label', 'adjudication')),
    category TEXT,                          -- taxonomy key; NULL for retract
    subtype TEXT,
    tags VARCHAR[] NOT NULL DEFAULT [],
    note TEXT NOT NULL DEFAULT '',
    reason TEXT NOT NULL DEFAULT '',        -- why (adjudication, retraction)
    evidence JSON,                          -- {case_id, sequence_id, plane, index, position_mm, window}
    span_start INTEGER,
    span_end INTEGER,
    span_text TEXT,
    taxonomy_version TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS label_events_sample ON label_events (sample_id);

-- The newest event per (sample, annotator, role); a retract there means "no label".
CREATE OR REPLACE VIEW label_heads AS
SELECT * EXCLUDE (rn) FROM (
    SELECT *, row_number() OVER (
        PARTITION BY sample_id, annotator, role ORDER BY created_at DESC, seq DESC
    ) AS rn
    FROM label_events
) WHERE rn = 1;

-- Events that share a base: two tabs or two annotators revised the same revision, or one
-- annotator created twice without seeing the first. All are kept; this view flags them.
CREATE OR REPLACE VIEW label_conflicts AS
SELECT sample_id, role,
       coalesce(base_revision, 'new:' || annotator) AS conflict_key,
       base_revision,
       count(*) AS n_events,
       list(event_id ORDER BY created_at, seq) AS event_ids,
       list(DISTINCT annotator) AS annotators
FROM label_events
GROUP BY sample_id, role, coalesce(base_revision, 'new:' || annotator), base_revision
HAVING count(*) > 1;

-- Current labels: heads that are not retractions, flagged when their sample has a conflict.
CREATE OR REPLACE VIEW current_labels AS
SELECT h.*, EXISTS (
    SELECT 1 FROM label_conflicts c WHERE c.sample_id = h.sample_id AND c.role = h.role
) AS in_conflict
FROM label_heads h
WHERE h.action <> 'retract';
