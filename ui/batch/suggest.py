"""The Batch tab's 'Suggest categories': the configured grader proposes a failure category for
every wrong answer that has none from it yet (annotator.suggest_batch, the same loop as
`python -m annotator.suggest_batch`), with progress; Stop keeps what arrived, and pressing the
button again resumes. Suggestions are never labels."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from typing import Any

import gradio as gr

from ui.context import AppContext

IDLE = "_Suggests a category for each wrong answer (a person confirms it in Annotate)._"


def grader_config(ctx: AppContext) -> Any:
    """The app's grader (None when no grader model is configured)."""
    grader = getattr(ctx.scoring, "grader", None)
    return None if grader is None else grader.config


def run_suggestions(ctx: AppContext, model: str | None, stop: threading.Event) -> Iterator[str]:
    """Progress lines while the suggestions arrive, then the summary."""
    from annotator.suggest import Suggester
    from annotator.suggest_batch import suggest_pending
    from annotator.taxonomy import load_taxonomy

    config = grader_config(ctx)
    store = ctx.store
    if store is None:
        yield "⚠️ no database"
        return
    if config is None:
        yield "⚠️ no grader model configured (NEUROLENS_GRADER_MODEL in the models file)"
        return
    suggester = Suggester(config, load_taxonomy())
    ticks: queue.Queue[tuple[int, int]] = queue.Queue()
    result: dict[str, Any] = {}

    def work() -> None:
        try:
            result["summary"] = suggest_pending(
                store, suggester, model=model or None, progress=lambda d, t: ticks.put((d, t)),
                cancel=stop,
            )  # fmt: skip
        except Exception as exc:  # shown, never a stack trace
            result["error"] = f"{type(exc).__name__}: {exc}"
        finally:
            suggester.close()
            ticks.put((-1, -1))

    threading.Thread(target=work, name="suggest", daemon=True).start()
    while True:
        done, total = ticks.get()
        if done < 0:
            break
        yield f"Suggesting… {done} of {total} wrong answers ({config.model})"
    if "error" in result:
        yield f"⚠️ {result['error']}"
        return
    s = result["summary"]
    stopped = " · stopped: press again to resume" if stop.is_set() else ""
    yield (
        f"{s.wrong} wrong answers: {s.suggested} new suggestions, {s.skipped} already "
        f"suggested, {s.failed} without one ({config.model}, {suggester.prompt.label}){stopped}"
    )


def build_suggest(ctx: AppContext) -> None:
    stops: dict[str, threading.Event] = {}
    with gr.Accordion("Suggest failure categories", open=False, elem_id="nl-batch-suggest"):
        with gr.Row():
            model = gr.Textbox(label="Only this model (empty: all)", elem_id="nl-suggest-model")
            go = gr.Button("Suggest categories", elem_id="nl-suggest-go")
            stop = gr.Button("Stop", elem_id="nl-suggest-stop")
        said = gr.Markdown(IDLE, elem_id="nl-suggest-status")

    def on_go(request: gr.Request, only: str) -> Iterator[str]:
        session = getattr(request, "session_hash", "") or ""
        event = stops[session] = threading.Event()
        try:
            yield from run_suggestions(ctx, only.strip() or None, event)
        finally:
            if stops.get(session) is event:
                del stops[session]

    def on_stop(request: gr.Request) -> str:
        event = stops.get(getattr(request, "session_hash", "") or "")
        if event is None:
            return "Nothing is running."
        event.set()
        return "Stopping: suggestions already made are kept."

    go.click(on_go, inputs=[model], outputs=[said])
    stop.click(on_stop, outputs=[said], queue=False)
