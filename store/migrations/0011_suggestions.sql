-- 0011 suggested failure categories: a grader model's proposal for a wrong answer (category,
-- sub-type, the claim it concerns, one-sentence reason) with the grader model and prompt version
-- that made it. Suggestions are never labels: they live in their own append-only log, which the
-- failure profile, the label views and human verdicts never read. A person's response to one
-- (accepted with a key, or overridden by a different label) is a row of suggestion_reviews that
-- points at the label event the person saved.
CREATE SEQUENCE IF NOT EXISTS suggestion_event_seq START 1;
CREATE TABLE IF NOT EXISTS suggestion_events (
    event_id TEXT PRIMARY KEY,              -- a retry with the same id is stored once
    seq BIGINT NOT NULL DEFAULT nextval('suggestion_event_seq'),
    sample_id TEXT NOT NULL,                -- samples.sample_id (the wrong answer)
    created_at TIMESTAMP NOT NULL,          -- UTC
    category TEXT NOT NULL,                 -- taxonomy key (checked against the taxonomy)
    subtype TEXT,
    claim INTEGER,                          -- 1-based number of the answer's claim, NULL: whole answer
    claim_text TEXT NOT NULL DEFAULT '',
    reason TEXT NOT NULL,
    grader_model TEXT NOT NULL,
    prompt_version TEXT NOT NULL,           -- 'name vN' of the suggestion prompt file
    taxonomy_version TEXT NOT NULL DEFAULT '',
    attempts INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS suggestion_events_sample ON suggestion_events (sample_id);

CREATE TABLE IF NOT EXISTS suggestion_reviews (
    review_id TEXT PRIMARY KEY,
    suggestion_id TEXT NOT NULL,            -- suggestion_events.event_id
    sample_id TEXT NOT NULL,
    label_event_id TEXT NOT NULL,           -- label_events.event_id the person saved
    annotator TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('accepted', 'overridden')),
    mode TEXT NOT NULL CHECK (mode IN ('blind', 'assist'))
);
CREATE INDEX IF NOT EXISTS suggestion_reviews_sample ON suggestion_reviews (sample_id);
