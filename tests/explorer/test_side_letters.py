"""Side letters: drawn in an added margin (anatomy untouched), legible, in the right places."""

from __future__ import annotations

import numpy as np
import pytest

from data.errors import NeuroLensError
from explorer.geometry import screen_letters
from explorer.side_letters import (
    GLYPH_COLS,
    GLYPH_ROWS,
    add_side_letters,
    glyph,
    letter_scale,
    margin_px,
    orientation_text,
)


def test_letters_sit_in_a_margin_and_the_image_is_untouched() -> None:
    image = np.random.default_rng(1).integers(0, 256, size=(40, 60), dtype=np.uint8)
    marks = screen_letters("axial", "radiological")
    out = add_side_letters(image, marks)
    m = margin_px(1)
    assert out.shape == (40 + 2 * m, 60 + 2 * m)
    np.testing.assert_array_equal(out[m:-m, m:-m], image)
    pad = (m - GLYPH_ROWS) // 2
    left = out[m + 20 - GLYPH_ROWS // 2 :, (m - GLYPH_COLS) // 2 :][:GLYPH_ROWS, :GLYPH_COLS]
    top = out[pad:, m + 30 - GLYPH_COLS // 2 :][:GLYPH_ROWS, :GLYPH_COLS]
    np.testing.assert_array_equal(left == 255, glyph("R"))  # radiological: patient's right
    np.testing.assert_array_equal(top == 255, glyph("A"))
    # outside the four letters the margin is plain black
    ring = out.copy()
    ring[m:-m, m:-m] = 0
    assert int((ring == 255).sum()) == sum(int(glyph(c).sum()) for c in "RLAP")


def test_glyphs_are_distinct_and_scale_for_larger_images() -> None:
    bitmaps = {c: glyph(c) for c in "RLAPSI"}
    assert len({b.tobytes() for b in bitmaps.values()}) == 6
    assert glyph("L", 2).shape == (2 * GLYPH_ROWS, 2 * GLYPH_COLS)
    assert letter_scale(64) == 1 and letter_scale(256) == 2
    big = add_side_letters(np.zeros((200, 300), dtype=np.uint8), {"left": "L"})
    assert big.shape == (200 + 2 * margin_px(2), 300 + 2 * margin_px(2))
    with pytest.raises(NeuroLensError):
        glyph("X")


def test_colour_images_keep_channels_and_opaque_margins() -> None:
    rgba = np.zeros((30, 30, 4), dtype=np.uint8)
    out = add_side_letters(rgba, screen_letters("coronal", "neurological"))
    assert out.shape[2] == 4 and (out[0, :, 3] == 255).all()
    assert (out[..., 0] == 255).sum() == (out[..., 2] == 255).sum() > 0
    with pytest.raises(NeuroLensError):
        add_side_letters(np.zeros((4, 4), dtype=np.float32), {})


def test_orientation_text_follows_the_letters() -> None:
    text = orientation_text(screen_letters("axial", "neurological"))
    assert "the patient's left (L) on the image's left" in text
    assert "anterior (A) at the top" in text


def test_a_letter_is_drawn_once_and_cannot_be_changed_by_a_caller():
    assert glyph("R", 2) is glyph("R", 2)
    with pytest.raises(ValueError):
        glyph("R", 2)[0, 0] = not glyph("R", 2)[0, 0]
