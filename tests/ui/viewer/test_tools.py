"""The viewer's radiology tools in headless Chromium: hover readout, window/level drag, invert,
reset, MR presets, cine, zoom and pan, ruler and ellipse, reference lines, layouts and montage
labels; every test runs on the first demo case (NIfTI files) and on the demo stroke case, which
is read from a real DICOM study on every start."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from bench.launch import CHROMIUM_ARGS, running_app
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

VP = "#nl-viewer .nlv-vp"
ON_VOLUME = page_script("viewer/on_volume")
PIXELS = page_script("viewer/grey_pixels")
STATE = page_script("viewer/state")
SHOWN_CASE = page_script("viewer/shown_case")
MEASUREMENTS = page_script("viewer/measurements")
READOUT_HAS_VOXEL = page_script("viewer/readout_has_voxel")
VP_DATA = page_script("viewer/viewport_data")

DICOM_CASE = "demo-stroke-left-mca"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, str, Path]]:
    """One app and one browser for the module: (browser, url, data dir)."""
    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    data_dir: Path = tmp_path_factory.mktemp("viewer-tools")
    with running_app(data_dir) as (url, _ready), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            yield browser, url, data_dir
        finally:
            browser.close()


@pytest.fixture(scope="module", params=["nifti", "dicom"])
def app(
    request: pytest.FixtureRequest, server: tuple[Any, str, Path]
) -> Iterator[tuple[Any, Path]]:
    """A page showing the first demo case (NIfTI files) or the demo DICOM study, its first
    viewport on the whole volume held in the browser."""
    browser, url, data_dir = server
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    try:
        page.set_default_timeout(60_000)
        page.goto(url)
        page.wait_for_function(ON_VOLUME)
        case_id = page.evaluate(SHOWN_CASE)
        if request.param == "dicom":
            case_id = DICOM_CASE
            page.locator("#nl-case-list").get_by_text(case_id, exact=True).click()
            page.wait_for_function(page_script("viewer/held_case"), arg=case_id)
        files = [Path(s.source_path) for s in _case(data_dir, case_id).sequences]
        dicom = all(f.is_dir() and any(f.glob("*.dcm")) for f in files)
        nifti = all(f.name.endswith((".nii", ".nii.gz")) for f in files)
        assert dicom if request.param == "dicom" else nifti, files
        yield page, data_dir
    finally:
        page.close()


def _case(data_dir: Path, case_id: str) -> Any:
    from data.catalog.library import load_library
    from settings import Settings

    library = load_library(Settings.from_env({"NEUROLENS_DATA_DIR": str(data_dir)}))
    case = library.find(case_id)
    assert case is not None
    return case


def _canvas_center(page: Any) -> tuple[float, float]:
    box = page.locator(f"{VP} canvas").first.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _volume(data_dir: Path, case_id: str, sequence_id: str) -> Any:
    case = _case(data_dir, case_id)
    return next(s.volume for s in case.sequences if s.sequence_id == sequence_id)


def test_hover_shows_the_stored_value_voxel_and_patient_millimetres(app: tuple[Any, Path]):
    page, data_dir = app
    x, y = _canvas_center(page)
    page.mouse.move(x - 7, y + 5)
    readout = page.locator(f"{VP} .nlv-readout").first
    page.wait_for_function(READOUT_HAS_VOXEL)
    text = readout.inner_text()
    found = re.search(
        r"value (\S+) · voxel \((\d+), (\d+), (\d+)\) · RAS \((\S+), (\S+), (\S+)\) mm", text
    )
    assert found, text
    value = float(found.group(1))
    ijk = tuple(int(found.group(i)) for i in (2, 3, 4))
    ras = np.array([float(found.group(i)) for i in (5, 6, 7)])
    case_id = page.evaluate(SHOWN_CASE)
    seq = page.evaluate(STATE)["seq"]
    volume = _volume(data_dir, case_id, seq)
    assert value == pytest.approx(float(np.float32(volume.data[ijk])), rel=1e-5)
    expected = (volume.affine @ np.array([*ijk, 1.0]))[:3]
    assert np.allclose(ras, expected, atol=0.051)
    # The voxel under the pointer lies in the slice on screen.
    index = page.evaluate(STATE)["index"]
    assert ijk[2] == index  # axial plane: the slice index is k


def test_right_drag_changes_the_window_and_reset_restores_it(app: tuple[Any, Path]):
    page, _ = app
    before = page.evaluate(STATE)
    pixels = page.evaluate(PIXELS)
    x, y = _canvas_center(page)
    page.mouse.move(x, y)
    page.mouse.down(button="right")
    page.mouse.move(x + 64, y - 32, steps=8)
    page.mouse.up(button="right")
    after = page.evaluate(STATE)
    center, width = before["win"]
    assert after["name"] == "custom"
    assert after["win"][1] == pytest.approx(width * 1.25, rel=1e-6)
    assert after["win"][0] == pytest.approx(center + width / 8, rel=1e-6)
    assert page.evaluate(PIXELS) != pixels
    page.locator(f"{VP} .nlv-reset").first.click()
    page.wait_for_function(page_script("viewer/window_selected"), arg=before["name"])
    page.wait_for_function(ON_VOLUME)
    assert page.evaluate(PIXELS) == pixels


def test_invert_flips_every_grey_level(app: tuple[Any, Path]):
    page, _ = app
    pixels = np.array(page.evaluate(PIXELS))
    page.locator(f"{VP} .nlv-invert").first.check()
    inverted = np.array(page.evaluate(PIXELS))
    assert np.array_equal(inverted, 255 - pixels)
    page.locator(f"{VP} .nlv-invert").first.uncheck()
    assert np.array_equal(np.array(page.evaluate(PIXELS)), pixels)


def test_mr_presets_are_offered_and_applied(app: tuple[Any, Path]):
    page, _ = app
    options = page.evaluate(STATE)["options"]
    assert {"MR auto", "MR hyperintense", "MR hypointense"} <= set(options)
    pixels = np.array(page.evaluate(PIXELS), dtype=np.int16)
    page.select_option(f"{VP} .nlv-win >> nth=0", "MR hyperintense")
    page.wait_for_function(
        "() => document.querySelector('#nl-viewer .nlv').nlv.vps[0].winName === 'MR hyperintense'"
    )
    page.wait_for_function(ON_VOLUME)
    bright = np.array(page.evaluate(PIXELS), dtype=np.int16)
    # the browser's own re-windowing of the volume changes the picture, not a few levels
    assert np.abs(bright - pixels).mean() >= 10


def test_cine_plays_and_pauses(app: tuple[Any, Path]):
    page, _ = app
    start = page.evaluate(STATE)["index"]
    page.locator(f"{VP} .nlv-fps").first.fill("30")
    page.locator(f"{VP} .nlv-play").first.click()
    page.wait_for_function(
        "() => Number(document.querySelector('#nl-viewer .nlv-vp').dataset.cineFrames) >= 5"
    )
    page.locator(f"{VP} .nlv-play").first.click()
    assert page.evaluate(VP_DATA, "cine") == "0"
    stopped = page.evaluate(STATE)["index"]
    assert stopped != start
    frames = page.evaluate(VP_DATA, "cineFrames")
    page.wait_for_timeout(300)  # paused: no frame may follow
    assert page.evaluate(STATE)["index"] == stopped
    after = page.evaluate(VP_DATA, "cineFrames")
    assert after == frames


def _hover_voxel(page: Any, x: float, y: float) -> str:
    page.mouse.move(x + 1, y)
    page.mouse.move(x, y)
    page.wait_for_function(READOUT_HAS_VOXEL)
    text: str = page.locator(f"{VP} .nlv-readout").first.inner_text()
    return text.split(" · RAS")[0]


def test_ctrl_wheel_zooms_about_the_pointer_and_a_drag_pans(app: tuple[Any, Path]):
    page, _ = app
    x, y = _canvas_center(page)
    px, py = x + 30, y - 20
    under = _hover_voxel(page, px, py)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -300)
    page.keyboard.up("Control")
    page.wait_for_function(
        "() => Number(document.querySelector('#nl-viewer .nlv-vp').dataset.scale) > 1.5"
    )
    # the same anatomy stays under the pointer, and the side letters stay inside the stage
    assert _hover_voxel(page, px, py) == under
    stage = page.locator(f"{VP} .nlv-stage").first.bounding_box()
    for side in ("left", "right", "top", "bottom"):
        box = page.locator(f"{VP} .nlv-letter.nlv-{side}").first.bounding_box()
        assert stage["x"] <= box["x"] and box["x"] + box["width"] <= stage["x"] + stage["width"]
        assert stage["y"] <= box["y"] and box["y"] + box["height"] <= stage["y"] + stage["height"]
    view = page_script("viewer/view_offset")
    tx, ty = page.evaluate(view)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 40, y + 10, steps=5)
    page.mouse.up()
    tx2, ty2 = page.evaluate(view)
    assert (tx2 - tx, ty2 - ty) == pytest.approx((40, 10), abs=0.01)
    page.locator(f"{VP} .nlv-reset").first.click()
    page.wait_for_function(
        "() => document.querySelector('#nl-viewer .nlv-vp').dataset.scale === '1'"
    )


def test_ruler_and_ellipse_measure_in_mm_and_travel_with_the_view(app: tuple[Any, Path]):
    page, data_dir = app
    page.wait_for_function(ON_VOLUME)
    x, y = _canvas_center(page)
    page.locator(f"{VP} .nlv-ruler").first.click()
    page.mouse.move(x - 50, y)
    page.mouse.down()
    page.mouse.move(x + 50, y, steps=4)
    page.mouse.up()
    info = page.evaluate(page_script("viewer/measure_scale"))
    ruler = info["m"][-1]
    assert ruler["kind"] == "ruler"
    assert ruler["length_mm"] == pytest.approx(100 * info["k"] * info["sp"][1], rel=0.02)
    page.locator(f"{VP} .nlv-ellipse").first.click()  # switches from the ruler to the ellipse
    page.mouse.move(x - 20, y - 15)
    page.mouse.down()
    page.mouse.move(x + 20, y + 15, steps=4)
    page.mouse.up()
    region = page.evaluate(MEASUREMENTS).pop()
    assert region["kind"] == "ellipse" and region["voxels"] > 0
    ar, ac = 15 * info["k"] * info["sp"][0], 20 * info["k"] * info["sp"][1]
    assert region["area_mm2"] == pytest.approx(np.pi * ar * ac, rel=0.05)
    case_id = page.evaluate(SHOWN_CASE)
    volume = _volume(data_dir, case_id, page.evaluate(STATE)["seq"])
    plane = volume.data[:, :, info["index"]]
    assert float(plane.min()) <= region["mean"] <= float(plane.max())
    views = page.evaluate("() => document.querySelector('#nl-viewer .nlv').nlv.currentViews()")
    assert any("mm (ruler" in m for m in views[0]["measurements"])
    assert any("mm² · mean" in m for m in views[0]["measurements"])
    # an ellipse at the image's right edge: its label stays inside the image, every line of it
    right = page.evaluate(page_script("viewer/canvas_right"))
    page.mouse.move(right - 30, y - 10)
    page.mouse.down()
    page.mouse.move(right - 4, y + 10, steps=4)
    page.mouse.up()
    labels = page.evaluate(page_script("viewer/measure_labels"))
    assert len(labels) == 3 and all(label["inside"] for label in labels), labels
    assert labels[-1]["lines"] == 4  # area, mean, SD, n
    page.locator(f"{VP} .nlv-ellipse").first.click()  # tool off
    page.locator(f"{VP} .nlv-clear").first.click()
    assert page.evaluate(MEASUREMENTS) == []


def test_reference_lines_follow_scrolling_in_another_plane(app: tuple[Any, Path]):
    page, data_dir = app
    page.select_option("#nl-viewer .nlv-layout", "2")
    page.wait_for_function(page_script("viewer/second_viewport_ready"))
    seq = page.evaluate(STATE)["seq"]
    page.select_option(f"{VP} .nlv-seq >> nth=1", seq)
    page.select_option(f"{VP} .nlv-plane >> nth=0", "axial")
    page.select_option(f"{VP} .nlv-plane >> nth=1", "coronal")
    page.wait_for_function(page_script("viewer/both_held_coronal"))
    page.check("#nl-viewer .nlv-cross")
    case_id = page.evaluate(SHOWN_CASE)
    depth = _volume(data_dir, case_id, seq).shape[2]
    page.locator(VP).first.focus()
    for _ in range(3):
        page.keyboard.press("ArrowUp")
        index = page.evaluate(STATE)["index"]
        line = page.evaluate(page_script("viewer/reference_row"))
        # coronal views have superior at the top: axial slice k is row depth - 1 - k
        assert line == [depth - 1 - index, "0"]
    page.uncheck("#nl-viewer .nlv-cross")
    assert page.evaluate(page_script("viewer/references_hidden"))
    page.select_option("#nl-viewer .nlv-layout", "1")


def test_one_large_and_two_small_viewports_and_a_narrow_window(app: tuple[Any, Path]):
    page, _ = app
    page.select_option("#nl-viewer .nlv-layout", "1+2")
    page.wait_for_function(page_script("viewer/viewports_ready"), arg=3)
    boxes = [page.locator(VP).nth(i).bounding_box() for i in range(3)]
    big, small1, small2 = boxes
    assert big["width"] > 1.5 * small1["width"] and small1["x"] > big["x"] + big["width"] - 1
    assert small2["y"] > small1["y"] and abs(small2["x"] - small1["x"]) < 1
    page.set_viewport_size({"width": 800, "height": 900})
    page.wait_for_function(page_script("viewer/viewports_stacked"))
    overflow = page.evaluate(page_script("viewer/viewer_overflow"))
    assert overflow <= 1
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.select_option("#nl-viewer .nlv-layout", "1")


def test_montage_tiles_are_labelled_with_sequence_and_slice(app: tuple[Any, Path]):
    page, _ = app
    page.wait_for_function(
        "() => document.querySelector('#nl-viewer .nlv').dataset.reported"
    )  # the viewer has told the server what is on screen
    page.get_by_text("Montage of the viewed plane").click()  # open the accordion
    page.get_by_role("button", name="Render montage").click()
    page.wait_for_selector("#nl-montage .nl-montage-labels span")
    labels = page.locator("#nl-montage .nl-montage-labels span").all_inner_texts()
    alt = page.locator("#nl-montage img").get_attribute("alt")
    plane = page.evaluate(STATE)["plane"]
    assert len(labels) >= 2 and all(f" {plane} " in label for label in labels)
    numbers = [int(label.rsplit(" ", 1)[1]) for label in labels]
    assert numbers == sorted(numbers) and f"slices {', '.join(map(str, numbers))}" in alt


def test_volumes_arrive_as_binary_slabs_from_their_own_url(app: tuple[Any, Path]):
    page, _ = app
    fresh = page.context.browser.new_page(viewport={"width": 1400, "height": 1000})
    seen: list[Any] = []
    fresh.on("response", lambda r: seen.append(r) if "/nl/volume/" in r.url else None)
    try:
        fresh.set_default_timeout(60_000)
        fresh.goto(page.url)
        fresh.wait_for_function(ON_VOLUME)
        assert seen, "no volume fetched from nl/volume/<token>"
        first = seen[0]
        assert first.status == 200
        headers = first.all_headers()
        assert headers["content-type"] == "application/octet-stream"
        assert int(headers["x-slab-count"]) >= 1 and "from=" in first.url
        held = fresh.evaluate(page_script("viewer/held_volume"))
        assert held["arrived"] == held["nz"] and held["bytes"] > 0
        base = page.url.split("?")[0].rstrip("/")
        assert fresh.request.get(f"{base}/nl/volume/not-a-token").status == 404
        assert fresh.request.get(f"{base}/nl/volume/..%2Fapp.py").status == 404
    finally:
        fresh.close()
