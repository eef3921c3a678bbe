"""The Query tab: ask a chosen model about the case in view and watch the answers arrive.

Widgets only: prompts come from vlm.prompt (privacy-gated), the run itself from vlm.live (its
events become widget updates here), rows from store.runs; per-session choices live in a
QueryState. The first sample streams; the others fill in as they arrive; Cancel stops what has
not been sent or answered.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from ui.case.panel import task_choices
from ui.case.picker import build_case_picker, choices_with
from ui.context import AppContext
from ui.query.login import build_login, hf_models, model_check, visitor_key
from ui.query.run import (
    RUN_COLUMNS,
    case_of,
    earlier_runs,
    empty_scores,
    preview_images_html,
    run_query,
    score_run,
)
from ui.query.state import (
    CUSTOM,
    QueryState,
    case_record_md,
    connect_help,
    image_options,
    model_choices,
    needs_help,
    picked_run,
    preview_note,
    preview_summary,
    question_md,
    resolve_model,
    samples_markdown,
    sampling_params,
)
from ui.scores.tab import QUERY_TABLE_WIDTHS
from ui.viewer.widget import build_case_viewer
from vlm.live import (
    RunningQueries,
)


def build(ctx: AppContext) -> None:
    from gradio.context import Context

    from ui.case.selection import follow_selection

    tab = Context.block  # the gr.Tab this build() runs in
    registry = ctx.models
    running = RunningQueries()
    first = ctx.library.cases[0] if len(ctx.library) else None
    choices = model_choices(registry)
    usable = [
        c[1]
        for c in choices
        if c[1] != CUSTOM and registry and registry.has_key(registry.get(c[1]))
    ]
    state = gr.State(
        QueryState(
            first.case_id if first else "", first.tasks[0].task_id if first and first.tasks else ""
        )
    )

    with gr.Row(equal_height=False, elem_id="nl-query"):
        with gr.Column(scale=3, min_width=420):
            case_find, case_dd = build_case_picker(
                ctx.library, first.case_id if first else "", "nl-query-case"
            )
            task_dd = gr.Dropdown(
                task_choices(first) if first else [],
                value=first.tasks[0].task_id if first and first.tasks else None,
                label="Task",
                elem_id="nl-query-task",
            )
            first_task = first.tasks[0].task_id if first and first.tasks else ""
            question = gr.Markdown(question_md(first, first_task), elem_id="nl-query-question")
            with gr.Accordion("Case record (EHR and notes)", open=False, elem_id="nl-query-record"):
                record = gr.Markdown(case_record_md(first), elem_id="nl-query-record-text")
            viewer = build_case_viewer(
                ctx,
                case_dd,
                elem_id="nl-query-viewer",
                initial_case_id=first.case_id if first else "",
            )
        with gr.Column(scale=2, min_width=320):
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
            from_record = gr.Checkbox(
                False, label="Answer from the record if an identical request was run"
            )
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

    # ---------------------------------------------------------------- helpers

    def prepare(
        st: QueryState,
        case_id: str,
        task_id: str,
        choice: str,
        url: str,
        name: str,
        key: str,
        temp: float,
        tp: float,
        nn: float,
        mt: float,
        sd: str,
        md: str,
        cnt: float,
        mi: float,
        ms: float,
        abl: str,
        views: Any,
        remote: bool,
        burned: bool,
        released: list[str] | None,
        *,
        hf_key: str | None = None,
    ) -> tuple[Any, ...]:
        from vlm.privacy import check_destination
        from vlm.prompt import Ablation, build_prompt

        case = case_of(ctx, case_id)
        if case is None:
            raise NeuroLensError("pick a case first")
        task = case.task(task_id) if task_id else (case.tasks[0] if case.tasks else None)
        if task is None:
            raise NeuroLensError("this case has no task to ask")
        spec, key_value = resolve_model(registry, choice, url, name, key, hf_key=hf_key)
        params = sampling_params(temp, tp, nn, mt, sd)
        st = (st or QueryState()).select(case.case_id, task.task_id)
        st = st.confirm(remote, burned, released or ())
        opts = image_options(
            md, cnt, mi, ms, views, spec, convention=ctx.settings.display_convention
        )
        if opts.mode.value == "in_view" and not opts.views and abl != "text":
            raise NeuroLensError(
                "no slice on screen yet: scroll the viewer, or pick another image mode"
            )
        check_destination(case, spec.base_url, st.confirmations)
        prompt = build_prompt(case, task, opts, Ablation(abl), st.confirmations)
        if prompt.images and not spec.supports_images:
            raise NeuroLensError(f"{spec.name} is configured without image support: use text only")
        return st, case, task, spec, key_value, params, prompt

    inputs = [
        state,
        case_dd,
        task_dd,
        model_dd,
        base_url,
        custom_name,
        api_key,
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
        viewer.views,
        confirm_remote,
        confirm_burned,
        release_notes,
    ]

    def on_preview(oauth: gr.OAuthToken | None, *args: Any) -> tuple[Any, ...]:
        from vlm.privacy.preview import release_choices
        from vlm.prompt import preview_messages

        try:
            st, case, _task, spec, _key, params, prompt = prepare(
                *args, hf_key=visitor_key(ctx, oauth)
            )
        except NeuroLensError as exc:
            return args[0], "", "", f"⚠️ {exc}", gr.update(), gr.update()
        gallery = preview_images_html(prompt.images)
        body = {"model": spec.model_id, "messages": prompt.messages(), **params.wire()}
        note = preview_note(case, spec, st.confirmations, prompt)
        summary = preview_summary(body, len(prompt.images))
        shown = preview_messages([body])
        choices = release_choices(prompt.withheld_notes, prompt.released_notes)
        release = gr.update(
            choices=choices, value=[f.digest for f in prompt.released_notes], visible=bool(choices)
        )
        message = f"**Request:** {summary}. {note}"
        return st, gallery, shown, message, gr.update(open=True), release

    preview_btn.click(
        on_preview,
        inputs=inputs,
        outputs=[state, preview_images, preview_json, status, preview_box, release_notes],
    )

    def on_run(
        request: gr.Request, oauth: gr.OAuthToken | None, *args: Any
    ) -> Iterator[tuple[Any, ...]]:
        # gradio injects a gr.Request (and the visitor's Hugging Face token, None when signed
        # out) only into positional parameters (not ones after *args)
        use_record = bool(args[-1])
        args = args[:-1]
        try:
            st, case, task, spec, key, params, prompt = prepare(
                *args, hf_key=visitor_key(ctx, oauth)
            )
        except NeuroLensError as exc:
            yield args[0], f"⚠️ {exc}", gr.update(), gr.update(), gr.update(), gr.update()
            return
        if ctx.scoring is not None:
            ctx.scoring.warm_up()  # BERTScore loads while the model answers
        session = getattr(request, "session_hash", "") or ""
        cancel = running.start(session)
        try:
            yield from run_query(ctx, st, case, task, spec, key, params, prompt, use_record, cancel)
        finally:
            running.finish(session, cancel)

    run_btn.click(
        on_run,
        inputs=[*inputs, from_record],
        outputs=[state, status, answers, runs_df, scores_md, scores_table],
    )

    def on_cancel(request: gr.Request) -> str:
        if not running.cancel(getattr(request, "session_hash", "") or ""):
            return "Nothing is running."
        return "Cancelling: answers already received are kept."

    cancel_btn.click(on_cancel, outputs=[status], queue=False)

    def on_case(case_id: str, st: QueryState, find: str) -> tuple[Any, ...]:
        case = case_of(ctx, case_id)
        tasks = task_choices(case) if case else []
        first_task = tasks[0][1] if tasks else None
        st = (st or QueryState()).select(case_id or "", first_task or "")
        return (
            choices_with(ctx.library, find, case_id),
            st,
            gr.update(choices=tasks, value=first_task),
            earlier_runs(ctx, case_id),
            False,
            False,
            gr.update(choices=[], value=[], visible=False),
            question_md(case, first_task),
            case_record_md(case),
        )

    case_dd.change(
        on_case,
        inputs=[case_dd, state, case_find],
        outputs=[
            case_dd,
            state,
            task_dd,
            runs_df,
            confirm_remote,
            confirm_burned,
            release_notes,
            question,
            record,
        ],
    )
    task_dd.change(
        lambda c, t: question_md(case_of(ctx, c), t), inputs=[case_dd, task_dd], outputs=[question]
    )

    def on_pick(run_id: str) -> str:
        if ctx.store is None or not run_id.strip():
            return ""
        from store.runs import get_run, samples_for_run

        run = get_run(ctx.store, run_id.strip())
        if run is None:
            return f"⚠️ no run {run_id!r}"
        return samples_markdown(samples_for_run(ctx.store, run_id.strip()), str(run["model"]))

    run_pick.submit(on_pick, inputs=[run_pick], outputs=[run_samples])
    follow_selection(ctx, "query", case_dd, tab)  # one case across tabs (ui/case/selection.py)

    def on_select_run(table: Any, evt: gr.SelectData) -> Iterator[tuple[Any, ...]]:
        """A clicked row opens that run: its answers at once, then its scores when scored."""
        run_id, n = picked_run(evt.row_value)
        if not run_id and table is not None and isinstance(evt.index, (list, tuple)):
            row = int(evt.index[0])
            run_id, n = picked_run(table.iloc[row].tolist() if 0 <= row < len(table) else None)
        if not run_id or ctx.store is None:
            return
        yield run_id, on_pick(run_id), "_Scoring…_", gr.update()
        yield run_id, gr.update(), *score_run(ctx, run_id, n)

    runs_df.select(
        on_select_run, inputs=[runs_df], outputs=[run_pick, run_samples, scores_md, scores_table]
    )

    def on_model(oauth: gr.OAuthToken | None, choice: str, key: str) -> Any:
        """Checked on gradio's worker thread, so the page never waits on the network."""
        return model_check(ctx, choice, key, visitor_key(ctx, oauth))

    model_dd.change(on_model, inputs=[model_dd, api_key], outputs=[help_md])

    def on_load(oauth: gr.OAuthToken | None, current: str) -> tuple[Any, str]:
        """The router's vision models for a signed-in visitor (on the worker thread)."""
        return hf_models(ctx, choices, current, visitor_key(ctx, oauth))

    page = Context.root_block
    if page is not None and (ctx.settings.hf_oauth or ctx.settings.hf_token):
        page.load(on_load, inputs=[model_dd], outputs=[model_dd, hf_md])
