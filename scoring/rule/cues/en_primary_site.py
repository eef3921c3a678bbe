"""The word "primary" as the noun for a metastasis's source ("no known primary", "unknown
primary", "search for the primary tumour"), not the ranking word ("primary differential"): a
metastasis named beside it is not thereby ranked first, and a later pick stays the answer."""

from __future__ import annotations

from scoring.rule.cues.kinds import PLAIN

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (PLAIN, "item"): (
        *("known primary", "unknown primary", "occult primary", "no evident primary"),
        *("primary site", "primary tumour", "primary tumor", "primary malignancy"),
        *("primary cancer", "primary neoplasm", "a primary elsewhere", "for the primary"),
        *("primary source", "extracranial primary", "systemic primary", "lung primary"),
        *("breast primary", "melanoma primary", "renal primary", "source of the primary"),
    ),
}
