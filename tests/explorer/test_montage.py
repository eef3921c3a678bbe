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
