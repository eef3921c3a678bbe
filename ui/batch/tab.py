"""The Batch tab: a batch run over chosen cases, its progress, the report and the label export.

On a Space there is no shell: this tab is the only way to run `python -m scoring.run`,
`python -m scoring.report` and the label export. Widgets (ui/batch/widgets.py) and events
only: the job is scoring/batch_job.py, the report scoring.summary, the export
annotator.export_context.
"""

from __future__ import annotations

import html
import tempfile
from pathlib import Path
from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from data.model import Case, Plane
from scoring.batch_job import BatchJobs, JobStatus
from ui.assets import read_asset
from ui.batch.suggest import build_suggest
from ui.batch.widgets import LABEL_FORMATS, BatchForm, BatchProgress, build_form, build_progress
from ui.context import AppContext
from ui.query.login import hf_models, visitor_key
from ui.query.models import model_choices, resolve_model, usable_models

# The progress bar polls the job every second for as long as the page is open, and every event
# that writes it skips gradio's queue (a plain request and its answer). Through the queue, an
# answer can be lost when gradio hands a session's event stream over between two events (seen
# in CI: Start's answer never came, so the bar never switched its timer on and a browser test
# waited for ever), and a "once" event whose answer is lost never fires again. Each tick reads
# the job's state afresh, so an answer that arrives out of order is put right a second later.
POLL_S = 1.0


def batch_jobs(ctx: AppContext) -> BatchJobs:
    """One job runner per app (its state is shared by every session and survives reloads)."""
    if ctx.batch_jobs is None:
        ctx.batch_jobs = BatchJobs(ctx.store, ctx.settings, ctx.models)
    jobs: BatchJobs = ctx.batch_jobs
    return jobs


def chosen_cases(ctx: AppContext, text: str) -> list[Case]:
    """Every case, or those matching the search (the same search as Explore's case list)."""
    from data.catalog.search import CaseQuery, search_cases

    if not (text or "").strip():
        return [c for c in ctx.library.cases if not getattr(c, "error", "")]
    ids = search_cases(ctx.library.index(), CaseQuery(text=text))  # type: ignore[arg-type]
    found = [ctx.library.summary(i) for i in ids]
    return [c for c in found if c is not None and not getattr(c, "error", "")]


def cases_note(ctx: AppContext, text: str) -> str:
    cases = chosen_cases(ctx, text)
    tasks = sum(len(c.tasks) for c in cases)
    return f"{len(cases):,} case(s), {tasks:,} task(s) chosen."


def progress_html(status: JobStatus, problem: str = "") -> str:
    """The bar, its line, why the last Start was refused (shown until a job runs), and why
    samples failed: each distinct failure message with how many samples it ended."""
    return read_asset("batch/progress.html").format(
        state=html.escape(status.state),
        percent=status.percent,
        line=html.escape(status.line()),
        problem=html.escape("" if status.active else problem),
        causes=causes_html(status.causes),
    )


def causes_html(causes: tuple[tuple[str, int], ...]) -> str:
    """The "why samples failed" list ("" while none failed)."""
    if not causes:
        return ""
    items = "".join(
        read_asset("batch/cause.html").format(
            count=f"{count:,}",
            samples="sample" if count == 1 else "samples",
            message=html.escape(message),
        )
        for message, count in causes
    )
    return read_asset("batch/causes.html").format(items=items)


def build(ctx: AppContext) -> None:
    from gradio.context import Context

    tab = Context.block  # the gr.Tab this build() runs in
    jobs = batch_jobs(ctx)
    choices = model_choices(ctx.models)
    gr.Markdown(
        "Ask a model every task of the chosen cases, *n* samples each; answers are saved as "
        "they arrive and scored at the end (as `python -m scoring.run` does). **Resume**: start "
        "again with the same settings; samples already answered are skipped.",
        elem_id="nl-batch-intro",
    )
    with gr.Row(equal_height=False, elem_id="nl-batch"):
        with gr.Column(scale=3, min_width=360):
            # the Query tab's choice: the first model that can answer as it is
            first = next(iter(usable_models(ctx.models, choices)), choices[0][1])
            form = build_form(cases_note(ctx, ""), choices, first)
        with gr.Column(scale=2, min_width=320):
            out = build_progress(progress_html(jobs.status()), POLL_S)
            build_suggest(ctx)

    wire_models(ctx, form, choices)
    wire_job(ctx, jobs, form, out, tab)
    wire_exports(ctx, out)


def wire_models(ctx: AppContext, form: BatchForm, choices: list[tuple[str, str]]) -> None:
    """The search says which cases it picks; a signed-in visitor gets the router's models."""
    from gradio.context import Context

    search, chosen, model = form.search, form.chosen, form.model

    search.change(lambda t: cases_note(ctx, t), inputs=[search], outputs=[chosen])

    def on_load(oauth: gr.OAuthToken | None, current: str) -> Any:
        """The Hugging Face router's vision models for a signed-in visitor, as in Query."""
        return hf_models(ctx, choices, current, visitor_key(ctx, oauth))[0]

    page = Context.root_block
    if page is not None and (ctx.settings.hf_oauth or ctx.settings.hf_token):
        page.load(on_load, inputs=[model], outputs=[model])


def wire_job(
    ctx: AppContext, jobs: BatchJobs, form: BatchForm, out: BatchProgress, tab: Any
) -> None:
    """Start / resume, Cancel, and the progress bar (polled, and on opening the tab)."""
    from vlm.batch import BatchConfig
    from vlm.privacy import Confirmations
    from vlm.prompt import Ablation, ImageMode, ImageOptions
    from vlm.provider import SamplingParams

    registry = ctx.models
    start, cancel, bar, problem, timer = form.start, form.cancel, out.bar, out.problem, out.timer

    def on_start(oauth: gr.OAuthToken | None, *args: Any) -> tuple[str, str]:
        (text, choice, url, name, key, n_, images_, mode_, plane_, size_, abl, rem, burn) = args
        try:
            # a `huggingface/...` model runs on the visitor's own login (kept for this batch only)
            hf_key = visitor_key(ctx, oauth)
            spec, typed = resolve_model(registry, choice, url, name, key, hf_key=hf_key)
            cases = chosen_cases(ctx, text)
            config = BatchConfig(
                params=SamplingParams(n=int(n_)),
                concurrency=4,
                images=ImageOptions(
                    mode=ImageMode(mode_),
                    count=int(images_),
                    max_images=spec.image_limit(20),
                    max_size=int(size_),
                    plane=Plane(plane_),
                    convention=ctx.settings.display_convention,
                ),
                ablation=Ablation(abl),
                confirmations=Confirmations(
                    remote_for_own_cases=bool(rem), burned_in_images=bool(burn)
                ),
            )
            status, refused = jobs.start(spec, typed, cases, config), ""
        except NeuroLensError as exc:  # shown in the bar (gr.Warning needs the queue)
            status, refused = jobs.status(), f"Not started: {exc}"
        return progress_html(status, refused), refused

    inputs = form.start_inputs()
    direct: dict[str, Any] = {"queue": False, "show_progress": "hidden"}
    start.click(on_start, inputs=inputs, outputs=[bar, problem], **direct)

    def on_cancel(refused: str) -> str:
        return progress_html(jobs.cancel(), refused)

    cancel.click(on_cancel, inputs=[problem], outputs=[bar], **direct)

    def on_tick(refused: str) -> str:
        return progress_html(jobs.status(), refused)

    timer.tick(on_tick, inputs=[problem], outputs=[bar], **direct)
    # a reload or another browser: opening the tab shows the job as it is now
    if isinstance(tab, gr.Tab):
        tab.select(on_tick, inputs=[problem], outputs=[bar], **direct)


def wire_exports(ctx: AppContext, exports: BatchProgress) -> None:
    """The report (what `python -m scoring.report` prints) and the labels with their context."""
    report_btn, report_file = exports.report_btn, exports.report_file
    label_fmt, labels_btn, labels_file = exports.label_fmt, exports.labels_btn, exports.labels_file

    def on_report() -> Any:
        try:
            return gr.update(value=write_report(ctx), visible=True)
        except NeuroLensError as exc:
            gr.Warning(str(exc))
            return gr.update()

    report_btn.click(on_report, outputs=[report_file])

    def on_labels(fmt: str) -> Any:
        from annotator.export_context import export_with_context

        fmt = fmt if fmt in {f for _l, f in LABEL_FORMATS} else "csv"
        if ctx.store is None:
            gr.Warning("no database: nothing to export")
            return gr.update()
        out = Path(tempfile.mkdtemp(prefix="neurolens-labels-")) / f"neurolens-labels.{fmt}"
        count = export_with_context(ctx.store, str(out), fmt)
        gr.Info(f"{count} label events exported")
        return gr.update(value=str(out), visible=True)

    labels_btn.click(on_labels, inputs=[label_fmt], outputs=[labels_file])


def write_report(ctx: AppContext) -> str:
    """What `python -m scoring.report --format csv` prints, from the app's own store."""
    from scoring.summary import summarise
    from scoring.verdict import judged_samples

    store = ctx.store
    if store is None or not store.table_exists("samples"):
        raise NeuroLensError("no runs recorded yet")
    samples = judged_samples(store, ctx.settings.bertscore_model or None)
    frame = summarise(samples, (1, 5), ("model", "split", "family"))
    out = Path(tempfile.mkdtemp(prefix="neurolens-report-")) / "neurolens-report.csv"
    frame.to_csv(out, index=False)
    return str(out)
