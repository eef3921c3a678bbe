"""Human verdicts in the store (migration 0008): what a person said about an answer being right.

A verdict flip is a label event with role 'verdict'; a label says it too ("not a failure" is
correct, a failure category is incorrect). These reads feed scoring.verdict, where a human
outranks the grader and the offline rule.
"""

from __future__ import annotations

import pandas as pd

from store.database import Store
from store.labels import LabelEvent, _resolved_sql, head


def human_verdicts_sql() -> str:
    """The query behind `human_verdicts` (the Annotate queue and the export join it in SQL)."""
    return (
        _resolved_sql("label_events")
        + """,
flips AS (
    SELECT sample_id,
           arg_max(category, (created_at, seq)) AS verdict,
           arg_max(reason, (created_at, seq)) AS reason,
           arg_max(annotator, (created_at, seq)) AS annotator
    FROM verdict_flips GROUP BY sample_id
),
labelled AS (SELECT sample_id, category FROM resolved WHERE category IS NOT NULL)
SELECT coalesce(f.sample_id, x.sample_id) AS sample_id,
       coalesce(f.verdict,
                CASE WHEN x.category = 'not_a_failure' THEN 'correct' ELSE 'incorrect' END)
           AS human_verdict,
       CASE WHEN f.verdict IS NOT NULL THEN 'flip' ELSE 'label' END AS human_kind,
       CASE WHEN f.verdict IS NOT NULL
            THEN 'flipped by ' || f.annotator || CASE WHEN f.reason <> '' THEN ': ' || f.reason
                                                      ELSE '' END
            ELSE 'labelled ' || x.category END AS human_reason
FROM flips f FULL OUTER JOIN labelled x ON x.sample_id = f.sample_id
ORDER BY 1
"""
    )


def human_verdicts(store: Store) -> pd.DataFrame:
    """One row per answer a person judged: human_verdict ('correct' | 'incorrect'), human_kind
    ('flip': an explicit verdict flip, newest of any annotator; 'label': from the resolved
    label, "not a failure" = correct, any failure category = incorrect) and human_reason."""
    return store.query_df(human_verdicts_sql())


def verdict_head(store: Store, sample_id: str, annotator: str) -> LabelEvent | None:
    """The annotator's newest verdict event on an answer (a flip, or the retract of one)."""
    return head(store, sample_id, annotator, role="verdict")
