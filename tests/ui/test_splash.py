"""The start-up page: served on the app's port before gradio loads, it shows progress and a real
demo slice, answers 503 for everything else, hands the port over, and the page reloads into
the real app by itself."""

from __future__ import annotations

import io
import json
import socket
import urllib.error
import urllib.request
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from bench.launch import CHROMIUM_ARGS, free_port, running_app
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script
from tests.support.viewer_cases import viewer_library
from ui.splash import Splash


def _get(url: str) -> tuple[int, dict[str, str], bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as resp:
            return resp.status, dict(resp.headers), resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read()


def test_splash_serves_progress_and_a_demo_slice_then_frees_the_port() -> None:
    port = free_port()
    splash = Splash("127.0.0.1", port)
    assert splash.start()
    base = f"http://127.0.0.1:{port}"
    try:
        code, _, page = _get(base + "/")
        assert code == 200 and b"data-nl-splash" in page
        splash.stage("Loading the viewer")
        code, _, body = _get(base + "/splash/status")
        status = json.loads(body)
        assert code == 200 and status["stage"] == "Loading the viewer" and status["image"] == 0
        assert _get(base + "/splash/mri.png")[0] == 503  # no picture yet
        code, headers, _ = _get(base + "/gradio_api/info")
        assert code == 503 and headers.get("Retry-After") == "1"
        splash.show_first_slice(viewer_library())
        status = json.loads(_get(base + "/splash/status")[2])
        assert status["image"] > 0 and "axial" in status["caption"]
        code, headers, png = _get(base + "/splash/mri.png")
        assert code == 200 and headers["Content-Type"] == "image/png"
        pixels = np.asarray(Image.open(io.BytesIO(png)))
        assert pixels.ndim == 2 and pixels.std() > 0  # a real slice, not a blank
        code, _, script = _get(base + "/splash/splash.js")
        assert code == 200 and b"location.reload" in script
    finally:
        splash.stop()
    with socket.socket() as s:  # gradio can take the port now
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", port))


def test_a_taken_port_means_no_splash() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        assert not Splash("127.0.0.1", s.getsockname()[1]).start()


@pytest.mark.browser
def test_the_start_up_page_reloads_into_the_app(tmp_path: Path) -> None:
    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    with running_app(tmp_path, accept_splash=True) as (url, _), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(url, timeout=120_000)
            page.wait_for_function(page_script("viewer/painted"), timeout=180_000)
            assert page.title() == "NeuroLens"
        finally:
            browser.close()
