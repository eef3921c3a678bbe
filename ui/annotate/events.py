"""What the Annotate tab's keys and buttons do: store calls around AnnotateState's pure methods.

No layout here (ui/annotate/tab.py) and no HTML (ui/annotate/layout.py). `AnnotateDesk` is built
once per app (it holds shared resources, never per-user state); every method takes the
session's AnnotateState and returns a new one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import pandas as pd

from annotator.events import (
    flip_verdict,
    new_event_id,
    save_label,
    take_back_verdict,
    undo_label,
)
from annotator.queue import QueuePositions, SampleView, load_sample
from annotator.review import load_run_settings, load_scores, resolve_verdict
from annotator.taxonomy import Taxonomy
from data.errors import NeuroLensError
from store.labels import LabelEvent, current_labels, get_event, head
from store.verdicts import verdict_head
from ui.annotate import layout
from ui.annotate.evidence import evidence_of, locate_selection, views_from_press
from ui.annotate.state import AnnotateState, KeyPress
from ui.annotate.suggestions import accept_key, note_response, suggestion_md

Loaded = dict[str, SampleView | None]  # samples one event has read, by id (read each once)


def event_dict(event: LabelEvent | None) -> dict[str, Any] | None:
    if event is None:
        return None
    return {
        "event_id": event.event_id,
        "action": event.action,
        "category": event.category,
        "subtype": event.subtype,
        "tags": list(event.tags),
        "note": event.note,
        "span": list(event.span) if event.span else None,
    }


@dataclass
class AnnotateDesk:
    """The shared resources the Annotate handlers need (one per app)."""

    store: Any
    taxonomy: Taxonomy
    library: Any
    questions: Mapping[tuple[str, str], str]
    positions: QueuePositions
    viewer: Any = None  # ui.viewer_service.ViewerService: renders the thumbnails
    adjudicators: tuple[str, ...] = ()

    # ------------------------------------------------------------ reads

    def sample(self, sid: str, loaded: Loaded) -> SampleView | None:
        """The sample, read from the store once per event (save, then render, reuse it)."""
        if sid not in loaded:
            loaded[sid] = load_sample(self.store, sid)
        return loaded[sid]

    def opened(self, st: AnnotateState) -> AnnotateState:
        sid = st.current
        if sid is None or not st.annotator:
            return st
        self.positions.set(st.annotator, sid)
        opened = st.opened(event_dict(head(self.store, sid, st.annotator)))
        flip = verdict_head(self.store, sid, st.annotator)
        live = flip is not None and flip.action != "retract"
        return replace(opened, flip=flip.category if live and flip is not None else None)

    def reference(self, sample: SampleView) -> Any:
        case = self.library.find(sample.case_id)
        if case is None:
            return None
        try:
            return case.task(sample.task_id).reference
        except KeyError:
            return None

    def thumb(self, case_id: str) -> Any:
        def render(image: dict[str, Any]) -> str:
            if self.viewer is None:
                return ""
            try:
                found = self.viewer.first_slice(
                    {
                        "case_id": case_id,
                        "sequence_id": image.get("sequence"),
                        "plane": image.get("plane") or None,
                        "index": image.get("slice"),
                        "window": {"preset": ""},
                    }
                )
            except (NeuroLensError, KeyError, ValueError, TypeError, IndexError):
                return ""
            return str(found.get("png") or "")

        return render

    def context(self, st: AnnotateState, sample: SampleView | None) -> str:
        if sample is None:
            return "<div class='nl-context' data-sid=''></div>"
        scores = load_scores(self.store, sample.sample_id)
        run = load_run_settings(self.store, sample.sample_id)
        images = run.images if run else ()
        return layout.context_html(
            header=layout.header_html(sample),
            question=self.questions.get((sample.case_id, sample.task_id), ""),
            reference=self.reference(sample),
            reveal=st.reveal,
            verdict=resolve_verdict(self.store, sample.sample_id, scores),
            scores=scores,
            run=run,
            thumbs=layout.thumbs_html(images, self.thumb(sample.case_id), sample.case_id),
            sid=sample.sample_id,
        )

    def others_md(self, st: AnnotateState, blind_mode: bool) -> str:
        sid = st.current
        if sid is None:
            return ""
        suggested = suggestion_md(self.store, self.taxonomy, st, blind_mode)
        if st.blind(blind_mode):
            hidden = "_Others' labels are hidden until you save yours (blind mode)._"
            return hidden + suggested
        cur = current_labels(self.store, [sid])
        cur = cur[cur["annotator"] != st.annotator]
        if cur.empty:
            return "_No other labels on this answer._" + suggested
        lines = [
            f"- **{layout.clean(r.annotator)}** ({r.role}): {self.category_label(r.category)}"
            + (f"/{r.subtype}" if isinstance(r.subtype, str) else "")
            + (" ⚠️ conflict" if r.in_conflict else "")
            for r in cur.itertuples()
        ]
        return "Other labels:\n" + "\n".join(lines) + suggested

    def category_label(self, key: Any) -> str:
        if not isinstance(key, str) or not key:
            return "(verdict only)"
        try:
            return self.taxonomy.get(key).label
        except KeyError:
            return key

    # ------------------------------------------------------------ writes

    def save(self, st: AnnotateState, views: Any, loaded: Loaded) -> AnnotateState:
        """Key s: append the label; "saved" only once the store has committed it."""
        problem = st.save_problem()
        if problem:
            return replace(st, message=problem)
        st = st.with_pending(new_event_id())
        assert st.current is not None and st.category is not None
        sample = self.sample(st.current, loaded)
        case = sample.case_id if sample else ""
        warning = self.replaced_unseen(st)
        try:
            event = save_label(
                self.store,
                sample_id=st.current,
                annotator=st.annotator,
                category=st.category,
                subtype=st.subtype,
                tags=st.tags,
                note=st.note,
                taxonomy=self.taxonomy,
                base_revision=st.base_revision,
                evidence=evidence_of(case, views),
                span=st.span,
                event_id=st.pending_event_id,
            )
        except Exception as exc:  # not saved: the event id is kept, so a retry lands once
            return replace(st, message=f"Not saved: {exc}")
        note_response(self.store, event, st)
        return st.saved(event.event_id, warning)

    def replaced_unseen(self, st: AnnotateState) -> str:
        """A warning when this annotator's label on the answer changed after this tab opened
        it (saved in another tab or session): the save still lands (the log keeps both), but
        the user learns which label of theirs it replaces."""
        assert st.current is not None
        now = head(self.store, st.current, st.annotator)
        if now is None or now.event_id in (st.base_revision, st.pending_event_id):
            return ""
        was = "its undo" if now.action == "retract" else self.category_label(now.category)
        return (
            f"⚠️ another tab or session saved your label on this answer ({was}) after this "
            "one opened it; this save replaces it (both stay in the label log)"
        )

    def flip(self, st: AnnotateState, reason: str, views: Any, loaded: Loaded) -> AnnotateState:
        """Key v: record the opposite verdict in the label log (role 'verdict'; optional
        reason). It outranks the grader and the rule in every number."""
        if not st.annotator.strip():
            return replace(st, message="type your annotator name first (key i)")
        if st.current is None:
            return replace(st, message="nothing to judge: the queue is empty")
        now = resolve_verdict(self.store, st.current)
        to = now.flipped()
        try:
            flip_verdict(
                self.store,
                sample_id=st.current,
                annotator=st.annotator,
                verdict=to,
                reason=reason or "",
            )
        except (NeuroLensError, ValueError) as exc:
            return replace(st, message=f"Verdict not saved: {exc}")
        return replace(
            st,
            flip=to,
            message=f"verdict flipped to {to} (was {now.value}, by {now.source}) · saved",
        )

    def undo(self, st: AnnotateState) -> AnnotateState:
        """Key u: append the event that undoes this annotator's last one (nothing deleted):
        a verdict flip newer than their label is taken back, else the label is undone."""
        last = get_event(self.store, st.base_revision) if st.base_revision else None
        flip = verdict_head(self.store, st.current, st.annotator) if st.current else None
        if (
            flip is not None
            and flip.action != "retract"
            and (last is None or flip.created_at >= last.created_at)
        ):
            try:
                take_back_verdict(self.store, sample_id=flip.sample_id, annotator=st.annotator)
            except Exception as exc:
                return replace(st, message=f"Undo not saved: {exc}")
            return replace(st, flip=None, message="verdict flip taken back (saved as a new event)")
        if last is None or last.annotator != st.annotator or last.action == "retract":
            return replace(st, message="nothing of yours to undo on this answer")
        try:
            event = undo_label(self.store, last)
        except Exception as exc:
            return replace(st, message=f"Undo not saved: {exc}")
        st = st.undone(event.event_id, retracted=event.action == "retract")
        return replace(self.opened(st), message=st.message)

    def move(self, st: AnnotateState, forward: bool) -> AnnotateState:
        moved = st.next() if forward else st.previous()
        if moved.current == st.current:
            return moved
        return replace(self.opened(moved), message=moved.message)

    def run_keys(
        self,
        st: AnnotateState,
        presses: list[KeyPress],
        reason: str,
        server_views: Any,
        loaded: Loaded,
    ) -> AnnotateState:
        """Apply key presses in order. A key pressed while another answer was on screen is
        refused (the header and the keys always act on the same answer)."""
        refused = 0
        for press in presses:
            if press.sid and press.sid != (st.current or ""):
                refused += 1
                continue
            views = (
                views_from_press(press.views, press.viewed)
                if press.views is not None
                else server_views
            )
            k = press.key
            if k == "s":
                st = self.save(st, views, loaded)
            elif k == "a":
                sample = self.sample(st.current, loaded) if st.current else None
                case = sample.case_id if sample else ""
                st = accept_key(self.store, self.taxonomy, st, sample, evidence_of(case, views))
            elif k == "v":
                st = self.flip(st, reason, views, loaded)
            elif k in "np":
                st = self.move(st, forward=k == "n")
            elif k == "u":
                st = self.undo(st)
            elif k == "r":
                st = st.toggled_reference()
            elif k == "b":
                st = st.next_subtype(self.taxonomy)
            elif k == "c":
                sample = self.sample(st.current, loaded) if st.current else None
                st = st.with_claim(layout.answer_claims(sample), press.number or 0)
            else:
                st = st.pick(k, self.taxonomy)
        if refused:
            note = f"{refused} key(s) ignored: pressed while another answer was on screen"
            st = replace(st, message=f"{st.message} · {note}" if st.message else note)
        return st

    def select_span(self, st: AnnotateState, data: Any, loaded: Loaded) -> AnnotateState:
        """Text selected with the mouse: located in the raw answer (offsets into raw_text)."""
        if not isinstance(data, dict) or st.current is None:
            return st
        if data.get("sid") and data.get("sid") != st.current:
            return replace(st, message="selection ignored: it was on another answer")
        text = str(data.get("text") or "").strip()
        sample = self.sample(st.current, loaded)
        raw = sample.raw_text if sample else ""
        if not text:
            return st
        start, end = locate_selection(raw, text)
        if start < 0:
            return replace(st, span=(-1, -1, text), pending_event_id=None)
        return st.with_span({"start": start, "end": end, "text": raw[start:end]})

    # ------------------------------------------------------------ adjudication

    def may_adjudicate(self, who: str) -> bool:
        return bool(who) and who in self.adjudicators

    def adjudication_table(self, listed: pd.DataFrame) -> pd.DataFrame:
        """Disagreements as people read them: case, model, answer, each annotator's category
        label and note (not ids), and any final label."""
        rows = []
        for r in listed.itertuples():
            sample = load_sample(self.store, str(r.sample_id))
            labels = current_labels(self.store, [str(r.sample_id)])
            labels = labels[labels["role"] == "label"]
            said = "; ".join(
                f"{layout.clean(x.annotator)}: {self.category_label(x.category)}"
                + (f" — {layout.clean(x.note)}" if isinstance(x.note, str) and x.note else "")
                for x in labels.itertuples()
            )
            final = r.adjudicated if isinstance(r.adjudicated, str) else ""
            rows.append(
                {
                    "answer": self.answer_label(sample, str(r.sample_id)),
                    "labels": said,
                    "final": self.category_label(final) if final else "",
                    "reason": r.reason if isinstance(r.reason, str) else "",
                }
            )
        return pd.DataFrame(rows, columns=["answer", "labels", "final", "reason"])

    def answer_label(self, sample: SampleView | None, sid: str) -> str:
        if sample is None:
            return sid
        case = self.library.find(sample.case_id)
        title = case.title if case is not None else sample.case_id
        from vlm.examples import model_label

        diagnosis = layout.clean(sample.final_diagnosis)[:40]
        return f"{title} · task {sample.task_id} · {model_label(sample.model)} · “{diagnosis}”"
