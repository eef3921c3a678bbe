"""Montages: many slices on one image (the reverse, finding the grid, is data.formats.montage_grid).

Evenly spaced slices of a plane, windowed, laid out in a grid with a thin separator line, so one
lossless image can carry a whole volume to a model or a report; with `letters` every tile carries
its side letters (explorer.side_letters, the same drawing as single images sent to models).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError
from data.formats.montage_grid import detect_grid, split_tiles
from data.model import Plane, Volume
from explorer.geometry import extract_slice, plane_stack, screen_letters, slice_count
from explorer.render import downscale
from explorer.side_letters import add_side_letters, letter_scale, margin_px
from explorer.window import Window, apply_window

__all__ = [  # detect_grid and split_tiles are re-exported for existing callers
    "build_montage",
    "choose_montage_indices",
    "content_range",
    "detect_grid",
    "grid_shape",
    "montage_indices",
    "split_tiles",
    "tile_grid",
]

SEPARATOR_VALUE = 96  # dark grey: visible between tiles, distinct from the black background


def montage_indices(n_slices: int, n: int, first: int = 0, last: int | None = None) -> list[int]:
    """`n` distinct slice indices spread evenly over first..last (the centre of n equal bins).

    Bin centres skip the extreme slices (usually empty) and never repeat an index; asking for
    more slices than exist returns them all.
    """
    if n_slices <= 0 or n <= 0:
        return []
    last = n_slices - 1 if last is None else min(last, n_slices - 1)
    first = max(0, min(first, last))
    span = last - first + 1
    if n >= span:
        return list(range(first, last + 1))
    return [first + int((i + 0.5) * span / n) for i in range(n)]


def content_range(
    volume: Volume, plane: Plane | str, threshold: float | None = None
) -> tuple[int, int]:
    """First and last slice that hold anything above `threshold` (default: the volume minimum).

    Templates and skull-stripped scans carry many empty slices at the ends; montages should not
    spend tiles on them. A volume with no content returns the full range.
    """
    stack = plane_stack(volume, plane)
    level = float(np.min(volume.data)) if threshold is None else threshold
    # each slice's maximum, reduced in place over the strided view: reshaping the view to
    # (slices, pixels) copied the whole volume first (3x slower; run for every batch case)
    peaks = np.max(stack, axis=tuple(range(1, stack.ndim)))
    hits = np.flatnonzero(np.greater(peaks, level))
    if hits.size == 0:
        return (0, stack.shape[0] - 1)
    return (int(hits[0]), int(hits[-1]))


def choose_montage_indices(volume: Volume, plane: Plane | str, n: int) -> list[int]:
    """The slices `build_montage` shows by default: evenly spread over the slices with content."""
    first, last = content_range(volume, plane)
    return montage_indices(slice_count(volume, plane), n, first, last)


def build_montage(
    volume: Volume,
    plane: Plane | str,
    n: int,
    window: Window,
    convention: str = "radiological",
    cols: int | None = None,
    *,
    indices: Sequence[int] | None = None,
    separator: int = 2,
    separator_value: int = SEPARATOR_VALUE,
    letters: bool = False,
    max_size: int = 0,
) -> npt.NDArray[np.uint8]:
    """A uint8 grid of `n` windowed slices (row-major), tiles separated by `separator` pixels.

    `indices` overrides the default choice (`choose_montage_indices`); empty grid slots stay
    black. `cols` defaults to a near-square grid. With `letters` every tile gets its side letters
    in a margin of its own (explorer.side_letters, the same drawing as single images), so each tile
    reads alone. `max_size` > 0 shrinks the tiles (before lettering, so the letters keep their
    size) until the whole montage fits in max_size x max_size.
    """
    chosen = list(indices) if indices is not None else choose_montage_indices(volume, plane, n)
    if not chosen:
        raise NeuroLensError("a montage needs at least one slice")
    tiles = [apply_window(extract_slice(volume, plane, i, convention), window) for i in chosen]
    ncols, nrows = grid_shape(len(tiles), cols)
    scale = letter_scale(max(tiles[0].shape)) if letters else 0
    if max_size > 0:
        for scale in (2, 1) if letters else (0,):
            room = margin_px(scale) * 2 if letters else 0
            max_rows = (max_size - (nrows - 1) * separator) // nrows - room
            max_cols = (max_size - (ncols - 1) * separator) // ncols - room
            fitted = [downscale(t, max_rows, max_cols) for t in tiles]
            if not letters or scale == 1 or letter_scale(max(fitted[0].shape)) == 2:
                break
        tiles = fitted
    if letters:
        marks = screen_letters(plane, convention)
        tiles = [add_side_letters(t, marks, scale) for t in tiles]
    return tile_grid(tiles, cols=ncols, separator=separator, separator_value=separator_value)


def grid_shape(count: int, cols: int | None = None) -> tuple[int, int]:
    """(columns, rows) of a montage of `count` tiles: `cols` when given, else near-square."""
    ncols = max(1, min(count, cols if cols else math.ceil(math.sqrt(count))))
    return ncols, math.ceil(count / ncols)


def tile_grid(
    tiles: Sequence[npt.NDArray[np.uint8]],
    *,
    cols: int | None = None,
    separator: int = 2,
    separator_value: int = SEPARATOR_VALUE,
) -> npt.NDArray[np.uint8]:
    """Lay equal-sized uint8 tiles out in a grid (the inverse of `split_tiles`)."""
    if not tiles:
        raise NeuroLensError("a montage needs at least one tile")
    h, w = tiles[0].shape[:2]
    if any(t.shape != tiles[0].shape for t in tiles):
        raise NeuroLensError("montage tiles must all have the same shape")
    count = len(tiles)
    ncols, nrows = grid_shape(count, cols)
    shape = (nrows * h + (nrows - 1) * separator, ncols * w + (ncols - 1) * separator)
    image = np.full(shape + tiles[0].shape[2:], separator_value, dtype=np.uint8)
    for slot in range(nrows * ncols):
        r, c = divmod(slot, ncols)
        y, x = r * (h + separator), c * (w + separator)
        image[y : y + h, x : x + w] = tiles[slot] if slot < count else 0
    return image
