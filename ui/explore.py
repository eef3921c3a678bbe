"""The Explore tab: pick a case, look at its images side by side, read its EHR, notes and task.

Widgets only: filtering is CaseLibrary.filter_cases, pixels come from the viewer (ui/viewer.py,
explorer/), text from ui/case_panel.py; per-session choices live in an ExploreState.
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from data.model import Case, Difficulty, TaskFamily
from ui import case_panel
from ui.context import AppContext
from ui.explore_state import ANY, ExploreState, ScreenViews, parse_difficulty, parse_family
from ui.montage_view import montage_html
from ui.viewer import build_case_viewer

NO_REFERENCE = ""


def case_choices(cases: list[Case]) -> list[tuple[str, str]]:
    return [(case_panel.case_choice_label(c), c.case_id) for c in cases]


def _panel(ctx: AppContext, case_id: str, state: ExploreState) -> tuple[Any, ...]:
    """Everything the side panel shows for a case (the reference stays hidden)."""
    try:
        case = ctx.library.get(case_id) if case_id else None
    except KeyError:
        case = None
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

    from ui.selection import follow_selection

    tab = Context.block  # the gr.Tab this build() runs in
    library = ctx.library
    first_id = library.cases[0].case_id if library.cases else ""
    # The first case's panel is filled at build time so the page opens ready.
    init = _panel(ctx, first_id, ExploreState())
    init_state, init_prov, init_notice_box, init_notice = init[:4]
    init_seqs, init_ehr, init_notes, init_task, init_question = init[4:9]
    state = gr.State(init_state)

    family_choices = [("any", ANY)] + [(f.value.replace("_", " "), f.value) for f in TaskFamily]
    difficulty_choices = [("any", ANY)] + [(d.value.replace("_", " "), d.value) for d in Difficulty]
    source_choices = [("any", ANY)] + [(s, s) for s in library.sources()]

    # Three columns: a narrow case picker, the images as large as the width allows, and the
    # case record beside them (wide enough that EHR field names wrap between words, if at all).
    with gr.Row(equal_height=False, elem_id="nl-explore"):
        with gr.Column(scale=1, min_width=220, elem_id="nl-explore-cases"):
            search = gr.Textbox(label="Search", placeholder="id, title, notes, EHR, question…")
            with gr.Accordion("Filters", open=False, elem_id="nl-explore-filters"):
                family = gr.Dropdown(family_choices, value=ANY, label="Task family")
                difficulty = gr.Dropdown(difficulty_choices, value=ANY, label="Difficulty")
                source = gr.Dropdown(source_choices, value=ANY, label="Source")
            found = gr.Markdown(f"{len(library.cases)} case(s)", elem_id="nl-case-count")
            cases = gr.Radio(
                case_choices(list(library.cases)),
                value=first_id or None,
                label="Cases",
                elem_id="nl-case-list",
            )
        with gr.Column(scale=5, min_width=480, elem_id="nl-explore-images"):
            viewer = build_case_viewer(ctx, cases, elem_id="nl-viewer", initial_case_id=first_id)
            with gr.Accordion("Montage of the viewed plane", open=False):
                with gr.Row():
                    n_slices = gr.Slider(4, 48, value=16, step=1, label="Slices")
                    montage_btn = gr.Button("Render montage", scale=0)
                montage = gr.HTML("", js_on_load=None, elem_id="nl-montage")
        with gr.Column(scale=2, min_width=340, elem_id="nl-explore-record"):
            provenance = gr.Markdown(init_prov, elem_id="nl-provenance")
            with gr.Accordion(
                "Licence notice (full text)",
                open=False,
                visible=init_notice_box.get("visible", False),
                elem_id="nl-notice-box",
            ) as notice_box:
                notice = gr.Markdown(init_notice, elem_id="nl-notice")
            with gr.Accordion("Sequences", open=False, elem_id="nl-sequences-box"):
                sequences = gr.Markdown(init_seqs, elem_id="nl-sequences")
            with gr.Accordion("EHR", open=True):
                ehr = gr.Markdown(init_ehr, elem_id="nl-ehr")
            with gr.Accordion("Clinical notes", open=True):
                notes = gr.Markdown(init_notes, elem_id="nl-notes")
            task = gr.Dropdown(
                init_task.get("choices", []),
                value=init_task.get("value"),
                label="Task",
                elem_id="nl-task",
            )
            question = gr.Markdown(init_question, elem_id="nl-question")
            show_ref = gr.Checkbox(False, label="Show reference answer", elem_id="nl-show-ref")
            reference = gr.Markdown(NO_REFERENCE, elem_id="nl-reference")

    panel_outputs = [
        state,
        provenance,
        notice_box,
        notice,
        sequences,
        ehr,
        notes,
        task,
        question,
        show_ref,
        reference,
    ]

    def filter_list(fam: str, diff: str, src: str, text: str, current: str) -> tuple[Any, str]:
        try:
            matches = library.filter_cases(
                parse_family(fam),
                parse_difficulty(diff),
                None if not src or src == ANY else src,
                text or "",
            )
        except NeuroLensError as exc:
            gr.Warning(str(exc))
            return gr.update(), ""
        ids = [c.case_id for c in matches]
        value = current if current in ids else (ids[0] if ids else None)
        note = f"{len(matches)} of {len(library.cases)} case(s)"
        return gr.update(choices=case_choices(matches), value=value), note

    filters = [family, difficulty, source, search]
    filter_io: dict[str, Any] = {
        "inputs": [*filters, cases],
        "outputs": [cases, found],
        "show_progress": "hidden",
    }
    for dropdown in (family, difficulty, source):
        dropdown.change(filter_list, **filter_io)
    search.change(filter_list, **filter_io)  # cheap: filters as the user types

    def on_case(case_id: str, current: ExploreState) -> tuple[Any, ...]:
        return _panel(ctx, case_id or "", current or ExploreState())

    cases.change(on_case, inputs=[cases, state], outputs=panel_outputs, show_progress="hidden")

    def on_task(task_id: str, current: ExploreState) -> tuple[ExploreState, str, bool, str]:
        current = (current or ExploreState()).select_task(task_id or "")
        try:
            case = library.get(current.case_id)
        except KeyError:
            return current, "", False, NO_REFERENCE
        return current, case_panel.task_md(_task(case, current.task_id)), False, NO_REFERENCE

    task.input(on_task, inputs=[task, state], outputs=[state, question, show_ref, reference])

    def on_reference(show: bool, current: ExploreState) -> tuple[ExploreState, str]:
        current = (current or ExploreState()).toggle_reference(show)
        if not show:
            return current, NO_REFERENCE
        try:
            found_task = _task(library.get(current.case_id), current.task_id)
        except KeyError:
            return current, NO_REFERENCE
        ref = found_task.reference if found_task is not None else None
        return current, case_panel.reference_md(ref)

    show_ref.input(on_reference, inputs=[show_ref, state], outputs=[state, reference])

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
    follow_selection(ctx, "explore", cases, tab)  # one case across tabs (ui/selection.py)
