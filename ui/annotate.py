"""Annotate tab: label failed answers keyboard-first, with the case viewer beside the answer.

Widgets only: the queue, events and taxonomy live in annotator/ and store/; the keyboard
actions are AnnotateState methods. "saved" is shown only after the store's write returned,
which is after COMMIT.
"""

from __future__ import annotations

import html
from typing import Any

import gradio as gr
import pandas as pd

from annotator.events import Evidence, new_event_id, save_label, undo_label
from annotator.queue import QueueFilters, disagreements, list_models, load_queue, load_sample
from annotator.taxonomy import Taxonomy, load_taxonomy
from data.errors import NeuroLensError
from data.library import CaseLibrary
from store.labels import LabelEvent, current_labels, get_event, head
from ui.annotate_state import SHORTCUTS_HELP, AnnotateState
from ui.context import AppContext

# Global keys: clicks the same buttons the mouse uses; ignored while typing in any field.
KEYS_JS = """
if (!window.__nlAnnotateKeys) {
  window.__nlAnnotateKeys = true;
  const click = (id) => {
    let b = document.getElementById(id);
    if (b && b.tagName !== 'BUTTON') b = b.querySelector('button');
    if (b) b.click();
  };
  document.addEventListener('keydown', (e) => {
    const t = e.target;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
    const panel = document.getElementById('nl-annotate-answer');
    if (!panel || panel.offsetParent === null) return;  // Annotate tab not on screen
    const map = {n: 'nl-ann-next', s: 'nl-ann-save', u: 'nl-ann-undo'};
    if (/^[1-9]$/.test(e.key)) { click('nl-ann-cat-' + e.key); e.preventDefault(); }
    else if (map[e.key]) { click(map[e.key]); e.preventDefault(); }
  });
}
element.addEventListener('mouseup', () => {
  const box = element.querySelector('.nl-answer-text');
  const sel = window.getSelection();
  if (!box || !sel || sel.rangeCount === 0) return;
  const r = sel.getRangeAt(0);
  if (!box.contains(r.startContainer) || !box.contains(r.endContainer)) return;
  const pre = document.createRange();
  pre.selectNodeContents(box);
  pre.setEnd(r.startContainer, r.startOffset);
  const start = pre.toString().length;
  const text = r.toString();
  if (!text) return;
  trigger('select', {start: start, end: start + text.length, text: text});
});
"""

ANSWER_CSS = """
.nl-answer-text { white-space: pre-wrap; font-family: inherit; padding: 8px;
  border: 1px solid #d1d5db; border-radius: 6px; max-height: 420px; overflow: auto; }
.nl-answer-text mark { background: #fde68a; }
"""


def answer_html(text: str, span: tuple[int, int, str] | None) -> str:
    """The answer as literal text; the labelled span highlighted (offsets are in raw text)."""
    if not text:
        return "<div class='nl-answer-text'><em>No answer selected.</em></div>"
    if span and 0 <= span[0] < span[1] <= len(text):
        a, b = span[0], span[1]
        body = (
            html.escape(text[:a])
            + "<mark>"
            + html.escape(text[a:b])
            + "</mark>"
            + html.escape(text[b:])
        )
    else:
        body = html.escape(text)
    return f"<div class='nl-answer-text'>{body}</div>"


def tasks_frame(library: CaseLibrary) -> pd.DataFrame:
    rows = [
        {
            "case_id": c.case_id,
            "task_id": t.task_id,
            "family": t.family.value,
            "difficulty": t.difficulty.value,
            "question": t.question,
        }
        for c in library.cases
        for t in c.tasks
    ]
    return pd.DataFrame(rows, columns=["case_id", "task_id", "family", "difficulty", "question"])


def category_md(taxonomy: Taxonomy) -> str:
    lines = []
    for c in taxonomy.categories:
        subs = "".join(f"<br>&nbsp;&nbsp;· *{s.label}*: {s.definition}" for s in c.subtypes)
        lines.append(f"**{c.shortcut} · {c.label}**: {c.definition}{subs}")
    return "\n\n".join(lines)


def draft_md(state: AnnotateState, taxonomy: Taxonomy) -> str:
    if state.current is None:
        return "_Nothing to label: the queue is empty (run models in the Query tab first)._"
    cat = taxonomy.get(state.category).label if state.category else "—"
    sub = f" / {state.subtype}" if state.subtype else ""
    span = f" · span: “{state.span[2][:60]}”" if state.span else ""
    where = f"answer {state.position + 1} of {len(state.queue)}"
    saved = " · ✅ you labelled this" if state.submitted else ""
    return f"**Label:** {cat}{sub}{span} · {where}{saved}"


def _event_dict(event: LabelEvent | None) -> dict[str, Any] | None:
    if event is None:
        return None
    return {
        "event_id": event.event_id,
        "action": event.action,
        "category": event.category,
        "subtype": event.subtype,
        "tags": list(event.tags),
        "note": event.note,
    }


def _evidence(case_id: str, views: Any) -> Evidence:
    """What the viewer shows now (ScreenViews from ui/viewer.py), else just the case."""
    active = views.active() if views is not None and hasattr(views, "active") else None
    if active is None:
        return Evidence(case_id=case_id)
    return Evidence(
        case_id=case_id,
        sequence_id=active.sequence_id,
        plane=active.plane or "",
        index=active.index,
        position_mm=active.position_mm,
        window=active.window,
    )


def build(ctx: AppContext) -> None:
    """Lay out the Annotate tab and wire its events."""
    if ctx.store is None:
        gr.Markdown(
            "The label store is not open (see the warning at the top), so labels "
            "cannot be saved here."
        )
        return
    store = ctx.store
    try:
        taxonomy = load_taxonomy()
    except NeuroLensError as exc:
        gr.Markdown(f"Cannot load the taxonomy: {exc}")
        return
    tasks = tasks_frame(ctx.library)
    questions = {(r.case_id, r.task_id): r.question for r in tasks.itertuples()}

    state = gr.State(AnnotateState(annotator=ctx.settings.annotator_name))
    with gr.Row():
        name = gr.Textbox(
            label="Annotator",
            value=ctx.settings.annotator_name,
            placeholder="your name (or log in)",
            scale=2,
        )
        blind = gr.Checkbox(
            label="Blind mode: hide others' labels until I submit mine", value=True, scale=3
        )
    with gr.Row():
        model_f = gr.Dropdown(label="Model", choices=[""], value="", allow_custom_value=True)
        split_f = gr.Dropdown(
            label="Split", value="", choices=["", "direct", "complex", "multi_round"]
        )
        family_f = gr.Dropdown(
            label="Family",
            value="",
            choices=["", "differential_diagnosis", "lesion_recognition", "rationale_generation"],
        )
        unlabelled_f = gr.Checkbox(label="Unlabelled by me", value=True)
        disagree_f = gr.Checkbox(label="Disagreements only", value=False)
        wrong_f = gr.Checkbox(label="Wrong answers only", value=False)
        refresh = gr.Button("Load queue", scale=0)
    gr.Markdown(f"**Keys:** {SHORTCUTS_HELP}")
    with gr.Row():
        with gr.Column(scale=3):
            question = gr.Markdown("")
            answer = gr.HTML(
                answer_html("", None),
                js_on_load=KEYS_JS,
                css_template=ANSWER_CSS,
                elem_id="nl-annotate-answer",
            )
            draft = gr.Markdown("")
            with gr.Row():
                cat_buttons = [
                    gr.Button(
                        f"{c.shortcut} · {c.label}", elem_id=f"nl-ann-cat-{c.shortcut}", size="sm"
                    )
                    for c in taxonomy.categories
                ]
            subtype_choices = [("(none)", "")] + [
                (f"{c.label}: {s.label}", s.key) for c in taxonomy.categories for s in c.subtypes
            ]
            subtype = gr.Dropdown(label="Sub-type", choices=subtype_choices, value="")
            tags = gr.Dropdown(
                label="Sub-pattern tags (type your own)",
                multiselect=True,
                allow_custom_value=True,
                choices=list(taxonomy.tag_suggestions),
            )
            note = gr.Textbox(label="Note", lines=2)
            with gr.Row():
                save_b = gr.Button("Save (s)", variant="primary", elem_id="nl-ann-save")
                next_b = gr.Button("Next (n)", elem_id="nl-ann-next")
                undo_b = gr.Button("Undo (u)", elem_id="nl-ann-undo")
            status = gr.Markdown("")
            others = gr.Markdown("")
            with gr.Accordion("Definitions", open=False):
                gr.Markdown(category_md(taxonomy))
        with gr.Column(scale=2):
            case_id = gr.Textbox(label="Case", interactive=False)
            views: Any = None
            try:
                from ui.viewer import build_case_viewer

                handles = build_case_viewer(ctx, case_id, elem_id="nl-annotate-viewer")
                views = handles.views
            except Exception as exc:  # the viewer is another module: degrade to details
                gr.Markdown(f"_Case viewer unavailable: {exc}_")
            case_md = gr.Markdown("")
    queue_table = gr.Dataframe(label="Queue", interactive=False, wrap=True, max_height=260)

    with gr.Accordion("Adjudication: answers whose annotators disagree", open=False):
        adj_table = gr.Dataframe(interactive=False, wrap=True)
        with gr.Row():
            adj_sample = gr.Dropdown(label="Answer", choices=[], allow_custom_value=True)
            adj_cat = gr.Dropdown(
                label="Final category", choices=[(c.label, c.key) for c in taxonomy.categories]
            )
            adj_sub = gr.Dropdown(label="Sub-type", choices=subtype_choices, value="")
        adj_reason = gr.Textbox(label="Reason (required)")
        with gr.Row():
            adj_refresh = gr.Button("List disagreements")
            adj_save = gr.Button("Record final label", variant="primary")
        adj_status = gr.Markdown("")

    # ---------------------------------------------------------------- handlers

    def others_md(st: AnnotateState, blind_mode: bool) -> str:
        sid = st.current
        if sid is None:
            return ""
        if st.blind(blind_mode):
            return "_Others' labels are hidden until you save yours (blind mode)._"
        cur = current_labels(store, [sid])
        cur = cur[cur["annotator"] != st.annotator]
        if cur.empty:
            return "_No other labels on this answer._"
        lines = [
            f"- **{r.annotator}** ({r.role}): {r.category}"
            + (f"/{r.subtype}" if isinstance(r.subtype, str) else "")
            + (" ⚠️ conflict" if r.in_conflict else "")
            for r in cur.itertuples()
        ]
        return "Other labels:\n" + "\n".join(lines)

    def view(st: AnnotateState, blind_mode: bool) -> tuple[Any, ...]:
        sid = st.current
        sample = load_sample(store, sid) if sid else None
        text = sample.raw_text if sample else ""
        q = ""
        cmd = ""
        cid = ""
        if sample is not None:
            cid = sample.case_id
            q = (
                f"**{sample.model}** · `{sample.sample_id}` · case `{sample.case_id}` · task "
                f"`{sample.task_id}`\n\n> {questions.get((sample.case_id, sample.task_id), '')}"
            )
            try:
                case = ctx.library.get(sample.case_id)
                cmd = f"**{case.title}**\n\n" + "\n".join(f"- {k}: {v}" for k, v in case.ehr[:12])
            except KeyError:
                cmd = f"_Case {sample.case_id} is not in the loaded library._"
        return (
            st,
            q,
            answer_html(text, st.span),
            draft_md(st, taxonomy),
            st.message,
            others_md(st, blind_mode),
            cid,
            cmd,
            st.subtype or "",
            list(st.tags),
            st.note,
        )

    outputs = [
        state,
        question,
        answer,
        draft,
        status,
        others,
        case_id,
        case_md,
        subtype,
        tags,
        note,
    ]

    def opened(st: AnnotateState) -> AnnotateState:
        sid = st.current
        if sid is None or not st.annotator:
            return st
        return st.opened(_event_dict(head(store, sid, st.annotator)))

    def on_refresh(
        st: AnnotateState,
        who: str,
        blind_mode: bool,
        model: str,
        split: str,
        family: str,
        unl: bool,
        dis: bool,
        wrong: bool,
        request: gr.Request | None = None,
    ) -> tuple[Any, ...]:
        user = getattr(request, "username", None) if request is not None else None
        who = (user or who or "").strip()
        filters = QueueFilters(
            model=model or "",
            difficulty=split or "",
            family=family or "",
            unlabelled_only=unl,
            disagreements_only=dis,
            wrong_only=wrong,
        )
        q = load_queue(store, who, filters, tasks)
        st = AnnotateState(annotator=who).with_queue(q["sample_id"].tolist(), keep=st.current)
        st = opened(st)
        shown = q[
            [
                "sample_id",
                "model",
                "case_id",
                "task_id",
                "final_diagnosis",
                "n_annotators",
                "mine",
                "difficulty",
                "family",
            ]
        ]
        models = ["", *list_models(store)]
        return (*view(st, blind_mode), shown, gr.update(choices=models), who)

    refresh.click(
        on_refresh,
        inputs=[state, name, blind, model_f, split_f, family_f, unlabelled_f, disagree_f, wrong_f],
        outputs=[*outputs, queue_table, model_f, name],
    )

    def on_name(st: AnnotateState, who: str, blind_mode: bool) -> tuple[Any, ...]:
        from dataclasses import replace

        return view(opened(replace(st, annotator=(who or "").strip())), blind_mode)

    name.submit(on_name, inputs=[state, name, blind], outputs=outputs)
    blind.change(lambda st, b: others_md(st, b), inputs=[state, blind], outputs=[others])

    for cat, button in zip(taxonomy.categories, cat_buttons, strict=True):
        button.click(
            lambda st, b, key=cat.key: view(st.pick(key, taxonomy), b),
            inputs=[state, blind],
            outputs=outputs,
            show_progress="hidden",
        )

    subtype.input(lambda st, v: st.with_subtype(v), inputs=[state, subtype], outputs=[state])
    tags.input(lambda st, v: st.with_tags(v), inputs=[state, tags], outputs=[state])
    note.input(lambda st, v: st.with_note(v), inputs=[state, note], outputs=[state])

    def on_span(st: AnnotateState, blind_mode: bool, evt: gr.EventData) -> tuple[Any, ...]:
        return view(st.with_span(getattr(evt, "_data", None)), blind_mode)

    answer.select(on_span, inputs=[state, blind], outputs=outputs, show_progress="hidden")

    def on_save(st: AnnotateState, blind_mode: bool, v: Any) -> tuple[Any, ...]:
        problem = st.save_problem()
        if problem:
            gr.Warning(problem)
            return view(st, blind_mode)
        st = st.with_pending(new_event_id())
        assert st.current is not None and st.category is not None
        sample = load_sample(store, st.current)
        case = sample.case_id if sample else ""
        try:
            event = save_label(
                store,
                sample_id=st.current,
                annotator=st.annotator,
                category=st.category,
                subtype=st.subtype,
                tags=st.tags,
                note=st.note,
                taxonomy=taxonomy,
                base_revision=st.base_revision,
                evidence=_evidence(case, v),
                span=st.span,
                event_id=st.pending_event_id,
            )
        except NeuroLensError as exc:
            gr.Warning(str(exc))
            return view(st, blind_mode)
        except Exception as exc:  # the write failed: not saved, the id is kept for a retry
            gr.Warning(f"Not saved: {exc}")
            return view(st, blind_mode)
        return view(st.saved(event.event_id), blind_mode)

    save_inputs = [state, blind] + ([views] if views is not None else [])
    save_b.click(
        on_save if views is not None else (lambda st, b: on_save(st, b, None)),
        inputs=save_inputs,
        outputs=outputs,
        show_progress="hidden",
    )
    next_b.click(
        lambda st, b: view(opened(st.next()), b),
        inputs=[state, blind],
        outputs=outputs,
        show_progress="hidden",
    )

    def on_undo(st: AnnotateState, blind_mode: bool) -> tuple[Any, ...]:
        last = get_event(store, st.base_revision) if st.base_revision else None
        if last is None or last.annotator != st.annotator or last.action == "retract":
            gr.Warning("nothing of yours to undo on this answer")
            return view(st, blind_mode)
        try:
            event = undo_label(store, last)
        except Exception as exc:
            gr.Warning(f"Undo not saved: {exc}")
            return view(st, blind_mode)
        st = st.undone(event.event_id, retracted=event.action == "retract")
        return view(opened(st), blind_mode)

    undo_b.click(on_undo, inputs=[state, blind], outputs=outputs, show_progress="hidden")

    # ---------------------------------------------------------------- adjudication

    def on_adj_refresh() -> tuple[Any, ...]:
        d = disagreements(store)
        return d, gr.update(choices=d["sample_id"].tolist())

    adj_refresh.click(on_adj_refresh, outputs=[adj_table, adj_sample])

    def on_adj_save(who: str, sid: str, cat: str, sub: str, reason: str) -> tuple[Any, ...]:
        if not sid or not cat:
            return gr.skip(), "Pick an answer and a final category."
        try:
            prior = head(store, sid, who.strip(), role="adjudication") if who.strip() else None
            save_label(
                store,
                sample_id=sid,
                annotator=who,
                category=cat,
                subtype=sub or None,
                taxonomy=taxonomy,
                base_revision=prior.event_id if prior else None,
                role="adjudication",
                reason=reason,
            )
        except NeuroLensError as exc:
            return gr.skip(), f"Not saved: {exc}"
        return disagreements(store), f"saved: final label for `{sid}` is **{cat}**"

    adj_save.click(
        on_adj_save,
        inputs=[name, adj_sample, adj_cat, adj_sub, adj_reason],
        outputs=[adj_table, adj_status],
    )
