"""The whole-volume payload: exact palette indices, and strides that re-slice like the server."""

from __future__ import annotations

import base64

import numpy as np
import pytest

from data.model import Volume
from explorer.geometry import extract_slice
from explorer.volume_payload import (
    palette_coder,
    palette_indices,
    slice_from_indices,
    volume_meta,
    window_palette,
)
from explorer.volume_slabs import VolumeSlabs, decode_stream
from explorer.window import Window, apply_window


def _volume(data: np.ndarray) -> Volume:
    affine = np.diag([2.0, 1.5, 3.0, 1.0])
    affine[:3, 3] = [-10.0, 5.0, 7.0]
    return Volume(data=data, affine=affine, spacing=(2.0, 1.5, 3.0))


@pytest.mark.parametrize("dtype", [np.uint8, np.int16, np.uint16, np.bool_])
def test_integer_palettes_are_exact(dtype: type) -> None:
    rng = np.random.default_rng(0)
    data = rng.integers(-3000, 3000, size=(7, 5, 4)).astype(dtype)
    indices, palette = palette_indices(data)  # type: ignore[misc]
    assert indices.shape == data.shape
    assert np.array_equal(palette[indices], data.astype(np.float32))
    assert indices.dtype == (np.uint8 if palette.size <= 256 else np.uint16)


def test_counting_in_chunks_sees_every_voxel(monkeypatch: pytest.MonkeyPatch) -> None:
    # A value only in the last, partial chunk still enters the palette.
    monkeypatch.setattr("explorer.volume_payload.COUNT_CHUNK", 16)
    data = np.zeros((5, 7, 3), dtype=np.int16)
    data[-1, -1, -1] = -1234
    data[2, 3, 1] = 77
    indices, palette = palette_indices(data)  # type: ignore[misc]
    assert sorted(palette.tolist()) == [-1234.0, 0.0, 77.0]
    assert np.array_equal(palette[indices], data.astype(np.float32))


def test_float_palette_keeps_nan_and_refuses_too_many_values() -> None:
    data = np.array([[[0.25, np.nan], [-1.5, 0.25]]], dtype=np.float64)
    indices, palette = palette_indices(data)  # type: ignore[misc]
    assert np.array_equal(palette[indices], data.astype(np.float32), equal_nan=True)
    many = np.arange(70_000, dtype=np.float32).reshape(70, 100, 10) / 7
    assert palette_indices(many) is None and palette_coder(many) is None


def whole_stream(slabs: VolumeSlabs, k: int) -> bytes:
    """Every frame of a volume's stream, as the route sends them to one browser."""
    slabs.start(k)
    sent: set[int] = set()
    out = b""
    while (n := slabs.next_for(sent, k, timeout_s=30)) is not None:
        sent.add(n)
        out += slabs.frame(n)
    return out


def sent_volume(volume: Volume, convention: str, windows: dict) -> tuple[dict, np.ndarray]:
    """(metadata, indices) as the browser ends up holding them."""
    coder = palette_coder(volume.data)
    assert coder is not None
    slabs = VolumeSlabs(coder, volume.shape)
    meta = volume_meta(volume, convention, windows, coder, slabs.describe())
    return meta, decode_stream(meta, whole_stream(slabs, volume.shape[2] // 2))


@pytest.mark.parametrize("convention", ["radiological", "neurological"])
def test_payload_slices_windowed_by_palette_equal_the_server_render(convention: str) -> None:
    rng = np.random.default_rng(1)
    data = rng.integers(-200, 900, size=(9, 11, 6)).astype(np.int16)
    data[0, 0, 0] = 32767  # extremes of the type clip like the server's LUT
    volume = _volume(data)
    window = Window(center=37.3, width=91.7)
    payload, indices = sent_volume(volume, convention, {"CT brain": Window(40.0, 80.0)})
    assert payload["windows"] == {"CT brain": [40.0, 80.0]}
    palette = np.frombuffer(base64.b64decode(payload["palette"]), "<f4")
    lut = window_palette(palette, window)
    for plane in ("axial", "coronal", "sagittal"):
        geo = payload["planes"][plane]
        for k in range(geo["count"]):
            shown = lut[slice_from_indices(indices, payload, plane, k)]
            assert np.array_equal(
                shown, apply_window(extract_slice(volume, plane, k, convention), window)
            )
        assert len(geo["positions_mm"]) == geo["count"]
