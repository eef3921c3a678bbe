"""Opening a case from the case list: pressing its row asks for the slice the case opens on
(nl_first), the viewer paints that answer instead of asking again once the case's spec comes,
and the answer is the very slice nl_slice gives for the same view."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.launch import CHROMIUM_ARGS, running_app
from tests.support.browser import require_chromium

DICOM_CASE = "demo-stroke-left-mca"  # a demo case that is not the first one shown
HELD_CASE = (
    "(c) => { const r = document.querySelector('#nl-viewer .nlv');"
    " const vp = r && r.nlv && r.nlv.vps[0];"
    " return r.dataset.case === c && !!(vp && vp.data && vp.data.vol && vp.data.vol.complete); }"
)
PRESS_CLOCK = (
    "() => { window.__pressAt = null; document.addEventListener('pointerdown',"
    " (e) => { window.__pressAt = e.timeStamp; }, {capture: true, once: true}); }"
)
CALLS_SINCE_PRESS = (
    "() => document.querySelector('#nl-viewer .nlv').nlv.log"
    ".filter(e => e.at >= window.__pressAt).map(e => e.fn)"
)
SAME_SLICE = """async (c) => {
  const S = document.querySelector('#nl-viewer .nlv').nlv;
  const early = await S.server.nl_first({case_id: c, convention: S.spec.convention});
  const asked = await S.server.nl_slice({case_id: c, sequence_id: early.sequence_id,
    plane: 'axial', window: {preset: early.preset}, convention: S.spec.convention});
  const seq = S.spec.sequences[0];
  return {early, asked, first: seq.id, preset: seq.default_window};
}"""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    data_dir: Path = tmp_path_factory.mktemp("viewer-open")
    with running_app(data_dir) as (url, _ready), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(60_000)
            page.goto(url)
            page.wait_for_function(
                "() => { const r = document.querySelector('#nl-viewer .nlv');"
                " return !!(r && r.nlv && r.nlv.spec && r.nlv.spec.case_id); }"
            )
            yield page
        finally:
            browser.close()


def test_pressing_a_case_asks_for_its_first_slice_once(page: Any) -> None:
    assert page.evaluate("() => document.querySelector('#nl-viewer .nlv').dataset.case") != (
        DICOM_CASE
    )
    page.evaluate(PRESS_CLOCK)
    page.locator("#nl-case-list").get_by_text(DICOM_CASE, exact=True).click()
    page.wait_for_function(HELD_CASE, arg=DICOM_CASE)
    calls = page.evaluate(CALLS_SINCE_PRESS)
    assert calls.count("nl_first") == 1, calls
    assert "nl_slice" not in calls, calls  # its answer was painted: no second ask
    assert page.evaluate("() => document.querySelector('#nl-viewer .nlv-vp').dataset.painted")


def test_the_early_slice_is_the_slice_the_viewer_would_ask_for(page: Any) -> None:
    got = page.evaluate(SAME_SLICE, DICOM_CASE)
    early, asked = got["early"], got["asked"]
    assert "error" not in early and "error" not in asked
    assert (early["sequence_id"], early["preset"]) == (got["first"], got["preset"])
    for key in ("grey", "width", "height", "index", "count", "window", "plane"):
        assert early[key] == asked[key], key


def test_pressing_the_case_on_screen_asks_for_nothing(page: Any) -> None:
    # The press handler decides synchronously, in the pointerdown's own dispatch, which
    # Playwright's click() has waited for.
    root = "document.querySelector('#nl-viewer .nlv')"
    shown = page.evaluate(f"() => {root}.dataset.case")
    page.evaluate(f"() => {{ {root}.nlv.early = null; }}")
    page.locator("#nl-case-list").get_by_text(shown, exact=True).click()
    assert page.evaluate(f"() => {root}.nlv.early") is None
    page.locator("#nl-case-list").get_by_text("case", exact=True).first.click()  # the header
    assert page.evaluate(f"() => {root}.nlv.early") is None
