"""The Annotate tab's widgets, one builder per part of the screen (ui/annotate/tab.py wires them).

Layout only: no events here. Top to bottom: who labels, the queue's filters, the key help,
the answer with the label's fields beside the case viewer, the queue.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr

from annotator.queue import list_models
from annotator.taxonomy import Taxonomy
from data.model import Difficulty, TaskFamily
from store.database import Store
from ui.annotate import layout
from ui.annotate.groups import group_choices
from ui.assets import read_asset
from ui.context import AppContext


def keys_js() -> str:
    return read_asset("annotate/keys.js")


def annotate_css() -> str:
    return read_asset("annotate/answer.css")


@dataclass(frozen=True)
class Filters:
    """Which answers the queue holds, and the button that reloads it."""

    model_f: gr.Dropdown
    split_f: gr.Dropdown
    family_f: gr.Dropdown
    category_f: gr.Dropdown
    unlabelled_f: gr.Checkbox
    disagree_f: gr.Checkbox
    wrong_f: gr.Checkbox
    undecided_f: gr.Checkbox
    refresh: gr.Button
    group_f: gr.Dropdown  # one side-by-side comparison's answers, column by column


@dataclass(frozen=True)
class LabelPane:
    """The answer being judged, the label's fields and its buttons (left column)."""

    context: gr.HTML
    answer: gr.HTML
    draft: gr.Markdown
    cat_buttons: list[gr.Button]
    subtype: gr.Dropdown
    tags: gr.Dropdown
    note: gr.Textbox
    reason: gr.Textbox
    save_b: gr.Button
    prev_b: gr.Button
    next_b: gr.Button
    undo_b: gr.Button
    flip_b: gr.Button
    ref_b: gr.Button
    status: gr.Markdown
    others: gr.Markdown


@dataclass(frozen=True)
class CasePane:
    """The answer's case: its id, the viewer (None where it could not be built), its record."""

    case_id: gr.Textbox
    views: gr.State | None
    case_md: gr.Markdown


def build_identity_row(ctx: AppContext) -> tuple[gr.Textbox, gr.Checkbox]:
    """The annotator's name (or a Hugging Face login) and blind mode."""
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
    return name, blind


def build_filters(store: Store, taxonomy: Taxonomy) -> Filters:
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
        group_f = gr.Dropdown(
            label="Side-by-side comparison",
            value="",
            choices=group_choices(store),
            elem_id="nl-ann-group",
        )
        refresh = gr.Button("Reload queue", scale=0, elem_id="nl-ann-reload")
    return Filters(
        model_f,
        split_f,
        family_f,
        category_f,
        unlabelled_f,
        disagree_f,
        wrong_f,
        undecided_f,
        refresh,
        group_f,
    )


def build_key_help() -> None:
    gr.HTML(layout.help_html(), elem_id="nl-ann-help", head=f"<style>{annotate_css()}</style>")
    gr.Markdown(
        "**Keys** (press **?** for all): 1-5 category · s save · v flip verdict · "
        "n/p next/previous · r reference · c N Enter claim · u undo"
    )


def build_category_buttons(taxonomy: Taxonomy) -> list[gr.Button]:
    """One button per error category, each with its definition beside it."""
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
    return cat_buttons


def build_label_pane(taxonomy: Taxonomy) -> LabelPane:
    context = gr.HTML("", elem_id="nl-ann-context")
    answer = gr.HTML(
        layout.answer_html(None, None),
        js_on_load=keys_js(),
        elem_id="nl-annotate-answer",
    )
    draft = gr.Markdown("", elem_id="nl-ann-draft")
    cat_buttons = build_category_buttons(taxonomy)
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
    return LabelPane(
        context,
        answer,
        draft,
        cat_buttons,
        subtype,
        tags,
        note,
        reason,
        save_b,
        prev_b,
        next_b,
        undo_b,
        flip_b,
        ref_b,
        status,
        others,
    )


def build_case_pane(ctx: AppContext) -> CasePane:
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
    return CasePane(case_id, views, case_md)


def build_queue_table() -> gr.Dataframe:
    return gr.Dataframe(
        headers=list(layout.QUEUE_HEADERS.values()),
        label="Queue",
        interactive=False,
        wrap=False,  # one line per row and a one-line header (a cell's full text on hover)
        column_widths=layout.QUEUE_WIDTHS,
        max_height=260,
        elem_id="nl-ann-queue",
    )
