"""What the Annotate tab shows for the answer on screen, in the order of its outputs."""

from __future__ import annotations

from typing import Any

from store.labels import get_event
from ui.annotate import layout
from ui.annotate.events import AnnotateDesk, Loaded
from ui.annotate.state import AnnotateState
from ui.case.panel import disclaimer_md
from ui.case.selection import CaseSelection


def render_answer(
    desk: AnnotateDesk,
    st: AnnotateState,
    blind_mode: bool,
    sel: CaseSelection | None,
    ack: int,
    loaded: Loaded,
) -> tuple[Any, ...]:
    """(state, context, answer, draft, status, others, case id, EHR, sub-type, tags, note,
    selection): `loaded` holds the samples this event has read already (a save, then this)."""
    sid = st.current
    sample = desk.sample(sid, loaded) if sid else None
    cmd = ""
    cid = ""
    if sample is not None:
        cid = sample.case_id
        case = desk.library.find(sample.case_id)
        cmd = (
            layout.ehr_md(case.title, case.ehr, disclaimer_md(case))
            if case is not None
            else f"_Case {sample.case_id} is not in the loaded library._"
        )
    evidence = None
    if st.message == "saved" and st.base_revision:
        saved_event = get_event(desk.store, st.base_revision)
        evidence = saved_event.evidence if saved_event else None
    sel = (sel or CaseSelection()).chose(cid, "annotate") if cid else sel
    return (
        st,
        desk.context(st, sample),
        layout.answer_html(sample, st.span, ack),
        layout.draft_md(st, desk.taxonomy),
        layout.status_md(st, evidence),
        desk.others_md(st, blind_mode),
        cid,
        cmd,
        st.subtype or "",
        list(st.tags),
        st.note,
        sel,
    )
