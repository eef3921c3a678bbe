"""The Query tab: ask a chosen model about the case in view and watch the answers arrive.

Composition and events only (the widgets are ui/query/widgets.py): prompts come from vlm.prompt
(privacy-gated), the run itself from vlm.live (its events become widget updates here), rows from
store.runs; per-session choices live in a QueryState. The first sample streams; the others fill
in as they arrive; Cancel stops what has not been sent or answered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from ui.case.panel import task_choices
from ui.case.picker import choices_with
from ui.context import AppContext
from ui.query.login import hf_models, model_check, visitor_key
from ui.query.models import model_choices, resolve_model, usable_models
from ui.query.run import case_of, earlier_runs, preview_images_html, run_query, score_run
from ui.query.side_by_side import layout_side_by_side, wire_side_by_side
from ui.query.state import (
    QueryState,
    case_record_md,
    image_options,
    opening_slices,
    picked_run,
    preview_note,
    preview_summary,
    question_md,
    samples_markdown,
    sampling_params,
)
from ui.query.widgets import (
    ActionPane,
    CasePane,
    ModelPane,
    RequestPane,
    ResultsPane,
    build_action_pane,
    build_case_pane,
    build_model_pane,
    build_request_pane,
    build_results_pane,
    first_task_id,
    request_inputs,
)
from ui.viewer.view_state import ScreenViews
from vlm.live import (
    RunningQueries,
)

Prepare = Callable[..., tuple[Any, ...]]


def build(ctx: AppContext) -> None:
    from gradio.context import Context

    from ui.case.selection import follow_selection

    tab = Context.block  # the gr.Tab this build() runs in
    registry = ctx.models
    first = ctx.library.cases[0] if len(ctx.library) else None
    choices = model_choices(registry)
    usable = usable_models(registry, choices)
    state = gr.State(QueryState(first.case_id if first else "", first_task_id(first)))

    with gr.Row(equal_height=False, elem_id="nl-query"):
        with gr.Column(scale=3, min_width=420):
            case = build_case_pane(ctx, first)
        with gr.Column(scale=2, min_width=320):
            model = build_model_pane(ctx, choices, usable)
            req = build_request_pane()
            act = build_action_pane()
    side_by_side = layout_side_by_side(ctx, choices, first.case_id if first else "")
    results = build_results_pane(ctx, first)

    inputs = request_inputs(state, case, model, req)
    prepare = request_preparer(ctx)
    wire_preview(ctx, state, act, req, prepare, inputs)
    wire_run(ctx, state, act, req, results, prepare, inputs)
    wire_side_by_side(
        ctx,
        side_by_side,
        prepare,
        inputs,
        RunningQueries(),
        case.case_dd,
        lambda oauth: visitor_key(ctx, oauth),
    )
    wire_case(ctx, state, case, req, results)
    on_pick = wire_run_pick(ctx, results)
    follow_selection(ctx, "query", case.case_dd, tab)  # one case across tabs (ui/case/selection.py)
    wire_run_rows(ctx, results, on_pick)
    wire_models(ctx, model, choices)


def request_preparer(ctx: AppContext) -> Prepare:
    """Widget values -> (state, case, task, model, key, sampling, prompt), or a NeuroLensError
    that says what to fix; the privacy gate checks the destination here."""
    registry = ctx.models

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
        need_key: bool = True,
    ) -> tuple[Any, ...]:
        from vlm.privacy import check_destination
        from vlm.prompt import Ablation, build_prompt

        case = case_of(ctx, case_id)
        if case is None:
            raise NeuroLensError("pick a case first")
        task = case.task(task_id) if task_id else (case.tasks[0] if case.tasks else None)
        if task is None:
            raise NeuroLensError("this case has no task to ask")
        spec, key_value = resolve_model(
            registry, choice, url, name, key, hf_key=hf_key, need_key=need_key
        )
        params = sampling_params(temp, tp, nn, mt, sd)
        st = (st or QueryState()).select(case.case_id, task.task_id)
        st = st.confirm(remote, burned, released or ())
        if isinstance(views, ScreenViews):
            views = views.for_case(case.case_id)  # a report of the case before is not this one
        opts = image_options(
            md,
            cnt,
            mi,
            ms,
            views,
            spec,
            convention=ctx.settings.display_convention,
            opening=opening_slices(case),
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

    return prepare


def wire_preview(
    ctx: AppContext,
    state: gr.State,
    act: ActionPane,
    req: RequestPane,
    prepare: Prepare,
    inputs: list[Any],
) -> None:
    """Preview: exactly what would be sent, and which notes may be released."""
    preview_btn, preview_images = act.preview_btn, act.preview_images
    preview_json, status = act.preview_json, act.status
    preview_box, release_notes = act.preview_box, req.release_notes

    def on_preview(oauth: gr.OAuthToken | None, *args: Any) -> tuple[Any, ...]:
        from vlm.privacy.preview import release_choices
        from vlm.prompt import preview_messages

        try:
            st, case, _task, spec, key, params, prompt = prepare(
                *args, hf_key=visitor_key(ctx, oauth), need_key=False
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
        if spec.api_key_env and not key:  # previewed without one; Run refuses until it is set
            message += f" Run needs a key: set {spec.api_key_env} and restart, or type one below."
        return st, gallery, shown, message, gr.update(open=True), release

    preview_btn.click(
        on_preview,
        inputs=inputs,
        outputs=[state, preview_images, preview_json, status, preview_box, release_notes],
    )


def wire_run(
    ctx: AppContext,
    state: gr.State,
    act: ActionPane,
    req: RequestPane,
    results: ResultsPane,
    prepare: Prepare,
    inputs: list[Any],
) -> None:
    """Run streams the answers (one run per browser session); Cancel stops what is left."""
    running = RunningQueries()
    run_btn, cancel_btn, from_record = act.run_btn, act.cancel_btn, req.from_record
    status, answers, runs_df = act.status, act.answers, results.runs_df
    scores_md, scores_table = results.scores_md, results.scores_table

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


def wire_case(
    ctx: AppContext, state: gr.State, pane: CasePane, req: RequestPane, results: ResultsPane
) -> None:
    """A new case: its tasks, question, record and earlier runs; the confirmations reset."""
    case_dd, case_find, task_dd = pane.case_dd, pane.case_find, pane.task_dd
    question, record, runs_df = pane.question, pane.record, results.runs_df
    confirm_remote, confirm_burned = req.confirm_remote, req.confirm_burned
    release_notes = req.release_notes

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


def wire_run_pick(ctx: AppContext, results: ResultsPane) -> Callable[[str], str]:
    """An earlier run by its id: its answers."""
    run_pick, run_samples = results.run_pick, results.run_samples

    def on_pick(run_id: str) -> str:
        if ctx.store is None or not run_id.strip():
            return ""
        from store.runs import get_run, samples_for_run

        run = get_run(ctx.store, run_id.strip())
        if run is None:
            return f"⚠️ no run {run_id!r}"
        return samples_markdown(samples_for_run(ctx.store, run_id.strip()), str(run["model"]))

    run_pick.submit(on_pick, inputs=[run_pick], outputs=[run_samples])
    return on_pick


def wire_run_rows(ctx: AppContext, results: ResultsPane, on_pick: Callable[[str], str]) -> None:
    """A clicked row of earlier runs: its answers at once, then its scores."""
    run_pick, run_samples, runs_df = results.run_pick, results.run_samples, results.runs_df
    scores_md, scores_table = results.scores_md, results.scores_table

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


def wire_models(ctx: AppContext, model: ModelPane, choices: list[tuple[str, str]]) -> None:
    """The chosen model is checked off the page's thread; a signed-in visitor's router models
    are listed on load."""
    from gradio.context import Context

    model_dd, api_key, help_md, hf_md = model.model_dd, model.api_key, model.help_md, model.hf_md

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
