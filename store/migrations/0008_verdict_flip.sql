-- 0008 verdict flip: the human verdict flip. A reviewer can say "this answer is correct" or "this
-- answer is wrong" whatever the machine said, with an optional reason. Flips are events of the same
-- append-only log with role 'verdict' (category 'correct' or 'incorrect'; a retract takes the flip
-- back), so they keep create/revise/retract, base revisions and conflicts like every label.
-- DuckDB cannot alter a CHECK constraint: the table is rebuilt with the wider role check and the
-- same rows (same event ids and seq), and the views are recreated. current_labels keeps showing
-- labels only; verdict_flips is the current flip per (sample, annotator).
DROP VIEW IF EXISTS current_labels;
DROP VIEW IF EXISTS label_conflicts;
DROP VIEW IF EXISTS label_heads;
DROP INDEX IF EXISTS label_events_sample;
ALTER TABLE label_events RENAME TO label_events_0004;
CREATE TABLE IF NOT EXISTS label_events (
    event_id TEXT PRIMARY KEY,              -- client-made; a retry with the same id is stored once
    seq BIGINT NOT NULL DEFAULT nextval('label_event_seq'),  -- arrival order in this file
    sample_id TEXT NOT NULL,                -- samples.sample_id (the answer being labelled)
    annotator TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,          -- UTC, when the annotator pressed save
    action TEXT NOT NULL CHECK (action IN ('create', 'revise', 'retract')),
    base_revision TEXT,                     -- event_id this one was based on (NULL for create)
    role TEXT NOT NULL DEFAULT 'label' CHECK (role IN ('label', 'adjudication', 'verdict')),
    category TEXT,                          -- taxonomy key (verdict: correct | incorrect)
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
INSERT INTO label_events SELECT * FROM label_events_0004;
DROP TABLE label_events_0004;
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
WHERE h.action <> 'retract' AND h.role <> 'verdict';

-- The current verdict flip of each annotator on each answer (a retracted flip is gone).
CREATE OR REPLACE VIEW verdict_flips AS
SELECT * FROM label_heads WHERE role = 'verdict' AND action <> 'retract';
