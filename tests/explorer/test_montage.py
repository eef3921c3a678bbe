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
