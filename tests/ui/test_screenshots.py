"""The README's pictures: one screenshot per tab of the real app on the demo cases, and Explore
on each demo case as it opens (its finding in view), written to docs/screenshots/ by this test
so they stay current, each small (a 64-colour PNG of a 1400x900 window) and not blank."""

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
MAX_BYTES = 200 * 1024
SCREEN = {"width": 1400, "height": 900}
# Explore opened on the other demo cases (the first one is the Explore tab's own picture)
OPENED = {"explore-stroke": "demo-stroke-left-mca", "explore-glioma": "demo-glioma-butterfly"}


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
            page: Any = browser.new_page(viewport=SCREEN)
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
            tabs.nth(0).click()
            for slug, case_id in OPENED.items():
                page.locator("#nl-case-list [role=gridcell]").get_by_text(
                    case_id, exact=True
                ).click()
                page.wait_for_function(
                    "(c) => { const r = document.querySelector('#nl-viewer .nlv');"
                    " const vp = r.nlv && r.nlv.vps[0]; return r.dataset.case === c"
                    " && !!(vp && vp.data) && vp.box.dataset.loading === '0'; }",
                    arg=case_id,
                )
                page.wait_for_function(SETTLED, polling=250)
                written[slug] = _small_png(page.screenshot())
        finally:
            browser.close()
    assert {"explore", "query", "annotate", "leaderboard", "batch"} <= set(written)
    for slug, png in written.items():
        assert len(png) <= MAX_BYTES, f"{slug}: {len(png)} bytes"
        grey = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.float32)
        assert grey.shape == (900, 1400) and grey.std() > 10, f"{slug} looks blank"
        (OUT / f"{slug}.png").write_bytes(png)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for slug in written:
        assert f"docs/screenshots/{slug}.png" in readme, f"README does not show {slug}"
