"""DICOM header pass: each file's header read with pixel data deferred, checked and turned into
frames with validated geometry. A value that is present but unusable (an orientation that is not
two orthogonal unit vectors, a position or pixel spacing that is not finite numbers) makes the
file unreadable with a one-line reason, so the folder skips that file and loads the rest."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pydicom
from pydicom.dataset import Dataset
from pydicom.errors import InvalidDicomError

from data.errors import LoadError, format_size, summarize_exception
from data.formats.dicom_jpeg12 import register
from data.formats.dicom_open import infer_transfer_syntax, no_image_reason, read_without_meta

_DEFER_BYTES = 4096
_PIXEL_DATA = 0x7FE00010


class NoImage(LoadError):
    """A valid DICOM file that holds no image (a report, a plan...): skipped and named."""


@dataclass
class DicomFrame:
    """One 2D image: a single-frame file, or one frame of a multi-frame file."""

    path: Path
    frame: int | None  # None: the file holds one frame
    position: npt.NDArray[np.float64] | None
    orientation: tuple[float, ...] | None
    pixel_spacing: tuple[float, float] | None
    thickness: float | None
    between: float | None
    slope: float
    intercept: float
    instance: int
    window: tuple[float, float] | None
    zero_spacing: bool = False  # PixelSpacing written as zeros: the spacing is unknown


@dataclass
class DicomFile:
    path: Path
    ds: Dataset
    rows: int
    cols: int
    frames: int
    bits: int
    samples: int
    series_uid: str
    notes: list[str] = field(default_factory=list)  # how the file was read, for the description
    parsed: list[DicomFrame] | None = None  # frames_of, once (the header check parses them)
    layout: PixelLayout | None = None  # pixel_layout, once (read beside the header)
    # (size, mtime_ns, ctime_ns, inode) when the header was read or last found unchanged
    stamp: tuple[int, int, int, int] | None = None


@dataclass(frozen=True)
class PixelLayout:
    """How a file stores its pixels, read once with its header: deciding whether a series can
    be read slice by slice asked pydicom for these tags of every file at each open (~0.1 ms a
    tag, 600 files of a three-series study: 60-90 ms before its first slice)."""

    syntax: str  # transfer syntax UID, "" when the file names none
    photometric: str  # PhotometricInterpretation, stripped and upper-case
    tell: int | None  # byte offset of the pixel data's value (None: not deferred)
    length: int | None  # its stored length
    bits_stored: int
    signed: bool


def pixel_layout(f: DicomFile) -> PixelLayout | None:
    """f's PixelLayout from its data set (None when it has no plain PixelData element)."""
    ds = f.ds
    syntax = ds.file_meta.get("TransferSyntaxUID") if hasattr(ds, "file_meta") else None
    try:
        raw = ds.get_item(_PIXEL_DATA, keep_deferred=True)
    except KeyError:
        return None
    tell, length = getattr(raw, "value_tell", None), getattr(raw, "length", None)
    return PixelLayout(
        str(syntax or ""),
        str(ds.get("PhotometricInterpretation", "") or "").strip().upper(),
        None if tell is None else int(tell),
        None if length is None else int(length),
        int(ds.get("BitsStored", f.bits) or f.bits),
        int(ds.get("PixelRepresentation", 0) or 0) == 1,
    )


# ---------------------------------------------------------------- header pass


def read_header(path: Path, *, strict: bool) -> DicomFile | None:
    """The file's header (see _read_header), its frames' tags parsed once as a check: pydicom
    parses values lazily, and a damaged value (an unknown VR, a bad length) must make this file
    unreadable here, with one line, not break its whole folder later."""
    try:
        found = _read_header(path, strict=strict)
        if found is not None:
            found.parsed = frames_of(found)
            try:
                found.layout = pixel_layout(found)
            except Exception:  # read again, and judged, when the series is opened
                found.layout = None
    except LoadError:
        raise
    except Exception as exc:
        raise LoadError(path, f"unreadable DICOM header ({summarize_exception(exc)})") from exc
    return found


def _read_header(path: Path, *, strict: bool) -> DicomFile | None:
    """The file's header with pixel data deferred; None when it is not a DICOM image.

    `strict` (a single file was asked for) turns "not DICOM" into a LoadError.
    """
    ds: Dataset
    try:
        ds = pydicom.dcmread(path, defer_size=_DEFER_BYTES)
    except InvalidDicomError as exc:
        if has_dicom_magic(path):  # says it is DICOM, but the header does not parse
            raise LoadError(path, f"unreadable DICOM header ({summarize_exception(exc)})") from exc
        bare = read_without_meta(path, _DEFER_BYTES)  # no file meta: encoding inferred
        if bare is None:
            if strict:
                raise LoadError(path, "not a DICOM file") from exc
            return None
        ds = bare
    except Exception as exc:
        raise LoadError(path, f"unreadable DICOM header ({summarize_exception(exc)})") from exc
    if "Rows" not in ds or "Columns" not in ds:
        # a report, a plan, a waveform: named by its SOP class and skipped; an image class
        # without an image, or no class at all, is a cut or stripped file
        reason, valid = no_image_reason(ds)
        raise NoImage(path, reason) if valid else LoadError(path, reason)
    notes = [infer_transfer_syntax(ds)]
    if "PixelData" not in ds and "FloatPixelData" not in ds and "DoubleFloatPixelData" not in ds:
        raise LoadError(path, "image header without pixel data (truncated file?)")
    try:
        rows, cols = int(ds.Rows), int(ds.Columns)
        frames = int(ds.get("NumberOfFrames", 1) or 1)
        bits = int(ds.get("BitsAllocated", 16) or 16)
        samples = int(ds.get("SamplesPerPixel", 1) or 1)
    except (TypeError, ValueError) as exc:
        raise LoadError(path, f"invalid image size tags ({summarize_exception(exc)})") from exc
    if min(rows, cols, frames, bits, samples) <= 0:
        raise LoadError(path, f"invalid image size {rows}x{cols}x{frames} frames")
    _check_decoder(path, ds)
    _check_geometry(path, ds)
    uid = str(ds.get("SeriesInstanceUID", "") or f"no-series-uid:{path.parent}")
    return DicomFile(path, ds, rows, cols, frames, bits, samples, uid, [n for n in notes if n])


def _check_geometry(path: Path, ds: Dataset) -> None:
    """A geometry tag that is present but unusable makes the file unreadable (one line naming the
    tag and its value): guessing would put this slice in the wrong place or split its series."""
    for keyword, needs, parse in _GEOMETRY_TAGS:
        try:
            value = ds.get(keyword)
            shown = tag_text(value).strip()
        except Exception as exc:  # pydicom converts on access: a value it cannot even parse
            raise LoadError(path, f"unreadable {keyword} ({summarize_exception(exc)})") from exc
        if shown and parse(value) is None:
            raise LoadError(path, f"invalid {keyword} {shown[:60]!r}: needs {needs}")


def has_dicom_magic(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            fh.seek(128)
            return fh.read(4) == b"DICM"
    except OSError:
        return False


def _check_decoder(path: Path, ds: Dataset) -> None:
    meta = getattr(ds, "file_meta", None)
    syntax = meta.get("TransferSyntaxUID") if meta is not None else None
    if syntax is None:
        return  # pydicom guesses implicit little endian; decoding will say if that is wrong
    problem = _decoder_problem(str(syntax))
    if problem:
        raise LoadError(path, problem)


@functools.cache
def _decoder_problem(syntax: str) -> str:
    """'' when pydicom has a working decoder for the transfer syntax, else the reason."""
    from pydicom.pixels import get_decoder
    from pydicom.uid import UID

    register()
    uid = UID(syntax)
    name = uid.name if uid.is_valid else syntax
    try:
        decoder = get_decoder(uid)
    except NotImplementedError:
        return f"unsupported compression {name}"
    if not decoder.is_available:
        missing = "; ".join(decoder.missing_dependencies)
        return f"unsupported compression {name} (no decoder installed: {missing})"
    return ""


def budget_problem(files: list[DicomFile], budget_bytes: int) -> str:
    """'' when the declared pixel data of `files` fits the budget, else the reason."""
    declared = sum(f.rows * f.cols * f.frames * (f.bits // 8 or 1) * f.samples for f in files)
    voxels = sum(f.rows * f.cols * f.frames for f in files)
    peak = declared + voxels * 4  # raw pixels plus at most a float32 result
    if peak <= budget_bytes:
        return ""
    largest = max(files, key=lambda f: f.rows * f.cols * f.frames)
    return (
        f"declared image data too large: {len(files)} file(s), largest "
        f"{largest.rows}x{largest.cols}x{largest.frames} frames at {largest.bits} bits "
        f"({largest.path.name}); needs about {format_size(peak)} but the memory budget is "
        f"{format_size(budget_bytes)}"
    )


def frames_of(f: DicomFile) -> list[DicomFrame]:
    """The file's frames with their geometry (parsed at the header check, kept since)."""
    if f.parsed is not None:
        return f.parsed
    ds = f.ds
    try:
        instance = int(ds.get("InstanceNumber", 0) or 0)
    except (TypeError, ValueError):
        instance = 0
    top = _geometry(ds)
    if f.frames == 1 and "PerFrameFunctionalGroupsSequence" not in ds:
        return [DicomFrame(f.path, None, instance=instance, **top)]
    shared = _first_item(ds, "SharedFunctionalGroupsSequence")
    per_frame = ds.get("PerFrameFunctionalGroupsSequence") or []
    frames = []
    for i in range(f.frames):
        item = per_frame[i] if i < len(per_frame) else None
        geometry = dict(top)
        for group in (shared, item):  # per-frame values override shared ones
            if group is not None:
                geometry.update(_functional_geometry(group))
        frames.append(DicomFrame(f.path, i, instance=instance * 100000 + i, **geometry))
    return frames


def _geometry(ds: Dataset) -> dict[str, Any]:
    """Geometry and value tags at the top level of a dataset (classic single-frame files)."""
    return {
        "position": _vector(ds.get("ImagePositionPatient"), 3),
        "orientation": _orientation(ds.get("ImageOrientationPatient")),
        "pixel_spacing": _pair(ds.get("PixelSpacing")),
        "thickness": _positive(ds.get("SliceThickness")),
        "between": _positive(ds.get("SpacingBetweenSlices")),
        "slope": _float(ds.get("RescaleSlope"), 1.0) or 1.0,
        "intercept": _float(ds.get("RescaleIntercept"), 0.0),
        "window": _window(ds.get("WindowCenter"), ds.get("WindowWidth")),
        "zero_spacing": bool(_all_zero(ds.get("PixelSpacing"))),
    }


def _functional_geometry(group: Dataset) -> dict[str, Any]:
    """Values from an enhanced multi-frame functional group item, only those present."""
    found: dict[str, Any] = {}
    position = _first_item(group, "PlanePositionSequence")
    if position is not None and _vector(position.get("ImagePositionPatient"), 3) is not None:
        found["position"] = _vector(position.get("ImagePositionPatient"), 3)
    orientation = _first_item(group, "PlaneOrientationSequence")
    if orientation is not None and _orientation(orientation.get("ImageOrientationPatient")):
        found["orientation"] = _orientation(orientation.get("ImageOrientationPatient"))
    measures = _first_item(group, "PixelMeasuresSequence")
    if measures is not None:
        if _pair(measures.get("PixelSpacing")) is not None:
            found["pixel_spacing"] = _pair(measures.get("PixelSpacing"))
        if _positive(measures.get("SliceThickness")) is not None:
            found["thickness"] = _positive(measures.get("SliceThickness"))
        if _positive(measures.get("SpacingBetweenSlices")) is not None:
            found["between"] = _positive(measures.get("SpacingBetweenSlices"))
    transform = _first_item(group, "PixelValueTransformationSequence")
    if transform is not None:
        found["slope"] = _float(transform.get("RescaleSlope"), 1.0) or 1.0
        found["intercept"] = _float(transform.get("RescaleIntercept"), 0.0)
    voi = _first_item(group, "FrameVOILUTSequence")
    if voi is not None:
        window = _window(voi.get("WindowCenter"), voi.get("WindowWidth"))
        if window is not None:
            found["window"] = window
    return found


def _first_item(ds: Dataset, keyword: str) -> Dataset | None:
    seq = ds.get(keyword)
    return seq[0] if seq else None


def tag_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list | tuple) or type(value).__name__ == "MultiValue":
        return "\\".join(str(v) for v in value)
    return str(value)


def _vector(value: Any, n: int) -> np.ndarray | None:
    try:
        arr = np.array([float(v) for v in value], dtype=np.float64)
    except (TypeError, ValueError):
        return None
    return arr if arr.shape == (n,) and np.all(np.isfinite(arr)) else None


def _orientation(value: object) -> tuple[float, ...] | None:
    arr = _vector(value, 6)
    if arr is None:
        return None
    r, c = arr[:3], arr[3:]
    if np.linalg.norm(r) < 1e-3 or np.linalg.norm(c) < 1e-3:
        return None
    r, c = r / np.linalg.norm(r), c / np.linalg.norm(c)
    if abs(float(np.dot(r, c))) > 0.01:  # not two perpendicular directions: no image plane
        return None
    return tuple(float(v) for v in (*r, *c))


def _pair(value: object) -> tuple[float, float] | None:
    arr = _vector(value, 2)
    if arr is None or np.any(arr <= 0):
        return None
    return float(arr[0]), float(arr[1])


def _float(value: Any, default: float) -> float:
    if value is None or value == "":
        return default
    try:
        first = value[0] if type(value).__name__ == "MultiValue" else value
        number = float(first)
    except (TypeError, ValueError, IndexError):
        return default
    return number if np.isfinite(number) else default


def _positive(value: object) -> float | None:
    number = _float(value, 0.0)
    return number if number > 0 else None


def _window(center: object, width: object) -> tuple[float, float] | None:
    c, w = _float(center, float("nan")), _float(width, 0.0)
    if not np.isfinite(c) or w <= 0:
        return None
    return (c, w)


_GEOMETRY_TAGS: tuple[tuple[str, str, Callable[[Any], object]], ...] = (
    (
        "ImageOrientationPatient",
        "6 numbers giving two perpendicular, non-zero directions",
        _orientation,
    ),
    ("ImagePositionPatient", "3 finite numbers (mm)", lambda v: _vector(v, 3)),
    ("PixelSpacing", "2 positive numbers (mm)", lambda v: _pair(v) or _all_zero(v)),
)


def _all_zero(value: object) -> bool | None:
    """True for a spacing written as zeros ('0\\0'), which writers use for "unknown"."""
    arr = _vector(value, 2)
    return True if arr is not None and not np.any(arr) else None


def file_size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return -1
