"""Orientation travels with every image: a marker on the patient's LEFT, in a volume stored LAS and
one stored RAS (real NIfTI files written with nibabel), lands on the side that the image's label
and its margin letters call the patient's left, in both display conventions and every image mode.
"""

from __future__ import annotations

import base64
import io
import re
from dataclasses import replace
from pathlib import Path

import nibabel as nib
import numpy as np
import numpy.typing as npt
import pytest
from PIL import Image

from data.formats.nifti import nifti_sequence
from data.model import (
    Case,
    Difficulty,
    Plane,
    Provenance,
    SequenceKind,
    Task,
    TaskFamily,
)
from explorer.geometry import CONVENTIONS
from explorer.side_letters import GLYPH_COLS, GLYPH_ROWS, glyph
from vlm.prompt import ImageMode, ImageOptions, SliceView, build_prompt

SHAPE = (20, 16, 10)  # voxels along the stored axes
MARK_K = 5  # axial slice holding the marker
MARK_J = 7


def write_marker_nifti(folder: Path, stored: str) -> Path:
    """A noisy box with a bright marker 6.5 mm to the patient's LEFT of the midline (x < 0)."""
    rng = np.random.default_rng(3)
    data = (100 + 60 * rng.random(SHAPE)).astype(np.float32)
    if stored == "RAS":  # x = i - 9.5: the patient's left (x < 0) is at low i
        affine = np.diag([1.0, 1.0, 1.0, 1.0])
        affine[0, 3] = -9.5
        i = 3
    else:  # LAS: x = 9.5 - i, so the patient's left is at high i
        affine = np.diag([-1.0, 1.0, 1.0, 1.0])
        affine[0, 3] = 9.5
        i = 16
    x = affine[0, 0] * i + affine[0, 3]
    assert x == -6.5  # the same physical point in both files: the patient's left
    data[i - 1 : i + 2, MARK_J - 1 : MARK_J + 2, MARK_K - 1 : MARK_K + 2] = 2000.0
    path = folder / f"marker_{stored}.nii.gz"
    nib.save(nib.Nifti1Image(data, affine), str(path))
    assert "".join(nib.aff2axcodes(affine)) == stored
    return path


def marker_case(path: Path) -> Case:
    seq = nifti_sequence(path, 10**9, sequence_id="t2", kind=SequenceKind.T2)
    assert seq.volume is not None
    seq = replace(seq, volume=replace(seq.volume, window=(1000.0, 1800.0)))
    task = Task("dx", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Which side is the lesion on?")
    return Case(
        case_id="orient",
        title="orientation test",
        source="demo",
        provenance=Provenance(source="test", description="test", licence="test"),
        sequences=(seq,),
        tasks=(task,),
    )


def decode(url: str) -> npt.NDArray[np.uint8]:
    assert url.startswith("data:image/png;base64,")
    return np.asarray(Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))))


def letter_at(image: npt.NDArray[np.uint8], y: int, x: int) -> str:
    """Which side letter is drawn (scale 1) with its top-left corner near (y, x)."""
    for dy in range(-2, 3):
        for dx in range(-2, 3):
            crop = image[y + dy : y + dy + GLYPH_ROWS, x + dx : x + dx + GLYPH_COLS] == 255
            for letter in "RLAPSI":
                if crop.shape == (GLYPH_ROWS, GLYPH_COLS) and np.array_equal(crop, glyph(letter)):
                    return letter
    return "?"


def side_said_left(label: str) -> str:
    """'left' or 'right': where the label says the patient's left is."""
    found = re.findall(r"the patient's left \(L\) on the image's (left|right)", label)
    assert len(found) == 1, label
    return found[0]


def check_tile(tile: npt.NDArray[np.uint8], content: tuple[int, int], label: str) -> str:
    """The marker's side in one lettered tile; asserts the label and letters agree with it."""
    rows, cols = content
    m = (tile.shape[1] - cols) // 2
    assert (tile.shape[0] - rows) // 2 == m > GLYPH_ROWS  # a margin on every side
    inner = tile[m : m + rows, m : m + cols]
    hits = np.argwhere(inner == 255)
    assert hits.size, "marker not in this image"
    marker_side = "left" if hits[:, 1].mean() < cols / 2 else "right"
    assert side_said_left(label) == marker_side
    mid_y = m + rows // 2 - GLYPH_ROWS // 2
    left_letter = letter_at(tile, mid_y, (m - GLYPH_COLS) // 2)
    right_letter = letter_at(tile, mid_y, m + cols + (m - GLYPH_COLS) // 2)
    assert {"left": left_letter, "right": right_letter}[marker_side] == "L"
    assert {"left": right_letter, "right": left_letter}[marker_side] == "R"
    return marker_side


def image_parts(prompt_messages: list[dict]) -> list[tuple[str, str]]:
    parts = prompt_messages[1]["content"]
    return [
        (parts[i - 1]["text"], p["image_url"]["url"])
        for i, p in enumerate(parts)
        if p["type"] == "image_url"
    ]


@pytest.mark.parametrize("stored", ["LAS", "RAS"])
@pytest.mark.parametrize("convention", CONVENTIONS)
@pytest.mark.parametrize("plane", [Plane.AXIAL, Plane.CORONAL])
def test_marker_on_patients_left_is_where_label_and_letters_say_left(
    tmp_path: Path, stored: str, convention: str, plane: Plane
) -> None:
    case = marker_case(write_marker_nifti(tmp_path, stored))
    index = MARK_K if plane is Plane.AXIAL else MARK_J
    view = SliceView("t2", plane, index, (1000.0, 1800.0))
    prompt = build_prompt(case, case.tasks[0], ImageOptions(views=(view,), convention=convention))
    msgs = prompt.messages()
    assert f"{convention} convention" in msgs[0]["content"]
    [(label, url)] = image_parts(msgs)
    content = (16, 20) if plane is Plane.AXIAL else (10, 20)  # (rows, cols) on screen
    side = check_tile(decode(url), content, label)
    # radiological: the patient's left is on the screen's right; neurological mirrors it
    assert side == ("right" if convention == "radiological" else "left")


@pytest.mark.parametrize("stored", ["LAS", "RAS"])
@pytest.mark.parametrize("convention", CONVENTIONS)
def test_every_montage_tile_is_lettered_and_agrees_with_its_label(
    tmp_path: Path, stored: str, convention: str
) -> None:
    case = marker_case(write_marker_nifti(tmp_path, stored))
    opts = ImageOptions(mode=ImageMode.MONTAGE, count=10, convention=convention)
    [(label, url)] = image_parts(build_prompt(case, case.tasks[0], opts).messages())
    assert "in every tile" in label
    image = decode(url)
    rows, cols = 16, 20
    # 10 tiles (slices 0..9, all with content) -> 4 columns x 3 rows, separators of 2 px
    tile_w = (image.shape[1] - 3 * 2) // 4
    tile_h = (image.shape[0] - 2 * 2) // 3
    r, c = divmod(MARK_K, 4)
    y, x = r * (tile_h + 2), c * (tile_w + 2)
    tile = image[y : y + tile_h, x : x + tile_w]
    side = check_tile(tile, (rows, cols), label)
    assert side == ("right" if convention == "radiological" else "left")
    # every tile carries its own letters, not only the one with the marker
    for k in range(10):
        r, c = divmod(k, 4)
        t = image[r * (tile_h + 2) :, c * (tile_w + 2) :]
        m = (tile_w - cols) // 2
        assert letter_at(t, m + rows // 2 - GLYPH_ROWS // 2, (m - GLYPH_COLS) // 2) in "RL"


def test_even_mode_images_are_lettered_and_labelled(tmp_path: Path) -> None:
    case = marker_case(write_marker_nifti(tmp_path, "LAS"))
    opts = ImageOptions(mode=ImageMode.EVEN, count=10, convention="radiological")
    pairs = image_parts(build_prompt(case, case.tasks[0], opts).messages())
    assert len(pairs) == 10
    label, url = pairs[MARK_K]
    assert check_tile(decode(url), (16, 20), label) == "right"
    assert all("Orientation: the patient's right (R) on the image's left" in t for t, _ in pairs)


def test_sagittal_label_names_anterior_and_superior(tmp_path: Path) -> None:
    case = marker_case(write_marker_nifti(tmp_path, "RAS"))
    view = SliceView("t2", Plane.SAGITTAL, 3, (1000.0, 1800.0))
    [(label, url)] = image_parts(
        build_prompt(case, case.tasks[0], ImageOptions(views=(view,))).messages()
    )
    assert "anterior (A) on the image's left" in label and "superior (S) at the top" in label
    image = decode(url)
    m = (image.shape[1] - 16) // 2
    assert letter_at(image, m + 5 - GLYPH_ROWS // 2, (m - GLYPH_COLS) // 2) == "A"
    assert letter_at(image, (m - GLYPH_ROWS) // 2, m + 8 - GLYPH_COLS // 2) == "S"
