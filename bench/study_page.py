"""Driving the app's page for the viewer study bench: a page with window.nlStudy (bench/js/
viewer_study.js) installed, its calls, and opening the study from the case list."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.launch import CHROMIUM_ARGS

CASE_ID = "big-study"
STUDY_JS = Path(__file__).with_name("js") / "viewer_study.js"  # window.nlStudy in each page


def app_page(browser: Any, url: str) -> Any:
    """A page of the app with nlStudy installed."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.add_init_script(path=str(STUDY_JS))
    page.goto(url, timeout=120_000)
    return page


def loaded_page(browser: Any, url: str) -> Any:
    """A page of the app, its first case held in the browser."""
    page = app_page(browser, url)
    until(page, "held", None, timeout=120_000)
    return page


def call(page: Any, name: str, *args: Any) -> Any:
    """nlStudy[name](...args) in the page (awaited when it returns a promise)."""
    return page.evaluate("([f, a]) => nlStudy[f](...a)", [name, list(args)])


def until(page: Any, name: str, *args: Any, timeout: float) -> None:
    """Wait until nlStudy[name](...args) is true in the page."""
    page.wait_for_function("([f, a]) => nlStudy[f](...a)", arg=[name, list(args)], timeout=timeout)


def open_study(page: Any) -> tuple[float, float, float]:
    """(ms to the first painted slice, to the first slab held (the slices around it scroll
    from the browser), to the whole volume held) from the click on the case, as the page's
    own clock saw it (Playwright's click and polling are not counted)."""
    cell = page.locator("#nl-case-list").get_by_text(CASE_ID, exact=True).first  # id, or title too
    cell.wait_for()
    call(page, "clickClock")
    cell.click()
    until(page, "painted", CASE_ID, timeout=120_000)
    painted = call(page, "sinceClick", "paint")
    until(page, "around", CASE_ID, timeout=300_000)
    around = call(page, "sinceClick", "now")
    until(page, "held", CASE_ID, timeout=300_000)
    held = call(page, "sinceClick", "now")
    return painted, around, held


def settle(page: Any) -> None:
    """Let the last action's tail pass (the viewer reports what is on screen to the server
    250 ms after a step, and the page re-renders its status line) before timing the next."""
    page.wait_for_timeout(600)


def set_plane(page: Any, plane: str) -> None:
    call(page, "setPlane", plane)
    until(page, "onPlane", plane, timeout=60_000)


def in_browsers(url: str, exe: str, work: Any, count: int = 1) -> Any:
    """work(url, *browsers) with `count` separate Chromium processes (one per user)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browsers = [
            pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS) for _ in range(count)
        ]
        try:
            return work(url, *browsers)
        finally:
            for browser in browsers:
                browser.close()
