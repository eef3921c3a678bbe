"""The README's pictures: one screenshot per tab of the real app on the demo cases, written to
docs/screenshots/ by this test so they stay current, each small (a 64-colour PNG of a
1280x800 window) and not blank."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image

from bench.launch import CHROMIUM_ARGS, ROOT, running_app
from tests.support.browser import require_chromium
from tests.ui.test_accessibility import SETTLED

pytestmark = pytest.mark.browser

OUT = ROOT / "docs" / "screenshots"
MAX_BYTES = 150 * 1024


def _small_png(raw: bytes) -> bytes:
    image = Image.open(io.BytesIO(raw)).convert("RGB")
    small = image.quantize(colors=64, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, format="PNG", optimize=True)
    return out.getvalue()


def test_every_tab_is_photographed_for_the_readme(tmp_path: Path) -> None:
    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    written: dict[str, bytes] = {}
    with running_app(tmp_path) as (url, _ready), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            page: Any = browser.new_page(viewport={"width": 1280, "height": 800})
            page.set_default_timeout(60_000)
            page.goto(url)
            page.wait_for_selector("#nl-viewer .nlv-vp[data-loaded]")
            tabs = page.get_by_role("tab")
            names = [tabs.nth(i).inner_text().strip() for i in range(tabs.count())]
            for i, name in enumerate(names):
                tabs.nth(i).click()
                page.wait_for_function(SETTLED, polling=250)
                slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
                written[slug] = _small_png(page.screenshot())
        finally:
            browser.close()
    assert {"explore", "query", "annotate", "leaderboard", "batch"} <= set(written)
    for slug, png in written.items():
        assert len(png) <= MAX_BYTES, f"{slug}: {len(png)} bytes"
        grey = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.float32)
        assert grey.shape == (800, 1280) and grey.std() > 10, f"{slug} looks blank"
        (OUT / f"{slug}.png").write_bytes(png)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for slug in written:
        assert f"docs/screenshots/{slug}.png" in readme, f"README does not show {slug}"
