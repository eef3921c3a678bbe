-- 0010 current labels of: the current labels of a few answers without resolving all of them.
-- The current_labels view flags conflicts through label_conflicts, a GROUP BY over the whole
-- log that DuckDB does not narrow to the answers asked: filtering the view for one answer's
-- "other labels" (the Annotate tab, on every key press) takes 0.45 s at 1,000,000 label events.
-- current_labels_of(ids) filters the log first (6 ms at that size); ids NULL means every
-- answer, and the view is that call, so there is one definition of a current label.
CREATE OR REPLACE MACRO current_labels_of(ids) AS TABLE
WITH ev AS (
    SELECT * FROM label_events WHERE ids IS NULL OR list_contains(ids, sample_id)
),
heads AS (
    SELECT * EXCLUDE (rn) FROM (
        SELECT *, row_number() OVER (
            PARTITION BY sample_id, annotator, role ORDER BY created_at DESC, seq DESC
        ) AS rn
        FROM ev
    ) WHERE rn = 1
),
conflicted AS (
    SELECT DISTINCT sample_id, role FROM ev
    GROUP BY sample_id, role, coalesce(base_revision, 'new:' || annotator), base_revision
    HAVING count(*) > 1
)
SELECT h.*, EXISTS (
    SELECT 1 FROM conflicted c WHERE c.sample_id = h.sample_id AND c.role = h.role
) AS in_conflict
FROM heads h
WHERE h.action <> 'retract' AND h.role <> 'verdict';

CREATE OR REPLACE VIEW current_labels AS SELECT * FROM current_labels_of(NULL);
