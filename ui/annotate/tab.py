"""Annotate tab: judge an answer with everything in view, keyboard first, the viewer beside it.

Layout and wiring only: what the keys do is ui/annotate/events.py (AnnotateDesk), what is
shown is ui/annotate/layout.py (put together per answer by ui/annotate/render.py), the
per-session state is ui/annotate/state.py, the export and adjudication accordions are
ui/annotate/export.py and ui/annotate/adjudication.py, and the browser half is
ui/static/annotate/keys.js and answer.css. "saved" is shown only after the store's
write returned, which is after COMMIT.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import gradio as gr
from gradio.context import Context

from annotator.queue import (
    QueueFilters,
    QueuePositions,
    list_models,
    load_queue,
    tabulate_tasks,
)
from annotator.taxonomy import load_taxonomy
from data.catalog.task_questions import TaskQuestions
from data.errors import NeuroLensError
from data.model import Difficulty, TaskFamily
from ui.annotate import layout
from ui.annotate.adjudication import build_adjudication
from ui.annotate.events import AnnotateDesk, Loaded
from ui.annotate.export import build_export
from ui.annotate.render import render_answer
from ui.annotate.state import AnnotateState, parse_key_batch
from ui.assets import read_asset
from ui.case.selection import CaseSelection, shared_selection
from ui.context import AppContext

# Every event that reads or writes the session's AnnotateState runs in one queue with
# concurrency 1, in arrival order: "2 s n" typed fast must pick, then save, then move on,
# each seeing the state the previous one left (gradio reads gr.State when an event runs).
SERIAL: dict[str, Any] = {"concurrency_id": "nl-annotate", "concurrency_limit": 1}


def keys_js() -> str:
    return read_asset("annotate/keys.js")


def annotate_css() -> str:
    return read_asset("annotate/answer.css")


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
    viewer_service: Any = None
    try:
        from ui.viewer.service import viewer_service as make_viewer_service

        viewer_service = make_viewer_service(ctx)
    except Exception:  # the viewer is another module: thumbnails degrade to labels
        viewer_service = None
    desk = AnnotateDesk(
        store=store,
        taxonomy=taxonomy,
        library=ctx.library,
        questions=TaskQuestions(ctx.library),
        positions=QueuePositions(ctx.settings.data_dir / "annotate_positions.json"),
        viewer=viewer_service,
        adjudicators=tuple(getattr(ctx.settings, "adjudicators", ()) or ()),
    )
    tab = Context.block  # the gr.Tab this build() runs in: the queue loads when it is opened
    shared = shared_selection(ctx)

    state = gr.State(AnnotateState(annotator=ctx.settings.annotator_name))
    with gr.Row():
        if ctx.settings.hf_oauth:
            gr.LoginButton(scale=1)  # Hugging Face login: the annotator's identity on Spaces
        name = gr.Textbox(
            label="Annotator (key i; Enter starts)",
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
            choices=layout.model_choices(list_models(store)),
            value="",
            allow_custom_value=True,  # a model whose runs are gone stays a valid filter
            elem_id="nl-ann-model",
        )
        split_f = gr.Dropdown(
            label="Split",
            value="",
            choices=layout.value_choices([d.value for d in Difficulty]),
            elem_id="nl-ann-split",
        )
        family_f = gr.Dropdown(
            label="Family",
            value="",
            choices=layout.value_choices([f.value for f in TaskFamily]),
            elem_id="nl-ann-family",
        )
        category_f = gr.Dropdown(
            label="Labelled as",
            value="",
            choices=[layout.ANY, *((c.label, c.key) for c in taxonomy.categories)],
            elem_id="nl-ann-category",
        )
        unlabelled_f = gr.Checkbox(label="Unlabelled by me", value=True, elem_id="nl-ann-unl")
        disagree_f = gr.Checkbox(label="Disagreements only", value=False)
        wrong_f = gr.Checkbox(label="Wrong only", value=False, elem_id="nl-ann-wrong")
        undecided_f = gr.Checkbox(label="Undecided only", value=False, elem_id="nl-ann-undecided")
        refresh = gr.Button("Reload queue", scale=0, elem_id="nl-ann-reload")
    gr.HTML(layout.help_html(), elem_id="nl-ann-help", head=f"<style>{annotate_css()}</style>")
    gr.Markdown(
        "**Keys** (press **?** for all): 1-5 category · s save · v flip verdict · "
        "n/p next/previous · r reference · c N Enter claim · u undo"
    )
    with gr.Row():
        with gr.Column(scale=3):
            context = gr.HTML("", elem_id="nl-ann-context")
            answer = gr.HTML(
                layout.answer_html(None, None),
                js_on_load=keys_js(),
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
            subtype = gr.Dropdown(
                label="Sub-type (key b)",
                choices=layout.subtype_choices(taxonomy),
                value="",
                elem_id="nl-ann-sub",
            )
            tags = gr.Dropdown(
                label="Sub-pattern tags (key t; type your own)",
                multiselect=True,
                allow_custom_value=True,
                choices=list(taxonomy.tag_suggestions),
                elem_id="nl-ann-tags",
            )
            note = gr.Textbox(label="Note (key o)", lines=2, elem_id="nl-ann-note")
            reason = gr.Textbox(
                label="Verdict reason (optional; v flips the verdict)", elem_id="nl-ann-reason"
            )
            with gr.Row():
                save_b = gr.Button("Save (s)", variant="primary", elem_id="nl-ann-save")
                prev_b = gr.Button("Previous (p)", elem_id="nl-ann-prev")
                next_b = gr.Button("Next (n)", elem_id="nl-ann-next")
                undo_b = gr.Button("Undo (u)", elem_id="nl-ann-undo")
                flip_b = gr.Button("Flip verdict (v)", elem_id="nl-ann-flip")
                ref_b = gr.Button("Reference (r)", elem_id="nl-ann-ref")
            status = gr.Markdown("", elem_id="nl-ann-status")
            others = gr.Markdown("", elem_id="nl-ann-others")
        with gr.Column(scale=2):
            case_id = gr.Textbox(label="Case", interactive=False, elem_id="nl-ann-case")
            views: Any = None
            try:
                from ui.viewer.widget import build_case_viewer

                handles = build_case_viewer(ctx, case_id, elem_id="nl-annotate-viewer")
                views = handles.views
                handles.status.elem_id = "nl-ann-viewer-status"  # what the viewer reported
            except Exception as exc:  # the viewer is another module: degrade to details
                gr.Markdown(f"_Case viewer unavailable: {exc}_")
            case_md = gr.Markdown("", elem_id="nl-ann-ehr")  # all fields; no scroll box (keys)
    queue_table = gr.Dataframe(
        headers=list(layout.QUEUE_HEADERS.values()),
        label="Queue",
        interactive=False,
        wrap=False,  # one line per row and a one-line header (a cell's full text on hover)
        column_widths=layout.QUEUE_WIDTHS,
        max_height=260,
        elem_id="nl-ann-queue",
    )

    build_export(store)
    adjudication = build_adjudication(desk, taxonomy, name, blind, SERIAL)

    # ---------------------------------------------------------------- rendering

    def view(
        st: AnnotateState,
        blind_mode: bool,
        sel: CaseSelection | None,
        ack: int = 0,
        loaded: Loaded | None = None,
    ) -> tuple[Any, ...]:
        return render_answer(desk, st, blind_mode, sel, ack, {} if loaded is None else loaded)

    outputs = [
        state,
        context,
        answer,
        draft,
        status,
        others,
        case_id,
        case_md,
        subtype,
        tags,
        note,
        shared,
    ]

    keyed: dict[str, Any] = {**SERIAL, "trigger_mode": "multiple", "show_progress": "hidden"}

    def on_refresh(
        st: AnnotateState,
        who: str,
        blind_mode: bool,
        model: str,
        split: str,
        family: str,
        category: str,
        unl: bool,
        dis: bool,
        wrong: bool,
        undecided: bool,
        sel: CaseSelection | None,
        request: gr.Request | None = None,
    ) -> tuple[Any, ...]:
        user = login_name(request)
        who = (user or who or "").strip()
        filters = QueueFilters(
            model=model or "",
            difficulty=split or "",
            family=family or "",
            category=category or "",
            unlabelled_only=unl,
            disagreements_only=dis,
            wrong_only=wrong,
            undecided_only=undecided,
        )
        q = load_queue(store, who, filters, tasks)
        ids = q["sample_id"].tolist()
        keep = st.current if st.annotator == who else desk.positions.get(who)
        fresh = AnnotateState(annotator=who, reveal=st.reveal).with_queue(ids, keep=keep)
        sel = sel or CaseSelection()
        if sel.case_id and sel.origin != "annotate" and sel.stamp > st.followed:
            # a case chosen in Explore or Query: its first answer in this queue
            first = q.loc[q["case_id"] == sel.case_id, "sample_id"].tolist()
            fresh = fresh.at(first[0] if first else None)
        fresh = replace(fresh, followed=sel.stamp, message=fresh.message)
        fresh = desk.opened(fresh)
        if not who:
            fresh = replace(fresh, message="Press i, type your annotator name, then Enter.")
        models = layout.model_choices(list_models(store))  # new runs since the tab was built
        # the name box is written only for a login: a reply to an older request must never
        # erase a name being typed
        return (
            *view(fresh, blind_mode, sel),
            layout.queue_view(q),
            gr.update(choices=models),
            user or gr.skip(),
        )

    refresh_inputs = [
        state,
        name,
        blind,
        model_f,
        split_f,
        family_f,
        category_f,
        unlabelled_f,
        disagree_f,
        wrong_f,
        undecided_f,
        shared,
    ]
    refresh_outputs = [*outputs, queue_table, model_f, name]

    loads = [refresh.click, name.submit, unlabelled_f.input, disagree_f.input]
    loads += [wrong_f.input, undecided_f.input, model_f.input, split_f.input, family_f.input]
    loads += [category_f.input]
    if isinstance(tab, gr.Tab):
        loads.append(tab.select)
    for trigger in loads:
        trigger(
            on_refresh,
            inputs=refresh_inputs,
            outputs=refresh_outputs,
            trigger_mode="always_last",
            **SERIAL,
        ).then(adjudication.refresh, inputs=[name, blind], outputs=adjudication.outputs)

    blind.change(lambda st, b: desk.others_md(st, b), inputs=[state, blind], outputs=[others]).then(
        adjudication.refresh, inputs=[name, blind], outputs=adjudication.outputs
    )

    def synced(
        st: AnnotateState, who: str, sub: str, tg: list[str], nt: str, request: Any
    ) -> AnnotateState:
        """The state with the widgets' values as they are now: the annotator's name (a login
        wins) and the draft's sub-type, tags and note."""
        who = (login_name(request) or who or "").strip()
        if who != st.annotator:  # a new name: this person's own label is the base now
            st = replace(desk.opened(replace(st, annotator=who)), message=f"labelling as {who}")
        return st.with_draft(sub, tg, nt)

    Apply = Callable[[AnnotateState, Any, Any, str, Loaded], tuple[AnnotateState, int]]

    def act(apply: Apply) -> Callable[..., tuple[Any, ...]]:
        """One handler for keys, buttons and text selection: read the widgets as they are now,
        apply `apply(state, event data, server views, reason, loaded)` -> (state, ack), render.
        `loaded` holds the samples this event has read, so a save and the render share one
        read."""

        def handler(
            st: AnnotateState,
            blind_mode: bool,
            who: str,
            sub: str,
            tg: list[str],
            nt: str,
            why: str,
            v: Any,
            sel: CaseSelection | None,
            evt: gr.EventData,
            request: gr.Request,
        ) -> tuple[Any, ...]:
            st = synced(st, who, sub, tg, nt, request)
            loaded: Loaded = {}
            st, ack = apply(st, getattr(evt, "_data", None), v, why or "", loaded)
            return view(st, blind_mode, sel, ack, loaded)

        return handler

    def apply_batch(
        st: AnnotateState, data: Any, v: Any, why: str, loaded: Loaded
    ) -> tuple[AnnotateState, int]:
        """A batch of keys from the browser, applied in the order they were pressed."""
        ack, presses = parse_key_batch(data)
        return desk.run_keys(st, presses, why, v, loaded), ack

    def apply_span(
        st: AnnotateState, data: Any, _v: Any, _why: str, loaded: Loaded
    ) -> tuple[AnnotateState, int]:
        return desk.select_span(st, data, loaded), 0

    def apply_keys(keys: str) -> Apply:
        """The mouse does what the keys do (on the answer the server has: no sid)."""
        from ui.annotate.state import KeyPress

        presses = [KeyPress(k) for k in keys]
        return lambda st, _data, v, why, loaded: (desk.run_keys(st, presses, why, v, loaded), 0)

    views_input = views if views is not None else gr.State(None)
    action_inputs = [state, blind, name, subtype, tags, note, reason, views_input, shared]
    answer.keys(act(apply_batch), inputs=action_inputs, outputs=outputs, **keyed)  # type: ignore[attr-defined]
    answer.select(act(apply_span), inputs=action_inputs, outputs=outputs, **keyed)
    pressed = [(c.shortcut, b) for c, b in zip(taxonomy.categories, cat_buttons, strict=True)]
    pressed += [("s", save_b), ("n", next_b), ("p", prev_b), ("u", undo_b), ("v", flip_b)]
    pressed += [("r", ref_b)]
    for keys, button in pressed:
        button.click(act(apply_keys(keys)), inputs=action_inputs, outputs=outputs, **keyed)
