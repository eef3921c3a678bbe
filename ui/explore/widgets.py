"""The Explore tab's widgets, one builder per column (ui/explore/tab.py wires them).

Three columns: a narrow case picker, the images as large as the width allows, and the case
record beside them (wide enough that EHR field names wrap between words, if at all).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr

from data.catalog.library import CaseLibrary
from data.model import Difficulty, SequenceKind, TaskFamily
from ui.context import AppContext
from ui.explore.state import ANY, CaseListState
from ui.viewer.widget import ViewerHandles, build_case_viewer

NO_REFERENCE = ""

# The list is narrow: the id and the title only (source, sequences and tasks are filters and
# in the record), so a title is read rather than cut to its first letters.
LIST_HEADERS = ["case", "title"]
LIST_WIDTHS: list[str | int] = ["42%", "58%"]


@dataclass(frozen=True)
class CaseList:
    """The case list: search, filters, one page of rows, and the hidden chosen case id."""

    list_state: gr.State
    search: gr.Textbox
    family: gr.Dropdown
    difficulty: gr.Dropdown
    source: gr.Dropdown
    kind: gr.Dropdown
    labelled: gr.Dropdown
    found: gr.Markdown
    scan_timer: gr.Timer
    case_table: gr.Dataframe
    prev_btn: gr.Button
    next_btn: gr.Button
    cases: gr.Textbox


@dataclass(frozen=True)
class Images:
    """The viewer and the montage of the viewed plane."""

    viewer: ViewerHandles
    n_slices: gr.Slider
    montage_btn: gr.Button
    montage: gr.HTML


@dataclass(frozen=True)
class Record:
    """The case record: provenance, licence, sequences, EHR, notes, task and reference."""

    provenance: gr.Markdown
    notice_box: gr.Accordion
    notice: gr.Markdown
    sequences: gr.Markdown
    ehr: gr.Markdown
    notes: gr.Markdown
    task: gr.Dropdown
    question: gr.Markdown
    show_ref: gr.Checkbox
    reference: gr.Markdown

    def outputs(self) -> list[Any]:
        """What a new case fills, in the order _panel returns it (after the state)."""
        return [
            self.provenance,
            self.notice_box,
            self.notice,
            self.sequences,
            self.ehr,
            self.notes,
            self.task,
            self.question,
            self.show_ref,
            self.reference,
        ]


def build_case_list(
    library: CaseLibrary, first_id: str, first_rows: list[list[Any]], found_md: str
) -> CaseList:
    family_choices = [("any", ANY)] + [(f.value.replace("_", " "), f.value) for f in TaskFamily]
    difficulty_choices = [("any", ANY)] + [(d.value.replace("_", " "), d.value) for d in Difficulty]
    source_choices = [("any", ANY)] + [(s, s) for s in library.sources()]
    kind_choices = [("any", ANY)] + [(k.value, k.value) for k in SequenceKind]
    labelled_choices = [("any", ANY), ("labelled", "yes"), ("not labelled", "no")]
    # The case list: one table of at most PAGE_SIZE rows, filtered on an in-memory
    # index of the catalog (data/catalog/search.py), never one widget per case.
    list_state = gr.State(CaseListState())
    search = gr.Textbox(label="Search", placeholder="id, title, tags, EHR, question…")
    with gr.Accordion("Filters", open=False, elem_id="nl-explore-filters"):
        family = gr.Dropdown(family_choices, value=ANY, label="Task family")
        difficulty = gr.Dropdown(difficulty_choices, value=ANY, label="Split")
        source = gr.Dropdown(source_choices, value=ANY, label="Source")
        kind = gr.Dropdown(kind_choices, value=ANY, label="Sequence kind")
        labelled = gr.Dropdown(labelled_choices, value=ANY, label="Labelled")
    found = gr.Markdown(found_md, elem_id="nl-case-count")
    # a first scan of thousands of cases runs after start-up: show it, list them after
    scan_timer = gr.Timer(1.0, active=not library.scan.finished)
    case_table = gr.Dataframe(
        first_rows,
        headers=LIST_HEADERS,
        column_widths=LIST_WIDTHS,
        interactive=False,
        wrap=True,
        max_height=520,
        elem_id="nl-case-list",
    )
    with gr.Row():
        prev_btn = gr.Button("◀ Prev", size="sm", elem_id="nl-case-prev")
        next_btn = gr.Button("Next ▶", size="sm", elem_id="nl-case-next")
    cases = gr.Textbox(first_id, visible=False, elem_id="nl-case-id")
    return CaseList(
        list_state,
        search,
        family,
        difficulty,
        source,
        kind,
        labelled,
        found,
        scan_timer,
        case_table,
        prev_btn,
        next_btn,
        cases,
    )


def build_images(ctx: AppContext, cases: gr.Textbox, first_id: str) -> Images:
    viewer = build_case_viewer(
        ctx, cases, elem_id="nl-viewer", initial_case_id=first_id, case_list="nl-case-list"
    )
    with gr.Accordion("Montage of the viewed plane", open=False):
        with gr.Row():
            n_slices = gr.Slider(4, 48, value=16, step=1, label="Slices")
            montage_btn = gr.Button("Render montage", scale=0)
        montage = gr.HTML("", js_on_load=None, elem_id="nl-montage")
    return Images(viewer, n_slices, montage_btn, montage)


def build_record(init: tuple[Any, ...]) -> Record:
    """The record column, filled with the first case's panel (`init`, as _panel returns it)."""
    _state, init_prov, init_notice_box, init_notice = init[:4]
    init_seqs, init_ehr, init_notes, init_task, init_question = init[4:9]
    # folds the case list and this record so the images get their width (three
    # viewports fold them by themselves: ui/static/explore_panels.js)
    gr.Button("hide case list and record ▸", size="sm", elem_id="nl-panels-toggle")
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
    return Record(
        provenance, notice_box, notice, sequences, ehr, notes, task, question, show_ref, reference
    )
