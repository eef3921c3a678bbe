-- 0001 core: facts about the database itself, as key/value text.
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL DEFAULT current_timestamp
);
INSERT INTO meta (key, value) VALUES ('created_by', 'neurolens') ON CONFLICT DO NOTHING;
