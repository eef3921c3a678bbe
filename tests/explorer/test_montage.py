"""Montages: evenly spread slices, and a grid found again (or rightly not found) in an image."""

from __future__ import annotations

import numpy as np
import pytest

from data.model import Volume
from explorer.geometry import extract_slice
from explorer.montage import (
    build_montage,
    choose_montage_indices,
    content_range,
    detect_grid,
    montage_indices,
    split_tiles,
    tile_grid,
)
from explorer.window import Window, apply_window

WINDOW = Window(center=100.0, width=200.0)


def blob_volume(shape: tuple[int, int, int] = (40, 36, 30)) -> Volume:
    """A head-like ellipsoid with texture on a zero background, empty first/last slices."""
    x, y, z = np.meshgrid(*(np.linspace(-1, 1, s) for s in shape), indexing="ij")
    inside = (x / 0.8) ** 2 + (y / 0.85) ** 2 + (z / 0.8) ** 2 < 1
    rng = np.random.default_rng(4)
    data = np.where(inside, 60 + 120 * rng.random(shape), 0).astype(np.float32)
    return Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0))


def test_montage_indices_are_even_distinct_and_interior() -> None:
    picked = montage_indices(100, 5)
    assert picked == [10, 30, 50, 70, 90]
    assert montage_indices(189, 1) == [94]
    assert montage_indices(3, 10) == [0, 1, 2]
    assert montage_indices(0, 4) == []
    for n_slices in range(1, 60):
        for n in range(1, n_slices + 1):
            got = montage_indices(n_slices, n)
            assert len(got) == n == len(set(got))
            assert got == sorted(got) and got[0] >= 0 and got[-1] < n_slices
    assert montage_indices(100, 4, first=20, last=59) == [25, 35, 45, 55]


def test_content_range_skips_empty_end_slices() -> None:
    vol = blob_volume()
    first, last = content_range(vol, "axial")
    assert 0 < first < last < 29
    picked = choose_montage_indices(vol, "axial", 6)
    assert first <= picked[0] and picked[-1] <= last


@pytest.mark.parametrize(("n", "cols", "grid"), [(9, None, (3, 3)), (7, 3, (3, 3)), (5, 5, (1, 5))])
def test_built_montage_is_detected_and_splits_back_to_the_exact_tiles(
    n: int, cols: int | None, grid: tuple[int, int]
) -> None:
    vol = blob_volume()
    image = build_montage(vol, "coronal", n, WINDOW, cols=cols)
    picked = choose_montage_indices(vol, "coronal", n)
    expected = [apply_window(extract_slice(vol, "coronal", i), WINDOW) for i in picked]
    h, w = expected[0].shape
    assert image.shape == (grid[0] * h + (grid[0] - 1) * 2, grid[1] * w + (grid[1] - 1) * 2)
    assert detect_grid(image) == grid
    tiles = split_tiles(image, *grid)
    assert len(tiles) == grid[0] * grid[1]
    for tile, want in zip(tiles, expected, strict=False):
        np.testing.assert_array_equal(tile, want)
    assert all(not t.any() for t in tiles[n:])  # empty slots are black
    assert len(split_tiles(image, *grid, drop_blank=True)) == n


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


def test_lettered_montage_tiles_carry_their_own_side_letters() -> None:
    from explorer.side_letters import add_side_letters, margin_px

    vol = blob_volume()
    for convention, left in (("radiological", "R"), ("neurological", "L")):
        image = build_montage(vol, "axial", 4, WINDOW, convention, letters=True)
        plain = [
            apply_window(extract_slice(vol, "axial", i, convention), WINDOW)
            for i in choose_montage_indices(vol, "axial", 4)
        ]
        marks = {"top": "A", "bottom": "P", "left": left, "right": "L" if left == "R" else "R"}
        want = [add_side_letters(t, marks) for t in plain]
        assert detect_grid(image) == (2, 2)
        for got, expected in zip(split_tiles(image, 2, 2), want, strict=True):
            np.testing.assert_array_equal(got, expected)
        m = margin_px(1)
        np.testing.assert_array_equal(split_tiles(image, 2, 2)[0][m:-m, m:-m], plain[0])
    fitted = build_montage(vol, "axial", 9, WINDOW, letters=True, max_size=100)
    assert max(fitted.shape) <= 100
