"""The real app in headless Chromium: open a case, focus the viewer, step slices with keys.

Skipped when Chromium is missing, unless NEUROLENS_REQUIRE_BROWSER=1 (then it fails).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.launch import CHROMIUM_ARGS, chromium_path, running_app

pytestmark = pytest.mark.browser

HASH_JS = """() => {
  const c = document.querySelector('#nl-viewer .nlv-vp canvas');
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let h = 2166136261;
  for (let i = 0; i < d.length; i += 4) { h ^= d[i]; h = Math.imul(h, 16777619) >>> 0; }
  return [c.dataset.index, c.dataset.position, h,
          document.querySelector('#nl-viewer .nlv-vp .nlv-label').textContent];
}"""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    exe = chromium_path()
    if exe is None:
        if os.environ.get("NEUROLENS_REQUIRE_BROWSER") == "1":
            pytest.fail("Chromium not found and NEUROLENS_REQUIRE_BROWSER=1")
        pytest.skip("Chromium not installed (set NEUROLENS_CHROMIUM or install chromium)")
    from playwright.sync_api import sync_playwright

    data_dir: Path = tmp_path_factory.mktemp("browser-app")
    with running_app(data_dir) as (url, _ready), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            pg = browser.new_page(viewport={"width": 1400, "height": 1000})
            pg.set_default_timeout(30_000)
            pg.goto(url, timeout=60_000)
            yield pg
        finally:
            browser.close()


def _loaded(page: Any, n: int = 1) -> None:
    ready = "e => e.dataset.loaded && e.dataset.loading === '0'"
    page.wait_for_function(
        f"() => {{ const v = [...document.querySelectorAll('#nl-viewer .nlv-vp')]; "
        f"return v.length >= {n} && v.slice(0, {n}).every({ready}); }}",
        timeout=60_000,
    )


def test_keys_step_slices_in_the_browser(page: Any) -> None:
    first_case = page.locator("#nl-case-list label").first
    first_case.click()
    _loaded(page)
    viewport = page.locator("#nl-viewer .nlv-vp").first
    viewport.click()
    before = page.evaluate(HASH_JS)
    for key in ["ArrowDown", "ArrowDown", "j", "j"]:
        page.keyboard.press(key)
    after = page.evaluate(HASH_JS)
    assert int(after[0]) == int(before[0]) + 4, (before, after)
    assert after[2] != before[2], "canvas pixels did not change"
    assert after[1] != before[1] and "mm" in after[3] and after[3] != before[3]
    page.keyboard.press("k")
    assert int(page.evaluate(HASH_JS)[0]) == int(before[0]) + 3
    page.keyboard.press("End")
    end = page.evaluate(HASH_JS)
    assert end[3].split()[1].split("/")[0] == end[3].split()[1].split("/")[1]  # last slice
    page.keyboard.press("Home")
    assert page.evaluate(HASH_JS)[0] == "0"


def test_wheel_steps_without_scrolling_the_page(page: Any) -> None:
    _loaded(page)
    page.locator("#nl-viewer .nlv-vp").first.click()
    page.keyboard.press("PageDown")
    before = page.evaluate(HASH_JS)
    scroll = page.evaluate("window.scrollY")
    page.locator("#nl-viewer .nlv-vp .nlv-stage").first.hover()
    page.mouse.wheel(0, 120)
    page.wait_for_function(
        f"() => document.querySelector('#nl-viewer .nlv-vp canvas').dataset.index !== '{before[0]}'"
    )
    assert page.evaluate("window.scrollY") == scroll


def test_plane_change_and_report_back_to_python(page: Any) -> None:
    _loaded(page)
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "coronal")
    page.wait_for_function(
        "() => { const v = document.querySelector('#nl-viewer .nlv-vp'); "
        "return v.dataset.plane === 'coronal' && v.dataset.loading === '0'; }",
        timeout=60_000,
    )
    assert " y = " in page.evaluate(HASH_JS)[3]
    # the debounced 'view' event reaches Python, which writes the on-screen line
    page.wait_for_function(
        "() => [...document.querySelectorAll('.nl-viewer-status')]"
        ".some(e => e.textContent.includes('coronal'))",
        timeout=30_000,
    )


def test_two_viewports_stay_on_the_same_position(page: Any) -> None:
    page.select_option("#nl-viewer .nlv-layout", "2")
    _loaded(page, 2)
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "axial")
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=1", "axial")
    _loaded(page, 2)
    page.wait_for_function(
        "() => [...document.querySelectorAll('#nl-viewer .nlv-vp')]"
        ".every(v => v.dataset.plane === 'axial')"
    )
    page.locator("#nl-viewer .nlv-vp").first.click()
    for _ in range(5):
        page.keyboard.press("ArrowDown")
    pos = page.evaluate(
        "() => [...document.querySelectorAll('#nl-viewer .nlv-vp canvas')]"
        ".map(c => +c.dataset.position)"
    )
    spacing_gap = 3.0  # the nearest slice of the thickest demo sequence (3 mm) is this close
    assert abs(pos[0] - pos[1]) <= spacing_gap, pos
