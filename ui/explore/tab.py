"""The Explore tab: pick a case, look at its images side by side, read its EHR, notes and task.

Composition and events only (the widgets are ui/explore/widgets.py): filtering is
CaseLibrary.filter_cases, pixels come from the viewer (ui/viewer/widget.py, explorer/), text
from ui/case/panel.py; per-session choices live in an ExploreState.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from data.model import Case
from ui.case import panel as case_panel
from ui.case.selection import (
    CaseSelection,  # at module level: gradio reads on_row's annotations
    shared_selection,
)
from ui.context import AppContext
from ui.explore.montage import montage_html
from ui.explore.state import ANY, CaseListState, ExploreState
from ui.explore.widgets import (
    NO_REFERENCE,
    CaseList,
    Images,
    Record,
    build_case_list,
    build_images,
    build_record,
)
from ui.viewer.view_state import ScreenViews


def case_choices(cases: list[Case]) -> list[tuple[str, str]]:
    return [(case_panel.case_choice_label(c), c.case_id) for c in cases]


def _labelled_ids(ctx: AppContext) -> frozenset[str]:
    """Cases with at least one current label (asked only when the filter is used)."""
    if ctx.store is None:
        return frozenset()
    try:
        rows = ctx.store.query(
            "SELECT DISTINCT r.case_id FROM current_labels l "
            "JOIN samples s ON s.sample_id = l.sample_id JOIN runs r ON r.run_id = s.run_id"
        )
    except Exception:  # an older or foreign store: the filter then matches nothing labelled
        return frozenset()
    return frozenset(str(r[0]) for r in rows)


def _matching_ids(ctx: AppContext, state: CaseListState, reveal: bool) -> list[str]:
    from data.catalog.search import CaseQuery, search_cases

    query = CaseQuery(
        text=state.text,
        source=state.source,
        split=state.split,
        family=state.family,
        kind=state.kind,
        labelled=state.labelled,
        reveal_diagnosis=reveal,
        labelled_ids=_labelled_ids(ctx) if state.labelled else frozenset(),
    )
    return search_cases(ctx.library.index(), query)  # type: ignore[arg-type]


def _page_ids(ctx: AppContext, state: CaseListState) -> list[str]:
    ids = _matching_ids(ctx, state, reveal=state.reveal)
    start, stop = state.bounds(len(ids))
    return ids[start:stop]


def _case_page(ctx: AppContext, state: CaseListState, reveal: bool) -> tuple[list[list[Any]], str]:
    """The rows of the current page and a one-line count ('51-100 of 4,812 (5,003 cases)').
    The cases shown get their compressed files indexed in the background first (top row
    first, before the rest of the library), so the one clicked next paints its first slice at
    once (data/formats/gzip_index.py)."""
    ids = _matching_ids(ctx, state, reveal)
    start, stop = state.bounds(len(ids))
    ctx.library.index_ahead(ids[start:stop])
    rows = []
    for case_id in ids[start:stop]:
        c = ctx.library.summary(case_id)
        if c is None:
            continue
        error = getattr(c, "error", "")
        title = f"⚠ {error}" if error else case_panel.case_choice_label(c).split(" · ", 1)[-1]
        rows.append([c.case_id, title])
    total = len(ctx.library.cases)
    if not ids:
        return rows, f"0 of {total:,} case(s) match"
    return rows, f"{start + 1:,}-{stop:,} of {len(ids):,} match ({total:,} cases)"


def _with_scan_line(ctx: AppContext, note: str) -> str:
    """The case count, after the background scan's progress while one runs or just ended."""
    line = ctx.library.scan.line()
    return f"{line}  \n{note}" if line else note


def _panel(ctx: AppContext, case_id: str, state: ExploreState) -> tuple[Any, ...]:
    """Everything the side panel shows for a case (the reference stays hidden)."""
    try:
        case = ctx.library.get(case_id) if case_id else None
    except KeyError:
        case = None
    except NeuroLensError as exc:  # changed on disk, or never readable: say so, keep the text
        gr.Warning(str(exc))
        case = ctx.library.summary(case_id)
    if case is None:
        empty = "_Pick a case on the left._"
        new_state = ExploreState()
        return (
            new_state,
            empty,
            gr.update(visible=False),
            "",
            "",
            "",
            "",
            gr.update(choices=[], value=None),
            "",
            False,
            "",
        )
    first = case.tasks[0].task_id if case.tasks else ""
    new_state = state.select_case(case.case_id, first)
    task = _task(case, new_state.task_id)
    notice = case_panel.notice_md(case)
    return (
        new_state,
        case_panel.provenance_md(case),
        gr.update(visible=bool(notice)),
        notice,
        case_panel.sequences_md(case),
        case_panel.ehr_md(case),
        case_panel.notes_md(case),
        gr.update(choices=case_panel.task_choices(case), value=new_state.task_id or None),
        case_panel.task_md(task),
        False,
        NO_REFERENCE,
    )


def _task(case: Case, task_id: str) -> Any:
    try:
        return case.task(task_id) if task_id else None
    except KeyError:
        return None


def build(ctx: AppContext) -> None:
    from gradio.context import Context

    from ui.case.selection import follow_selection

    tab = Context.block  # the gr.Tab this build() runs in
    library = ctx.library
    first_id = library.cases[0].case_id if library.cases else ""
    # The first case's panel is filled at build time so the page opens ready.
    init = _panel(ctx, first_id, ExploreState())
    state = gr.State(init[0])
    first_rows, first_note = _case_page(ctx, CaseListState(), reveal=False)

    with gr.Row(equal_height=False, elem_id="nl-explore"):
        with gr.Column(scale=1, min_width=250, elem_id="nl-explore-cases"):
            picker = build_case_list(
                library, first_id, first_rows, _with_scan_line(ctx, first_note)
            )
        with gr.Column(scale=5, min_width=480, elem_id="nl-explore-images"):
            images = build_images(ctx, picker.cases, first_id)
        with gr.Column(scale=2, min_width=300, elem_id="nl-explore-record"):
            record = build_record(init)

    wire_filters(ctx, state, picker)
    wire_pages(ctx, picker)
    wire_scan(ctx, picker)
    wire_rows(ctx, picker)
    wire_record(ctx, state, picker.cases, record)
    wire_montage(images)
    follow_selection(ctx, "explore", picker.cases, tab, on="change")  # one case across tabs


def wire_filters(ctx: AppContext, state: gr.State, picker: CaseList) -> None:
    """Search and filters narrow the list at once (the search as the user types)."""
    list_state, case_table, found = picker.list_state, picker.case_table, picker.found
    family, difficulty, source = picker.family, picker.difficulty, picker.source
    kind, labelled, search = picker.kind, picker.labelled, picker.search

    def refilter(
        current: CaseListState,
        explore: ExploreState,
        fam: str,
        diff: str,
        src: str,
        knd: str,
        lab: str,
        text: str,
    ) -> tuple[CaseListState, Any, str]:
        current = (current or CaseListState()).with_filters(
            family=fam, split=diff, source=src, kind=knd, labelled=lab, text=text or ""
        )
        # the diagnosis is searched only while this session shows the reference answer
        reveal = bool(explore and explore.show_reference)
        current = replace(current, reveal=reveal)
        rows, note = _case_page(ctx, current, reveal=reveal)
        return current, rows, note

    filters = [family, difficulty, source, kind, labelled, search]
    filter_io: dict[str, Any] = {
        "inputs": [list_state, state, *filters],
        "outputs": [list_state, case_table, found],
        "show_progress": "hidden",
    }
    for dropdown in (family, difficulty, source, kind, labelled):
        dropdown.change(refilter, **filter_io)
    search.change(refilter, trigger_mode="always_last", **filter_io)  # filters as the user types


def wire_pages(ctx: AppContext, picker: CaseList) -> None:
    """Prev and Next turn the list a page."""
    list_state, case_table, found = picker.list_state, picker.case_table, picker.found
    prev_btn, next_btn = picker.prev_btn, picker.next_btn

    def turn(step: int) -> Any:
        def _turn(current: CaseListState) -> tuple[CaseListState, Any, str]:
            current = current or CaseListState()
            total = len(_matching_ids(ctx, current, reveal=current.reveal))
            current = current.turn(step, total)
            rows, note = _case_page(ctx, current, reveal=current.reveal)
            return current, rows, note

        return _turn

    page_io: dict[str, Any] = {
        "inputs": [list_state],
        "outputs": [list_state, case_table, found],
        "show_progress": "hidden",
    }
    prev_btn.click(turn(-1), **page_io)
    next_btn.click(turn(1), **page_io)


def wire_scan(ctx: AppContext, picker: CaseList) -> None:
    """While a first scan of the catalog runs, the list and its sources follow it."""
    library = ctx.library
    list_state, case_table, found = picker.list_state, picker.case_table, picker.found
    source, scan_timer = picker.source, picker.scan_timer

    def on_scan_tick(current: CaseListState) -> tuple[Any, str, Any, Any]:
        current = current or CaseListState()
        rows, note = _case_page(ctx, current, reveal=current.reveal)
        if not library.scan.finished:
            return gr.skip(), _with_scan_line(ctx, note), gr.skip(), gr.skip()
        sources = [("any", ANY)] + [(s, s) for s in library.sources()]
        return rows, _with_scan_line(ctx, note), gr.update(choices=sources), gr.Timer(active=False)

    scan_timer.tick(
        on_scan_tick,
        inputs=[list_state],
        outputs=[case_table, found, source, scan_timer],
        show_progress="hidden",
    )


def wire_rows(ctx: AppContext, picker: CaseList) -> None:
    """A clicked row opens its case."""
    library = ctx.library
    list_state, case_table, cases = picker.list_state, picker.case_table, picker.cases
    shared = shared_selection(ctx)

    def on_row(current: CaseListState, sel: CaseSelection, evt: gr.SelectData) -> Any:
        """A clicked row opens its case and becomes the case of the other tabs in the same
        answer (no second event that a quick tab switch could overtake); the next row's case
        is read in the background."""
        row = evt.index[0] if isinstance(evt.index, list | tuple) else evt.index
        ids = _page_ids(ctx, current or CaseListState())
        if not isinstance(row, int) or not 0 <= row < len(ids):
            return gr.update(), gr.skip()
        if row + 1 < len(ids):
            library.prefetch(ids[row + 1])
        return ids[row], (sel or CaseSelection()).chose(ids[row], "explore")

    case_table.select(  # cheap (the prefetch runs in the background): no queue round trip
        on_row,
        inputs=[list_state, shared],
        outputs=[cases, shared],
        show_progress="hidden",
        queue=False,
    )


def wire_record(ctx: AppContext, state: gr.State, cases: gr.Textbox, record: Record) -> None:
    """A new case fills the record; the task and the reference toggle change their parts."""
    library = ctx.library
    task, question = record.task, record.question
    show_ref, reference = record.show_ref, record.reference
    panel_outputs = [state, *record.outputs()]

    def _listed(case_id: str) -> Case:
        """The listed entry: tasks and references need no pixels."""
        found = library.summary(case_id)
        if found is None:
            raise KeyError(case_id)
        return found

    def on_case(case_id: str, current: ExploreState) -> tuple[Any, ...]:
        return _panel(ctx, case_id or "", current or ExploreState())

    cases.change(on_case, inputs=[cases, state], outputs=panel_outputs, show_progress="hidden")

    def on_task(task_id: str, current: ExploreState) -> tuple[ExploreState, str, bool, str]:
        current = (current or ExploreState()).select_task(task_id or "")
        try:
            case = _listed(current.case_id)
        except KeyError:
            return current, "", False, NO_REFERENCE
        return current, case_panel.task_md(_task(case, current.task_id)), False, NO_REFERENCE

    task.input(on_task, inputs=[task, state], outputs=[state, question, show_ref, reference])

    def on_reference(show: bool, current: ExploreState) -> tuple[ExploreState, str]:
        current = (current or ExploreState()).toggle_reference(show)
        if not show:
            return current, NO_REFERENCE
        try:
            found_task = _task(_listed(current.case_id), current.task_id)
        except KeyError:
            return current, NO_REFERENCE
        ref = found_task.reference if found_task is not None else None
        return current, case_panel.reference_md(ref)

    show_ref.input(on_reference, inputs=[show_ref, state], outputs=[state, reference])


def wire_montage(images: Images) -> None:
    """Render montage: N slices of the viewed plane, lossless."""
    viewer, n_slices = images.viewer, images.n_slices
    montage_btn, montage = images.montage_btn, images.montage

    def on_montage(views: ScreenViews, n: float) -> str:
        view = (views or ScreenViews()).active()
        if view is None:
            gr.Warning("Open a case and look at a 3D sequence first.")
            return ""
        try:
            image = viewer.service.montage(view, int(n))
        except NeuroLensError as exc:
            gr.Warning(str(exc))
            return ""
        return montage_html(image, f"{view.label()} · {len(image.indices)} slices, lossless PNG")

    montage_btn.click(on_montage, inputs=[viewer.views, n_slices], outputs=[montage])
