"""Suggestions in the annotation workflow: store one (checked against the taxonomy), accept it as
a label with one key, record a person's override, and the figures that say how far to trust them.

A suggestion only becomes a label when a person saves it (accept_suggestion writes an ordinary
label event in that person's name); until then it lives in its own log that the failure profile
never reads. Acceptance and Cohen's kappa compare each answer's newest suggestion with every
current human label of that answer; the mode (blind: the suggestion was shown after the person
saved; assist: before) is counted beside them, because agreement seen in assist mode can be the
suggestion's anchoring rather than independent judgement.
"""

from __future__ import annotations

import math

import pandas as pd

from annotator.agreement import cohen_kappa
from annotator.claims import Claim
from annotator.events import Evidence, new_event_id, save_label, utc_now
from annotator.suggest import check_suggestion
from annotator.taxonomy import Taxonomy
from store.database import Store
from store.labels import LabelEvent, current_labels
from store.suggestions import (
    SuggestionEvent,
    SuggestionReview,
    append_review,
    append_suggestion,
    latest_suggestions,
    reviews,
)

FIGURE_COLUMNS = (
    "category",
    "suggested",
    "labelled",
    "accepted",
    "acceptance",
    "cohen_kappa",
    "blind",
    "assist",
)


def save_suggestion(store: Store, event: SuggestionEvent, taxonomy: Taxonomy) -> None:
    """Store a suggestion after checking it against the taxonomy (SuggestionRejected if not)."""
    claim_count = event.claim or 0  # the claim itself was checked against the answer when made
    check_suggestion(
        event.category, event.subtype, event.claim, event.reason, taxonomy, claim_count
    )
    append_suggestion(store, event)


def accept_suggestion(
    store: Store,
    suggestion: SuggestionEvent,
    *,
    annotator: str,
    taxonomy: Taxonomy,
    base_revision: str | None,
    claims: list[Claim],
    mode: str = "assist",
    evidence: Evidence | None = None,
) -> LabelEvent:
    """The person takes the suggestion as their label (one key): an ordinary label event in their
    name with its category, sub-type and claim, and a review row saying it was accepted."""
    span = None
    if suggestion.claim is not None and 1 <= suggestion.claim <= len(claims):
        start, end, text = claims[suggestion.claim - 1]
        span = (start, end, text) if start >= 0 else None
    label = save_label(
        store,
        sample_id=suggestion.sample_id,
        annotator=annotator,
        category=suggestion.category,
        subtype=suggestion.subtype,
        taxonomy=taxonomy,
        base_revision=base_revision,
        evidence=evidence,
        span=span,
        note=f"accepted suggestion of {suggestion.grader_model} ({suggestion.prompt_version})",
    )
    record_response(store, suggestion, label, mode)
    return label


def record_response(
    store: Store, suggestion: SuggestionEvent, label: LabelEvent, mode: str
) -> SuggestionReview:
    """After a person saved `label` with the suggestion known (assist) or shown after (blind):
    accepted when the label has the suggestion's category and sub-type, else overridden."""
    same = label.category == suggestion.category and (label.subtype or None) == (
        suggestion.subtype or None
    )
    review = SuggestionReview(
        review_id=new_event_id(),
        suggestion_id=suggestion.event_id,
        sample_id=suggestion.sample_id,
        label_event_id=label.event_id,
        annotator=label.annotator,
        created_at=utc_now(),
        outcome="accepted" if same else "overridden",
        mode=mode,
    )
    append_review(store, review)
    return review


def suggestion_pairs(store: Store) -> pd.DataFrame:
    """One row per (answer, annotator) with both a suggestion and a current human label:
    sample_id, annotator, suggested, human, mode ('blind', 'assist' or '' when not recorded)."""
    cols = ["sample_id", "annotator", "suggested", "human", "mode"]
    if not store.table_exists("suggestion_events"):
        return pd.DataFrame(columns=cols)
    sugg = latest_suggestions(store)
    if sugg.empty:
        return pd.DataFrame(columns=cols)
    labels = current_labels(store, sugg["sample_id"].tolist())
    labels = labels[labels["role"] == "label"] if len(labels) else labels
    if labels.empty:
        return pd.DataFrame(columns=cols)
    revs = reviews(store, sugg["sample_id"].tolist())
    modes: dict[tuple[str, str], str] = {}
    for r in revs.to_dict("records"):
        modes[(str(r["sample_id"]), str(r["annotator"]))] = str(r["mode"])  # newest wins
    by_sample = dict(zip(sugg["sample_id"].astype(str), sugg["category"].astype(str), strict=True))
    rows = [
        {
            "sample_id": sid,
            "annotator": str(lab["annotator"]),
            "suggested": by_sample[sid],
            "human": str(lab["category"]),
            "mode": modes.get((sid, str(lab["annotator"])), ""),
        }
        for lab in labels.to_dict("records")
        if (sid := str(lab["sample_id"])) in by_sample
    ]
    return pd.DataFrame(rows, columns=cols)


def suggestion_figures(store: Store, taxonomy: Taxonomy) -> pd.DataFrame:
    """Per suggested category, then 'all': suggestions made, answers labelled by a person since,
    how many labels took the suggested category (acceptance = accepted / labelled), Cohen's
    kappa between suggestion and human label (per category: that category against the rest;
    'all': every category; NaN where undefined), and how many pairs were blind or assist."""
    made = latest_suggestions(store) if store.table_exists("suggestion_events") else pd.DataFrame()
    pairs = suggestion_pairs(store)
    rows = []
    for key in taxonomy.keys:
        n_made = int((made["category"] == key).sum()) if len(made) else 0
        part = pairs[pairs["suggested"] == key] if len(pairs) else pairs
        if not n_made and part.empty:
            continue
        one_vs_rest = (
            cohen_kappa((pairs["suggested"] == key).tolist(), (pairs["human"] == key).tolist())
            if len(pairs)
            else math.nan
        )
        rows.append(_figure_row(key, n_made, part, one_vs_rest))
    if rows:
        overall = (
            cohen_kappa(pairs["suggested"].tolist(), pairs["human"].tolist())
            if len(pairs)
            else math.nan
        )
        rows.append(_figure_row("all", len(made), pairs, overall))
    return pd.DataFrame(rows, columns=list(FIGURE_COLUMNS))


def _figure_row(key: str, made: int, part: pd.DataFrame, kappa: float) -> dict[str, object]:
    labelled = len(part)
    accepted = int((part["suggested"] == part["human"]).sum()) if labelled else 0
    return {
        "category": key,
        "suggested": made,
        "labelled": labelled,
        "accepted": accepted,
        "acceptance": accepted / labelled if labelled else math.nan,
        "cohen_kappa": kappa,
        "blind": int((part["mode"] == "blind").sum()) if labelled else 0,
        "assist": int((part["mode"] == "assist").sum()) if labelled else 0,
    }
