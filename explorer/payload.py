"""A whole plane as one compact JSON value, so the browser steps slices without the server.

Gradio sends component values uncompressed, so the slices are compressed here: windowed to uint8,
optionally row-delta coded (each row minus the row above it, modulo 256, within each frame:
PNG's "Up" filter, which helps gzip on smooth anatomy), gzip-compressed and base64-encoded.
The browser undoes it with `decodePlanePayload` (ui/static/viewer/plane_decoder.js, using
DecompressionStream('gzip')); Python undoes it with `decode_plane_payload` (used by the tests and
by anyone scripting against the viewer).
"""

from __future__ import annotations

import base64
import gzip
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError
from data.model import Plane, Volume
from explorer.geometry import (
    as_convention,
    as_plane,
    display_spacing,
    plane_stack,
    screen_axes,
    screen_letters,
    slice_positions_mm,
)
from explorer.window import Window, apply_window

PAYLOAD_VERSION = 1


def delta_encode(frames: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """Row delta within each frame of a (count, rows, cols) uint8 stack (first row kept)."""
    out = np.array(frames, dtype=np.uint8, copy=True, order="C")
    np.subtract(frames[:, 1:, :], frames[:, :-1, :], out=out[:, 1:, :])  # wraps modulo 256
    return out


def delta_decode(coded: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """Inverse of `delta_encode`: a running sum down the rows, modulo 256."""
    return np.cumsum(coded, axis=1, dtype=np.uint8)


def window_plane(
    volume: Volume, plane: Plane | str, window: Window, convention: str = "radiological"
) -> npt.NDArray[np.uint8]:
    """Every slice of a plane windowed to uint8, (count, rows, cols), C-contiguous."""
    return np.ascontiguousarray(plane_stack(apply_window(volume.data, window), plane, convention))


def encode_plane_payload(
    volume: Volume,
    plane: Plane | str,
    window: Window,
    convention: str = "radiological",
    *,
    delta: bool = True,
    level: int = 6,
    index: int | None = None,
) -> dict[str, Any]:
    """The JSON-able payload the browser viewer holds for one plane.

    Keys: version, plane, convention, width, height, count, index (suggested current slice,
    the middle unless given), positions_mm (one per slice), letters (top/bottom/left/right),
    display_spacing [row_mm, col_mm] (the canvas scales by these so anisotropic pixels keep
    their true shape), spacing [row_mm, col_mm, slice_mm], window {center, width}, dtype,
    encoding, delta, data (base64 of gzip of the frames, frame-major, row-major).
    """
    p = as_plane(plane)
    conv = as_convention(convention)
    frames = window_plane(volume, p, window, conv)
    count, height, width = (int(s) for s in frames.shape)
    body = delta_encode(frames) if delta else frames
    packed = gzip.compress(body.tobytes(), compresslevel=level, mtime=0)
    row_mm, col_mm = display_spacing(volume, p)
    slice_mm = float(volume.spacing[screen_axes(p).normal])
    middle = count // 2 if index is None else int(np.clip(index, 0, count - 1))
    return {
        "version": PAYLOAD_VERSION,
        "plane": p.value,
        "convention": conv,
        "width": width,
        "height": height,
        "count": count,
        "index": middle,
        "positions_mm": [round(v, 4) for v in slice_positions_mm(volume, p)],
        "letters": screen_letters(p, conv),
        "display_spacing": [row_mm, col_mm],
        "spacing": [row_mm, col_mm, slice_mm],
        "window": {"center": float(window.center), "width": float(window.width)},
        "dtype": "uint8",
        "encoding": "gzip+base64",
        "delta": bool(delta),
        "data": base64.b64encode(packed).decode("ascii"),
    }


def decode_plane_payload(payload: dict[str, Any]) -> npt.NDArray[np.uint8]:
    """The (count, height, width) uint8 frames a payload carries (Python twin of the JS)."""
    try:
        count, height, width = int(payload["count"]), int(payload["height"]), int(payload["width"])
        raw = gzip.decompress(base64.b64decode(payload["data"], validate=True))
    except (KeyError, TypeError, ValueError, OSError, EOFError) as exc:
        raise NeuroLensError(f"not a plane payload: {type(exc).__name__}: {exc}") from None
    if len(raw) != count * height * width:
        raise NeuroLensError(
            f"plane payload holds {len(raw)} bytes, expected {count}x{height}x{width}"
        )
    frames = np.frombuffer(raw, dtype=np.uint8).reshape(count, height, width)
    return delta_decode(frames) if payload.get("delta") else frames.copy()
