"""Grids found again (or rightly not found) in montage images, and cut exactly on their borders."""

from __future__ import annotations

import numpy as np
import pytest

from data.formats.montage_grid import detect_grid, split_tiles
from explorer.geometry import extract_slice
from explorer.montage import tile_grid
from explorer.window import apply_window
from tests.explorer.test_montage import WINDOW, blob_volume


def test_rgba_montage_on_black_with_black_separators_and_margins() -> None:
    """Like the Neural-MedBench page images: RGBA, dark background, uniform separators."""
    vol = blob_volume()
    tiles = [apply_window(extract_slice(vol, "axial", i), WINDOW) for i in range(6, 24, 2)]
    grey = tile_grid(tiles, cols=3, separator=4, separator_value=0)
    grey = np.pad(grey, ((7, 7), (5, 5)))
    rgba = np.dstack([grey, grey, grey, np.full_like(grey, 255)])
    assert detect_grid(rgba) == (3, 3)
    got = split_tiles(rgba, 3, 3, drop_blank=True)
    assert len(got) == 9
    for tile, want in zip(got, tiles, strict=False):  # black borders may be kept or trimmed
        assert tile.shape[2] == 4
        assert (tile[..., 0] > 0).sum() == (want > 0).sum()


def test_grid_with_coloured_separator_and_margin_is_cut_exactly() -> None:
    rng = np.random.default_rng(5)
    tiles = [rng.integers(0, 256, size=(30, 40), dtype=np.uint8) for _ in range(8)]
    image = np.pad(
        tile_grid(tiles, cols=4, separator=3, separator_value=255), 6, constant_values=255
    )
    assert detect_grid(image) == (2, 4)
    for tile, want in zip(split_tiles(image, 2, 4), tiles, strict=False):
        np.testing.assert_array_equal(tile, want)


def test_noise_a_single_slice_and_irregular_tiles_are_not_grids() -> None:
    rng = np.random.default_rng(6)
    assert detect_grid(rng.integers(0, 256, size=(120, 160), dtype=np.uint8)) is None
    vol = blob_volume((64, 64, 64))
    assert detect_grid(apply_window(extract_slice(vol, "axial", 32), WINDOW)) is None
    # Unequal tiles (heights 40/70, widths 30/50) with uniform separators between them.
    heights, widths = (40, 70), (30, 50)
    image = np.full((sum(heights) + 2, sum(widths) + 2), 255, dtype=np.uint8)
    y = 0
    for h in heights:
        x = 0
        for w in widths:
            image[y : y + h, x : x + w] = rng.integers(0, 200, size=(h, w))
            x += w + 2
        y += h + 2
    assert detect_grid(image) is None


def test_split_tiles_falls_back_to_equal_parts() -> None:
    image = np.random.default_rng(7).integers(0, 256, size=(60, 90), dtype=np.uint8)
    tiles = split_tiles(image, 2, 3)
    assert [t.shape for t in tiles] == [(30, 30)] * 6
    np.testing.assert_array_equal(tiles[4], image[30:, 30:60])


def uneven_grid(
    widths: list[int],
    heights: list[int],
    gaps_x: list[int],
    gaps_y: list[int],
    *,
    separator_value: int,
    margin: int = 0,
    black_borders: bool = False,
    seed: int = 8,
) -> tuple[np.ndarray, list[tuple[int, int, int, int]]]:
    """A montage like a resized project-page image: tiles a pixel apart in size, gaps of 1-3 px.

    Returns the image and each tile's true (top, bottom, left, right) borders, row-major.
    """
    rng = np.random.default_rng(seed)
    shape = (sum(heights) + sum(gaps_y) + 2 * margin, sum(widths) + sum(gaps_x) + 2 * margin)
    image = np.full(shape, separator_value, dtype=np.uint8)
    borders = []
    y = margin
    for r, h in enumerate(heights):
        x = margin
        for c, w in enumerate(widths):
            tile = rng.integers(20, 236, size=(h, w)).astype(np.uint8)
            if black_borders:  # a slice on black with content right up to one edge
                tile[:, : w // 4] = 0
            image[y : y + h, x : x + w] = tile
            borders.append((y, y + h, x, x + w))
            x += w + (gaps_x[c] if c < len(gaps_x) else 0)
        y += h + (gaps_y[r] if r < len(gaps_y) else 0)
    return image, borders


@pytest.mark.parametrize(("separator_value", "margin"), [(0, 0), (255, 0), (96, 5), (0, 9)])
def test_uneven_grid_is_cut_exactly_on_its_tile_borders(separator_value: int, margin: int) -> None:
    """7 columns x 3 rows; widths 100/101 and heights 96/97 (the image was resized); gaps 1-3 px.

    Before: the columns were not found and equal parts drifted by up to 6 px from the borders.
    """
    widths = [101, 100, 101, 100, 101, 100, 101]
    heights = [97, 96, 97]
    image, borders = uneven_grid(
        widths, heights, [1, 2, 3, 1, 2, 3], [2, 3], separator_value=separator_value, margin=margin
    )
    assert detect_grid(image) == (3, 7)
    tiles = split_tiles(image, 3, 7)
    assert len(tiles) == 21
    for tile, (top, bottom, left, right) in zip(tiles, borders, strict=True):
        np.testing.assert_array_equal(tile, image[top:bottom, left:right])  # 0 px drift
    rgba = np.dstack([image, image, image, np.full_like(image, 255)])
    for tile, (top, bottom, left, right) in zip(split_tiles(rgba, 3, 7), borders, strict=True):
        assert tile.shape == (bottom - top, right - left, 4)


def test_uneven_grid_with_black_tile_borders_keeps_every_content_pixel() -> None:
    """Black separators next to black tile borders: the border is ambiguous, no content is cut."""
    widths = [61, 60, 61, 60, 61, 60, 61]
    image, borders = uneven_grid(
        widths, [50, 51, 50], [2, 1, 3, 2, 1, 3], [3, 1], separator_value=0, black_borders=True
    )
    tiles = split_tiles(image, 3, 7)
    for tile, (top, bottom, left, right) in zip(tiles, borders, strict=True):
        assert int((np.asarray(tile) > 0).sum()) == int((image[top:bottom, left:right] > 0).sum())
