"""Window/level: mapping scanner values to 8-bit grey, fast enough for every slice step.

The linear DICOM window: values below `center - width/2` are black, above `center + width/2`
white. Integer data (CT in HU, most MR) goes through a cached 8-bit lookup table; floats through
one vectorised scale-and-clip. No per-pixel Python anywhere.
"""

from __future__ import annotations

import math
import threading
import weakref
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError
from data.model import SequenceKind, Volume


@dataclass(frozen=True)
class Window:
    """A display window in the data's own units (HU for CT)."""

    center: float
    width: float

    def __post_init__(self) -> None:
        if not (math.isfinite(self.center) and math.isfinite(self.width)) or self.width <= 0:
            raise NeuroLensError(
                f"window needs a finite center and a positive width "
                f"(got center={self.center}, width={self.width})"
            )

    @property
    def low(self) -> float:
        return self.center - self.width / 2.0

    @property
    def high(self) -> float:
        return self.center + self.width / 2.0

    def label(self) -> str:
        """Short text for the UI, in the radiologists' W/L order."""
        return f"W {self.width:.4g} / L {self.center:.4g}"


@dataclass(frozen=True)
class TissueWindow:
    """An MR window made from the volume's own intensities (MR has no absolute units).

    The tissue range is the 0.5-99.5 percentile window of the non-zero voxels. `part` "all"
    shows all of it; "upper" maps its upper half (up to the 99.9th percentile, so the brightest
    lesion is not clipped) to the full grey scale, so hyperintense findings stand out against
    a darkened brain; "lower" maps its lower half, so hypointense ones stand out against a
    brightened brain. Each doubles the contrast inside its half, a change anyone sees.
    """

    part: str


# Standard CT brain windows (width/level in HU); the MR ones from the volume's tissue range.
WINDOW_PRESETS: dict[str, Window | TissueWindow] = {
    "CT brain": Window(center=40.0, width=80.0),
    "CT subdural": Window(center=75.0, width=200.0),
    "CT stroke": Window(center=40.0, width=40.0),
    "CT bone": Window(center=600.0, width=2800.0),
    "MR auto": TissueWindow("all"),
    "MR hyperintense": TissueWindow("upper"),
    "MR hypointense": TissueWindow("lower"),
}
Percentiles = tuple[float, float]

AUTO_PRESET = "MR auto"
# The preset listed right after "MR auto": the one for what the sequence usually shows.
_MR_PRESET_OF_KIND = {
    SequenceKind.T1.value: "MR hypointense",
    SequenceKind.T1C.value: "MR hyperintense",
    SequenceKind.T2.value: "MR hyperintense",
    SequenceKind.FLAIR.value: "MR hyperintense",
    SequenceKind.DWI.value: "MR hyperintense",
    SequenceKind.ADC.value: "MR hypointense",
}


def presets_for_kind(kind: SequenceKind | str | None) -> list[str]:
    """Preset names for a sequence kind: CT gets the HU windows, MR the tissue ones with the
    kind's usual finding (bright or dark) right after "MR auto"."""
    if kind is not None and str(kind) == SequenceKind.CT.value:
        return [name for name in WINDOW_PRESETS if name.startswith("CT")] + [AUTO_PRESET]
    mr = [name for name in WINDOW_PRESETS if name.startswith("MR")]
    own = _MR_PRESET_OF_KIND.get(str(kind)) if kind is not None else None
    if own is None:
        return mr
    return [AUTO_PRESET, own, *(n for n in mr if n not in (AUTO_PRESET, own))]


@lru_cache(maxsize=64)
def _lut(dtype_str: str, center: float, width: float) -> npt.NDArray[np.uint8]:
    """Lookup table indexed by the raw bits of an 8/16-bit integer (as the unsigned view)."""
    dtype = np.dtype(dtype_str)
    unsigned = np.dtype(f"u{dtype.itemsize}")
    values = np.arange(2 ** (8 * dtype.itemsize), dtype=unsigned).view(dtype)
    return _scale(values.astype(np.float32), Window(center, width))


def _scale(arr: npt.NDArray[np.floating], window: Window) -> npt.NDArray[np.uint8]:
    scale = np.float32(255.0 / window.width)
    out = arr.astype(np.float32, copy=True)
    out -= np.float32(window.low)
    out *= scale
    out += np.float32(0.5)  # round to nearest when truncating below
    np.clip(out, 0.0, 255.0, out=out)
    np.nan_to_num(out, copy=False, nan=0.0)
    return out.astype(np.uint8)


def apply_window(arr: npt.ArrayLike, window: Window) -> npt.NDArray[np.uint8]:
    """Window any numeric array to uint8 of the same shape (0 = black)."""
    data = np.asarray(arr)
    if data.dtype == np.bool_:
        data = data.astype(np.uint8)
    if data.dtype.kind in "iu" and data.dtype.itemsize <= 2:
        lut = _lut(data.dtype.str, float(window.center), float(window.width))
        # Same-size view: reinterpret the bits (works for any strides and byte order).
        keys = data.view(np.dtype(f"u{data.dtype.itemsize}"))
        return lut[keys]
    if data.dtype.kind not in "iuf":
        raise NeuroLensError(f"cannot window an array of type {data.dtype}")
    return _scale(data, window)


def _sample(data: npt.NDArray[np.generic], max_samples: int) -> npt.NDArray[np.generic]:
    """A deterministic, evenly strided sample so percentiles of big volumes stay cheap.

    Never a copy of the whole volume first: `reshape(-1)` of a Fortran-ordered NIfTI volume
    (or a flipped view) copied all of it (~1 s for 3 x 512x512x200 int16) before sampling."""
    if data.size <= max_samples:
        return data.reshape(-1)
    if data.flags.c_contiguous or data.flags.f_contiguous:
        flat = data.ravel(order="K")  # memory order: a view, no copy
        return flat[:: math.ceil(flat.size / max_samples)]
    step = math.ceil((data.size / max_samples) ** (1.0 / max(data.ndim, 1)))
    return data[(slice(None, None, step),) * data.ndim].reshape(-1)


def percentile_window(
    arr: npt.ArrayLike,
    lo: float = 0.5,
    hi: float = 99.5,
    *,
    ignore_zero: bool = True,
    max_samples: int = 262_144,
) -> Window:
    """Window spanning the lo..hi percentiles of the whole volume (MR has no fixed units).

    Exact zeros are background in most MR and are skipped by default so the window is set by
    tissue, not air. Sampling keeps it a few milliseconds for whole-brain volumes.
    """
    sample = _sample(np.asarray(arr), max_samples)
    if sample.dtype.kind == "f":
        sample = sample[np.isfinite(sample)]
    if ignore_zero:
        nonzero = sample[sample != 0]
        if nonzero.size:
            sample = nonzero
    if sample.size == 0:
        return Window(center=0.5, width=1.0)
    low, high = (float(v) for v in np.percentile(sample.astype(np.float64), [lo, hi]))
    if high <= low:  # constant image: any positive width shows it as mid grey or black
        span = max(abs(low), 1.0)
        return Window(center=low, width=span)
    return Window(center=(low + high) / 2.0, width=high - low)


_AUTO_CACHE: weakref.WeakKeyDictionary[Volume, dict[Percentiles, Window]] = (
    weakref.WeakKeyDictionary()
)
_AUTO_LOCK = threading.Lock()


def auto_window(volume: Volume, percentiles: Percentiles = (0.5, 99.5)) -> Window:
    """Percentile window of a volume, computed once per volume object (it is immutable)."""
    with _AUTO_LOCK:
        cached = _AUTO_CACHE.get(volume, {}).get(percentiles)
    if cached is not None:
        return cached
    window = percentile_window(volume.data, *percentiles)
    with _AUTO_LOCK:
        _AUTO_CACHE.setdefault(volume, {})[percentiles] = window
    return window


def header_window(volume: Volume) -> Window | None:
    """The header's (center, width) as a Window, or None when absent or unusable."""
    if volume.window is None:
        return None
    center, width = volume.window
    try:
        return Window(center=float(center), width=float(width))
    except (NeuroLensError, TypeError, ValueError):
        return None


def default_window(volume: Volume, kind: SequenceKind | str | None = None) -> Window:
    """The window a sequence opens with: header window, else CT brain for CT, else percentile."""
    from_header = header_window(volume)
    if from_header is not None:
        return from_header
    if kind is not None and str(kind) == SequenceKind.CT.value:
        brain = WINDOW_PRESETS["CT brain"]
        assert isinstance(brain, Window)
        return brain
    return auto_window(volume)


def window_for_preset(name: str, volume: Volume) -> Window:
    """Resolve a preset name from the UI: a fixed CT window, or an MR tissue window."""
    if name not in WINDOW_PRESETS:
        raise NeuroLensError(f"unknown window preset {name!r}")
    preset = WINDOW_PRESETS[name]
    return preset if isinstance(preset, Window) else tissue_window(volume, preset.part)


def tissue_window(volume: Volume, part: str) -> Window:
    """The tissue range of a volume ("all"), or its upper or lower half (TissueWindow)."""
    full = auto_window(volume)
    if part == "upper":
        top = max(auto_window(volume, (0.5, 99.9)).high, full.high)
        return Window(center=(full.center + top) / 2.0, width=top - full.center)
    if part == "lower":
        return Window(center=(full.low + full.center) / 2.0, width=full.width / 2.0)
    return full
