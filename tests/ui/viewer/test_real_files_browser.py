"""A real computed radiograph from pydicom's test files (MONOCHROME1, PixelSpacing 0\\0) opened
in the viewer of the real app, headless Chromium: it paints as the loader reads it (low stored
values bright), and the ruler measures in px, since the file gives no pixel spacing."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
from pydicom.data import get_testdata_file

from bench.launch import running_app
from data.formats.dicom import read_dicom_folder
from explorer.window import Window, apply_window
from tests.support.page_scripts import page_script
from tests.ui.annotate.test_keyboard_browser import _browser

pytestmark = pytest.mark.browser

VP = "#nl-viewer .nlv-vp"
HELD = page_script("viewer/held_case")
GREYS = page_script("viewer/grey_pixels")


def test_a_monochrome1_radiograph_without_spacing_opens_and_measures_in_px(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "radiograph"  # a folder of one study is one case, named after it
    folder.mkdir()
    source = Path(str(get_testdata_file("RG1_UNCI.dcm")))
    shutil.copy(source, folder / source.name)
    (seq,) = read_dicom_folder(folder, 2 * 1024**3).sequences
    assert seq.volume is not None
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    env = {"NEUROLENS_CASES_DIR": str(folder)}
    with _browser() as browser, running_app(data_dir, extra_env=env) as (url, _ready):
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.set_default_timeout(120_000)
        page.goto(url, timeout=60_000)
        page.locator("#nl-case-list").get_by_text("radiograph", exact=True).first.click()
        page.wait_for_function(HELD, arg="radiograph", timeout=120_000)
        win = page.evaluate(page_script("viewer/state"))["win"]
        shown = np.array(page.evaluate(GREYS), dtype=np.uint8)
        # the canvas holds the loaded (inverted) image under the window in use: the same grey
        # levels as windowing the loader's volume, and not those of the stored values
        window = Window(float(win[0]), float(win[1]))
        expected = apply_window(seq.volume.data[:, :, 0], window).ravel()
        assert np.array_equal(np.sort(shown), np.sort(expected))
        raw = np.asarray(seq.volume.data[:, :, 0], dtype=np.int64)
        as_stored = apply_window(raw.max() + raw.min() - raw, window).ravel()
        assert not np.array_equal(np.sort(shown), np.sort(as_stored))
        box = page.locator(f"{VP} canvas").first.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.locator(f"{VP} .nlv-ruler").first.click()
        page.mouse.move(x - 50, y)
        page.mouse.down()
        page.mouse.move(x + 50, y, steps=4)
        page.mouse.up()
        ruler = page.evaluate(page_script("viewer/measurements")).pop()
        assert ruler["unit"] == "px" and ruler["length_px"] > 0
        assert ruler["text"].endswith(" px") and "length_mm" not in ruler
        page.close()
