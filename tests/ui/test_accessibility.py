"""axe-core (WCAG 2.1 A/AA) on every tab, light and dark: no critical or serious violation.

axe-core comes from npm (package-lock.json, `make js-deps`) and runs offline inside the page.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.launch import CHROMIUM_ARGS, running_app
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE_JS = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# The tab has drawn what its load events draw (polled every quarter of a second).
SETTLED = page_script("app/settled")


@pytest.fixture(scope="module")
def app_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    exe = require_chromium()
    if not AXE_JS.exists():
        if os.environ.get("NEUROLENS_REQUIRE_BROWSER") == "1":
            pytest.fail("axe-core is not installed: run `make js-deps` (npm ci)")
        pytest.skip("axe-core not installed (make js-deps)")
    with running_app(tmp_path_factory.mktemp("a11y-app")) as (url, _ready):
        yield url, exe


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_tab_has_no_critical_or_serious_violation(app_url: tuple[str, str], theme: str):
    from playwright.sync_api import sync_playwright

    url, exe = app_url
    found: dict[str, list[str]] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            page: Any = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(60_000)
            page.goto(f"{url}?__theme={theme}")
            page.wait_for_selector("#nl-viewer .nlv-vp[data-loaded]")
            page.add_script_tag(content=AXE_JS.read_text(encoding="utf-8"))
            tabs = page.get_by_role("tab")
            names = [tabs.nth(i).inner_text().strip() for i in range(tabs.count())]
            assert len(names) >= 5, names
            for i, name in enumerate(names):
                tabs.nth(i).click()
                page.wait_for_function(page_script("app/tab_selected"), arg=i)
                page.wait_for_function(SETTLED, polling=250)
                violations = page.evaluate(page_script("app/run_axe"), WCAG_TAGS)
                if violations:
                    found[name] = violations
        finally:
            browser.close()
    assert found == {}, "\n".join(f"{tab}: {v}" for tab, vs in found.items() for v in vs)
