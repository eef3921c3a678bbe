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
import gzip
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError
from data.model import Plane, Volume
from explorer.geometry import (
    as_convention,
    display_spacing,
    screen_axes,
    screen_letters,
    slice_positions_mm,
)
from explorer.window import Window, apply_window

VOLUME_PAYLOAD_VERSION = 2  # 2: voxels in Fortran order (axial slices contiguous)
MAX_PALETTE = 65_536
MAX_VOXELS = 64 * 1024**2  # 128 MB of uint16 indices in the browser at most


def palette_indices(
    data: npt.NDArray[np.generic],
) -> tuple[npt.NDArray[np.unsignedinteger], npt.NDArray[np.float32]] | None:
    """(indices, palette) with palette[indices] == data as float32, C order; None if too many.

    The palette holds the values as `apply_window` sees them (cast to float32), so windowing the
    palette and looking it up equals windowing the data.
    """
    arr = np.asarray(data)
    if arr.dtype == np.bool_:
        arr = arr.astype(np.uint8)
    if arr.dtype.kind in "iu" and arr.dtype.itemsize <= 2:
        keys = np.ascontiguousarray(arr).view(np.dtype(f"u{arr.dtype.itemsize}"))
        present = np.flatnonzero(np.bincount(keys.reshape(-1), minlength=1))
        values = present.astype(keys.dtype).view(arr.dtype).astype(np.float32)
        # Same float32 value from two keys cannot happen for <= 16-bit integers (exact in f32).
        small = np.uint8 if present.size <= 256 else np.uint16
        lookup = np.zeros(2 ** (8 * arr.dtype.itemsize), dtype=small)
        lookup[present] = np.arange(present.size, dtype=small)
        return lookup[keys], values
    if arr.dtype.kind not in "iuf":
        return None
    as32 = np.ascontiguousarray(arr, dtype=np.float32)
    values, inverse = np.unique(as32.reshape(-1), return_inverse=True)
    if values.size > MAX_PALETTE:
        return None
    small = np.uint8 if values.size <= 256 else np.uint16
    coded: npt.NDArray[np.unsignedinteger] = inverse.astype(small).reshape(arr.shape)  # type: ignore[assignment]
    return coded, values.astype(np.float32)


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


def encode_volume_parts(
    volume: Volume,
    convention: str,
    windows: Mapping[str, Window],
    *,
    level: int = 1,
) -> tuple[dict[str, Any], bytes] | None:
    """(metadata, gzip of the C-order palette indices), or None when the volume cannot be sent
    exactly and small. The bytes go to the browser as binary (ui/viewer_routes.py), the
    metadata as JSON: keys as encode_volume_payload's, without `data`."""
    conv = as_convention(convention)
    if volume.data.ndim != 3 or volume.data.size > MAX_VOXELS:
        return None
    found = palette_indices(volume.data)
    if found is None:
        return None
    indices, palette = found
    # Fortran order: the axial plane (the default view) is then a contiguous block per slice,
    # so stepping through it reads memory in order instead of gathering with a stride of nz
    packed = gzip.compress(indices.tobytes(order="F"), compresslevel=level, mtime=0)
    meta = {
        "version": VOLUME_PAYLOAD_VERSION,
        "convention": conv,
        "shape": [int(s) for s in volume.shape],
        # voxel (i, j, k) -> RAS mm, for the hover readout's patient coordinates
        "affine": [[float(v) for v in row] for row in np.asarray(volume.affine)],
        "dtype": indices.dtype.name,
        "palette": base64.b64encode(palette.astype("<f4").tobytes()).decode("ascii"),
        "order": "F",
        "planes": {p.value: plane_geometry(volume, p, conv, "F") for p in Plane},
        "windows": {name: [float(w.center), float(w.width)] for name, w in windows.items()},
    }
    return meta, packed


def encode_volume_payload(
    volume: Volume,
    convention: str,
    windows: Mapping[str, Window],
    *,
    level: int = 1,
) -> dict[str, Any] | None:
    """The JSON-able whole-volume payload, or None when it cannot be exact and small.

    Keys: version, shape, affine, dtype ('uint8'|'uint16' indices), data (base64 gzip, C order),
    palette (base64 of little-endian float32), planes {axial, coronal, sagittal: geometry},
    windows {name: [center, width]} (the presets resolved on the server).
    """
    parts = encode_volume_parts(volume, convention, windows, level=level)
    if parts is None:
        return None
    meta, packed = parts
    return {**meta, "data": base64.b64encode(packed).decode("ascii")}


def decode_volume_payload(
    payload: Mapping[str, Any],
) -> tuple[npt.NDArray[np.unsignedinteger], npt.NDArray[np.float32]]:
    """(indices with the volume's shape, palette): the Python twin of the browser's decoder."""
    try:
        shape = tuple(int(s) for s in payload["shape"])
        dtype = np.dtype(str(payload["dtype"]))
        raw = gzip.decompress(base64.b64decode(payload["data"], validate=True))
        palette = np.frombuffer(base64.b64decode(payload["palette"], validate=True), "<f4")
    except (KeyError, TypeError, ValueError, OSError, EOFError) as exc:
        raise NeuroLensError(f"not a volume payload: {type(exc).__name__}: {exc}") from None
    indices = np.frombuffer(raw, dtype=dtype)
    if indices.size != int(np.prod(shape)):
        raise NeuroLensError(f"volume payload holds {indices.size} voxels, expected {shape}")
    if payload.get("order") == "F":
        return indices.reshape(shape, order="F"), palette.astype(np.float32)
    return indices.reshape(shape), palette.astype(np.float32)


def slice_from_payload(payload: Mapping[str, Any], plane: str, index: int) -> npt.NDArray[Any]:
    """Palette indices of one display slice by the payload's own strides (what the JS walks)."""
    indices, _ = decode_volume_payload(payload)
    geo = payload["planes"][plane]
    flat = indices.reshape(-1, order="F") if payload.get("order") == "F" else indices.reshape(-1)
    rows = np.arange(geo["height"])[:, None] * geo["rstep"]
    cols = np.arange(geo["width"])[None, :] * geo["cstep"]
    return flat[geo["base"] + int(index) * geo["kstep"] + rows + cols]
