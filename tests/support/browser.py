"""The browser tests' one policy for a missing Chromium (skip, or fail when CI requires it),
and the real app with one Chromium page on it."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bench.launch import CHROMIUM_ARGS, chromium_path, running_app


def require_chromium() -> str:
    """Debian's Chromium path; skipped when absent unless NEUROLENS_REQUIRE_BROWSER=1 (fail)."""
    exe = chromium_path()
    if exe is None:
        if os.environ.get("NEUROLENS_REQUIRE_BROWSER") == "1":
            pytest.fail("Chromium not found and NEUROLENS_REQUIRE_BROWSER=1")
        pytest.skip("Chromium not installed (set NEUROLENS_CHROMIUM or install chromium)")
    return exe


@contextmanager
def app_page(
    data_dir: Path, *, timeout_ms: int = 30_000, init_script: Path | None = None
) -> Iterator[Any]:
    """`python app.py` on `data_dir` and one 1400x1000 Chromium page loaded from it (with
    `init_script` installed before the page's own scripts); all closed afterwards."""
    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    with running_app(data_dir) as (url, _ready), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(timeout_ms)
            if init_script is not None:
                page.add_init_script(path=str(init_script))
            page.goto(url, timeout=60_000)
            yield page
        finally:
            browser.close()
