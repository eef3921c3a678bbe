"""DICOM folders -> Sequences of RAS+ Volumes.

Headers are read first (pixel data deferred) so that a folder's declared size is checked against
the memory budget before one pixel is decoded, and so that slices can be put in anatomical order
(position along the slice normal) whatever the file names say. Every pydicom/numpy failure is
turned into a one-line LoadError naming the file; the UI shows it instead of a stack trace.
In a folder, one broken file (or series) is skipped with a one-line message and the rest loads:
only a folder with no loadable series raises.
"""

import logging
from dataclasses import dataclass, field
from pathlib import Path

from data.errors import LoadError, summarize_exception
from data.formats.dicom_header_cache import read_header_once
from data.formats.dicom_headers import DicomFile, NoImage, budget_problem
from data.formats.dicom_kind import guess_sequence_kind
from data.formats.dicom_pixels import rescale_slice
from data.formats.dicom_series import (
    NeedsEagerLoad,
    build_sequence,
    drop_stray_frames,
    group_frames,
)
from data.formats.dicom_walk import iter_files
from data.model import Sequence

__all__ = [
    "DicomFolder",
    "guess_sequence_kind",
    "load_dicom_folder",
    "read_dicom_folder",
    "rescale_slice",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class DicomFolder:
    """What a folder held: its series, plus messages about files that were skipped."""

    sequences: list[Sequence]
    messages: list[str] = field(default_factory=list)


# ---------------------------------------------------------------- public API


def load_dicom_folder(path: Path, budget_bytes: int) -> list[Sequence]:
    """All image series under `path` (a folder, searched recursively, or one file)."""
    result = read_dicom_folder(path, budget_bytes)
    for message in result.messages:
        log.info("%s", message)
    return result.sequences


def read_dicom_folder(path: Path, budget_bytes: int, *, eager: bool = True) -> DicomFolder:
    """Like load_dicom_folder, and also returns the messages (skipped files) for the UI.
    `eager=False`: raise NeedsEagerLoad rather than decode a series that is not regular."""
    path = Path(path)
    if not path.exists():
        raise LoadError(path, "no such file or folder")
    single = path.is_file()
    candidates = [(path, None)] if single else list(iter_files(path))
    files: list[DicomFile] = []
    skipped: list[Path] = []
    no_image: list[NoImage] = []  # reports, plans, waveforms...: named by what they are
    broken: list[LoadError] = []  # unreadable files and series: skipped, each named in a message
    for candidate, stat in candidates:
        try:
            header = read_header_once(candidate, strict=single, stat=stat)
            if header is not None and not single:
                too_big = budget_problem([header], budget_bytes)
                if too_big:
                    raise LoadError(candidate, too_big)
        except NoImage as exc:
            if single:
                raise
            no_image.append(exc)
            continue
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
    messages += _no_image_messages(path, no_image)
    if not files:
        if broken:
            raise _nothing_loadable(path, broken)
        if no_image:
            more = f" (and {len(no_image) - 1} more file(s) without an image)"
            raise LoadError(
                path, f"no DICOM image: {no_image[0]}{more if len(no_image) > 1 else ''}"
            )
        reason = "no DICOM image files found"
        count = len(skipped)
        raise LoadError(path, f"{reason} ({count} other file(s) skipped)" if count else reason)
    problem = budget_problem(files, budget_bytes)
    if problem:
        raise LoadError(path, problem)
    groups = group_frames(files)
    broken += drop_stray_frames(groups)
    sequences = []
    alerts: list[str] = []
    used_ids: set[str] = set()
    by_path = {f.path: f for f in files}
    for frames in groups.values():
        try:
            sequences.append(build_sequence(frames, by_path, used_ids, broken, alerts, eager=eager))
        except NeedsEagerLoad:
            raise
        except LoadError as exc:  # a series that cannot be stacked: the others still load
            broken.append(exc)
        except Exception as exc:  # a value pydicom parses only now: still one series, one line
            where = frames[0].path
            broken.append(LoadError(where, f"cannot stack series: {summarize_exception(exc)}"))
    if not sequences:
        raise _nothing_loadable(path, broken)
    messages += _skip_messages(broken) + alerts
    return DicomFolder(sequences=sequences, messages=messages)


_MAX_SKIP_LINES = 10


def _no_image_messages(folder: Path, found: list[NoImage]) -> list[str]:
    """One line for the DICOM files that hold no image, each named by what it is."""
    if not found:
        return []
    names = ", ".join(
        f"{Path(err.path).relative_to(folder) if err.path != str(folder) else err.path} "
        f"({err.reason})"
        for err in found[:5]
    )
    more = f" and {len(found) - 5} more" if len(found) > 5 else ""
    return [f"{folder}: skipped {len(found)} DICOM file(s) without an image: {names}{more}"]


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
