"""The Query tab's widgets, one builder per part of the screen (ui/query/tab.py wires them).

Layout only: no events here, so each part reads as what the user sees, top to bottom.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr

from data.model import Case
from ui.case.panel import task_choices
from ui.case.picker import build_case_picker
from ui.context import AppContext
from ui.query.login import build_login
from ui.query.models import CUSTOM, connect_help, needs_help
from ui.query.run import RUN_COLUMNS, earlier_runs, empty_scores
from ui.query.state import case_record_md, question_md
from ui.scores.tab import QUERY_TABLE_WIDTHS
from ui.viewer.widget import ViewerHandles, build_case_viewer


@dataclass(frozen=True)
class CasePane:
    """The case, its task and question, its record, and the viewer (left column)."""

    case_find: gr.Textbox
    case_dd: gr.Dropdown
    task_dd: gr.Dropdown
    question: gr.Markdown
    record: gr.Markdown
    viewer: ViewerHandles


@dataclass(frozen=True)
class ModelPane:
    """Which model answers: the registry's choice or a custom endpoint with its own key."""

    help_md: gr.Markdown
    hf_md: gr.Markdown
    model_dd: gr.Dropdown
    base_url: gr.Textbox
    custom_name: gr.Textbox
    api_key: gr.Textbox


@dataclass(frozen=True)
class RequestPane:
    """How to ask: sampling, which images, and what the user agrees to send."""

    temperature: gr.Slider
    top_p: gr.Slider
    n: gr.Slider
    max_tokens: gr.Number
    seed: gr.Textbox
    mode: gr.Radio
    count: gr.Slider
    max_images: gr.Slider
    max_size: gr.Slider
    ablation: gr.Radio
    confirm_remote: gr.Checkbox
    confirm_burned: gr.Checkbox
    release_notes: gr.CheckboxGroup
    from_record: gr.Checkbox


@dataclass(frozen=True)
class ActionPane:
    """Preview, Run, Cancel, and what comes back: status, answers, the request as sent."""

    preview_btn: gr.Button
    run_btn: gr.Button
    cancel_btn: gr.Button
    status: gr.Markdown
    answers: gr.Markdown
    preview_box: gr.Accordion
    preview_images: gr.HTML
    preview_json: gr.Code


@dataclass(frozen=True)
class ResultsPane:
    """Under both columns: this run's scores and the case's earlier runs."""

    scores_md: gr.Markdown
    scores_table: gr.Dataframe
    runs_df: gr.Dataframe
    run_pick: gr.Textbox
    run_samples: gr.Markdown


def first_task_id(case: Case | None) -> str:
    return case.tasks[0].task_id if case and case.tasks else ""


def build_case_pane(ctx: AppContext, first: Case | None) -> CasePane:
    case_find, case_dd = build_case_picker(
        ctx.library, first.case_id if first else "", "nl-query-case"
    )
    task_dd = gr.Dropdown(
        task_choices(first) if first else [],
        value=first.tasks[0].task_id if first and first.tasks else None,
        label="Task",
        elem_id="nl-query-task",
    )
    question = gr.Markdown(question_md(first, first_task_id(first)), elem_id="nl-query-question")
    with gr.Accordion("Case record (EHR and notes)", open=False, elem_id="nl-query-record"):
        record = gr.Markdown(case_record_md(first), elem_id="nl-query-record-text")
    viewer = build_case_viewer(
        ctx,
        case_dd,
        elem_id="nl-query-viewer",
        initial_case_id=first.case_id if first else "",
    )
    return CasePane(case_find, case_dd, task_dd, question, record, viewer)


def build_model_pane(
    ctx: AppContext, choices: list[tuple[str, str]], usable: list[str]
) -> ModelPane:
    registry = ctx.models
    help_md = gr.Markdown(
        connect_help(registry) if needs_help(registry) else "", elem_id="nl-query-help"
    )
    hf_md = build_login(ctx)
    model_dd = gr.Dropdown(
        choices, value=usable[0] if usable else CUSTOM, label="Model", elem_id="nl-model"
    )
    with gr.Accordion("Custom endpoint", open=not usable, elem_id="nl-custom"):
        base_url = gr.Textbox(
            label="Base URL",
            placeholder="http://localhost:8000/v1",
            elem_id="nl-custom-url",
        )
        custom_name = gr.Textbox(
            label="Model",
            placeholder="provider/model or model id",
            elem_id="nl-custom-model",
        )
        api_key = gr.Textbox(
            label="API key (this session only, never saved)",
            type="password",
            elem_id="nl-custom-key",
        )
    return ModelPane(help_md, hf_md, model_dd, base_url, custom_name, api_key)


def build_request_pane() -> RequestPane:
    with gr.Accordion("Sampling", open=False, elem_id="nl-sampling"):
        temperature = gr.Slider(0, 2, value=0.7, step=0.05, label="temperature")
        top_p = gr.Slider(0.05, 1, value=0.95, step=0.05, label="top_p")
        n = gr.Slider(1, 10, value=5, step=1, label="samples (n)", elem_id="nl-n")
        max_tokens = gr.Number(1024, label="max tokens", precision=0)
        seed = gr.Textbox("", label="seed (optional)")
    with gr.Accordion("Images", open=False):
        mode = gr.Radio(
            [
                ("slices in view", "in_view"),
                ("N evenly spaced", "even"),
                ("key slices", "key"),
                ("montage per sequence", "montage"),
            ],
            value="in_view",
            label="Which images",
        )
        count = gr.Slider(1, 16, value=5, step=1, label="N per sequence / montage tiles")
        max_images = gr.Slider(1, 40, value=20, step=1, label="max images")
        max_size = gr.Slider(128, 1024, value=512, step=64, label="max side (px)")
        ablation = gr.Radio(
            [("images + text", "both"), ("images only", "images"), ("text only", "text")],
            value="both",
            label="Ablation",
        )
    confirm_remote = gr.Checkbox(False, label="Send my case to this remote endpoint")
    confirm_burned = gr.Checkbox(False, label="Include images with burned-in annotations")
    release_notes = gr.CheckboxGroup(
        [],
        value=[],
        label="Send these notes NOT de-identified (the gate cannot read their language)",
        visible=False,
        elem_id="nl-release-notes",
    )
    from_record = gr.Checkbox(False, label="Answer from the record if an identical request was run")
    return RequestPane(
        temperature,
        top_p,
        n,
        max_tokens,
        seed,
        mode,
        count,
        max_images,
        max_size,
        ablation,
        confirm_remote,
        confirm_burned,
        release_notes,
        from_record,
    )


def build_action_pane() -> ActionPane:
    with gr.Row():
        preview_btn = gr.Button("Preview", elem_id="nl-preview")
        run_btn = gr.Button("Run", variant="primary", elem_id="nl-run")
        cancel_btn = gr.Button("Cancel", variant="stop")
    status = gr.Markdown("", elem_id="nl-query-status")
    answers = gr.Markdown("", elem_id="nl-answers")
    # beside the viewer: the images as sent, one image pixel per screen pixel, and the
    # request's messages (in a box that scrolls, not a page that does)
    with gr.Accordion(
        "Preview: exactly what will be sent", open=False, elem_id="nl-pv"
    ) as preview_box:  # opened by Preview (closed, its empty boxes show no placeholder)
        preview_images = gr.HTML("", elem_id="nl-preview-images")
        preview_json = gr.Code(
            language="json",
            label="Request messages (image data shortened)",
            max_lines=24,
            elem_id="nl-preview-json",
        )
    return ActionPane(
        preview_btn, run_btn, cancel_btn, status, answers, preview_box, preview_images, preview_json
    )


def build_results_pane(ctx: AppContext, first: Case | None) -> ResultsPane:
    with gr.Accordion("Scores of this run", open=True):
        scores_md = gr.Markdown(
            "_Scored here (offline rule or grader, BERTScore) when the last sample arrives._",
            elem_id="nl-query-scores",
        )
        scores_table = gr.Dataframe(
            empty_scores(),
            label="Samples (every column: Scores tab)",
            wrap=True,
            column_widths=list(QUERY_TABLE_WIDTHS.values()),
            interactive=False,
            elem_id="nl-query-score-table",
        )
    with gr.Accordion("Earlier runs on this case", open=True):
        runs_df = gr.Dataframe(
            earlier_runs(ctx, first.case_id if first else ""),
            headers=RUN_COLUMNS,
            interactive=False,
            wrap=True,
            elem_id="nl-query-runs",
        )
        run_pick = gr.Textbox(label="Run id to show")
        run_samples = gr.Markdown("", elem_id="nl-query-run-answers")
    return ResultsPane(scores_md, scores_table, runs_df, run_pick, run_samples)


def request_inputs(
    state: gr.State, case: CasePane, model: ModelPane, req: RequestPane
) -> list[Any]:
    """Every widget a request is made from, in the order `prepare` takes them."""
    return [
        state,
        case.case_dd,
        case.task_dd,
        model.model_dd,
        model.base_url,
        model.custom_name,
        model.api_key,
        req.temperature,
        req.top_p,
        req.n,
        req.max_tokens,
        req.seed,
        req.mode,
        req.count,
        req.max_images,
        req.max_size,
        req.ablation,
        case.viewer.views,
        req.confirm_remote,
        req.confirm_burned,
        req.release_notes,
    ]
