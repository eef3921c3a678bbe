"""Lossless PNG rendering: bytes decode back to exactly the pixels."""

from __future__ import annotations

import base64
import io

import numpy as np
import pytest
from PIL import Image

from data.errors import NeuroLensError
from explorer.render import png_data_url, render_png


@pytest.mark.parametrize("shape", [(37, 53), (20, 30, 3), (20, 30, 4)])
def test_png_round_trips_bit_exactly(shape: tuple[int, ...]) -> None:
    arr = np.random.default_rng(3).integers(0, 256, size=shape, dtype=np.uint8)
    png = render_png(arr)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    decoded = np.asarray(Image.open(io.BytesIO(png)))
    np.testing.assert_array_equal(decoded, arr)


def test_non_contiguous_views_render() -> None:
    arr = np.arange(64 * 64, dtype=np.uint32).reshape(64, 64).astype(np.uint8)[::-1, ::2]
    decoded = np.asarray(Image.open(io.BytesIO(render_png(arr))))
    np.testing.assert_array_equal(decoded, arr)


def test_render_rejects_unwindowed_or_odd_arrays() -> None:
    with pytest.raises(NeuroLensError, match="uint8"):
        render_png(np.zeros((4, 4), dtype=np.int16))
    with pytest.raises(NeuroLensError, match="shape"):
        render_png(np.zeros((4, 4, 2), dtype=np.uint8))


def test_data_url_carries_the_png() -> None:
    png = render_png(np.full((3, 3), 200, dtype=np.uint8))
    url = png_data_url(png)
    assert url.startswith("data:image/png;base64,")
    assert base64.b64decode(url.split(",", 1)[1]) == png
