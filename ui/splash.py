"""The first seconds: a tiny stdlib HTTP server on the app's port while gradio loads.

Importing gradio and building the tabs takes several seconds (3-4 s of imports alone on a
2-core machine), and a first start also builds the demo cases. Rather than a browser waiting
on a closed port, `python app.py` serves this page at once: what the server is doing, then a
real slice of the first demo case as soon as it exists. When the app is built, the splash
server closes and gradio takes the same port; the page sees the real app answer and reloads
into it. Every other path answers 503 with Retry-After, so nothing mistakes the splash for
the app. No gradio import here: this runs before it.
"""

from __future__ import annotations

import errno
import json
import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from data.catalog.library import CaseLibrary

log = logging.getLogger("neurolens.splash")
STATIC = Path(__file__).resolve().parent / "static" / "splash"


class Splash:
    """The start-up page's server and what it shows (stage line, one demo MRI slice)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.port_taken = False  # start() found another program listening on the port
        self.stage_text = "Starting…"
        self.png: bytes = b""
        self.caption = ""
        self._server: ThreadingHTTPServer | None = None

    def start(self) -> bool:
        """Serve on the app's port; False (and nothing served) when the port is taken."""
        splash = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                splash.answer(self)

            def log_message(self, format: str, *args: Any) -> None:
                return  # quiet: the app's own log says what happens

        try:
            self._server = ThreadingHTTPServer((self.host, self.port), Handler)
        except OSError as exc:
            log.info("no start-up page (%s)", exc)
            self.port_taken = exc.errno == errno.EADDRINUSE
            return False
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, name="nl-splash", daemon=True).start()
        return True

    def stage(self, text: str) -> None:
        self.stage_text = text

    def show_first_slice(self, library: CaseLibrary) -> None:
        """The middle axial slice of the first volume of the first case, with its window."""
        try:
            self.png, self.caption = render_first_slice(library)
        except Exception as exc:  # the page just goes without a picture
            log.info("no slice for the start-up page (%s)", exc)

    def stop(self) -> None:
        """Close the port so gradio can take it (the page then reloads into the app)."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    # -- answers
    def answer(self, request: BaseHTTPRequestHandler) -> None:
        path = request.path.split("?", 1)[0]
        if path in ("/", "/index.html"):
            self._send(request, 200, "text/html; charset=utf-8", read_page("splash.html"))
        elif path == "/splash/splash.js":
            self._send(request, 200, "text/javascript; charset=utf-8", read_page("splash.js"))
        elif path == "/splash/status":
            status = {
                "splash": True,
                "stage": self.stage_text,
                "image": len(self.png),
                "caption": self.caption,
            }
            self._send(request, 200, "application/json", json.dumps(status).encode())
        elif path == "/splash/mri.png" and self.png:
            self._send(request, 200, "image/png", self.png)
        else:
            self._send(request, 503, "text/plain; charset=utf-8", b"NeuroLens is starting", 1)

    @staticmethod
    def _send(
        request: BaseHTTPRequestHandler,
        code: int,
        kind: str,
        body: bytes,
        retry_after: int | None = None,
    ) -> None:
        try:
            request.send_response(code)
            request.send_header("Content-Type", kind)
            request.send_header("Content-Length", str(len(body)))
            request.send_header("Cache-Control", "no-store")
            if retry_after is not None:
                request.send_header("Retry-After", str(retry_after))
            request.end_headers()
            request.wfile.write(body)
        except OSError:
            return  # the browser went away


def read_page(name: str) -> bytes:
    return (STATIC / name).read_bytes()


def render_first_slice(library: CaseLibrary) -> tuple[bytes, str]:
    """(PNG, caption) of the first case's first volume: middle axial slice, default window,
    in the display convention's orientation as the viewer draws it."""
    from explorer.geometry import extract_slice, slice_count
    from explorer.render import render_png
    from explorer.window import apply_window, default_window

    for summary in library.cases:
        case = library.get(summary.case_id)
        for seq in case.sequences:
            if seq.volume is None:
                continue
            count = slice_count(seq.volume, "axial")
            index = count // 2
            pixels = apply_window(
                extract_slice(seq.volume, "axial", index, "radiological"),
                default_window(seq.volume, seq.kind),
            )
            caption = f"{case.title} · {seq.name} · axial {index + 1}/{count}"
            return render_png(pixels), caption
    raise LookupError("no volume among the cases")
