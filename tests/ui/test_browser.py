"""The real app in headless Chromium: open a case, focus the viewer, step slices with keys.

Skipped when Chromium is missing, unless NEUROLENS_REQUIRE_BROWSER=1 (then it fails).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.browser import app_page
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

HASH_JS = page_script("viewer/canvas_hash")


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with app_page(tmp_path_factory.mktemp("browser-app")) as pg:
        yield pg


def _loaded(page: Any, n: int = 1) -> None:
    page.wait_for_function(page_script("viewer/viewports_loaded"), arg=n, timeout=60_000)


def test_keys_step_slices_in_the_browser(page: Any) -> None:
    # the first case of the list is open when the page loads (the list is a paged table)
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
    page.wait_for_function(page_script("viewer/slice_moved_from"), arg=before[0])
    assert page.evaluate("window.scrollY") == scroll


def test_plane_change_and_report_back_to_python(page: Any) -> None:
    _loaded(page)
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "coronal")
    # Bounded waits on the conditions themselves (a loaded machine answers late, not wrong):
    # the coronal plane is loaded and its label names the y position.
    page.wait_for_function(page_script("viewer/coronal_shown"), timeout=60_000)
    assert " y = " in page.evaluate(HASH_JS)[3]
    # the debounced 'view' event reaches Python, which writes the on-screen line
    page.wait_for_function(page_script("viewer/status_says"), arg="coronal", timeout=60_000)


def test_two_viewports_stay_on_the_same_position(page: Any) -> None:
    page.select_option("#nl-viewer .nlv-layout", "2")
    _loaded(page, 2)
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "axial")
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=1", "axial")
    _loaded(page, 2)
    page.wait_for_function(page_script("viewer/all_axial"))
    page.locator("#nl-viewer .nlv-vp").first.click()
    for _ in range(5):
        page.keyboard.press("ArrowDown")
    pos = page.evaluate(page_script("viewer/positions"))
    spacing_gap = 3.0  # the nearest slice of the thickest demo sequence (3 mm) is this close
    assert abs(pos[0] - pos[1]) <= spacing_gap, pos


def test_window_and_plane_changes_in_the_browser_match_the_server_pixels(page: Any) -> None:
    import base64

    import numpy as np

    _loaded(page)
    page.wait_for_function(page_script("viewer/volume_ready"), timeout=60_000)
    page.evaluate(page_script("viewer/set_window_width"), "123.4")
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "sagittal")
    drawn = page.evaluate(page_script("viewer/canvas_and_server"))
    source, width, height, grey, served, win = drawn
    assert source == "browser" and win[1] == 123.4
    shown = np.array(grey, dtype=np.uint8).reshape(height, width)
    served = np.frombuffer(base64.b64decode(served), np.uint8).reshape(height, width)
    assert served.shape == shown.shape and np.array_equal(served, shown)


def test_crosshair_click_moves_a_viewport_on_another_plane(page: Any) -> None:
    page.select_option("#nl-viewer .nlv-layout", "2")
    _loaded(page, 2)
    seq = page.evaluate(page_script("viewer/state"))["seq"]
    page.select_option("#nl-viewer .nlv-vp .nlv-seq >> nth=1", seq)
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "axial")
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=1", "sagittal")
    _loaded(page, 2)
    page.wait_for_function(
        "() => document.querySelectorAll('#nl-viewer .nlv-vp')[1].dataset.plane === 'sagittal'"
    )
    page.check("#nl-viewer .nlv-cross")
    page.locator("#nl-viewer .nlv-vp canvas").first.click(position={"x": 60, "y": 90})
    page.wait_for_function("() => document.querySelector('#nl-viewer .nlv').dataset.crossSynced")
    a, b = page.evaluate(page_script("viewer/cross_pair"))
    # Same sequence: the sagittal slice is the clicked column's x (radiological: x = X-1-col),
    # its row is the axial slice's z from the top, its column the clicked row's y from the front.
    assert b[0] == round(b[2] - 1 - a[1][1])
    assert abs(b[1][0] - (b[4] - 1 - a[0])) < 1e-6
    assert abs(b[1][1] - a[1][0]) < 1e-6
