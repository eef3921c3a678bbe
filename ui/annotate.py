"""Annotate tab: label failed answers keyboard-first, with the case viewer beside the answer.

Widgets only: the queue, events and taxonomy live in annotator/ and store/; the keyboard
actions are AnnotateState methods. "saved" is shown only after the store's write returned,
which is after COMMIT.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import gradio as gr
from gradio.context import Context

from annotator.events import Evidence, new_event_id, save_label, undo_label
from annotator.queue import (
    QueueFilters,
    SampleView,
    disagreements,
    list_models,
    load_queue,
    load_sample,
    tabulate_tasks,
)
from annotator.taxonomy import Taxonomy, load_taxonomy
from data.errors import NeuroLensError
from data.model import Difficulty, TaskFamily
from store.labels import LabelEvent, current_labels, get_event, head
from ui.annotate_state import SHORTCUTS_HELP, AnnotateState, parse_key_batch
from ui.assets import read_asset
from ui.context import AppContext
from vlm.examples import model_label

Loaded = dict[str, SampleView | None]  # samples one event has read, by id (read each once)

# Global keys, ignored while typing in any field. Keys are sent to Python in order, one batch
# at a time: a batch goes out only after the previous one's answer came back (its id is echoed
# in the answer's data-ack), because two requests sent at once may reach the server in either
# order and "1 s" must never become "s 1". Keys pressed meanwhile wait in a buffer.
KEYS_JS = read_asset("annotate/keys.js")

ANSWER_CSS = read_asset("annotate/answer.css")


def answer_html(text: str, span: tuple[int, int, str] | None, ack: int = 0) -> str:
    """The answer as literal text; the labelled span highlighted (offsets are in raw text).

    `ack` echoes the id of the key batch this render answers (the browser then sends the next).
    """
    if not text:
        return f"<div class='nl-answer-text' data-ack='{ack}'><em>No answer selected.</em></div>"
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
    return f"<div class='nl-answer-text' data-ack='{ack}'>{body}</div>"


def draft_md(state: AnnotateState, taxonomy: Taxonomy) -> str:
    if state.current is None:
        return "_Nothing to label: the queue is empty (run models in the Query tab first)._"
    cat = taxonomy.get(state.category).label if state.category else "—"
    sub = f" / {state.subtype}" if state.subtype else ""
    span = f" · span: “{state.span[2][:60]}”" if state.span else ""
    where = f"answer {state.position + 1} of {len(state.queue)}"
    saved = " · ✓ you labelled this" if state.submitted else ""
    return f"**Label:** {cat}{sub}{span} · {where}{saved}"


def evidence_text(evidence: dict[str, Any] | None) -> str:
    """One line saying what was on screen when a label was saved."""
    if not evidence:
        return "no evidence recorded"
    if not evidence.get("sequence_id"):
        return f"case {evidence.get('case_id', '?')} (the viewer had not reported a slice yet)"
    index = evidence.get("index")
    where = f"{evidence.get('plane') or 'frame'} slice {index + 1 if index is not None else '?'}"
    pos = evidence.get("position_mm")
    at = f" at {pos:.1f} mm" if isinstance(pos, int | float) else ""
    win = evidence.get("window")
    w = f", window L{win[0]:g}/W{win[1]:g}" if win else ""
    return f"{evidence['sequence_id']} {where}{at}{w}"


def status_md(state: AnnotateState, evidence: dict[str, Any] | None) -> str:
    """The status line; "saved" only ever comes from AnnotateState.saved (after COMMIT)."""
    if state.message == "saved":
        return f"✓ **saved** · evidence: {evidence_text(evidence)}"
    return state.message


ANY = ("any", "")  # a filter choice: (shown label, value); "" means no filter

# The queue's columns, with short headers so the header row stays one line, and widths.
QUEUE_HEADERS = {
    "sample_id": "answer",
    "model": "model",
    "case_id": "case",
    "task_id": "task",
    "final_diagnosis": "final diagnosis",
    "n_annotators": "labels",
    "mine": "mine",
    "difficulty": "split",
    "family": "family",
}
QUEUE_WIDTHS: list[str | int] = ["22%", "13%", "13%", "6%", "20%", "5%", "5%", "7%", "9%"]


def model_choices(models: list[str]) -> list[tuple[str, str]]:
    """Model filter choices: labelled as everywhere (examples say so), valued by raw name."""
    return [ANY, *((model_label(m), m) for m in models)]


def value_choices(values: list[str]) -> list[tuple[str, str]]:
    """Filter choices for enum values ("multi_round" is shown as "multi round")."""
    return [ANY, *((v.replace("_", " "), v) for v in values)]


def ehr_md(title: str, ehr: Any) -> str:
    """The case title and every EHR field, one compact line each (the box scrolls)."""
    return f"**{title}**\n\n" + "\n".join(f"- **{k}:** {v}" for k, v in ehr)


def queue_view(q: Any) -> Any:
    """The queue as shown: the columns in order, short headers."""
    return q[list(QUEUE_HEADERS)].rename(columns=QUEUE_HEADERS)


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
    """What the viewer shows now (ScreenViews from ui/viewer.py), else just the case.

    Views of another case (the viewer has not reported the new case yet) are not evidence.
    """
    active = views.active() if views is not None and hasattr(views, "active") else None
    if active is None or active.case_id != case_id:
        return Evidence(case_id=case_id)
    return Evidence(
        case_id=case_id,
        sequence_id=active.sequence_id,
        plane=active.plane or "",
        index=active.index,
        position_mm=active.position_mm,
        window=active.window,
        viewports=tuple(
            {
                "viewport": v.viewport,
                "sequence_id": v.sequence_id,
                "plane": v.plane or "",
                "index": v.index,
                "position_mm": v.position_mm,
                "window": list(v.window) if v.window else None,
            }
            for v in views.views
        ),
    )


def login_name(request: Any) -> str | None:
    """Who is logged in, if anyone: Gradio auth's username, else the Hugging Face login of a
    Space (gr.LoginButton keeps it in the session). A login wins over a typed name."""
    if request is None:
        return None
    user = getattr(request, "username", None)
    if user:
        return str(user)
    try:
        info = request.session.get("oauth_info") or {}
    except (AssertionError, AttributeError):  # no session middleware: no Hugging Face login
        return None
    name = (info.get("userinfo") or {}).get("preferred_username")
    return str(name) if name else None


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
    tasks = tabulate_tasks(ctx.library.cases)
    questions = {(r.case_id, r.task_id): r.question for r in tasks.itertuples()}
    tab = Context.block  # the gr.Tab this build() runs in: the queue loads when it is opened

    state = gr.State(AnnotateState(annotator=ctx.settings.annotator_name))
    with gr.Row():
        if ctx.settings.on_spaces:
            gr.LoginButton(scale=1)  # Hugging Face login: the annotator's identity on Spaces
        name = gr.Textbox(
            label="Annotator",
            value=ctx.settings.annotator_name,
            placeholder="your name, then Enter (or log in)",
            scale=2,
            elem_id="nl-ann-name",
        )
        blind = gr.Checkbox(
            label="Blind mode: hide others' labels until I submit mine",
            value=True,
            scale=3,
            elem_id="nl-ann-blind",
        )
    with gr.Row():
        model_f = gr.Dropdown(
            label="Model",
            choices=model_choices(list_models(store)),
            value="",
            allow_custom_value=True,  # a model whose runs are gone stays a valid filter
            elem_id="nl-ann-model",
        )
        split_f = gr.Dropdown(
            label="Split",
            value="",
            choices=value_choices([d.value for d in Difficulty]),
            elem_id="nl-ann-split",
        )
        family_f = gr.Dropdown(
            label="Family",
            value="",
            choices=value_choices([f.value for f in TaskFamily]),
            elem_id="nl-ann-family",
        )
        unlabelled_f = gr.Checkbox(label="Unlabelled by me", value=True, elem_id="nl-ann-unl")
        disagree_f = gr.Checkbox(label="Disagreements only", value=False)
        wrong_f = gr.Checkbox(label="Wrong answers only", value=False)
        refresh = gr.Button("Reload queue", scale=0, elem_id="nl-ann-reload")
    gr.Markdown(f"**Keys:** {SHORTCUTS_HELP}")
    with gr.Row():
        with gr.Column(scale=3):
            question = gr.Markdown("", elem_id="nl-ann-question")
            answer = gr.HTML(
                answer_html("", None),
                js_on_load=KEYS_JS,
                css_template=ANSWER_CSS,
                elem_id="nl-annotate-answer",
            )
            draft = gr.Markdown("", elem_id="nl-ann-draft")
            cat_buttons = []
            for c in taxonomy.categories:  # each definition beside its button
                with gr.Row(equal_height=True):
                    cat_buttons.append(
                        gr.Button(
                            f"{c.shortcut} · {c.label}",
                            elem_id=f"nl-ann-cat-{c.shortcut}",
                            size="sm",
                            scale=0,
                            min_width=190,
                        )
                    )
                    subs = "".join(f" · *{s.label}*: {s.definition}" for s in c.subtypes)
                    gr.Markdown(f"<small>{c.definition}{subs}</small>", elem_classes=["nl-def"])
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
            status = gr.Markdown("", elem_id="nl-ann-status")
            others = gr.Markdown("", elem_id="nl-ann-others")
        with gr.Column(scale=2):
            case_id = gr.Textbox(label="Case", interactive=False)
            views: Any = None
            try:
                from ui.viewer import build_case_viewer

                handles = build_case_viewer(ctx, case_id, elem_id="nl-annotate-viewer")
                views = handles.views
                handles.status.elem_id = "nl-ann-viewer-status"  # what the viewer reported
            except Exception as exc:  # the viewer is another module: degrade to details
                gr.Markdown(f"_Case viewer unavailable: {exc}_")
            case_md = gr.Markdown("", elem_id="nl-ann-ehr")  # all fields; no scroll box (keys)
    queue_table = gr.Dataframe(
        headers=list(QUEUE_HEADERS.values()),
        label="Queue",
        interactive=False,
        wrap=False,  # one line per row and a one-line header (a cell's full text on hover)
        column_widths=QUEUE_WIDTHS,
        max_height=260,
        elem_id="nl-ann-queue",
    )

    with gr.Accordion("Adjudication: answers whose annotators disagree", open=False):
        adj_note = gr.Markdown("", elem_id="nl-adj-note")
        adj_table = gr.Dataframe(interactive=False, wrap=True, elem_id="nl-adj-table")
        with gr.Row():
            adj_sample = gr.Dropdown(
                label="Answer", choices=[], allow_custom_value=True, elem_id="nl-adj-sample"
            )
            adj_cat = gr.Dropdown(
                label="Final category",
                choices=[(c.label, c.key) for c in taxonomy.categories],
                elem_id="nl-adj-cat",
            )
            adj_sub = gr.Dropdown(label="Sub-type", choices=subtype_choices, value="")
        adj_reason = gr.Textbox(label="Reason (required)", elem_id="nl-adj-reason")
        with gr.Row():
            adj_refresh = gr.Button("List disagreements")
            adj_save = gr.Button("Record final label", variant="primary", elem_id="nl-adj-save")
        adj_status = gr.Markdown("", elem_id="nl-adj-status")

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

    def sample_of(sid: str, loaded: Loaded) -> SampleView | None:
        """The sample, read from the store once per event (save, then render, reuse it)."""
        if sid not in loaded:
            loaded[sid] = load_sample(store, sid)
        return loaded[sid]

    def view(
        st: AnnotateState,
        blind_mode: bool,
        ack: int = 0,
        loaded: Loaded | None = None,
    ) -> tuple[Any, ...]:
        sid = st.current
        sample = sample_of(sid, {} if loaded is None else loaded) if sid else None
        text = sample.raw_text if sample else ""
        q = ""
        cmd = ""
        cid = ""
        if sample is not None:
            cid = sample.case_id
            q = (
                f"**{model_label(sample.model)}** · `{sample.sample_id}` · "
                f"case `{sample.case_id}` · task `{sample.task_id}`\n\n"
                f"> {questions.get((sample.case_id, sample.task_id), '')}"
            )
            case = ctx.library.find(sample.case_id)
            if case is not None:
                cmd = ehr_md(case.title, case.ehr)
            else:
                cmd = f"_Case {sample.case_id} is not in the loaded library._"
        evidence = None
        if st.message == "saved" and st.base_revision:
            saved_event = get_event(store, st.base_revision)
            evidence = saved_event.evidence if saved_event else None
        return (
            st,
            q,
            answer_html(text, st.span, ack),
            draft_md(st, taxonomy),
            status_md(st, evidence),
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
        user = login_name(request)
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
        if not who:
            st = replace(st, message="Type your annotator name and press Enter to start.")
        models = model_choices(list_models(store))  # new runs since the tab was built
        # the name box is written only for a login: a reply to an older request must never
        # erase a name being typed
        return (*view(st, blind_mode), queue_view(q), gr.update(choices=models), user or gr.skip())

    # Every event that reads or writes the session's AnnotateState runs in one queue with
    # concurrency 1, in arrival order: "2 s n" typed fast must pick, then save, then move on,
    # each seeing the state the previous one left (gradio reads gr.State when an event runs).
    serial: dict[str, Any] = {"concurrency_id": "nl-annotate", "concurrency_limit": 1}
    keyed: dict[str, Any] = {**serial, "trigger_mode": "multiple", "show_progress": "hidden"}

    refresh_inputs = [
        state,
        name,
        blind,
        model_f,
        split_f,
        family_f,
        unlabelled_f,
        disagree_f,
        wrong_f,
    ]
    refresh_outputs = [*outputs, queue_table, model_f, name]

    def on_adj_refresh(who: str, blind_mode: bool) -> tuple[Any, ...]:
        who = (who or "").strip()
        d = disagreements(store, visible_to=who if blind_mode else None)
        note_text = (
            "_Blind mode: only answers you have labelled are listed; turn it off to "
            "adjudicate everything._"
            if blind_mode
            else f"{len(d)} answers with disagreeing labels."
        )
        return d, gr.update(choices=d["sample_id"].tolist()), note_text

    adj_outputs = [adj_table, adj_sample, adj_note]
    loads = [refresh.click, name.submit, name.blur, unlabelled_f.input, disagree_f.input]
    loads += [wrong_f.input, model_f.input, split_f.input, family_f.input]
    if isinstance(tab, gr.Tab):
        loads.append(tab.select)
    for trigger in loads:
        trigger(
            on_refresh,
            inputs=refresh_inputs,
            outputs=refresh_outputs,
            trigger_mode="always_last",
            **serial,
        ).then(on_adj_refresh, inputs=[name, blind], outputs=adj_outputs)

    blind.change(lambda st, b: others_md(st, b), inputs=[state, blind], outputs=[others]).then(
        on_adj_refresh, inputs=[name, blind], outputs=adj_outputs
    )

    def do_save(st: AnnotateState, v: Any, loaded: Loaded) -> AnnotateState:
        """Key s: append the label; "saved" only once the store has committed it."""
        problem = st.save_problem()
        if problem:
            gr.Warning(problem)
            return replace(st, message=problem)
        st = st.with_pending(new_event_id())
        assert st.current is not None and st.category is not None
        sample = sample_of(st.current, loaded)
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
        except Exception as exc:  # not saved: the event id is kept, so a retry lands once
            gr.Warning(f"Not saved: {exc}")
            return replace(st, message=f"Not saved: {exc}")
        return st.saved(event.event_id)

    def do_undo(st: AnnotateState) -> AnnotateState:
        """Key u: append the event that undoes this annotator's last one (nothing deleted)."""
        last = get_event(store, st.base_revision) if st.base_revision else None
        if last is None or last.annotator != st.annotator or last.action == "retract":
            gr.Warning("nothing of yours to undo on this answer")
            return replace(st, message="nothing of yours to undo on this answer")
        try:
            event = undo_label(store, last)
        except Exception as exc:
            gr.Warning(f"Undo not saved: {exc}")
            return replace(st, message=f"Undo not saved: {exc}")
        st = st.undone(event.event_id, retracted=event.action == "retract")
        return replace(opened(st), message=st.message)

    def synced(
        st: AnnotateState, who: str, sub: str, tg: list[str], nt: str, request: Any
    ) -> AnnotateState:
        """The state with the widgets' values as they are now: the annotator's name (a login
        wins) and the draft's sub-type, tags and note."""
        who = (login_name(request) or who or "").strip()
        if who != st.annotator:  # a new name: this person's own label is the base now
            st = replace(opened(replace(st, annotator=who)), message=f"labelling as {who}")
        return st.with_draft(sub, tg, nt)

    def run_keys(st: AnnotateState, keys: str, v: Any, loaded: Loaded) -> AnnotateState:
        for key in keys:
            if key == "s":
                st = do_save(st, v, loaded)
            elif key == "n":
                st = opened(st.next())
            elif key == "u":
                st = do_undo(st)
            else:
                st = st.pick(key, taxonomy)
        return st

    def act(
        apply: Callable[[AnnotateState, Any, Any, Loaded], tuple[AnnotateState, int]],
    ) -> Callable[..., tuple[Any, ...]]:
        """One handler for keys, buttons and text selection: read the widgets as they are now,
        apply `apply(state, event data, views, loaded)` -> (state, ack), render. `loaded`
        holds the samples this event has read, so a save and the render after it share one
        read."""

        def handler(
            st: AnnotateState,
            blind_mode: bool,
            who: str,
            sub: str,
            tg: list[str],
            nt: str,
            v: Any,
            evt: gr.EventData,
            request: gr.Request,
        ) -> tuple[Any, ...]:
            st = synced(st, who, sub, tg, nt, request)
            loaded: Loaded = {}
            st, ack = apply(st, getattr(evt, "_data", None), v, loaded)
            return view(st, blind_mode, ack, loaded)

        return handler

    def apply_batch(
        st: AnnotateState, data: Any, v: Any, loaded: Loaded
    ) -> tuple[AnnotateState, int]:
        """A batch of keys from the browser, applied in the order they were pressed."""
        ack, keys = parse_key_batch(data)
        return run_keys(st, keys, v, loaded), ack

    def apply_span(
        st: AnnotateState, data: Any, _v: Any, _loaded: Loaded
    ) -> tuple[AnnotateState, int]:
        return st.with_span(data), 0

    def apply_keys(
        keys: str,
    ) -> Callable[[AnnotateState, Any, Any, Loaded], tuple[AnnotateState, int]]:
        """The mouse does what the keys do."""
        return lambda st, _data, v, loaded: (run_keys(st, keys, v, loaded), 0)

    views_input = views if views is not None else gr.State(None)
    action_inputs = [state, blind, name, subtype, tags, note, views_input]
    answer.keys(act(apply_batch), inputs=action_inputs, outputs=outputs, **keyed)  # type: ignore[attr-defined]
    answer.select(act(apply_span), inputs=action_inputs, outputs=outputs, **keyed)
    pressed = [(c.shortcut, b) for c, b in zip(taxonomy.categories, cat_buttons, strict=True)]
    pressed += [("s", save_b), ("n", next_b), ("u", undo_b)]
    for keys, button in pressed:
        button.click(act(apply_keys(keys)), inputs=action_inputs, outputs=outputs, **keyed)

    # ---------------------------------------------------------------- adjudication

    adj_refresh.click(on_adj_refresh, inputs=[name, blind], outputs=adj_outputs)

    def on_adj_save(
        who: str, blind_mode: bool, sid: str, cat: str, sub: str, reason: str
    ) -> tuple[Any, ...]:
        who = (who or "").strip()
        if not sid or not cat:
            return gr.skip(), "Pick an answer and a final category."
        try:
            prior = head(store, sid, who, role="adjudication") if who else None
            save_label(
                store,
                sample_id=sid,
                annotator=who,
                category=cat,
                subtype=sub or None,
                taxonomy=taxonomy,
                base_revision=prior.event_id if prior else None,
                role="adjudication",
                reason=reason or "",
            )
        except NeuroLensError as exc:
            return gr.skip(), f"Not saved: {exc}"
        label = taxonomy.get(cat).label
        listed = disagreements(store, visible_to=who if blind_mode else None)
        return listed, f"✓ saved: final label for `{sid}` is **{label}**"

    adj_save.click(
        on_adj_save,
        inputs=[name, blind, adj_sample, adj_cat, adj_sub, adj_reason],
        outputs=[adj_table, adj_status],
        **serial,
    )
