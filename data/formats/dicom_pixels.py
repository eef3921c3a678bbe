"""Decoding a series' pixel data: each file once, native little-endian without pydicom's
pipeline, then RescaleSlope/Intercept applied (staying integer where that is exact)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import LoadError, summarize_exception
from data.formats.dicom_header_cache import forget_header
from data.formats.dicom_headers import DicomFile, DicomFrame, file_size


def read_pixels(
    frames: list[DicomFrame], by_path: dict[Path, DicomFile], notes: list[str]
) -> tuple[npt.NDArray[Any], list[DicomFrame], list[LoadError]]:
    """Decode each file once and stack the frames in the given order as (slice, row, col).

    Frames of files that fail to decode are left out: returns the stack, the frames kept and
    the errors. Raises the first error when no file of the series decodes.
    """
    out: npt.NDArray[Any] | None = None
    cache: dict[Path, npt.NDArray[Any] | None] = {}
    failed: list[LoadError] = []
    keep: list[int] = []
    colour = False
    for k, fr in enumerate(frames):
        f = by_path[fr.path]
        if fr.path not in cache:
            cache.clear()  # multi-frame files are consecutive in practice; keep one at a time
            try:
                cache[fr.path] = _decode(f)
            except LoadError as exc:
                cache[fr.path] = None
                failed.append(exc)
            if "PixelData" in f.ds:
                del f.ds.PixelData  # the bytes live on in the decoded array only as long as needed
                forget_header(fr.path)  # this data set can no longer be decoded again
        pixels = cache[fr.path]
        if pixels is None:
            continue
        keep.append(k)
        image = pixels if fr.frame is None else pixels[fr.frame]
        if image.ndim == 3:  # colour (rows, cols, samples): show luminance
            colour = True
            image = image[..., :3].astype(np.float32).mean(axis=-1)
        if out is None:
            out = np.empty((len(frames), f.rows, f.cols), dtype=image.dtype)
        out[k] = image
    if colour:
        notes.append("colour images converted to grayscale")
    if out is None:
        raise failed[0]
    if len(keep) < len(frames):
        return out[keep], [frames[k] for k in keep], failed
    return out, frames, failed


_NATIVE_LITTLE = {"1.2.840.10008.1.2", "1.2.840.10008.1.2.1"}


def _decode(f: DicomFile) -> npt.NDArray[Any]:
    syntax = f.ds.file_meta.get("TransferSyntaxUID") if hasattr(f.ds, "file_meta") else None
    name = getattr(syntax, "name", "unknown transfer syntax")
    try:
        arr = _decode_native(f, str(syntax or ""))
        if arr is None:
            arr = f.ds.pixel_array
    except LoadError:
        raise
    except Exception as exc:
        size = file_size(f.path)
        raise LoadError(
            f.path,
            f"cannot decode pixel data ({name}, file {size} bytes): {summarize_exception(exc)}",
        ) from exc
    expected = (f.frames, f.rows, f.cols) if f.frames > 1 else (f.rows, f.cols)
    if arr.shape[: len(expected)] != expected:
        raise LoadError(f.path, f"pixel data shape {arr.shape} does not match header {expected}")
    if _photometric(f) == "PALETTE COLOR":
        arr = _apply_palette(f, arr)
    return np.asarray(arr)


def _photometric(f: DicomFile) -> str:
    return str(f.ds.get("PhotometricInterpretation", "") or "").strip().upper()


def _apply_palette(f: DicomFile, indices: npt.NDArray[Any]) -> npt.NDArray[Any]:
    """Palette indices -> RGB through the file's colour lookup tables (segmented ones too)."""
    from pydicom.pixels import apply_color_lut

    try:
        return np.asarray(apply_color_lut(indices, f.ds))
    except Exception as exc:
        raise LoadError(
            f.path, f"PALETTE COLOR image with unusable lookup tables: {summarize_exception(exc)}"
        ) from exc


def show_monochrome1(
    data: npt.NDArray[Any],
    frames: list[DicomFrame],
    by_path: dict[Path, DicomFile],
    notes: list[str],
) -> tuple[npt.NDArray[Any], float | None]:
    """MONOCHROME1 frames (low values bright, as radiographs are often stored) inverted to
    lo + hi - value, so every consumer (the viewer, the montage, the images a model is sent)
    shows dense as bright, as for MONOCHROME2. Returns the data and lo + hi (None when no frame
    is MONOCHROME1); a header window's centre moves to lo + hi - centre."""
    flags = np.array([_photometric(by_path[fr.path]) == "MONOCHROME1" for fr in frames])
    if not flags.any():
        return data, None
    lo, hi = data.min(), data.max()
    total = lo.item() + hi.item()
    flipped = data.copy()
    flipped[flags] = (total - data[flags].astype(np.float64)).astype(data.dtype)
    which = "" if flags.all() else f" ({int(flags.sum())} of {len(frames)} images)"
    notes.append(
        f"MONOCHROME1 (low values bright){which}: values shown inverted as {lo.item():g} + "
        f"{hi.item():g} - stored, so bright is dense as in MONOCHROME2"
    )
    return flipped, float(total)


def _decode_native(f: DicomFile, syntax: str) -> npt.NDArray[Any] | None:
    """Uncompressed little-endian grayscale: a view on the bytes, no pydicom pixel pipeline.

    None for anything else (compressed, colour, packed bits), which goes through pydicom.
    """
    ds = f.ds
    if syntax not in _NATIVE_LITTLE or f.samples != 1 or f.bits not in (8, 16, 32):
        return None
    if int(ds.get("BitsStored", f.bits) or f.bits) != f.bits:
        return None
    signed = int(ds.get("PixelRepresentation", 0) or 0) == 1
    dtype = np.dtype(f"<{'i' if signed else 'u'}{f.bits // 8}")
    buffer = ds.PixelData
    count = f.rows * f.cols * f.frames
    if len(buffer) < count * dtype.itemsize:
        raise LoadError(
            f.path,
            f"truncated pixel data: header declares {count * dtype.itemsize} bytes, "
            f"file holds {len(buffer)}",
        )
    arr = np.frombuffer(buffer, dtype=dtype, count=count)
    shape = (f.frames, f.rows, f.cols) if f.frames > 1 else (f.rows, f.cols)
    return arr.reshape(shape)


def rescale_frames(raw: npt.NDArray[Any], frames: list[DicomFrame]) -> npt.NDArray[Any]:
    """Apply RescaleSlope/Intercept; stay integer (int16 when it fits) when slopes are 1."""
    slopes = np.array([fr.slope for fr in frames], dtype=np.float64)
    intercepts = np.array([fr.intercept for fr in frames], dtype=np.float64)
    integral = (
        np.issubdtype(raw.dtype, np.integer)
        and np.all(slopes == 1.0)
        and np.all(intercepts == np.round(intercepts))
    )
    if integral:
        if not np.any(intercepts):
            if raw.dtype.itemsize <= 2 and raw.dtype != np.uint16:
                return raw.astype(np.int16, copy=False)
            lo, hi = int(raw.min()), int(raw.max())
            return raw.astype(_int_dtype(lo, hi), copy=False)
        lo = int(raw.min()) + int(intercepts.min())
        hi = int(raw.max()) + int(intercepts.max())
        dtype = _int_dtype(lo, hi)
        out = raw.astype(dtype)
        out += intercepts.astype(dtype)[:, None, None]
        return out
    out = np.empty(raw.shape, dtype=np.float32)
    for k in range(raw.shape[0]):
        out[k] = rescale_slice(raw[k], float(slopes[k]), float(intercepts[k]))
    return out


def _int_dtype(lo: int, hi: int) -> type[np.integer]:
    if lo >= -32768 and hi <= 32767:
        return np.int16
    return np.int32


def rescale_slice(raw: npt.NDArray[Any], slope: float, intercept: float) -> npt.NDArray[Any]:
    """Stored values -> real values, exactly as the loader computes them (float32 arithmetic).

    Writers use it to know what a round trip reads back, bit for bit.
    """
    return raw.astype(np.float32) * np.float32(slope) + np.float32(intercept)
