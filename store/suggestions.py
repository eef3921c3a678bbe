"""Suggested failure categories in the store (migration 0011): an append-only log of what a grader
model proposed for a wrong answer, and of how a person responded. Rows are only ever inserted;
nothing here reads or writes label_events, so a suggestion can never become or replace a label.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import pandas as pd

from store.database import Store

OUTCOMES = ("accepted", "overridden")
MODES = ("blind", "assist")


@dataclass(frozen=True)
class SuggestionEvent:
    """One suggestion with its provenance (checked against the taxonomy before it gets here)."""

    event_id: str
    sample_id: str
    created_at: datetime
    category: str
    reason: str
    grader_model: str
    prompt_version: str
    subtype: str | None = None
    claim: int | None = None  # 1-based claim number; None: the answer as a whole
    claim_text: str = ""
    taxonomy_version: str = ""
    attempts: int = 1

    def __post_init__(self) -> None:
        if not self.category or not self.reason.strip():
            raise ValueError("a suggestion needs a category and a reason")
        if not self.grader_model or not self.prompt_version:
            raise ValueError("a suggestion needs its grader model and prompt version")
        if self.claim is not None and self.claim < 1:
            raise ValueError(f"claims are numbered from 1, not {self.claim}")


@dataclass(frozen=True)
class SuggestionReview:
    """A person's response to a suggestion: accepted (saved as their label) or overridden."""

    review_id: str
    suggestion_id: str
    sample_id: str
    label_event_id: str
    annotator: str
    created_at: datetime
    outcome: str
    mode: str

    def __post_init__(self) -> None:
        if self.outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {self.outcome!r}")
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {self.mode!r}")


_SUGGESTION_COLUMNS = (
    "event_id",
    "sample_id",
    "created_at",
    "category",
    "subtype",
    "claim",
    "claim_text",
    "reason",
    "grader_model",
    "prompt_version",
    "taxonomy_version",
    "attempts",
)
_INSERT_SUGGESTION = (
    f"INSERT INTO suggestion_events ({', '.join(_SUGGESTION_COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in _SUGGESTION_COLUMNS)}) ON CONFLICT (event_id) DO NOTHING"
)
_REVIEW_COLUMNS = (
    "review_id",
    "suggestion_id",
    "sample_id",
    "label_event_id",
    "annotator",
    "created_at",
    "outcome",
    "mode",
)
_INSERT_REVIEW = (
    f"INSERT INTO suggestion_reviews ({', '.join(_REVIEW_COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in _REVIEW_COLUMNS)}) ON CONFLICT (review_id) DO NOTHING"
)


def append_suggestion(store: Store, event: SuggestionEvent) -> None:
    """Append one suggestion; returns after COMMIT. A retry with the same id is a no-op."""
    store.write(_INSERT_SUGGESTION, [getattr(event, c) for c in _SUGGESTION_COLUMNS])


def append_review(store: Store, review: SuggestionReview) -> None:
    store.write(_INSERT_REVIEW, [getattr(review, c) for c in _REVIEW_COLUMNS])


def latest_suggestions(store: Store, sample_ids: Iterable[str] | None = None) -> pd.DataFrame:
    """The newest suggestion per answer (any grader), one row each, with every stored column."""
    ids = None if sample_ids is None else list(sample_ids)
    sql = (
        "SELECT * EXCLUDE (rn) FROM (SELECT *, row_number() OVER (PARTITION BY sample_id "
        "ORDER BY created_at DESC, seq DESC) AS rn FROM suggestion_events "
        "WHERE CAST(? AS VARCHAR[]) IS NULL OR list_contains(CAST(? AS VARCHAR[]), sample_id)) "
        "WHERE rn = 1 ORDER BY sample_id"
    )
    return store.query_df(sql, [ids, ids])


def suggestion_for(store: Store, sample_id: str) -> SuggestionEvent | None:
    frame = latest_suggestions(store, [sample_id])
    if frame.empty:
        return None
    return suggestion_from_row(frame.iloc[0].to_dict())


def suggestion_from_row(row: dict[str, Any]) -> SuggestionEvent:
    created = row["created_at"]
    if isinstance(created, pd.Timestamp):
        created = created.to_pydatetime()
    claim = row.get("claim")
    return SuggestionEvent(
        event_id=str(row["event_id"]),
        sample_id=str(row["sample_id"]),
        created_at=created,
        category=str(row["category"]),
        reason=str(row["reason"]),
        grader_model=str(row["grader_model"]),
        prompt_version=str(row["prompt_version"]),
        subtype=None if _missing(row.get("subtype")) else str(row["subtype"]),
        claim=None if claim is None or _missing(claim) else int(claim),
        claim_text=str(row.get("claim_text") or ""),
        taxonomy_version=str(row.get("taxonomy_version") or ""),
        attempts=int(row.get("attempts") or 1),
    )


def suggested_sample_ids(store: Store, grader_model: str, prompt_version: str) -> set[str]:
    """Answers that already have a suggestion from this grader and prompt version (resume)."""
    rows = store.query(
        "SELECT DISTINCT sample_id FROM suggestion_events "
        "WHERE grader_model = ? AND prompt_version = ?",
        [grader_model, prompt_version],
    )
    return {str(r[0]) for r in rows}


def reviews(store: Store, sample_ids: Sequence[str] | None = None) -> pd.DataFrame:
    """Every review row (newest last)."""
    ids = None if sample_ids is None else list(sample_ids)
    return store.query_df(
        "SELECT * FROM suggestion_reviews WHERE CAST(? AS VARCHAR[]) IS NULL "
        "OR list_contains(CAST(? AS VARCHAR[]), sample_id) ORDER BY created_at, review_id",
        [ids, ids],
    )


def _missing(value: Any) -> bool:
    return value is None or value is pd.NA or (isinstance(value, float) and pd.isna(value))
