"""NeuroLens: `python app.py` launches the app on the bundled demo cases (Spaces runs this file).

Only this file and ui/ import gradio; everything they show comes from the pure core packages.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
from typing import TYPE_CHECKING

# Arrow's default allocator (mimalloc) keeps the pages it frees: ~20 MB for good after reading a
# 5000-case catalog. It is chosen when pyarrow is first imported (through gradio's pandas), so
# this comes before that import; build_context switches the pool too if pyarrow came first.
os.environ.setdefault("ARROW_DEFAULT_MEMORY_POOL", "system")

from settings import Settings, cache_env

if TYPE_CHECKING:  # imported where used: the start-up page is served before these load
    import gradio as gr

    from ui.context import AppContext

log = logging.getLogger("neurolens")


def build_context(settings: Settings) -> AppContext:
    """Build the shared resources once: case library, store, model registry."""
    from data.catalog.library import load_library
    from data.catalog.summaries import use_system_memory_pool
    from ui.context import AppContext

    use_system_memory_pool()
    library = load_library(settings)
    library.sweep_indexes()  # at idle: every listed case's first slice paints without inflating
    ctx = AppContext(settings=settings, library=library)
    ctx.warnings.extend(library.messages)
    _attach_optional_services(ctx)
    return ctx


def _attach_optional_services(ctx: AppContext) -> None:
    """Store, model registry, backup and scoring: the services ui/services.py attaches."""
    try:
        from ui.services import attach_services
    except ModuleNotFoundError as exc:
        if exc.name != "ui.services":
            raise
        return
    attach_services(ctx)


def build_app(ctx: AppContext) -> gr.Blocks:
    """One tab per ui module; each module's build(ctx) lays out its own widgets and events."""
    from ui.gradio_import import import_gradio

    gr = import_gradio()  # the first import of gradio: without its type-stub writer
    from ui import tabs

    # fill_width: the images get the screen's width instead of gradio's centred column.
    with gr.Blocks(title="NeuroLens", fill_width=True) as demo:
        gr.Markdown(
            "**NeuroLens** · look at how vision-language models reason on neurology cases, "
            "one case at a time",
            elem_id="nl-header",
        )
        if ctx.warnings:
            gr.Markdown("\n".join(f"> ⚠️ {w}" for w in ctx.warnings), elem_id="nl-warnings")
        for title, build in tabs.TABS:
            with gr.Tab(title):
                build(ctx)
    return demo


def main() -> int:
    # Start-up creates a few hundred thousand objects that live as long as the app (modules,
    # tabs, demo cases): the collector traversing them again and again took about a fifth of
    # start-up, and each later full collection paused the event loop for all of them. Off while
    # building; then they are frozen (later collections skip them) and collection resumes.
    gc.disable()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    started = time.perf_counter()
    settings = Settings.from_env()
    for name, value in cache_env(settings).items():  # before any library sets its cache up
        os.environ.setdefault(name, value)
    from ui.splash import Splash

    # a page on the port at once: progress, then a demo slice, until the app takes the port over
    splash = Splash(settings.host, settings.port)
    if not splash.start() and splash.port_taken:
        print(
            f"error: port {settings.port} on {settings.host} is in use by another program "
            "(another NeuroLens?): stop it, or set NEUROLENS_PORT to a free port",
            file=sys.stderr,
        )
        return 2
    splash.stage("Loading the demo cases (built on the first start only)…")
    ctx = build_context(settings)
    splash.show_first_slice(ctx.library)
    splash.stage("Loading the viewer and the tabs…")
    demo = build_app(ctx)
    from ui.matplotlib_switch import skip_matplotlib_switch
    from ui.theme import APP_CSS, APP_HEAD, APP_JS, build_theme
    from ui.viewer.routes import viewer_routes

    skip_matplotlib_switch()  # nothing imports matplotlib on the event loop

    demo.queue(default_concurrency_limit=8)
    log.info("NeuroLens built in %.2f s", time.perf_counter() - started)
    stop_on_sigterm(demo)
    splash.stage("Opening the app…")
    gc.freeze()
    gc.enable()
    splash.stop()
    try:
        demo.launch(
            server_name=settings.host,
            server_port=settings.port,
            css=APP_CSS,
            head=APP_HEAD,
            js=APP_JS,
            theme=build_theme(),
            # FastAPI's own routes argument: matched before gradio's page routes
            app_kwargs={"routes": viewer_routes(ctx)},
            # gradio's run history keeps every event's inputs and outputs in the browser's
            # localStorage: the API key box, notes and case text among them, rewritten (and
            # deep-copied) on every key press of the Annotate tab. Off: nothing is recorded.
            run_history=False,
        )
    finally:
        # the store's writer commits what is queued and checkpoints the .duckdb file
        ctx.close()
        # frozen objects are never collected, not even at exit: DuckDB's bindings then list
        # every connection object still alive as "leaked" (dozens of lines after each Ctrl-C)
        gc.unfreeze()
    return 0


GRACEFUL_SHUTDOWN_S = 2.0  # in-flight answers get this long to finish when the app stops


def stop_on_sigterm(demo: gr.Blocks | None = None) -> None:
    """SIGTERM (docker stop, systemd, Spaces restarts) ends the app like Ctrl-C does: gradio's
    wait loop stops the server and main() closes the store, so nothing stays only in the WAL.

    Answers in flight get GRACEFUL_SHUTDOWN_S to finish; without that bound uvicorn waits for
    every open browser's event stream until gradio gives up on it after 5 s."""
    import signal

    def interrupt(signum: int, frame: object) -> None:
        config = getattr(getattr(demo, "server", None), "config", None)
        if config is not None:
            config.timeout_graceful_shutdown = GRACEFUL_SHUTDOWN_S
        raise KeyboardInterrupt(f"signal {signum}")

    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGINT, interrupt)


if __name__ == "__main__":
    sys.exit(main())
