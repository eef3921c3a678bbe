"""Finding the grid in someone's montage, and cutting it into its tiles exactly.

Neural-MedBench's project-page images are montages of slices on a dark background, separated by
uniform rows/columns. A grid is accepted only when a layout explains the image: separators of
one colour between tiles that hold content, optional outer margins. First an exactly regular
layout (equal tiles, equal separators); else tiles cut between whole separator runs, for montages
made by resizing whose tiles differ by a pixel or two and whose separators are 1-3 px (cutting
those into equal parts drifted up to 6 px off the tile borders); else a regular layout whose
separators touch same-coloured tile borders (black on black: right counts, ambiguous borders).
Anything else (a single slice, noise, uneven tiles) gives None, so the viewer shows the image as
is instead of cutting it wrongly. Building montages is explorer.montage.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError


@dataclass(frozen=True)
class AxisLayout:
    """Tiles along one image axis: `count` tiles of `tile` px, `gap` px apart, from `start`."""

    count: int
    start: int
    tile: int
    gap: int

    def spans(self) -> list[tuple[int, int]]:
        pitch = self.tile + self.gap
        starts = [self.start + k * pitch for k in range(self.count)]
        return [(a, a + self.tile) for a in starts]


def _profile(
    image: npt.NDArray[np.generic], axis: int, tol: float
) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.float32]]:
    """Per line along `axis` (0 rows, 1 cols): is it one colour, and which colour."""
    a = np.asarray(image)
    if a.ndim == 2:
        a = a[:, :, None]
    if a.ndim != 3 or a.shape[0] == 0 or a.shape[1] == 0:
        raise NeuroLensError(f"expected a 2D image, got an array of shape {np.shape(image)}")
    other = 1 - axis
    hi = a.max(axis=other).astype(np.float32)
    lo = a.min(axis=other).astype(np.float32)
    uniform = (hi - lo).max(axis=1) <= tol
    return uniform, lo


def _divisors(n: int) -> Iterator[int]:
    for d in range(1, math.isqrt(n) + 1):
        if n % d == 0:
            yield d
            if d != n // d:
                yield n // d


def _run_length(flags: npt.NDArray[np.bool_]) -> int:
    """Length of the leading run of True."""
    off = np.flatnonzero(~flags)
    return int(off[0]) if off.size else int(flags.size)


def _best_layout(
    uniform: npt.NDArray[np.bool_],
    colour: npt.NDArray[np.float32],
    *,
    count: int | None,
    tol: float,
    max_gap: int,
    max_margin: int,
    min_tile: int,
) -> tuple[AxisLayout, bool] | None:
    """The most believable regular layout (with exactly `count` tiles when given), and whether
    every separator in it is a whole run of its colour.

    Preference order: every separator is a whole run of its colour (a grey line between
    black-bordered slices: the separators cannot be confused with the slices' own borders),
    then more tiles, then more lines explained as separator or margin (tight tiles), then
    thinner separators. Black separators between black-bordered tiles are ambiguous by
    nature; they still give the right counts.
    """
    n = int(uniform.size)
    cum = np.concatenate([[0], np.cumsum(uniform, dtype=np.int64)])
    lead = min(_run_length(uniform), max_margin)
    trail = min(_run_length(uniform[::-1]), max_margin)
    best: tuple[tuple[int, int, int, int], AxisLayout] | None = None
    for m0 in range(lead + 1):
        for m1 in range(trail + 1):
            for gap in range(1, max_gap + 1):
                total = n - m0 - m1 + gap  # = tiles * (tile + gap)
                if total <= 0:
                    continue
                for r in _divisors(total):
                    if r < 2 or (count is not None and r != count):
                        continue
                    tile = total // r - gap
                    if tile < min_tile:
                        continue
                    rest = (-r, -(m0 + m1 + (r - 1) * gap), gap)
                    if best is not None and (-1, *rest) >= best[0]:
                        continue  # cannot beat the best even if exact
                    layout = AxisLayout(count=r, start=m0, tile=tile, gap=gap)
                    exact = _fits(layout, n, uniform, cum, colour, tol)
                    if exact is None:
                        continue
                    key = (-int(exact), *rest)
                    if best is None or key < best[0]:
                        best = (key, layout)
    return None if best is None else (best[1], best[0][0] == -1)


def _fits(
    layout: AxisLayout,
    n: int,
    uniform: npt.NDArray[np.bool_],
    cum: npt.NDArray[np.int64],
    colour: npt.NDArray[np.float32],
    tol: float,
) -> bool | None:
    """None unless separators and margins are uniform lines of one colour and every tile band
    holds content; else whether each separator is a whole run of that colour."""
    spans = layout.spans()
    blank_lines: list[range] = [range(0, layout.start), range(spans[-1][1], n)]
    gaps = list(itertools.pairwise(spans))
    for (_, end), (nxt, _) in gaps:
        if cum[nxt] - cum[end] != nxt - end:
            return None
        blank_lines.append(range(end, nxt))
    for a, b in spans:
        if cum[b] - cum[a] == b - a:  # a tile band with no content is not a tile
            return None
    idx = np.fromiter((i for rng in blank_lines for i in rng), dtype=np.int64)
    picked = colour[idx]
    if float((picked.max(axis=0) - picked.min(axis=0)).max()) > tol:
        return None
    separator = picked[0]

    def continues(line: int) -> bool:
        same = float(np.abs(colour[line] - separator).max()) <= tol
        return bool(uniform[line]) and same

    return not any(continues(end - 1) or continues(nxt) for (_, end), (nxt, _) in gaps)


Spans = list[tuple[int, int]]


def _uniform_runs(
    uniform: npt.NDArray[np.bool_], colour: npt.NDArray[np.float32], tol: float
) -> list[tuple[int, int]]:
    """Maximal runs [a, b) of single-colour lines that share one colour."""
    runs: list[tuple[int, int]] = []
    n, i = int(uniform.size), 0
    while i < n:
        if not uniform[i]:
            i += 1
            continue
        j = i + 1
        while j < n and uniform[j] and float(np.abs(colour[j] - colour[i]).max()) <= tol:
            j += 1
        runs.append((i, j))
        i = j
    return runs


def _run_layout(
    uniform: npt.NDArray[np.bool_],
    colour: npt.NDArray[np.float32],
    *,
    count: int | None,
    tol: float,
    max_gap: int,
    min_tile: int,
) -> Spans | None:
    """Tiles between whole separator runs, for grids whose tiles differ by a pixel or two.

    Montages made by resizing (7 columns in a width that 7 does not divide) have tiles of
    unequal size and separators of 1-3 px, which no regular layout explains. Here every separator
    is a maximal run of single-colour lines of one shared colour, at most `max_gap` thick; with
    `count` given, the run nearest each expected border is taken. The tiles must then be nearly
    equal (within 2 px or 10%) and each hold content, else None. Cuts fall exactly on the runs'
    ends, so no tile drifts by a pixel.
    """
    n = int(uniform.size)
    runs = _uniform_runs(uniform, colour, tol)
    lo = runs[0][1] if runs and runs[0][0] == 0 else 0  # outer margins are not separators
    hi = runs[-1][0] if runs and runs[-1][1] == n else n
    if hi - lo < 2 * min_tile:
        return None
    inner = [r for r in runs if lo < r[0] and r[1] < hi and r[1] - r[0] <= max_gap]
    cum = np.concatenate([[0], np.cumsum(uniform, dtype=np.int64)])
    best: Spans | None = None
    tried: list[npt.NDArray[np.float32]] = []
    for run in inner:
        shade = colour[run[0]]
        if any(float(np.abs(shade - t).max()) <= tol for t in tried):
            continue
        tried.append(shade)
        same = [r for r in inner if float(np.abs(colour[r[0]] - shade).max()) <= tol]
        chosen = same if count is None else _nearest_runs(same, lo, hi, count)
        if not chosen:
            continue
        edges = [lo, *(x for r in chosen for x in r), hi]
        spans = [(edges[k], edges[k + 1]) for k in range(0, len(edges), 2)]
        sizes = [b - a for a, b in spans]
        if min(sizes) < min_tile or max(sizes) - min(sizes) > max(2, 0.1 * float(np.median(sizes))):
            continue
        if any(cum[b] - cum[a] == b - a for a, b in spans):  # a band with no content
            continue
        if best is None or len(spans) > len(best):
            best = spans
    return best


def _nearest_runs(
    runs: list[tuple[int, int]], lo: int, hi: int, count: int
) -> list[tuple[int, int]] | None:
    """For each of the count-1 expected borders, the run whose middle is nearest (or None)."""
    pitch = (hi - lo) / count
    chosen: list[tuple[int, int]] = []
    for k in range(1, count):
        want = lo + k * pitch
        near = min(runs, key=lambda r: abs((r[0] + r[1]) / 2 - want), default=None)
        if near is None or abs((near[0] + near[1]) / 2 - want) > pitch / 4:
            return None
        if chosen and near[0] < chosen[-1][1]:
            return None
        chosen.append(near)
    return chosen


def _axis_spans(
    image: npt.NDArray[np.generic],
    axis: int,
    count: int | None,
    *,
    tol: float,
    max_gap: int,
    max_margin: int,
    min_tile: int,
) -> Spans | None:
    """Tile spans along one axis: an exact regular layout, else whole separator runs (tiles a
    pixel or two apart in size), else a regular layout whose separators touch same-coloured
    tile borders (black on black: right counts, borders ambiguous), else None."""
    uniform, colour = _profile(image, axis, tol)
    regular = _best_layout(
        uniform,
        colour,
        count=count,
        tol=tol,
        max_gap=max_gap,
        max_margin=max_margin,
        min_tile=min_tile,
    )
    if regular is not None and regular[1]:
        return regular[0].spans()
    runs = _run_layout(
        uniform, colour, count=count, tol=tol, max_gap=max_gap, min_tile=max(min_tile, 2)
    )
    if runs is not None:
        return runs
    return regular[0].spans() if regular is not None else None


def _layouts(
    image: npt.NDArray[np.generic],
    rows: int | None,
    cols: int | None,
    *,
    tol: float,
    max_gap: int,
    max_margin: int,
    min_tile: int,
) -> tuple[Spans | None, Spans | None]:
    found = [
        _axis_spans(
            image,
            axis,
            count,
            tol=tol,
            max_gap=max_gap,
            max_margin=max_margin,
            min_tile=min_tile,
        )
        for axis, count in ((0, rows), (1, cols))
    ]
    return found[0], found[1]


def detect_grid(
    image: npt.NDArray[np.generic],
    *,
    tol: float = 4.0,
    max_gap: int = 12,
    max_margin: int = 12,
    min_tile: int = 16,
) -> tuple[int, int] | None:
    """(rows, cols) when the image is a regular montage of tiles, else None.

    `tol` absorbs small noise in separator lines (lossless PNGs need 0; the default allows a
    little). An axis without separators counts as one tile; a 1x1 "grid" is None.
    """
    rows, cols = _layouts(
        image, None, None, tol=tol, max_gap=max_gap, max_margin=max_margin, min_tile=min_tile
    )
    if rows is None and cols is None:
        return None
    return (len(rows) if rows else 1, len(cols) if cols else 1)


def split_tiles(
    image: npt.NDArray[np.generic],
    rows: int,
    cols: int,
    *,
    drop_blank: bool = False,
    tol: float = 4.0,
    max_gap: int = 12,
    max_margin: int = 12,
) -> list[npt.NDArray[np.generic]]:
    """Cut a montage into rows*cols tiles (row-major), separators and margins trimmed.

    When no separator layout fits the requested counts the image is cut into equal parts.
    `drop_blank` leaves out single-colour tiles (empty grid slots).
    """
    if rows < 1 or cols < 1:
        raise NeuroLensError(f"a grid needs at least one row and one column (got {rows}x{cols})")
    data = np.asarray(image)
    found = _layouts(
        data,
        rows if rows > 1 else None,
        cols if cols > 1 else None,
        tol=tol,
        max_gap=max_gap,
        max_margin=max_margin,
        min_tile=1,
    )
    spans: list[list[tuple[int, int]]] = []
    for axis, count, layout in ((0, rows, found[0]), (1, cols, found[1])):
        size = data.shape[axis]
        if count == 1:
            spans.append([(0, size)])
        elif layout is not None and len(layout) == count:
            spans.append(layout)
        else:
            edges = np.linspace(0, size, count + 1).round().astype(int)
            spans.append([(int(a), int(b)) for a, b in itertools.pairwise(edges)])
    tiles = [data[r0:r1, c0:c1] for r0, r1 in spans[0] for c0, c1 in spans[1]]
    if drop_blank:
        tiles = [t for t in tiles if t.size and float(t.max()) - float(t.min()) > tol]
    return tiles
