-- 0006 score backbone: BERTScore and diagnosis-similarity rows carry their backbone in their
-- identity, score_id = sample_id || '|' || metric || '|' || model, so scoring with a second
-- backbone adds rows beside the first instead of overwriting them. Rows written before this
-- migration get the same identity here (their model is in settings).
UPDATE scores
SET score_id = score_id || '|' || json_extract_string(settings, '$.model')
WHERE (starts_with(metric, 'bertscore_') OR metric = 'diagnosis_similarity')
  AND json_extract_string(settings, '$.model') IS NOT NULL
  AND score_id = sample_id || '|' || metric;
