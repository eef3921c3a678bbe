"""Query side by side: the same prompt to up to four models, their answers streaming into columns,
each column with its verdict and who decided it, its scores and cost; one Cancel stops every
column; earlier comparisons of the case reopen from the database (vlm.side_by_side does the work,
store.run_groups keeps the groups)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, closing
from dataclasses import dataclass
from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from ui.case.panel import escape_md
from ui.context import AppContext
from ui.query.state import LiveRun, samples_markdown
from vlm.live import RunFinished, RunningQueries, SampleSaved, SampleText, UnitFailed
from vlm.side_by_side import (
    MAX_COLUMNS,
    ColumnEvent,
    ColumnFailed,
    GroupFinished,
    GroupStarted,
    run_side_by_side,
)

EMPTY = "_Choose up to four models above and press **Run side by side**._"


def column_md(model: str, status: str, body: str, scores: str = "") -> str:
    """One column: the model, its state, the answers so far, then verdict, scores and cost."""
    parts = [f"### {escape_md(model)}", f"_{status}_" if status else "", body, scores]
    return "\n\n".join(p for p in parts if p)


def verdict_md(ctx: AppContext, run_id: str, n: int) -> str:
    """Each sample's verdict with its source, then the run's scores (scored on the scoring
    thread); a scoring failure is a line, never a stack trace."""
    service = ctx.scoring
    if service is None or ctx.store is None:
        return "_Not scored (no database)._"
    from scoring.verdict import resolve_verdicts
    from ui.scores.tab import live_k, summary_markdown

    try:
        frame = service.submit_run(run_id).result()
    except Exception as exc:  # shown, never a stack trace in the UI
        return f"⚠️ Not scored: {exc}"
    if frame.empty:
        return "_No answer to score._"
    judged = resolve_verdicts(frame) if "verdict" not in frame else frame
    lines = [
        f"- sample {i + 1}: **{v}**" + (f" ({s})" if s else "")
        for i, (v, s) in enumerate(zip(judged["verdict"], judged["verdict_source"], strict=True))
    ]
    return (
        "**Verdict (source)**\n\n" + "\n".join(lines) + "\n\n" + summary_markdown(frame, live_k(n))
    )


def group_choices(ctx: AppContext, case_id: str) -> list[tuple[str, str]]:
    if ctx.store is None or not case_id:
        return []
    from store.run_groups import list_groups

    return [(g.label, g.group_id) for g in list_groups(ctx.store, case_id)]


def reopen_columns(ctx: AppContext, group_id: str) -> tuple[str, list[str]]:
    """(status, column markdowns) of a stored comparison, answers and scores as they are now."""
    blank = [""] * MAX_COLUMNS
    if ctx.store is None or not group_id:
        return "_Pick an earlier comparison._", blank
    from store.run_groups import load_group
    from store.runs import samples_for_run

    group = load_group(ctx.store, group_id)
    if group is None:
        return f"⚠️ no comparison {group_id!r}", blank
    cols = list(blank)
    for m in group.members[:MAX_COLUMNS]:
        samples = samples_for_run(ctx.store, m.run_id)
        body = samples_markdown(samples, m.model)
        cols[m.col] = column_md(m.model, m.status, body, verdict_md(ctx, m.run_id, len(samples)))
    when = group.created_at.strftime("%Y-%m-%d %H:%M")
    return f"Comparison `{group.group_id}` of {when} · {escape_md(group.settings)}", cols


def stream_columns(
    ctx: AppContext, prepared: list[tuple[Any, ...]], cancel: threading.Event
) -> Iterator[tuple[Any, ...]]:
    """The events of vlm.side_by_side as (status, col 0..3) updates, then each column scored.
    `prepared` holds one (state, case, task, spec, key, params, prompt) per chosen model."""
    from vlm.live import LiveRequest
    from vlm.provider import make_provider

    _, case, task, _, _, params, prompt = prepared[0]
    specs = [p[3] for p in prepared]
    ask = LiveRequest(case, task, prompt, params)
    lives = [LiveRun(params.n) for _ in prepared]
    status = ["waiting…"] * len(prepared)
    runs: list[str] = [""] * len(prepared)
    scores = [""] * len(prepared)

    def view(head: str) -> tuple[Any, ...]:
        cols = [
            column_md(s.name, status[i], lives[i].markdown(s), scores[i])
            for i, s in enumerate(specs)
        ]
        return (head, *cols, *[""] * (MAX_COLUMNS - len(cols)))

    group_id = ""
    last = 0.0
    with ExitStack() as stack:
        providers = [stack.enter_context(closing(make_provider(p[3], p[4]))) for p in prepared]
        events = stack.enter_context(closing(run_side_by_side(ctx.store, providers, ask, cancel)))
        for event in events:
            if isinstance(event, GroupStarted):
                group_id = event.group_id
                yield view(f"Asking {len(specs)} models · {escape_md(event.settings)}")
                continue
            if isinstance(event, GroupFinished):
                break
            if isinstance(event, ColumnFailed):
                status[event.col] = f"failed: {event.message}"
            elif isinstance(event, ColumnEvent):
                inner = event.event
                if isinstance(inner, SampleText):
                    status[event.col] = "streaming…"
                    lives[event.col].show_text(inner.idx, inner.text)
                elif isinstance(inner, SampleSaved):
                    lives[event.col].finish(inner.row)
                elif isinstance(inner, UnitFailed):
                    status[event.col] = f"⚠️ {inner.message}"
                elif isinstance(inner, RunFinished):
                    runs[event.col] = inner.run_id
                    status[event.col] = inner.status
                    if cancel.is_set():
                        lives[event.col].cancel()
            now = time.monotonic()
            if now - last > 0.08:  # at most ~12 repaints a second while text streams in
                last = now
                yield view(f"Asking {len(specs)} models…")
    head = f"Comparison `{group_id}`" + (" cancelled" if cancel.is_set() else " finished")
    yield view(head + " · scoring…")
    for i, run_id in enumerate(runs):
        if run_id and lives[i].rows:
            scores[i] = verdict_md(ctx, run_id, params.n)
    yield view(head)


@dataclass(frozen=True, eq=False)
class SideBySideWidgets:
    models: Any
    run: Any
    cancel: Any
    status: Any
    cols: tuple[Any, ...]
    groups: Any
    reopen: Any


def layout_side_by_side(
    ctx: AppContext, choices: list[tuple[str, str]], first_case: str = ""
) -> SideBySideWidgets:
    """The widgets, where the Query tab places them (wired later by wire_side_by_side)."""
    with gr.Accordion("Side by side: up to four models", open=False, elem_id="nl-sbs"):
        with gr.Row():
            models = gr.Dropdown(
                choices,
                value=[],
                multiselect=True,
                max_choices=MAX_COLUMNS,
                label="Models (the custom endpoint above counts as one)",
                elem_id="nl-sbs-models",
            )
            run = gr.Button("Run side by side", variant="primary", scale=0, elem_id="nl-sbs-run")
            cancel = gr.Button("Cancel all", variant="stop", scale=0, elem_id="nl-sbs-cancel")
        status = gr.Markdown(EMPTY, elem_id="nl-sbs-status")
        with gr.Row(equal_height=False):
            cols = tuple(
                gr.Markdown("", elem_id=f"nl-sbs-col-{i}", min_height=40)
                for i in range(MAX_COLUMNS)
            )
        with gr.Row():
            groups = gr.Dropdown(
                group_choices(ctx, first_case),
                label="Earlier comparisons of this case",
                elem_id="nl-sbs-groups",
            )
            reopen = gr.Button("Reopen", scale=0, elem_id="nl-sbs-reopen")
    return SideBySideWidgets(models, run, cancel, status, cols, groups, reopen)


def wire_side_by_side(
    ctx: AppContext,
    w: SideBySideWidgets,
    prepare: Callable[..., tuple[Any, ...]],
    inputs: list[Any],
    running: RunningQueries,
    case_dd: Any,
    visitor_key: Callable[[Any], str | None],
) -> None:
    """`prepare(*inputs)` is the tab's own request builder (privacy gate included), with the
    model choice at position 3; the tab's running board lets one Cancel stop every column."""
    models, run, cancel, status, cols, groups, reopen = (
        w.models, w.run, w.cancel, w.status, list(w.cols), w.groups, w.reopen,
    )  # fmt: skip

    def on_run(
        request: gr.Request, oauth: gr.OAuthToken | None, chosen: list[str] | None, *args: Any
    ) -> Iterator[tuple[Any, ...]]:
        blank = ("",) * MAX_COLUMNS
        picked = list(dict.fromkeys(chosen or []))
        try:
            if not picked:
                raise NeuroLensError("choose at least one model")
            if len(picked) > MAX_COLUMNS:
                raise NeuroLensError(f"at most {MAX_COLUMNS} models side by side")
            prepared = []
            for choice in picked:  # each model through the same checks as a single query
                one = list(args)
                one[3] = choice
                prepared.append(prepare(*one, hf_key=visitor_key(oauth)))
        except NeuroLensError as exc:
            yield f"⚠️ {exc}", *blank, gr.update()
            return
        session = getattr(request, "session_hash", "") or ""
        stop = running.start(session)
        try:
            for out in stream_columns(ctx, prepared, stop):
                yield (*out, gr.update())
        except NeuroLensError as exc:
            yield f"⚠️ {exc}", *blank, gr.update()
            return
        finally:
            running.finish(session, stop)
        listed = group_choices(ctx, args[1])
        yield (gr.skip(), *[gr.skip()] * MAX_COLUMNS, gr.update(choices=listed))

    run.click(on_run, inputs=[models, *inputs], outputs=[status, *cols, groups])

    def on_cancel(request: gr.Request) -> str:
        if not running.cancel(getattr(request, "session_hash", "") or ""):
            return "Nothing is running."
        return "Cancelling every column: answers already received are kept."

    cancel.click(on_cancel, outputs=[status], queue=False)

    def on_reopen(group_id: str | None) -> tuple[Any, ...]:
        head, texts = reopen_columns(ctx, group_id or "")
        return (head, *texts)

    reopen.click(on_reopen, inputs=[groups], outputs=[status, *cols])
    case_dd.change(
        lambda c: gr.update(choices=group_choices(ctx, c), value=None),
        inputs=[case_dd],
        outputs=[groups],
    )
