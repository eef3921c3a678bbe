-- 0007 run fingerprint: every run records its settings fingerprint, so numbers only pool runs of one
-- experiment. fingerprint_parts is the JSON of the parts (store/fingerprint.py PART_NAMES):
-- template, image mode, images per sequence, plane, size, ablation, temperature, top_p,
-- max_tokens, seed, n, dialogue mode (later rounds asked in one conversation); fingerprint is a short hash of it (readers recompute it from
-- the parts). Runs recorded before this migration get the parts their row allows (the image size
-- was not recorded: null, shown as "?px").
ALTER TABLE runs ADD COLUMN IF NOT EXISTS fingerprint TEXT;
ALTER TABLE runs ADD COLUMN IF NOT EXISTS fingerprint_parts JSON;

UPDATE runs SET fingerprint_parts = to_json(struct_pack(
    ablation := coalesce(nullif(ablation, ''), 'both'),
    dialogue := 'conversation',
    image_mode := CASE WHEN ablation = 'text' THEN NULL ELSE nullif(image_mode, '') END,
    images_per_sequence := CASE WHEN ablation = 'text' THEN NULL ELSE (
        SELECT max(c) FROM (
            SELECT count(*) AS c
            FROM (SELECT unnest(CAST(json_extract_string(images, '$[*].sequence') AS VARCHAR[])) AS s)
            GROUP BY s
        )
    ) END,
    max_tokens := CAST(json_extract(params, '$.max_tokens') AS INTEGER),
    n := CAST(json_extract(params, '$.n') AS INTEGER),
    plane := CASE WHEN ablation = 'text' THEN NULL ELSE nullif(array_to_string(list_sort(list_distinct(
        list_filter(CAST(json_extract_string(images, '$[*].plane') AS VARCHAR[]), lambda x: x <> '')
    )), '+'), '') END,
    seed := CAST(json_extract(params, '$.seed') AS BIGINT),
    "size" := CAST(NULL AS INTEGER),
    temperature := CAST(json_extract(params, '$.temperature') AS DOUBLE),
    template := nullif(template_version, ''),
    top_p := CAST(json_extract(params, '$.top_p') AS DOUBLE)
))
WHERE fingerprint_parts IS NULL;

UPDATE runs SET fingerprint = substr(sha256(CAST(fingerprint_parts AS VARCHAR)), 1, 10)
WHERE fingerprint IS NULL;
