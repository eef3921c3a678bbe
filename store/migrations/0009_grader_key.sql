-- 0009 grader key: grades carry their grader in their identity. A grader_* row's score_id becomes
-- sample_id || '|' || metric || '|' || grader_model || '@' || rubric_version, so grading with a
-- second grader model or a new rubric version adds rows beside the first instead of overwriting
-- them. Rows written before this migration get the same identity here (both are in settings).
UPDATE scores
SET score_id = score_id || '|' || json_extract_string(settings, '$.grader_model') || '@'
    || coalesce(json_extract_string(settings, '$.rubric_version'), '?')
WHERE starts_with(metric, 'grader_')
  AND json_extract_string(settings, '$.grader_model') IS NOT NULL
  AND score_id = sample_id || '|' || metric;
