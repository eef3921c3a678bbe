"""Frames -> one series volume: grouping by series and plane, anatomical order along the slice
normal, missing slices as blank slots, the RAS affine, and the series' name and id."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from pydicom.dataset import Dataset

from data.errors import LoadError
from data.formats.dicom_headers import DicomFile, DicomFrame, frames_of, tag_text
from data.formats.dicom_kind import KIND_TAGS, guess_sequence_kind
from data.formats.dicom_lazy import regular_volume
from data.formats.dicom_pixels import read_pixels, rescale_frames, show_monochrome1
from data.formats.orientation import axis_codes, lps_to_ras, reorient_to_ras, spacing_from_affine
from data.model import Sequence, Volume


def group_frames(files: list[DicomFile]) -> dict[tuple[str, str], list[DicomFrame]]:
    """Frames keyed by (series UID, orientation): a localiser series splits by plane."""
    groups: dict[tuple[str, str], list[DicomFrame]] = {}
    keys: dict[tuple[float, ...] | None, str] = {}  # formatted once per orientation
    for f in files:
        for frame in frames_of(f):
            orientation = frame.orientation
            orient = keys.get(orientation)
            if orient is None:
                orient = "" if orientation is None else _orientation_key(orientation)
                keys[orientation] = orient
            groups.setdefault((f.series_uid, orient), []).append(frame)
    return groups


def drop_stray_frames(groups: dict[tuple[str, str], list[DicomFrame]]) -> list[LoadError]:
    """Frames that lack geometry the rest of their series has leave the series (in place), each
    file named once: one file without ImageOrientationPatient must not become a series of its
    own, and one without ImagePositionPatient must not reorder its series by InstanceNumber."""
    dropped: dict[Path, LoadError] = {}
    oriented = {uid for uid, orient in groups if orient}
    for uid, orient in list(groups):
        if not orient and uid in oriented:
            for fr in groups.pop((uid, orient)):
                reason = "no ImageOrientationPatient, unlike the rest of its series"
                dropped.setdefault(fr.path, LoadError(fr.path, reason))
    for key, frames in groups.items():
        placed = [fr for fr in frames if fr.position is not None]
        if len(placed) < len(frames) and len(placed) >= max(2, len(frames) / 2):
            for fr in frames:
                if fr.position is None:
                    reason = "no ImagePositionPatient, unlike the rest of its series"
                    dropped.setdefault(fr.path, LoadError(fr.path, reason))
            groups[key] = placed
    return list(dropped.values())


def _orientation_key(orientation: tuple[float, ...]) -> str:
    return ",".join(f"{v:.3f}" for v in orientation)


# ---------------------------------------------------------------- building a volume


class NeedsEagerLoad(LoadError):
    """A series that only an eager load (every pixel decoded now) can open, where the caller
    asked for none (the catalog's scan, planning the case's open)."""


def build_sequence(
    frames: list[DicomFrame],
    by_path: dict[Path, DicomFile],
    used_ids: set[str],
    broken: list[LoadError],
    alerts: list[str],
    *,
    eager: bool = True,
) -> Sequence:
    """One series as a RAS+ volume. Files that fail to decode are dropped (added to `broken`);
    missing slices and uneven spacing are noted in the description and added to `alerts`.
    `eager=False`: raise NeedsEagerLoad instead of decoding a series that is not regular."""
    first_file = by_path[frames[0].path]
    ds = first_file.ds
    series_name = _series_name(ds)
    sizes = {(by_path[fr.path].rows, by_path[fr.path].cols) for fr in frames}
    if len(sizes) > 1:
        shown = " and ".join(f"{r}x{c}" for r, c in sorted(sizes))
        raise LoadError(
            first_file.path.parent,
            f"series {series_name!r} mixes image sizes {shown}; cannot stack it into one volume",
        )
    notes: list[str] = []
    ordered, normal = _sort_frames(frames, notes)
    volume = _lazy_volume(ordered, normal, by_path)
    if volume is None and not eager:
        raise NeedsEagerLoad(first_file.path.parent, f"series {series_name!r} is read whole")
    if volume is None:
        volume, ordered = _eager_volume(ordered, normal, by_path, notes, broken, alerts)
    notes += [note for note in dict.fromkeys(n for fr in ordered for n in by_path[fr.path].notes)]
    tags = {k: tag_text(ds.get(k)) for k in KIND_TAGS}
    kind = guess_sequence_kind(str(ds.get("SeriesDescription", "") or ""), tags)
    n_files = len({fr.path for fr in ordered})
    sx, sy, sz = volume.spacing
    stored = axis_codes(lps_to_ras(_raw_affine_hint(ordered)))
    summary = (
        f"{tags['Modality'] or 'DICOM'} {'x'.join(map(str, volume.shape))} voxels, "
        f"{sx:.2f}x{sy:.2f}x{sz:.2f} mm, {n_files} file(s), stored as {stored}"
    )
    burned = str(ds.get("BurnedInAnnotation", "") or "").strip().upper() == "YES"
    return Sequence(
        units=intensity_units(ds, tags.get("Modality") or ""),
        sequence_id=_unique_id(ds, series_name, used_ids),
        kind=kind,
        name=series_name,
        volume=volume,
        description="; ".join([summary, *notes]),
        burned_in_annotation=burned,
        source_path=str(_common_folder([fr.path for fr in ordered])),
    )


def _lazy_volume(
    ordered: list[DicomFrame], normal: np.ndarray, by_path: dict[Path, DicomFile]
) -> Volume | None:
    """The series read slice by slice on demand (data/formats/dicom_lazy.py) when its geometry
    is regular: every slice present, evenly spaced, placed and sized by its headers; else None."""
    unusual: list[str] = []
    slots = _slice_slots(ordered, normal, unusual)
    if unusual or slots[-1] + 1 != len(ordered) or any(fr.position is None for fr in ordered):
        return None
    affine = _affine(ordered, normal, slots, unusual)
    if unusual or ordered[0].orientation is None:
        return None
    window = next((fr.window for fr in ordered if fr.window is not None), None)
    return regular_volume(ordered, by_path, affine, window)


def _eager_volume(
    ordered: list[DicomFrame],
    normal: np.ndarray,
    by_path: dict[Path, DicomFile],
    notes: list[str],
    broken: list[LoadError],
    alerts: list[str],
) -> tuple[Volume, list[DicomFrame]]:
    """Every file decoded now and stacked; missing slices and uneven spacing noted (in
    `notes`, and in `alerts` for the app's messages). Returns the volume and the frames kept."""
    first_file = by_path[ordered[0].path]
    series_name = _series_name(first_file.ds)
    raw, ordered, failed = read_pixels(ordered, by_path, notes)
    broken.extend(failed)
    data = rescale_frames(raw, ordered)
    data, inverted = show_monochrome1(data, ordered, by_path, notes)
    serious: list[str] = []  # geometry problems a reader must know about: also app messages
    if failed:
        serious.append(f"{len(failed)} unreadable file(s) left out")
    slots = _slice_slots(ordered, normal, serious)
    if slots[-1] + 1 != len(ordered):
        data = _fill_slots(data, slots)
    affine = _affine(ordered, normal, slots, serious)
    notes += serious
    alerts += [f"{first_file.path.parent}: series {series_name!r}: {note}" for note in serious]
    data, affine = reorient_to_ras(data, affine)
    window = next((fr.window for fr in ordered if fr.window is not None), None)
    if window is not None and inverted is not None:
        window = (inverted - window[0], window[1])  # the header's window, on the shown values
    known = any(fr.pixel_spacing is not None for fr in ordered)
    volume = Volume(
        data=data,
        affine=affine,
        spacing=spacing_from_affine(affine),
        window=window,
        spacing_known=known,
    )
    return volume, ordered


def _sort_frames(frames: list[DicomFrame], notes: list[str]) -> tuple[list[DicomFrame], np.ndarray]:
    """Anatomical order along the slice normal; InstanceNumber when positions are missing."""
    orientation = frames[0].orientation
    if orientation is None:
        normal = np.array([0.0, 0.0, 1.0])
        notes.append("no ImageOrientationPatient: axial orientation assumed")
    else:
        normal = np.cross(np.array(orientation[:3]), np.array(orientation[3:]))
    if all(fr.position is not None for fr in frames) and orientation is not None:
        dist = {id(fr): float(np.dot(normal, fr.position)) for fr in frames}  # type: ignore[arg-type]
        ordered = sorted(frames, key=lambda fr: (dist[id(fr)], fr.instance, str(fr.path)))
        kept = [ordered[0]]
        for fr in ordered[1:]:
            if abs(dist[id(fr)] - dist[id(kept[-1])]) > 1e-3:
                kept.append(fr)
        if len(kept) < len(ordered):
            notes.append(
                f"{len(ordered) - len(kept)} image(s) at repeated slice positions ignored "
                "(several volumes in one series: the first is shown)"
            )
        return kept, normal
    if len(frames) > 1:
        notes.append("no slice positions: slices ordered by InstanceNumber")
    ordered = sorted(frames, key=lambda fr: (fr.instance, str(fr.path), fr.frame or 0))
    return ordered, normal


def _slice_slots(frames: list[DicomFrame], normal: np.ndarray, notes: list[str]) -> list[int]:
    """The slice index of each frame in the stacked volume: 0..n-1, unless slices are missing.

    When every gap between neighbouring positions is a whole multiple of the usual gap, the
    missing slices get blank slots so that every slice keeps its true position (a stack of the
    frames alone would stretch the geometry). Other uneven spacing is left to _affine.
    """
    n = len(frames)
    slots = list(range(n))
    if n < 3 or any(fr.position is None for fr in frames):
        return slots
    dist = np.array([float(np.dot(normal, fr.position)) for fr in frames])  # type: ignore[arg-type]
    gaps = np.diff(dist)
    unit = float(np.median(gaps))
    if unit <= 1e-6:
        return slots
    ratios = gaps / unit
    steps = np.rint(ratios).astype(int)
    missing = int(steps.sum()) - (n - 1)
    if steps.min() < 1 or np.abs(ratios - steps).max() > 0.1 or missing <= 0 or missing > n:
        return slots
    where = [
        f"{dist[k]:.1f} to {dist[k + 1]:.1f} mm ({steps[k] - 1} missing)"
        for k in np.flatnonzero(steps > 1)[:3]
    ]
    notes.append(
        f"{missing} missing slice(s): gap in slice positions at {', '.join(where)} along the "
        f"slice normal where {unit:.2f} mm is expected; blank slice(s) inserted so every slice "
        "stays at its true position"
    )
    return [0, *np.cumsum(steps).tolist()]


def _fill_slots(data: npt.NDArray[Any], slots: list[int]) -> npt.NDArray[Any]:
    """(n, rows, cols) frames placed at `slots` of a taller stack; the gaps hold the minimum."""
    out = np.full((slots[-1] + 1, *data.shape[1:]), data.min(), dtype=data.dtype)
    out[slots] = data
    return out


def _affine(
    frames: list[DicomFrame], normal: np.ndarray, slots: list[int], notes: list[str]
) -> np.ndarray:
    """Voxel (slice, row, col) -> RAS affine of the stacked array (frame k at slice slots[k])."""
    first = frames[0]
    orientation = first.orientation or (1.0, 0.0, 0.0, 0.0, 1.0, 0.0)
    row_dir = np.array(orientation[:3])  # direction of increasing column index
    col_dir = np.array(orientation[3:])  # direction of increasing row index
    known = next((fr.pixel_spacing for fr in frames if fr.pixel_spacing is not None), None)
    if known is None:
        d_row, d_col = 1.0, 1.0
        notes.append(f"{spacing_unknown(frames)}: 1 mm pixels assumed, lengths and areas in px")
    else:
        d_row, d_col = known
    n = len(frames)
    positions = [fr.position for fr in frames]
    step: np.ndarray | None = None
    if n > 1 and all(p is not None for p in positions):
        pos = np.array(positions, dtype=np.float64)
        step = (pos[-1] - pos[0]) / (slots[-1] - slots[0])
        gaps = np.diff(pos @ normal) / np.diff(slots)
        if np.linalg.norm(step) < 1e-6:
            step = None
        elif gaps.max() - gaps.min() > max(0.01, 0.01 * abs(gaps.mean())):
            mean = float(np.linalg.norm(step))
            notes.append(
                f"uneven slice spacing ({gaps.min():.2f} to {gaps.max():.2f} mm between "
                f"neighbouring slices): shown evenly at the mean {mean:.2f} mm, so slice "
                "positions and distances along the slice axis are approximate"
            )
    if step is None:
        gap = first.between or first.thickness
        if gap is None:
            gap = 1.0
            notes.append("no slice spacing tags: 1 mm slice spacing assumed")
        step = normal * gap
    origin = first.position if first.position is not None else np.zeros(3)
    if first.position is None:
        notes.append("no ImagePositionPatient: origin at 0 mm")
    lps = np.eye(4)
    lps[:3, 0] = step
    lps[:3, 1] = col_dir * d_row
    lps[:3, 2] = row_dir * d_col
    lps[:3, 3] = origin
    return lps_to_ras(lps)


def spacing_unknown(frames: list[DicomFrame]) -> str:
    """Why a series has no pixel spacing: absent, or written as zeros (a radiograph whose
    spacing at the patient is not known)."""
    return (
        "pixel spacing unknown (PixelSpacing 0)"
        if any(fr.zero_spacing for fr in frames)
        else "no PixelSpacing"
    )


def _raw_affine_hint(frames: list[DicomFrame]) -> np.ndarray:
    """Orientation of the stored (slice, row, col) axes, for the description only."""
    orientation = frames[0].orientation or (1.0, 0.0, 0.0, 0.0, 1.0, 0.0)
    row_dir, col_dir = np.array(orientation[:3]), np.array(orientation[3:])
    hint = np.eye(4)
    hint[:3, 0] = np.cross(row_dir, col_dir)
    hint[:3, 1] = col_dir
    hint[:3, 2] = row_dir
    return hint


# ---------------------------------------------------------------- small value helpers


def _series_name(ds: Dataset) -> str:
    for keyword in ("SeriesDescription", "ProtocolName", "SequenceName"):
        value = str(ds.get(keyword, "") or "").strip()
        if value:
            return value
    number = ds.get("SeriesNumber")
    return f"Series {number}" if number not in (None, "") else "Series"


def _unique_id(ds: Dataset, name: str, used: set[str]) -> str:
    number = ds.get("SeriesNumber")
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or "series"
    base = f"s{number}-{slug}" if number not in (None, "") else slug
    candidate, n = base, 2
    while candidate in used:
        candidate = f"{base}-{n}"
        n += 1
    used.add(candidate)
    return candidate


def _common_folder(paths: Iterable[Path]) -> Path:
    """The folder that holds all `paths` (their parents compared as text: Path.parent costs a
    new Path per file)."""
    parents = {os.path.dirname(p) for p in paths}
    if len(parents) == 1:
        return Path(parents.pop())
    return Path(os.path.commonpath(list(parents)))


def intensity_units(ds: Any, modality: str) -> str:
    """The stored values' units as the header states them: Rescale Type (0028,1054) unless
    "US" (unspecified), else Units (0054,1001, PET), else "HU" for CT (its rescaled values
    are Hounsfield units by definition); "" when the header does not say."""
    rescale_type = str(ds.get("RescaleType", "") or "").strip()
    if rescale_type and rescale_type.upper() != "US":
        return rescale_type[:32]
    units = str(ds.get("Units", "") or "").strip()
    if units:
        return units[:32]
    return "HU" if modality.strip().upper() == "CT" else ""
