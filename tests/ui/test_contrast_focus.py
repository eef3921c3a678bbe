"""Every text at 4.5:1 or better and a visible keyboard focus on every control, on every tab in
both themes, measured from the colours the browser renders (axe-core only lists many of these
for review); arrow keys move between the tabs.

The page side is tests/ui/js/a11y_probe.js: for each visible text (an element's own text, a
field's value or placeholder) it composites the text colour over the backgrounds painted under
it; for each focusable control it focuses it by keyboard modality and looks for an outline not
cut off by a clipping ancestor and at 3:1 against what is under it, or a shadow, border or
background that focus changes, on the control or the label around it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.launch import CHROMIUM_ARGS, running_app
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

PROBE_JS = Path(__file__).parent / "js" / "a11y_probe.js"
SETTLED = page_script("app/settled")


@pytest.fixture(scope="module")
def app_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    exe = require_chromium()
    with running_app(tmp_path_factory.mktemp("contrast-app")) as (url, _ready):
        yield url, exe


def _page(pw: Any, exe: str, url: str, theme: str) -> Any:
    browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    page.set_default_timeout(60_000)
    page.add_init_script(path=str(PROBE_JS))
    page.goto(f"{url}?__theme={theme}")
    page.wait_for_selector("#nl-viewer .nlv-vp[data-loaded]")
    return browser, page


def _open_tab(page: Any, index: int) -> str:
    tab = page.get_by_role("tab").nth(index)
    name = str(tab.inner_text()).strip()
    tab.click()
    page.wait_for_function(page_script("app/tab_selected"), arg=index)
    page.wait_for_function(SETTLED, polling=250)
    if name == "Annotate":  # an answer on screen, with its verdict banner and reference
        page.locator("#nl-ann-name textarea").fill("contrast-check")
        page.locator("#nl-ann-name textarea").press("Enter")
        page.wait_for_selector(".nl-answer-text .nl-field")
        page.wait_for_selector(".nl-verdict")
        page.wait_for_function(SETTLED, polling=250)
    return name


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_reads_at_4_5_and_every_control_shows_focus(
    app_url: tuple[str, str], theme: str
) -> None:
    from playwright.sync_api import sync_playwright

    url, exe = app_url
    low: dict[str, list[str]] = {}
    unseen: dict[str, list[str]] = {}
    with sync_playwright() as pw:
        browser, page = _page(pw, exe, url, theme)
        try:
            count = page.get_by_role("tab").count()
            assert count >= 7
            for i in range(count):
                name = _open_tab(page, i)
                contrast = page.evaluate("nlA11y.contrast()")
                assert contrast["checked"] >= 20, (name, contrast)
                if contrast["failures"]:
                    low[name] = contrast["failures"]
                focus = page.evaluate("nlA11y.focus()")
                assert focus["checked"] >= 5, (name, focus)
                if focus["failures"]:
                    unseen[name] = focus["failures"]
        finally:
            browser.close()
    report = [f"{tab}: {f}" for tab, fs in low.items() for f in fs]
    report += [f"{tab} (focus): {f}" for tab, fs in unseen.items() for f in fs]
    assert not report, "\n".join(report)


def test_the_probe_finds_low_contrast_and_hidden_focus(app_url: tuple[str, str]) -> None:
    """The measures are not vacuous: grey on grey and a control without a ring are reported."""
    from playwright.sync_api import sync_playwright

    url, exe = app_url
    with sync_playwright() as pw:
        browser, page = _page(pw, exe, url, "light")
        try:
            assert page.evaluate("nlA11y.ratio('#777', '#fff')") == pytest.approx(4.48, abs=0.01)
            page.evaluate(page_script("app/add_poor_contrast"))
            contrast = page.evaluate("nlA11y.contrast()")
            assert any("faint" in f for f in contrast["failures"]), contrast["failures"]
            focus = page.evaluate("nlA11y.focus()")
            assert any("#ringless" in f for f in focus["failures"]), focus["failures"]
        finally:
            browser.close()


def test_arrow_keys_move_between_tabs(app_url: tuple[str, str]) -> None:
    from playwright.sync_api import sync_playwright

    url, exe = app_url
    focused = "() => document.activeElement.innerText.trim()"
    with sync_playwright() as pw:
        browser, page = _page(pw, exe, url, "light")
        try:
            tabs = page.get_by_role("tab")
            names = [str(tabs.nth(i).inner_text()).strip() for i in range(tabs.count())]
            tabs.nth(0).focus()
            for key, expected in (
                ("ArrowRight", names[1]),
                ("ArrowRight", names[2]),
                ("ArrowLeft", names[1]),
                ("End", names[-1]),
                ("ArrowRight", names[0]),  # wraps round
                ("ArrowLeft", names[-1]),
                ("Home", names[0]),
            ):
                page.keyboard.press(key)
                page.wait_for_function(page_script("app/selected_tab_is"), arg=expected)
                assert page.evaluate(focused) == expected
        finally:
            browser.close()
