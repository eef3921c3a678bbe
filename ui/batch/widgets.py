"""The Batch tab's widgets: the batch's settings (left) and its progress and exports (right).

Layout only: ui/batch/tab.py wires them.
"""

from __future__ import annotations

from dataclasses import dataclass

import gradio as gr

from data.model import Plane

LABEL_FORMATS = (("CSV", "csv"), ("Parquet", "parquet"), ("JSON lines", "jsonl"))


@dataclass(frozen=True)
class BatchForm:
    """Which cases, which model, how to ask, and what the user agrees to send."""

    search: gr.Textbox
    chosen: gr.Markdown
    model: gr.Dropdown
    custom_url: gr.Textbox
    custom_name: gr.Textbox
    api_key: gr.Textbox
    n: gr.Slider
    images: gr.Slider
    mode: gr.Radio
    plane: gr.Dropdown
    size: gr.Slider
    ablation: gr.Radio
    remote: gr.Checkbox
    burned: gr.Checkbox
    start: gr.Button
    cancel: gr.Button

    def start_inputs(self) -> list[gr.components.Component]:
        """What on_start reads, in its order."""
        return [
            self.search,
            self.model,
            self.custom_url,
            self.custom_name,
            self.api_key,
            self.n,
            self.images,
            self.mode,
            self.plane,
            self.size,
            self.ablation,
            self.remote,
            self.burned,
        ]


@dataclass(frozen=True)
class BatchProgress:
    """The job's progress bar (polled), and the report and label exports."""

    bar: gr.HTML
    timer: gr.Timer
    problem: gr.State
    report_btn: gr.Button
    report_file: gr.File
    label_fmt: gr.Radio
    labels_btn: gr.Button
    labels_file: gr.File


def build_form(chosen_md: str, choices: list[tuple[str, str]], first: str) -> BatchForm:
    search = gr.Textbox(
        label="Cases: search (blank: all cases)",
        placeholder="id, title, tag, EHR text…",
        elem_id="nl-batch-cases",
    )
    chosen = gr.Markdown(chosen_md, elem_id="nl-batch-chosen")
    model = gr.Dropdown(choices, value=first, label="Model", elem_id="nl-batch-model")
    with gr.Row():
        custom_url = gr.Textbox(label="Custom endpoint base URL", elem_id="nl-batch-url")
        custom_name = gr.Textbox(label="Custom model name", elem_id="nl-batch-name")
    api_key = gr.Textbox(
        label="API key (kept in memory for this batch only)",
        type="password",
        elem_id="nl-batch-key",
    )
    with gr.Row():
        n = gr.Slider(1, 10, value=5, step=1, label="Samples per task (n)")
        images = gr.Slider(1, 20, value=5, step=1, label="Images per sequence")
    with gr.Row():
        mode = gr.Radio(["even", "key", "montage"], value="even", label="Image mode")
        plane = gr.Dropdown([p.value for p in Plane], value="axial", label="Plane")
        size = gr.Slider(128, 1024, value=512, step=64, label="Longest side (px)")
        ablation = gr.Radio(["both", "images", "text"], value="both", label="Send")
    remote = gr.Checkbox(False, label="Send my own cases (de-identified) to a non-local endpoint")
    burned = gr.Checkbox(False, label="Also send sequences with burned-in annotations")
    with gr.Row():
        start = gr.Button("Start / resume", variant="primary", elem_id="nl-batch-start")
        cancel = gr.Button("Cancel", elem_id="nl-batch-cancel")
    return BatchForm(
        search,
        chosen,
        model,
        custom_url,
        custom_name,
        api_key,
        n,
        images,
        mode,
        plane,
        size,
        ablation,
        remote,
        burned,
        start,
        cancel,
    )


def build_progress(first_bar: str, poll_s: float) -> BatchProgress:
    bar = gr.HTML(first_bar, elem_id="nl-batch-progress")
    timer = gr.Timer(poll_s, active=True)
    problem = gr.State("")  # why this session's last Start was refused
    with gr.Accordion("Report and label export", open=True):
        report_btn = gr.Button("Build the report (CSV)", elem_id="nl-batch-report")
        # shown once there is a file (an empty gr.File is a blank drop zone)
        report_file = gr.File(
            label="Report", interactive=False, visible=False, elem_id="nl-batch-rfile"
        )
        label_fmt = gr.Radio(list(LABEL_FORMATS), value="csv", label="Label format")
        labels_btn = gr.Button("Export the labels", elem_id="nl-batch-labels")
        labels_file = gr.File(
            label="Labels", interactive=False, visible=False, elem_id="nl-batch-lfile"
        )
    return BatchProgress(
        bar, timer, problem, report_btn, report_file, label_fmt, labels_btn, labels_file
    )
