"""A regular DICOM series as a LazyVolume: placed from its headers, each slice read on its own.

Why: opening a case with three 200-file series decoded all 600 files and copied each series
into RAS order before the viewer could paint one slice (2.1-2.5 s on a 2-core machine). When
the headers prove a series regular (one uncompressed little-endian grey frame per file, every
slice present at even spacing, a value type known before any pixel is read), the series is a
LazyVolume: the first paint reads the one file of the axial slice asked for, and the whole
volume is read later (in the background, when the viewer streams it) straight into its RAS+
Fortran-order array, with no intermediate stack. A multi-frame file gives each frame its own
byte offset, so a slice reads its one frame. Anything the headers cannot prove regular
(compressed, colour, MONOCHROME1, missing or uneven slices) is loaded eagerly by
data/formats/dicom_series.py, as before.

The SeriesPlan (where each slice's bytes are, and the stack's geometry) is what the case
catalog keeps (data/formats/dicom_plan.py): a listed case opens from it without its headers.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt
from nibabel.orientations import apply_orientation, io_orientation, ornt_transform

from data.errors import LoadError, summarize_exception
from data.formats.dicom_headers import DicomFile, DicomFrame, PixelLayout, pixel_layout
from data.formats.dicom_pixels import rescale_slice
from data.formats.lazy_volume import LazyVolume
from data.formats.orientation import ras_geometry, reorient_to_ras, spacing_from_affine
from data.model import Volume

_NATIVE_LITTLE = {"1.2.840.10008.1.2", "1.2.840.10008.1.2.1"}
_IDENTITY = np.array([[0, 1], [1, 1], [2, 1]], dtype=float)


OnChange = Callable[[], None]  # told when a file is found changed, before the read fails


class SliceAt(NamedTuple):
    """Where one slice's stored values are: the file (its path's text), the byte offset of its
    frame's pixel data, and the file's size and change time when the header was read (a
    changed file is not trusted). A NamedTuple, not a frozen dataclass: a study's open makes
    600 of them from the catalog, at a fifth of the cost."""

    path: str
    offset: int
    stamp: tuple[int, int]
    slope: float
    intercept: float


@dataclass(frozen=True)
class SeriesPlan:
    """A regular series' layout: enough to read any slice, or the whole volume, without its
    headers."""

    slices: tuple[SliceAt, ...]  # in stack order (anatomical, along the slice normal)
    rows: int
    cols: int
    raw_dtype: np.dtype[Any]
    out_dtype: np.dtype[Any]
    affine: npt.NDArray[np.float64]  # (slice, row, col) -> RAS, before reorientation


class PlannedVolume(LazyVolume):
    """A LazyVolume read through a SeriesPlan, which it keeps (the catalog stores it)."""

    plan: SeriesPlan


def regular_volume(
    frames: list[DicomFrame],
    by_path: dict[Path, DicomFile],
    affine: npt.NDArray[np.float64],
    window: tuple[float, float] | None,
) -> LazyVolume | None:
    """The series as a LazyVolume when its headers prove it regular, else None (load it
    eagerly). `frames` are in stack order with every slice present at even spacing (the
    caller checks the geometry); `affine` maps (slice, row, col) to RAS."""
    plan = _plan(frames, by_path, affine)
    if plan is None:
        return None
    return planned_volume(plan, window)


def planned_volume(
    plan: SeriesPlan, window: tuple[float, float] | None, on_change: OnChange | None = None
) -> PlannedVolume:
    """The series as a LazyVolume read through `plan`; `on_change` is called when a slice's
    file is found changed since the plan was made (the read then fails with a LoadError)."""
    shape, ras = ras_geometry((len(plan.slices), plan.rows, plan.cols), plan.affine)
    volume = PlannedVolume(
        lambda: _read_all(plan, window, on_change),
        peek=lambda k, _ranges: _peek_axial(plan, k, window, on_change),
        shape=shape,
        dtype=plan.out_dtype,
        affine=ras,
        spacing=spacing_from_affine(ras),
        window=window,
        source=os.path.dirname(plan.slices[0].path),
    )
    object.__setattr__(volume, "plan", plan)
    return volume


def _plan(
    frames: list[DicomFrame], by_path: dict[Path, DicomFile], affine: npt.NDArray[np.float64]
) -> SeriesPlan | None:
    if len(frames) < 2 or len({(fr.path, fr.frame) for fr in frames}) != len(frames):
        return None
    first = by_path[frames[0].path]
    raw_dtype: np.dtype[Any] | None = None
    slices = []
    for fr in frames:
        f = by_path[fr.path]
        found = _file_slice(f, fr)
        dtype = _raw_dtype(f)
        if found is None or dtype is None or (f.rows, f.cols) != (first.rows, first.cols):
            return None
        if raw_dtype is not None and dtype != raw_dtype:
            return None
        raw_dtype = dtype
        slices.append(found)
    assert raw_dtype is not None
    out_dtype = _out_dtype(raw_dtype, slices)
    if out_dtype is None:
        return None
    return SeriesPlan(tuple(slices), first.rows, first.cols, raw_dtype, out_dtype, affine)


def _file_slice(f: DicomFile, fr: DicomFrame) -> SliceAt | None:
    """The slice's place in its file, when its frame is uncompressed grey pixel data that the
    header read left unread (deferred) and long enough for every frame; else None."""
    layout = _layout(f)
    frame = 0 if fr.frame is None else fr.frame
    if layout is None or not 0 <= frame < f.frames:
        return None
    if layout.syntax not in _NATIVE_LITTLE or layout.photometric != "MONOCHROME2":
        return None
    size_mtime = _size_mtime(f)
    if size_mtime is None:
        return None
    tell, length = layout.tell, layout.length
    frame_bytes = f.rows * f.cols * (f.bits // 8)
    needed = frame_bytes * f.frames
    if tell is None or length is None or length == 0xFFFFFFFF or length < needed:
        return None
    if tell + needed > size_mtime[0]:  # a cut file: the eager loader skips it, as before
        return None
    offset = tell + frame * frame_bytes
    return SliceAt(str(f.path), offset, size_mtime, fr.slope, fr.intercept)


def _size_mtime(f: DicomFile) -> tuple[int, int] | None:
    """The file's size and change time as this open found them: the stamp the header cache
    has just checked (dicom_header_cache.read_header_once), or a stat when there is none."""
    if f.stamp is not None:
        return f.stamp[0], f.stamp[1]
    try:
        stat = os.stat(f.path)
    except OSError:
        return None
    return stat.st_size, stat.st_mtime_ns


def _layout(f: DicomFile) -> PixelLayout | None:
    """The layout read with the header; read now when the header came without it (a tag the
    data set cannot give leaves the series to the eager loader, which names it)."""
    if f.layout is not None:
        return f.layout
    try:
        return pixel_layout(f)
    except Exception:
        return None


def _raw_dtype(f: DicomFile) -> np.dtype[Any] | None:
    """The stored values' type, read as the eager loader reads them without pydicom's pixel
    pipeline (data/formats/dicom_pixels.py); None when that loader would use the pipeline."""
    layout = _layout(f)
    if layout is None or f.samples != 1 or f.bits not in (8, 16):
        return None
    if layout.bits_stored != f.bits:
        return None
    return np.dtype(f"<{'i' if layout.signed else 'u'}{f.bits // 8}")


def _out_dtype(raw: np.dtype[Any], slices: list[SliceAt]) -> np.dtype[Any] | None:
    """The type the eager loader's rescale (dicom_pixels.rescale_frames) gives, when the
    headers alone decide it; None when it depends on the values (read eagerly)."""
    slopes = {s.slope for s in slices}
    intercepts = [s.intercept for s in slices]
    if slopes != {1.0} or any(i != round(i) for i in intercepts):
        return np.dtype(np.float32)
    if raw == np.uint16:
        return None  # int16 or int32 by the values' range
    if not any(intercepts):
        return np.dtype(np.int16)
    info = np.iinfo(raw)
    lo, hi = int(info.min) + int(min(intercepts)), int(info.max) + int(max(intercepts))
    return np.dtype(np.int16) if lo >= -32768 and hi <= 32767 else None


def _read_slice(plan: SeriesPlan, s: SliceAt, on_change: OnChange | None) -> npt.NDArray[Any]:
    """One slice's values (rows, cols), rescaled exactly as the eager loader does; a file whose
    size or change time differ from the plan's is not read (`on_change` is told first)."""
    size = plan.rows * plan.cols * plan.raw_dtype.itemsize
    try:
        stat = os.stat(s.path)
    except OSError:
        stat = None
    if stat is None or (stat.st_size, stat.st_mtime_ns) != s.stamp:
        if on_change is not None:
            on_change()
        what = "was removed" if stat is None else "changed"
        raise LoadError(s.path, f"the file {what} since the case was opened: open it again")
    try:
        with open(s.path, "rb") as fh:
            fh.seek(s.offset)
            body = fh.read(size)
    except OSError as exc:
        raise LoadError(s.path, f"cannot read pixel data ({summarize_exception(exc)})") from exc
    if len(body) < size:
        raise LoadError(s.path, f"truncated pixel data: {len(body)} of {size} bytes")
    raw = np.frombuffer(body, plan.raw_dtype).reshape(plan.rows, plan.cols)
    if plan.out_dtype == np.float32:
        return rescale_slice(raw, s.slope, s.intercept)
    out = raw.astype(plan.out_dtype)
    if s.intercept:
        out += plan.out_dtype.type(int(s.intercept))
    return out


def _stack_view(out: npt.NDArray[Any], ornt: npt.NDArray[Any]) -> npt.NDArray[Any]:
    """A (slice, row, col) view of the RAS+ array `out`: writing frame k into view[k] puts it
    where reorient_to_ras would have put it."""
    view = apply_orientation(out, ornt_transform(_IDENTITY, ornt))
    assert np.shares_memory(view, out)
    return view


def _read_all(
    plan: SeriesPlan, window: tuple[float, float] | None, on_change: OnChange | None
) -> Volume:
    """Every slice, each written once into the RAS+ Fortran-order array."""
    stack = (len(plan.slices), plan.rows, plan.cols)
    shape, ras = ras_geometry(stack, plan.affine)
    out = np.empty(shape, dtype=plan.out_dtype, order="F")
    view = _stack_view(out, io_orientation(plan.affine))
    for k, s in enumerate(plan.slices):
        view[k] = _read_slice(plan, s, on_change)
    return Volume(out, ras, spacing_from_affine(ras), window)


def _peek_axial(
    plan: SeriesPlan, k: int, window: tuple[float, float] | None, on_change: OnChange | None
) -> Volume | None:
    """RAS+ axial slice k as a one-slice Volume from its one file, when the series is stacked
    along the axial axis; None otherwise (the whole series is then read, as for NIfTI)."""
    ornt = io_orientation(plan.affine)
    n = len(plan.slices)
    if int(ornt[0, 0]) != 2 or not 0 <= k < n:
        return None
    stored = k if ornt[0, 1] > 0 else n - 1 - k
    affine = plan.affine.copy()
    affine[:3, 3] += plan.affine[:3, 0] * stored  # the slice's own origin
    data, ras = reorient_to_ras(_read_slice(plan, plan.slices[stored], on_change)[None], affine)
    return Volume(data, ras, spacing_from_affine(ras), window)
