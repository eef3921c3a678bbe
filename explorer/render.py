"""Slices to lossless PNG bytes, fast enough to render on every server-side step.

Medical images must reach screens and models without lossy compression; PNG at zlib level 1 is
lossless and costs a few milliseconds for a 512x512 slice (the default level 6 costs several
times more for a few percent fewer bytes). Orientation letters are drawn by the browser, so the
pixels stay exactly the data.
"""

from __future__ import annotations

import base64
import io

import numpy as np
import numpy.typing as npt
from PIL import Image

from data.errors import NeuroLensError

_MODES = {1: "L", 3: "RGB", 4: "RGBA"}  # by channel count


def render_png(arr: npt.NDArray[np.uint8], *, compress_level: int = 1) -> bytes:
    """Encode a uint8 image (H, W) grey, (H, W, 3) RGB or (H, W, 4) RGBA as PNG bytes."""
    data = np.asarray(arr)
    if data.dtype != np.uint8:
        raise NeuroLensError(f"render_png needs uint8 pixels (window first), got {data.dtype}")
    if data.ndim == 3 and data.shape[2] == 1:
        data = data[:, :, 0]
    channels = 1 if data.ndim == 2 else (data.shape[2] if data.ndim == 3 else 0)
    mode = _MODES.get(channels)
    if mode is None or data.shape[0] == 0 or data.shape[1] == 0:
        raise NeuroLensError(f"cannot render an image of shape {data.shape} as PNG")
    image = Image.fromarray(np.ascontiguousarray(data))  # uint8 2D/3/4 channels -> L/RGB/RGBA
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=compress_level)
    return buffer.getvalue()


def png_data_url(png: bytes) -> str:
    """A `data:image/png;base64,...` URI (for <img> tags and OpenAI-style image_url parts)."""
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def downscale(arr: npt.NDArray[np.uint8], max_rows: int, max_cols: int) -> npt.NDArray[np.uint8]:
    """Shrink (never enlarge) to fit max_rows x max_cols, aspect kept (Lanczos).

    Shared by single images and montage tiles sent to models, so both are resized the same way.
    """
    h, w = arr.shape[:2]
    scale = min(1.0, max(1, max_rows) / h, max(1, max_cols) / w)
    if scale >= 1.0:
        return arr
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    image = Image.fromarray(np.ascontiguousarray(arr))
    return np.asarray(image.resize(size, Image.Resampling.LANCZOS))
