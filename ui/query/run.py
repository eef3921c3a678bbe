"""The Query tab's work behind its widgets: the case and its earlier runs, a live query's events
as widget updates, and a run's scores (ui/query/tab.py lays out the tab and wires these)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import closing
from dataclasses import replace
from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from data.model import Case, Task
from ui.case.panel import escape_md
from ui.context import AppContext
from ui.query.connect import unreachable_md
from ui.query.state import LiveRun, QueryState, runs_table, samples_markdown
from ui.scores.tab import QUERY_TABLE_WIDTHS
from vlm.live import (
    FromRecord,
    LiveRequest,
    RunFinished,
    RunStarted,
    SampleSaved,
    SampleText,
    UnitFailed,
    run_live,
)
from vlm.prompt import Prompt
from vlm.provider import SamplingParams
from vlm.registry import ModelSpec

RUN_COLUMNS = ["run", "when", "task", "model", "status", "answers"]


def case_of(ctx: AppContext, case_id: str) -> Case | None:
    return ctx.library.find(case_id) if case_id else None


def earlier_runs(ctx: AppContext, case_id: str) -> list[list[Any]]:
    if ctx.store is None or not case_id:
        return []
    from store.runs import runs_for_case

    return runs_table(runs_for_case(ctx.store, case_id))


def preview_images_html(images: Any) -> str:
    """The images a request sends, each at its real size (one image pixel per CSS pixel, the
    side letters in its margin in view) with what it shows; "" for none."""
    import html

    from ui.assets import read_asset
    from vlm.prompt import png_size

    out = []
    for img in images:
        width, height = png_size(img.png)
        caption = f"{img.sequence}, {img.plane}, {img.position_text()}"
        out.append(
            read_asset("query/preview_image.html").format(
                url=img.data_url(), width=width, height=height, caption=html.escape(caption)
            )
        )
    return "".join(out)


def run_query(
    ctx: AppContext,
    st: QueryState,
    case: Case,
    task: Task,
    spec: ModelSpec,
    key: str | None,
    params: SamplingParams,
    prompt: Prompt,
    use_record: bool,
    cancel: threading.Event,
) -> Iterator[tuple[Any, ...]]:
    """The events of vlm.live.run_live as widget updates, then the run's scores. Yields
    (state, status, answers, earlier runs, scores, score table)."""
    from store.runs import samples_for_run
    from vlm.provider import make_provider
    from vlm.reachability import check_reachable

    reach = check_reachable(spec, key)  # about a second at worst: no retries, nothing saved
    if not reach.ok:
        yield st, unreachable_md(reach), gr.update(), gr.update(), gr.update(), gr.update()
        return
    store = ctx.store
    live = LiveRun(params.n)
    finished: RunFinished | None = None
    last = 0.0
    ask = LiveRequest(case, task, prompt, params)
    with (
        closing(make_provider(spec, key)) as provider,
        closing(run_live(store, provider, ask, cancel, use_record=use_record)) as events,
    ):
        for event in events:
            if isinstance(event, FromRecord):
                assert store is not None
                md = samples_markdown(samples_for_run(store, event.run_id), spec.name)
                note = f"Answered from the record (run `{event.run_id}`): nothing was sent."
                yield st, note, md, gr.update(), gr.update(), gr.update()
                yield (st, note, md, gr.update(), *score_run(ctx, event.run_id, params.n))
                return
            if isinstance(event, RunStarted):
                st = replace(st, active_run=event.run_id)
                asking = f"Asking {spec.name} ({params.n} sample(s))…"
                waiting = "_Scored when the last sample arrives._"
                yield st, asking, live.markdown(), gr.update(), waiting, empty_scores()
                continue
            if isinstance(event, RunFinished):
                finished = event
                break
            if isinstance(event, SampleText):
                live.show_text(event.idx, event.text)
            elif isinstance(event, SampleSaved):
                live.finish(event.row)
            elif isinstance(event, UnitFailed):
                gr.Warning(event.message)
            now = time.monotonic()
            if now - last > 0.08:  # at most ~12 repaints a second while text streams in
                last = now
                yield st, f"Asking {spec.name}…", live.markdown(spec), *_SAME3
    if cancel.is_set():
        live.cancel()  # unfinished samples say "cancelled", not "waiting…"
    if finished is None:
        return
    done = f"Run `{finished.run_id}`: {finished.status}" + (
        f" — {escape_md(finished.error)}" if finished.error else ""
    )
    earlier = earlier_runs(ctx, case.case_id)
    if store is None or ctx.scoring is None or not finished.saved:
        yield st, done, live.markdown(spec), earlier, gr.update(), gr.update()
        return
    yield st, done + " · scoring…", live.markdown(spec), earlier, "_Scoring…_", gr.update()
    yield (st, done, live.markdown(spec), earlier, *score_run(ctx, finished.run_id, params.n))


_SAME3 = (gr.update(), gr.update(), gr.update())


def empty_scores() -> Any:
    """The per-sample table before a run: its real headers, not gradio's 1, 2, 3."""
    import pandas as pd

    return pd.DataFrame(columns=list(QUERY_TABLE_WIDTHS))


def score_run(ctx: AppContext, run_id: str, n: int) -> tuple[str, Any]:
    """(scores markdown, per-sample table) of a run, scored on the scoring thread (this
    generator only waits for it); a scoring failure is a message, never a stack trace."""
    from ui.scores.tab import live_k, scores_panel

    service = ctx.scoring
    if service is None or ctx.store is None:
        return "_Scoring is not available (no database)._", empty_scores()
    try:
        frame = service.submit_run(run_id).result()
    except NeuroLensError as exc:
        return f"⚠️ Not scored: {exc}", empty_scores()
    except Exception as exc:  # shown, never a stack trace in the UI
        return f"⚠️ Not scored: {type(exc).__name__}: {exc}", empty_scores()
    return scores_panel(service, frame, live_k(n))
