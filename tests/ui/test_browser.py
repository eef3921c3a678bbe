"""The real app in headless Chromium: open a case, focus the viewer, step slices with keys.

Skipped when Chromium is missing, unless NEUROLENS_REQUIRE_BROWSER=1 (then it fails).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.browser import app_page

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
    with app_page(tmp_path_factory.mktemp("browser-app")) as pg:
        yield pg


def _loaded(page: Any, n: int = 1) -> None:
    ready = "e => e.dataset.loaded && e.dataset.loading === '0'"
    page.wait_for_function(
        f"() => {{ const v = [...document.querySelectorAll('#nl-viewer .nlv-vp')]; "
        f"return v.length >= {n} && v.slice(0, {n}).every({ready}); }}",
        timeout=60_000,
    )


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
    page.wait_for_function(
        f"() => document.querySelector('#nl-viewer .nlv-vp canvas').dataset.index !== '{before[0]}'"
    )
    assert page.evaluate("window.scrollY") == scroll


def test_plane_change_and_report_back_to_python(page: Any) -> None:
    _loaded(page)
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "coronal")
    # Bounded waits on the conditions themselves (a loaded machine answers late, not wrong):
    # the coronal plane is loaded and its label names the y position.
    page.wait_for_function(
        "() => { const v = document.querySelector('#nl-viewer .nlv-vp'); "
        "return v.dataset.plane === 'coronal' && v.dataset.loading === '0' "
        "&& v.querySelector('.nlv-label').textContent.includes(' y = '); }",
        timeout=60_000,
    )
    assert " y = " in page.evaluate(HASH_JS)[3]
    # the debounced 'view' event reaches Python, which writes the on-screen line
    page.wait_for_function(
        "() => [...document.querySelectorAll('.nl-viewer-status')]"
        ".some(e => e.textContent.includes('coronal'))",
        timeout=60_000,
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


VOLUME_READY_JS = """() => { const S = document.querySelector('#nl-viewer .nlv').nlv;
  const e = S.volumes.get(S.spec.case_id + '|' + S.vps[0].seqId + '|' + S.spec.convention);
  return !!(e && e.vol); }"""

CANVAS_AND_SERVER_JS = """async () => {
  const S = document.querySelector('#nl-viewer .nlv').nlv, vp = S.vps[0];
  const d = vp.ctx2d.getImageData(0, 0, vp.canvas.width, vp.canvas.height).data;
  const grey = new Array(d.length / 4);
  for (let i = 0; i < grey.length; i++) grey[i] = d[4 * i];
  const r = await S.server.nl_slice({case_id: S.spec.case_id, sequence_id: vp.seqId,
    plane: vp.plane, index: vp.index, convention: S.spec.convention,
    window: {center: vp.win[0], width: vp.win[1]}});
  return [vp.box.dataset.source, vp.canvas.width, vp.canvas.height, grey, r.grey, vp.win];
}"""


def test_window_and_plane_changes_in_the_browser_match_the_server_pixels(page: Any) -> None:
    import base64

    import numpy as np

    _loaded(page)
    page.wait_for_function(VOLUME_READY_JS, timeout=60_000)
    page.evaluate(
        "() => { const vp = document.querySelector('#nl-viewer .nlv-vp');"
        " const w = vp.querySelector('.nlv-ww'); w.value = '123.4';"
        " w.dispatchEvent(new Event('change')); }"
    )
    page.select_option("#nl-viewer .nlv-vp .nlv-plane >> nth=0", "sagittal")
    source, width, height, grey, served, win = page.evaluate(CANVAS_AND_SERVER_JS)
    assert source == "browser" and win[1] == 123.4
    shown = np.array(grey, dtype=np.uint8).reshape(height, width)
    served = np.frombuffer(base64.b64decode(served), np.uint8).reshape(height, width)
    assert served.shape == shown.shape and np.array_equal(served, shown)


def test_crosshair_click_moves_a_viewport_on_another_plane(page: Any) -> None:
    page.select_option("#nl-viewer .nlv-layout", "2")
    _loaded(page, 2)
    seq = page.evaluate("() => document.querySelector('#nl-viewer .nlv').nlv.vps[0].seqId")
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
    a, b = page.evaluate(
        "() => document.querySelector('#nl-viewer .nlv').nlv.vps.slice(0, 2)"
        ".map(v => [v.index, v.cross, v.data.count, v.data.width, v.data.height])"
    )
    # Same sequence: the sagittal slice is the clicked column's x (radiological: x = X-1-col),
    # its row is the axial slice's z from the top, its column the clicked row's y from the front.
    assert b[0] == round(b[2] - 1 - a[1][1])
    assert abs(b[1][0] - (b[4] - 1 - a[0])) < 1e-6
    assert abs(b[1][1] - a[1][0]) < 1e-6
