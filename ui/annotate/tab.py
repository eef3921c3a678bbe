"""Annotate tab: judge an answer with everything in view, keyboard first, the viewer beside it.

Composition and wiring only: the widgets are ui/annotate/widgets.py, what the keys do is
ui/annotate/events.py (AnnotateDesk), what is shown is ui/annotate/layout.py (put together per
answer by ui/annotate/render.py), the per-session state is ui/annotate/state.py, the export and
adjudication accordions are ui/annotate/export.py and ui/annotate/adjudication.py, and the
browser half is ui/static/annotate/keys.js and answer.css. "saved" is shown only after the
store's write returned, which is after COMMIT.
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
from annotator.taxonomy import Taxonomy, load_taxonomy
from data.catalog.task_questions import TaskQuestions
from data.errors import NeuroLensError
from store.database import Store
from ui.annotate import layout
from ui.annotate.adjudication import AdjudicationPanel, build_adjudication
from ui.annotate.events import AnnotateDesk, Loaded
from ui.annotate.export import build_export
from ui.annotate.groups import group_choices
from ui.annotate.render import render_answer
from ui.annotate.state import AnnotateState, parse_key_batch
from ui.annotate.widgets import (
    Filters,
    LabelPane,
    build_case_pane,
    build_filters,
    build_identity_row,
    build_key_help,
    build_label_pane,
    build_queue_table,
)
from ui.case.selection import CaseSelection, shared_selection
from ui.context import AppContext

# Every event that reads or writes the session's AnnotateState runs in one queue with
# concurrency 1, in arrival order: "2 s n" typed fast must pick, then save, then move on,
# each seeing the state the previous one left (gradio reads gr.State when an event runs).
SERIAL: dict[str, Any] = {"concurrency_id": "nl-annotate", "concurrency_limit": 1}

View = Callable[..., tuple[Any, ...]]  # (state, blind, selection, ack, loaded) -> outputs
Apply = Callable[[AnnotateState, Any, Any, str, Loaded], tuple[AnnotateState, int]]


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
    desk = make_desk(ctx, store, taxonomy)
    tab = Context.block  # the gr.Tab this build() runs in: the queue loads when it is opened
    shared = shared_selection(ctx)

    state = gr.State(AnnotateState(annotator=ctx.settings.annotator_name))
    name, blind = build_identity_row(ctx)
    filters = build_filters(store, taxonomy)
    build_key_help()
    with gr.Row():
        with gr.Column(scale=3):
            label = build_label_pane(taxonomy)
        with gr.Column(scale=2):
            case = build_case_pane(ctx)
    queue_table = build_queue_table()

    build_export(store)
    adjudication = build_adjudication(desk, taxonomy, name, blind, SERIAL)

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
        label.context,
        label.answer,
        label.draft,
        label.status,
        label.others,
        case.case_id,
        case.case_md,
        label.subtype,
        label.tags,
        label.note,
        shared,
    ]
    on_refresh = queue_loader(ctx, desk, store, view)
    refresh_inputs = [state, name, blind, *queue_filter_inputs(filters), shared]
    refresh_outputs = [*outputs, queue_table, filters.model_f, name, filters.group_f]
    wire_queue(tab, filters, name, blind, on_refresh, refresh_inputs, refresh_outputs, adjudication)
    blind.change(
        lambda st, b: desk.others_md(st, b), inputs=[state, blind], outputs=[label.others]
    ).then(adjudication.refresh, inputs=[name, blind], outputs=adjudication.outputs)
    action_inputs = [state, blind, name, label.subtype, label.tags, label.note, label.reason]
    action_inputs += [case.views if case.views is not None else gr.State(None), shared]
    wire_actions(desk, taxonomy, label, keyed_action(desk, view), action_inputs, outputs)


def make_desk(ctx: AppContext, store: Store, taxonomy: Taxonomy) -> AnnotateDesk:
    """The tab's shared resources (never per-user state); thumbnails need the viewer's cache."""
    viewer_service: Any = None
    try:
        from ui.viewer.shared import viewer_service as make_viewer_service

        viewer_service = make_viewer_service(ctx)
    except Exception:  # the viewer is another module: thumbnails degrade to labels
        viewer_service = None
    return AnnotateDesk(
        store=store,
        taxonomy=taxonomy,
        library=ctx.library,
        questions=TaskQuestions(ctx.library),
        positions=QueuePositions(ctx.settings.data_dir / "annotate_positions.json"),
        viewer=viewer_service,
        adjudicators=tuple(getattr(ctx.settings, "adjudicators", ()) or ()),
    )


def queue_filter_inputs(filters: Filters) -> list[Any]:
    return [
        filters.model_f,
        filters.split_f,
        filters.family_f,
        filters.category_f,
        filters.unlabelled_f,
        filters.disagree_f,
        filters.wrong_f,
        filters.undecided_f,
        filters.group_f,
    ]


def queue_loader(ctx: AppContext, desk: AnnotateDesk, store: Store, view: View) -> View:
    """(Re)load the queue for who is labelling and the filters; a case chosen in another tab
    opens at its first answer."""
    tasks = tabulate_tasks(ctx.library.cases)

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
        group: str,
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
            group=group or "",
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
            gr.update(choices=group_choices(store)),
        )

    return on_refresh


def wire_queue(
    tab: Any,
    filters: Filters,
    name: gr.Textbox,
    blind: gr.Checkbox,
    on_refresh: View,
    refresh_inputs: list[Any],
    refresh_outputs: list[Any],
    adjudication: AdjudicationPanel,
) -> None:
    """The queue reloads on Reload, Enter in the name box, any filter, and opening the tab."""
    refresh, model_f, split_f = filters.refresh, filters.model_f, filters.split_f
    family_f, category_f, unlabelled_f = filters.family_f, filters.category_f, filters.unlabelled_f
    disagree_f, wrong_f, undecided_f = filters.disagree_f, filters.wrong_f, filters.undecided_f

    loads = [refresh.click, name.submit, unlabelled_f.input, disagree_f.input]
    loads += [wrong_f.input, undecided_f.input, model_f.input, split_f.input, family_f.input]
    loads += [category_f.input, filters.group_f.input]
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


def keyed_action(desk: AnnotateDesk, view: View) -> Callable[[Apply], View]:
    """Handlers for keys, buttons and text selection, each from an `apply` step."""

    def synced(
        st: AnnotateState, who: str, sub: str, tg: list[str], nt: str, request: Any
    ) -> AnnotateState:
        """The state with the widgets' values as they are now: the annotator's name (a login
        wins) and the draft's sub-type, tags and note."""
        who = (login_name(request) or who or "").strip()
        if who != st.annotator:  # a new name: this person's own label is the base now
            st = replace(desk.opened(replace(st, annotator=who)), message=f"labelling as {who}")
        return st.with_draft(sub, tg, nt)

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
            st = replace(synced(st, who, sub, tg, nt, request), assist=not blind_mode)
            loaded: Loaded = {}
            st, ack = apply(st, getattr(evt, "_data", None), v, why or "", loaded)
            return view(st, blind_mode, sel, ack, loaded)

        return handler

    return act


def wire_actions(
    desk: AnnotateDesk,
    taxonomy: Taxonomy,
    label: LabelPane,
    act: Callable[[Apply], View],
    action_inputs: list[Any],
    outputs: list[Any],
) -> None:
    """Keys pressed in the answer, a text selection, and every button: one serial queue."""
    answer, cat_buttons = label.answer, label.cat_buttons
    save_b, next_b, prev_b, undo_b = label.save_b, label.next_b, label.prev_b, label.undo_b
    flip_b, ref_b = label.flip_b, label.ref_b
    keyed: dict[str, Any] = {**SERIAL, "trigger_mode": "multiple", "show_progress": "hidden"}

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

    answer.keys(act(apply_batch), inputs=action_inputs, outputs=outputs, **keyed)  # type: ignore[attr-defined]
    answer.select(act(apply_span), inputs=action_inputs, outputs=outputs, **keyed)
    pressed = [(c.shortcut, b) for c, b in zip(taxonomy.categories, cat_buttons, strict=True)]
    pressed += [("s", save_b), ("n", next_b), ("p", prev_b), ("u", undo_b), ("v", flip_b)]
    pressed += [("r", ref_b)]
    for keys, button in pressed:
        button.click(act(apply_keys(keys)), inputs=action_inputs, outputs=outputs, **keyed)
