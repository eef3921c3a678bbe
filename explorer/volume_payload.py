"""A whole volume as palette indices, so the browser re-slices and re-windows it by itself.

Why: a plane or window change that asks the server competes for the CPU with everything else
the server does (2 cores), so its p95 is ruled by queues, not by the ~1 ms render. Most scans hold
few distinct values (int16 MR/CT: at most 65,536; the MNI template: 225), so the volume goes to
the browser once as indices into a float32 palette of its distinct values. A window is then a
lookup table over the palette, computed with the exact float32 steps of
`explorer.window.apply_window` (`paletteLut` in ui/static/viewer/volume_decoder.js mirrors them
with Math.fround), and any plane is a strided walk over the indices: the pixels on screen are
bit-identical to the server's render.
Volumes with more distinct values (float maps) return None and keep the per-plane path.
"""

from __future__ import annotations

import base64
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from data.model import Plane, Volume
from explorer.geometry import (
    as_convention,
    display_spacing,
    screen_axes,
    screen_letters,
    slice_positions_mm,
)
from explorer.window import Window, apply_window

VOLUME_PAYLOAD_VERSION = 3  # 2: Fortran order; 3: voxels in slabs from their own URL
MAX_PALETTE = 65_536
MAX_VOXELS = 64 * 1024**2  # 128 MB of uint16 indices in the browser at most


@dataclass(frozen=True, eq=False)
class PaletteCoder:
    """A volume's voxels as indices into a float32 palette of its distinct values, produced a
    range of voxels at a time (in Fortran order) so a slab can go out before the rest is coded.

    Integer volumes of <= 16 bits go through a lookup table indexed by the raw bits (one
    bincount pass finds the palette); others are coded once with np.unique.
    """

    palette: npt.NDArray[np.float32]
    dtype: np.dtype[Any]  # uint8 (<= 256 values) or uint16
    keys: npt.NDArray[Any] | None = None  # raw bits, flat in F order (integer path)
    lookup: npt.NDArray[Any] | None = None
    coded: npt.NDArray[Any] | None = None  # flat F-order indices (float path)

    def indices(self, start: int = 0, stop: int | None = None) -> npt.NDArray[np.unsignedinteger]:
        """Palette indices of flat voxels [start, stop) in Fortran order."""
        if self.coded is not None:
            return self.coded[start:stop]
        assert self.keys is not None and self.lookup is not None
        out: npt.NDArray[np.unsignedinteger] = np.take(self.lookup, self.keys[start:stop])
        return out


COUNT_CHUNK = 1 << 20


def count_keys(keys: npt.NDArray[np.unsignedinteger], size: int) -> npt.NDArray[np.intp]:
    """np.bincount of unsigned keys, a cache-sized chunk at a time: bincount casts its input to
    intp, and one cast of a 512x512x200 volume writes 420 MB (1.1 s against 0.08 s chunked)."""
    counts = np.zeros(size, dtype=np.intp)
    for start in range(0, keys.size, COUNT_CHUNK):
        counts += np.bincount(keys[start : start + COUNT_CHUNK], minlength=size)
    return counts


def palette_coder(data: npt.NDArray[np.generic]) -> PaletteCoder | None:
    """The coder of a volume's voxels, or None when it has more than MAX_PALETTE values.

    The palette holds the values as `apply_window` sees them (cast to float32), so windowing the
    palette and looking it up equals windowing the data.
    """
    arr = np.asarray(data)
    if arr.dtype == np.bool_:
        arr = arr.astype(np.uint8)
    # flat in the array's own memory order when it is Fortran (no transposing copy)
    flat = arr.ravel(order="F")
    if arr.dtype.kind in "iu" and arr.dtype.itemsize <= 2:
        keys = flat.view(np.dtype(f"u{arr.dtype.itemsize}"))
        present = np.flatnonzero(count_keys(keys, 2 ** (8 * arr.dtype.itemsize)))
        values = present.astype(keys.dtype).view(arr.dtype).astype(np.float32)
        # Same float32 value from two keys cannot happen for <= 16-bit integers (exact in f32).
        small = np.dtype(np.uint8 if present.size <= 256 else np.uint16)
        lookup = np.zeros(2 ** (8 * arr.dtype.itemsize), dtype=small)
        lookup[present] = np.arange(present.size, dtype=small)
        return PaletteCoder(values, small, keys=keys, lookup=lookup)
    if arr.dtype.kind not in "iuf":
        return None
    values, inverse = np.unique(flat.astype(np.float32), return_inverse=True)
    if values.size > MAX_PALETTE:
        return None
    small = np.dtype(np.uint8 if values.size <= 256 else np.uint16)
    return PaletteCoder(values.astype(np.float32), small, coded=inverse.astype(small).ravel())


def palette_indices(
    data: npt.NDArray[np.generic],
) -> tuple[npt.NDArray[np.unsignedinteger], npt.NDArray[np.float32]] | None:
    """(indices, palette) with palette[indices] == data as float32; None if too many values."""
    coder = palette_coder(data)
    if coder is None:
        return None
    shape = np.shape(data)
    return coder.indices().reshape(shape, order="F"), coder.palette


def window_palette(palette: npt.NDArray[np.float32], window: Window) -> npt.NDArray[np.uint8]:
    """Grey level of each palette entry (Python twin of `paletteLut` in volume_decoder.js)."""
    return apply_window(np.asarray(palette, dtype=np.float32), window)


def plane_geometry(
    volume: Volume, plane: Plane | str, convention: str, order: str = "C"
) -> dict[str, Any]:
    """How to walk the flat index array for a plane: offset = base + k*kstep + r*rstep + c*cstep,
    for voxels laid out in `order` ("C": k fastest; "F": i fastest, so an axial slice is one
    contiguous block). Same orientation as `explorer.geometry.plane_stack` (row 0 at the top
    of the screen)."""
    ax = screen_axes(plane, convention)
    shape = volume.shape
    if order == "F":
        strides = (1, shape[0], shape[0] * shape[1])
    else:
        strides = (shape[1] * shape[2], shape[2], 1)
    rows, cols = shape[ax.row_axis], shape[ax.col_axis]
    base = (rows - 1) * strides[ax.row_axis] if ax.row_flip else 0
    base += (cols - 1) * strides[ax.col_axis] if ax.col_flip else 0
    return {
        "count": int(shape[ax.normal]),
        "height": int(rows),
        "width": int(cols),
        "base": int(base),
        "kstep": int(strides[ax.normal]),
        "rstep": int(-strides[ax.row_axis] if ax.row_flip else strides[ax.row_axis]),
        "cstep": int(-strides[ax.col_axis] if ax.col_flip else strides[ax.col_axis]),
        "positions_mm": [round(v, 4) for v in slice_positions_mm(volume, plane)],
        "letters": screen_letters(plane, convention),
        "display_spacing": list(display_spacing(volume, plane)),
    }


def volume_meta(
    volume: Volume,
    convention: str,
    windows: Mapping[str, Window],
    coder: PaletteCoder,
    slabs: Mapping[str, Any],
) -> dict[str, Any]:
    """What the browser needs besides the voxels (which come in slabs from their own URL:
    explorer/volume_slabs.py): shape, affine, palette, every plane's walk, the windows."""
    conv = as_convention(convention)
    return {
        "version": VOLUME_PAYLOAD_VERSION,
        "convention": conv,
        "shape": [int(s) for s in volume.shape],
        # voxel (i, j, k) -> RAS mm, for the hover readout's patient coordinates
        "affine": [[float(v) for v in row] for row in np.asarray(volume.affine)],
        "dtype": coder.dtype.name,
        "palette": base64.b64encode(coder.palette.astype("<f4").tobytes()).decode("ascii"),
        # Fortran order: an axial slice is one contiguous block, and so is a slab of them
        "order": "F",
        "planes": {p.value: plane_geometry(volume, p, conv, "F") for p in Plane},
        "windows": {name: [float(w.center), float(w.width)] for name, w in windows.items()},
        "slabs": dict(slabs),
    }


def slice_from_indices(
    indices: npt.NDArray[Any], meta: Mapping[str, Any], plane: str, index: int
) -> npt.NDArray[Any]:
    """Palette indices of one display slice by the payload's own strides (what the JS walks)."""
    geo = meta["planes"][plane]
    flat = indices.reshape(-1, order="F")
    rows = np.arange(geo["height"])[:, None] * geo["rstep"]
    cols = np.arange(geo["width"])[None, :] * geo["cstep"]
    return flat[geo["base"] + int(index) * geo["kstep"] + rows + cols]
