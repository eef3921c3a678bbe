"""Window/level to uint8: known values, integer LUT == float path, percentiles, defaults."""

from __future__ import annotations

import numpy as np
import pytest

from data.errors import NeuroLensError
from data.model import SequenceKind, Volume
from explorer.window import (
    WINDOW_PRESETS,
    Window,
    apply_window,
    auto_window,
    default_window,
    percentile_window,
    presets_for_kind,
    window_for_preset,
)


def reference_window(arr: np.ndarray, window: Window) -> np.ndarray:
    """The DICOM linear window written the slow, obvious way (float64, then round)."""
    x = (arr.astype(np.float64) - (window.center - window.width / 2)) * 255.0 / window.width
    return np.floor(np.clip(x, 0, 255) + 0.5).clip(0, 255).astype(np.uint8)


def test_ct_brain_window_maps_known_hounsfield_values() -> None:
    hu = np.array([-1000, 0, 20, 40, 60, 80, 3000], dtype=np.int16)
    out = apply_window(hu, WINDOW_PRESETS["CT brain"])  # W80 L40: 0 HU black, 80 HU white
    assert out.dtype == np.uint8
    assert out.tolist() == [0, 0, 64, 128, 191, 255, 255]


@pytest.mark.parametrize("dtype", ["int16", "uint16", "uint8", "int8", ">i2"])
def test_integer_lookup_table_matches_the_float_formula(dtype: str) -> None:
    info = np.iinfo(np.dtype(dtype))
    rng = np.random.default_rng(1)
    arr = rng.integers(info.min, info.max, size=(64, 48), endpoint=True).astype(dtype)
    window = Window(center=float(info.min + info.max) / 3 + 7, width=float(info.max) / 5 + 3)
    expected = reference_window(arr, window)
    np.testing.assert_array_equal(apply_window(arr, window), expected)
    view = arr[::2, ::-3]  # non-contiguous views go through the same table
    np.testing.assert_array_equal(apply_window(view, window), expected[::2, ::-3])


def test_float_window_handles_nan_and_keeps_shape() -> None:
    arr = np.array([[np.nan, -1.0, 0.25], [0.5, 0.75, 2.0]], dtype=np.float32)
    out = apply_window(arr, Window(center=0.5, width=1.0))
    assert out.shape == arr.shape
    assert out.tolist() == [[0, 0, 64], [128, 191, 255]]


def test_window_rejects_a_non_positive_width() -> None:
    with pytest.raises(NeuroLensError, match="positive width"):
        Window(center=40, width=0)
    with pytest.raises(NeuroLensError):
        apply_window(np.array(["a"]), Window(0, 1))


def test_percentile_window_ignores_zero_background() -> None:
    tissue = np.linspace(100.0, 200.0, 10_000)
    arr = np.concatenate([np.zeros(90_000), tissue])  # 90 % air, like a head MR
    with_bg = percentile_window(arr, 0.5, 99.5, ignore_zero=False)
    tissue_only = percentile_window(arr, 0.5, 99.5)
    assert with_bg.low == pytest.approx(0.0)
    assert tissue_only.low == pytest.approx(100.5, abs=0.1)
    assert tissue_only.high == pytest.approx(199.5, abs=0.1)


def test_percentile_window_samples_big_volumes_and_survives_constant_data() -> None:
    rng = np.random.default_rng(2)
    big = rng.normal(1000.0, 100.0, size=(64, 64, 256)).astype(np.float32)
    full = percentile_window(big, max_samples=big.size)
    sampled = percentile_window(big, max_samples=50_000)
    assert sampled.center == pytest.approx(full.center, rel=0.01)
    assert sampled.width == pytest.approx(full.width, rel=0.05)
    assert percentile_window(np.full((4, 4), 7.0)).width > 0
    assert percentile_window(np.zeros((4, 4))).width > 0


def make_volume(window: tuple[float, float] | None = None) -> Volume:
    data = np.arange(1000, dtype=np.int16).reshape(10, 10, 10)
    return Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0), window=window)


def test_default_window_prefers_header_then_ct_brain_then_percentile() -> None:
    assert default_window(make_volume((300.0, 600.0))) == Window(300.0, 600.0)
    assert default_window(make_volume(), SequenceKind.CT) == WINDOW_PRESETS["CT brain"]
    vol = make_volume()
    assert default_window(vol, SequenceKind.T1) == percentile_window(vol.data)
    assert auto_window(vol) is auto_window(vol)  # cached per volume object


def test_presets_resolve_and_are_offered_per_kind() -> None:
    vol = make_volume()
    assert window_for_preset("CT bone", vol) == Window(600.0, 2800.0)
    assert window_for_preset("MR auto", vol) == percentile_window(vol.data)
    assert presets_for_kind(SequenceKind.CT)[:4] == [
        "CT brain",
        "CT subdural",
        "CT stroke",
        "CT bone",
    ]
    flair = presets_for_kind(SequenceKind.FLAIR)
    assert flair == ["MR auto", "MR hyperintense", "MR hypointense"]
    assert presets_for_kind(SequenceKind.ADC)[1] == "MR hypointense"
    assert presets_for_kind(SequenceKind.OTHER)[0] == "MR auto"
    # MR presets come from the volume's own tissue range: all of it, or one half of it
    full = percentile_window(vol.data)
    bright = window_for_preset("MR hyperintense", vol)
    dark = window_for_preset("MR hypointense", vol)
    assert bright.low == pytest.approx(full.center)
    assert bright.high == pytest.approx(max(percentile_window(vol.data, 0.5, 99.9).high, full.high))
    assert (dark.low, dark.high) == pytest.approx((full.low, full.center))
    with pytest.raises(NeuroLensError, match="preset"):
        window_for_preset("lung", vol)
