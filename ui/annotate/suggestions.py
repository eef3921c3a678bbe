"""A grader's suggested failure category in the Annotate tab.

Blind mode on: the suggestion appears only once this person has saved their own label (their
save is recorded as a blind response: accepted when it matches, overridden when not). Blind mode
off (assist): it is shown with its source from the start, key `a` takes it as the person's label
(an ordinary label event in their name), and a different saved label overrides it. A suggestion
is never a label by itself (annotator/suggestions.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from annotator.claims import answer_claims
from annotator.events import Evidence
from annotator.queue import SampleView
from annotator.suggestions import accept_suggestion, record_response
from annotator.taxonomy import Taxonomy
from store.labels import LabelEvent
from store.suggestions import SuggestionEvent, suggestion_for
from ui.annotate.layout import clean
from ui.annotate.state import AnnotateState
from ui.case.panel import escape_md


def current_suggestion(store: Any, sample_id: str | None) -> SuggestionEvent | None:
    if store is None or not sample_id or not store.table_exists("suggestion_events"):
        return None
    return suggestion_for(store, sample_id)


def suggestion_md(store: Any, taxonomy: Taxonomy, st: AnnotateState, blind_mode: bool) -> str:
    """The suggestion under the other labels ('' when there is none or it must stay hidden)."""
    found = current_suggestion(store, st.current)
    if found is None or st.blind(blind_mode):
        return ""
    try:
        label = taxonomy.get(found.category).label
    except KeyError:
        label = found.category
    sub = f" / {_md(found.subtype)}" if found.subtype else ""
    claim = f" · claim {found.claim}: “{_md(found.claim_text)}”" if found.claim else ""
    accept = "" if blind_mode else " · press **a** to accept it as your label"
    source = f"{_md(found.grader_model)}, {_md(found.prompt_version)}"
    return (
        f"\n\n**Suggested category** (by {source}; not a label): **{_md(label)}**{sub}{claim}"
        f"\n\n> {_md(found.reason)}\n\n"
        f"<small>A suggestion counts only once a person saves it{accept}.</small>"
    )


def _md(text: Any) -> str:
    """Model-written text shown as text: no Markdown, HTML, image or link of its own."""
    return escape_md(clean(text))


def accept_key(
    store: Any,
    taxonomy: Taxonomy,
    st: AnnotateState,
    sample: SampleView | None,
    evidence: Evidence,
) -> AnnotateState:
    """Key a (assist mode): the suggestion becomes this person's label."""
    if not st.assist:
        return replace(st, message="suggestions are accepted with a in assist mode (blind off)")
    if not st.annotator.strip():
        return replace(st, message="type your annotator name first (key i)")
    found = current_suggestion(store, st.current)
    if found is None or sample is None:
        return replace(st, message="no suggested category for this answer")
    try:
        event = accept_suggestion(
            store,
            found,
            annotator=st.annotator,
            taxonomy=taxonomy,
            base_revision=st.base_revision,
            claims=answer_claims(sample),
            mode="assist",
            evidence=evidence,
        )
    except Exception as exc:  # not saved: said so, nothing half-written
        return replace(st, message=f"Not saved: {exc}")
    saved = st.saved(event.event_id)
    return replace(
        saved,
        category=event.category,
        subtype=event.subtype,
        span=event.span,
        message=f"accepted the suggested {event.category} · saved",
    )


def note_response(store: Any, label: LabelEvent, st: AnnotateState) -> None:
    """After a save: how the person responded to the answer's suggestion, if there is one.
    Blind only when the suggestion was still hidden from them when they saved."""
    found = current_suggestion(store, label.sample_id)
    if found is None or label.role != "label":
        return
    mode = "assist" if st.assist or st.submitted else "blind"
    record_response(store, found, label, mode)
