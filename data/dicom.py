"""DICOM folders -> Sequences of RAS+ Volumes.

Headers are read first (pixel data deferred) so that a folder's declared size is checked against
the memory budget before one pixel is decoded, and so that slices can be put in anatomical order
(position along the slice normal) whatever the file names say. Every pydicom/numpy failure is
turned into a one-line LoadError naming the file; the UI shows it instead of a stack trace.
In a folder, one broken file (or series) is skipped with a one-line message and the rest loads:
only a folder with no loadable series raises.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pydicom
from pydicom.dataset import Dataset
from pydicom.errors import InvalidDicomError

from data.errors import LoadError, format_size, summarize_exception
from data.model import Sequence, SequenceKind, Volume
from data.orientation import axis_codes, lps_to_ras, reorient_to_ras, spacing_from_affine

log = logging.getLogger(__name__)

# Values larger than this stay on disk until asked for: the header pass never reads pixels.
_DEFER_BYTES = 4096
_SKIP_NAMES = {"DICOMDIR"}
_KIND_TAGS = (
    "Modality",
    "SeriesDescription",
    "ProtocolName",
    "SequenceName",
    "ScanningSequence",
    "SequenceVariant",
    "ImageType",
    "ContrastBolusAgent",
    "DiffusionBValue",
    "EchoTime",
    "RepetitionTime",
    "InversionTime",
    "AcquisitionContrast",
)
# Enhanced MR's AcquisitionContrast (0008,9209) names the weighting outright.
_ACQUISITION_CONTRAST = {
    "T1": SequenceKind.T1,
    "T2": SequenceKind.T2,
    "FLAIR": SequenceKind.FLAIR,
    "DIFFUSION": SequenceKind.DWI,
    "T2_STAR": SequenceKind.SWI,
}


@dataclass(frozen=True)
class DicomFolder:
    """What a folder held: its series, plus messages about files that were skipped."""

    sequences: list[Sequence]
    messages: list[str] = field(default_factory=list)


@dataclass
class _Frame:
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


@dataclass
class _File:
    path: Path
    ds: Dataset
    rows: int
    cols: int
    frames: int
    bits: int
    samples: int
    series_uid: str


# ---------------------------------------------------------------- public API


def load_dicom_folder(path: Path, budget_bytes: int) -> list[Sequence]:
    """All image series under `path` (a folder, searched recursively, or one file)."""
    result = read_dicom_folder(path, budget_bytes)
    for message in result.messages:
        log.info("%s", message)
    return result.sequences


def read_dicom_folder(path: Path, budget_bytes: int) -> DicomFolder:
    """Like load_dicom_folder, and also returns the messages (skipped files) for the UI."""
    path = Path(path)
    if not path.exists():
        raise LoadError(path, "no such file or folder")
    single = path.is_file()
    candidates = [path] if single else _walk_files(path)
    files: list[_File] = []
    skipped: list[Path] = []
    broken: list[LoadError] = []  # unreadable files and series: skipped, each named in a message
    for candidate in candidates:
        try:
            header = _read_header(candidate, strict=single)
            if header is not None and not single:
                too_big = _budget_problem([header], budget_bytes)
                if too_big:
                    raise LoadError(candidate, too_big)
        except LoadError as exc:
            if single:
                raise
            broken.append(exc)
            continue
        if header is None:
            skipped.append(candidate)
        else:
            files.append(header)
    messages = []
    if skipped:
        names = ", ".join(str(p.relative_to(path)) for p in skipped[:5])
        more = f" and {len(skipped) - 5} more" if len(skipped) > 5 else ""
        messages.append(
            f"{path}: skipped {len(skipped)} file(s) that are not DICOM images: {names}{more}"
        )
    if not files:
        if broken:
            raise _nothing_loadable(path, broken)
        reason = "no DICOM image files found"
        count = len(skipped)
        raise LoadError(path, f"{reason} ({count} other file(s) skipped)" if count else reason)
    problem = _budget_problem(files, budget_bytes)
    if problem:
        raise LoadError(path, problem)
    groups = _group_frames(files)
    sequences = []
    alerts: list[str] = []
    used_ids: set[str] = set()
    by_path = {f.path: f for f in files}
    for frames in groups.values():
        try:
            sequences.append(_build_sequence(frames, by_path, used_ids, broken, alerts))
        except LoadError as exc:  # a series that cannot be stacked: the others still load
            broken.append(exc)
    if not sequences:
        raise _nothing_loadable(path, broken)
    messages += _skip_messages(broken) + alerts
    return DicomFolder(sequences=sequences, messages=messages)


_MAX_SKIP_LINES = 10


def _skip_messages(broken: list[LoadError]) -> list[str]:
    """One line per skipped file or series (at most _MAX_SKIP_LINES, then a count)."""
    lines = [f"{err.path}: skipped: {err.reason}" for err in broken[:_MAX_SKIP_LINES]]
    if len(broken) > _MAX_SKIP_LINES:
        lines.append(f"... and {len(broken) - _MAX_SKIP_LINES} more unreadable file(s) skipped")
    return lines


def _nothing_loadable(path: Path, broken: list[LoadError]) -> LoadError:
    """The folder-level error: the first reason in full, the rest counted."""
    if not broken:
        return LoadError(path, "no loadable DICOM series")
    more = f" (and {len(broken) - 1} more unreadable file(s))" if len(broken) > 1 else ""
    return LoadError(path, f"no loadable DICOM series: {broken[0]}{more}")


def guess_sequence_kind(description: str, tags: Mapping[str, str]) -> SequenceKind:
    """Best guess at the contrast from free text (series description...) and header tags.

    Text wins over physics; TR/TE/TI only decide when no word gives the kind away.
    """
    if str(tags.get("Modality", "")).strip().upper() == "CT":
        return SequenceKind.CT
    words = [description] + [str(tags.get(k, "")) for k in _TEXT_TAGS]
    text = " ".join(words).lower().replace("_", " ")
    image_type = str(tags.get("ImageType", "")).upper()
    contrast = _has_contrast_agent(tags)
    if re.search(r"\badc\b|apparent.?diff|\bdadc\b", text) or "ADC" in image_type:
        return SequenceKind.ADC
    if re.search(
        r"\bdwi\b|diffusion|\btrace\b|\bdiff\b|ep2d.?diff|\bdti\b|\bb\s?=?\s?1000\b", text
    ):
        return SequenceKind.DWI
    if _number(tags.get("DiffusionBValue")) > 0:
        return SequenceKind.DWI
    if re.search(r"\bswi\b|\bswan\b|susceptib|\bt2\s?\*|\bt2star\b|\bminip\b|\bhemo", text):
        return SequenceKind.SWI
    if re.search(r"flair|dark.?fluid|\btirm\b", text):
        return SequenceKind.FLAIR
    if re.search(r"\bt1|mprage|mp-rage|mp2rage|spgr|bravo|\btfl\b|\bvibe\b", text):
        if re.search(r"\bpre\b|pre-?contrast|\bnative\b|\bnon.?contrast", text):
            return SequenceKind.T1
        post = r"\bpost\b|\+\s?c\b|\bc\+|gad|\bgd\b|contrast|\bce\b|\bt1c\b|\bt1ce\b|\bt1\+"
        if contrast or re.search(post, text):
            return SequenceKind.T1C
        return SequenceKind.T1
    if re.search(r"\bt2|\btse\b|\bfse\b|\bhaste\b", text):
        return SequenceKind.T2
    declared = _ACQUISITION_CONTRAST.get(str(tags.get("AcquisitionContrast", "")).strip().upper())
    if declared is not None:
        return SequenceKind.T1C if declared == SequenceKind.T1 and contrast else declared
    tr, te, ti = (_number(tags.get(k)) for k in ("RepetitionTime", "EchoTime", "InversionTime"))
    if ti > 1500 and te > 60:
        return SequenceKind.FLAIR
    if te >= 70 and tr >= 1500:
        return SequenceKind.T2
    if 0 < tr <= 900 and 0 < te <= 30:
        return SequenceKind.T1C if contrast else SequenceKind.T1
    return SequenceKind.OTHER


def rescale_slice(raw: npt.NDArray[Any], slope: float, intercept: float) -> npt.NDArray[Any]:
    """Stored values -> real values, exactly as the loader computes them (float32 arithmetic).

    Writers use it to know what a round trip reads back, bit for bit.
    """
    return raw.astype(np.float32) * np.float32(slope) + np.float32(intercept)


_TEXT_TAGS = ("SeriesDescription", "ProtocolName", "SequenceName")


def _has_contrast_agent(tags: Mapping[str, str]) -> bool:
    agent = str(tags.get("ContrastBolusAgent", "")).strip().lower()
    return agent not in {"", "none", "no", "n/a", "na", "0"}


def _number(value: object) -> float:
    try:
        return float(str(value).split("\\")[0])
    except (TypeError, ValueError):
        return 0.0


# ---------------------------------------------------------------- header pass


def _walk_files(folder: Path) -> list[Path]:
    return sorted(
        p
        for p in folder.rglob("*")
        if p.is_file() and p.name not in _SKIP_NAMES and not p.name.startswith(".")
    )


def _read_header(path: Path, *, strict: bool) -> _File | None:
    """The file's header with pixel data deferred; None when it is not a DICOM image.

    `strict` (a single file was asked for) turns "not DICOM" into a LoadError.
    """
    try:
        ds = pydicom.dcmread(path, defer_size=_DEFER_BYTES)
    except InvalidDicomError as exc:
        if _has_dicom_magic(path):  # says it is DICOM, but the header does not parse
            raise LoadError(path, f"unreadable DICOM header ({summarize_exception(exc)})") from exc
        if strict:
            raise LoadError(path, "not a DICOM file") from exc
        return None
    except Exception as exc:
        raise LoadError(path, f"unreadable DICOM header ({summarize_exception(exc)})") from exc
    if "Rows" not in ds or "Columns" not in ds:
        if "SOPClassUID" not in ds and _has_dicom_magic(path):
            # a real object (SR, presentation state...) names its class; this header was cut
            raise LoadError(path, "DICOM header without content (truncated or corrupt file?)")
        if strict:
            raise LoadError(path, "DICOM file without image data")
        return None  # structured report, presentation state...: not an image
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
    uid = str(ds.get("SeriesInstanceUID", "") or f"no-series-uid:{path.parent}")
    return _File(path, ds, rows, cols, frames, bits, samples, uid)


def _has_dicom_magic(path: Path) -> bool:
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


def _budget_problem(files: list[_File], budget_bytes: int) -> str:
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


# ---------------------------------------------------------------- grouping


def _group_frames(files: list[_File]) -> dict[tuple[str, str], list[_Frame]]:
    """Frames keyed by (series UID, orientation): a localiser series splits by plane."""
    groups: dict[tuple[str, str], list[_Frame]] = {}
    for f in files:
        for frame in _frames_of(f):
            orient = "" if frame.orientation is None else _orientation_key(frame.orientation)
            groups.setdefault((f.series_uid, orient), []).append(frame)
    return groups


def _orientation_key(orientation: tuple[float, ...]) -> str:
    return ",".join(f"{v:.3f}" for v in orientation)


def _frames_of(f: _File) -> list[_Frame]:
    ds = f.ds
    try:
        instance = int(ds.get("InstanceNumber", 0) or 0)
    except (TypeError, ValueError):
        instance = 0
    top = _geometry(ds)
    if f.frames == 1 and "PerFrameFunctionalGroupsSequence" not in ds:
        return [_Frame(f.path, None, instance=instance, **top)]
    shared = _first_item(ds, "SharedFunctionalGroupsSequence")
    per_frame = ds.get("PerFrameFunctionalGroupsSequence") or []
    frames = []
    for i in range(f.frames):
        item = per_frame[i] if i < len(per_frame) else None
        geometry = dict(top)
        for group in (shared, item):  # per-frame values override shared ones
            if group is not None:
                geometry.update(_functional_geometry(group))
        frames.append(_Frame(f.path, i, instance=instance * 100000 + i, **geometry))
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


# ---------------------------------------------------------------- building a volume


def _build_sequence(
    frames: list[_Frame],
    by_path: dict[Path, _File],
    used_ids: set[str],
    broken: list[LoadError],
    alerts: list[str],
) -> Sequence:
    """One series as a RAS+ volume. Files that fail to decode are dropped (added to `broken`);
    missing slices and uneven spacing are noted in the description and added to `alerts`."""
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
    raw, ordered, failed = _read_pixels(ordered, by_path, notes)
    broken.extend(failed)
    data = _rescale(raw, ordered)
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
    volume = Volume(data=data, affine=affine, spacing=spacing_from_affine(affine), window=window)
    tags = {k: _tag_text(ds.get(k)) for k in _KIND_TAGS}
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
        sequence_id=_unique_id(ds, series_name, used_ids),
        kind=kind,
        name=series_name,
        volume=volume,
        description="; ".join([summary, *notes]),
        burned_in_annotation=burned,
        source_path=str(_common_folder([fr.path for fr in ordered])),
    )


def _sort_frames(frames: list[_Frame], notes: list[str]) -> tuple[list[_Frame], np.ndarray]:
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


def _read_pixels(
    frames: list[_Frame], by_path: dict[Path, _File], notes: list[str]
) -> tuple[npt.NDArray[Any], list[_Frame], list[LoadError]]:
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


def _decode(f: _File) -> npt.NDArray[Any]:
    syntax = f.ds.file_meta.get("TransferSyntaxUID") if hasattr(f.ds, "file_meta") else None
    name = getattr(syntax, "name", "unknown transfer syntax")
    try:
        arr = _decode_native(f, str(syntax or ""))
        if arr is None:
            arr = f.ds.pixel_array
    except LoadError:
        raise
    except Exception as exc:
        size = _file_size(f.path)
        raise LoadError(
            f.path,
            f"cannot decode pixel data ({name}, file {size} bytes): {summarize_exception(exc)}",
        ) from exc
    expected = (f.frames, f.rows, f.cols) if f.frames > 1 else (f.rows, f.cols)
    if arr.shape[: len(expected)] != expected:
        raise LoadError(f.path, f"pixel data shape {arr.shape} does not match header {expected}")
    return np.asarray(arr)


def _decode_native(f: _File, syntax: str) -> npt.NDArray[Any] | None:
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


def _rescale(raw: npt.NDArray[Any], frames: list[_Frame]) -> npt.NDArray[Any]:
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


def _slice_slots(frames: list[_Frame], normal: np.ndarray, notes: list[str]) -> list[int]:
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
    frames: list[_Frame], normal: np.ndarray, slots: list[int], notes: list[str]
) -> np.ndarray:
    """Voxel (slice, row, col) -> RAS affine of the stacked array (frame k at slice slots[k])."""
    first = frames[0]
    orientation = first.orientation or (1.0, 0.0, 0.0, 0.0, 1.0, 0.0)
    row_dir = np.array(orientation[:3])  # direction of increasing column index
    col_dir = np.array(orientation[3:])  # direction of increasing row index
    if first.pixel_spacing is None:
        d_row, d_col = 1.0, 1.0
        notes.append("no PixelSpacing: 1 mm pixels assumed")
    else:
        d_row, d_col = first.pixel_spacing
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


def _raw_affine_hint(frames: list[_Frame]) -> np.ndarray:
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
    parents = {p.parent for p in paths}
    if len(parents) == 1:
        return parents.pop()
    import os

    return Path(os.path.commonpath([str(p) for p in parents]))


def _tag_text(value: Any) -> str:
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


def _file_size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return -1
