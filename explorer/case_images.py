"""Which images of a case go to a model, and the lossless, side-lettered PNGs they become.

vlm/prompt.py writes the words and this module the pictures: it chooses slices (in view,
evenly spaced, key slices, one montage per sequence), windows them, shrinks them to the size
limit, draws the side letters (explorer.side_letters, the same drawing the montage uses) and
encodes PNG. It lives in explorer/ because it is viewing logic built on explorer's geometry,
windowing and montage code, and explorer/ never depends on vlm/ (the arrows in the design run
case -> explorer -> vlm). It writes no free text from the case: a sequence is named by its kind
(T1, FLAIR, ...), numbered when two share a kind, never by its header's SeriesDescription.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property, partial
from typing import Any

import numpy as np
import numpy.typing as npt

from data.model import Case, Plane, Sequence, SequenceKind
from explorer.geometry import (
    as_convention,
    extract_slice,
    plane_stack,
    screen_letters,
    slice_count,
    slice_position_mm,
)
from explorer.montage import build_montage, choose_montage_indices, montage_indices
from explorer.render import downscale, png_data_url, render_png
from explorer.side_letters import add_side_letters, letter_scale, margin_px, orientation_text
from explorer.window import Window, apply_window, default_window, percentile_window

NO_SIDES = "not known (a 2D image as published; no side letters added)"


class ImageMode(StrEnum):
    IN_VIEW = "in_view"  # the slices the viewer shows (default)
    EVEN = "even"  # N evenly spaced slices over the slices with content
    KEY = "key"  # slices the case marks as key (tag key_slice:SEQ:PLANE:INDEX), else most varied
    MONTAGE = "montage"  # one montage image per sequence


@dataclass(frozen=True)
class SliceView:
    """One slice on screen: what "slices in view" sends (from the viewer's current state)."""

    sequence_id: str
    plane: Plane | str
    index: int
    window: tuple[float, float] | None = None  # (center, width) as displayed


@dataclass(frozen=True)
class ImageOptions:
    mode: ImageMode = ImageMode.IN_VIEW
    count: int = 5  # slices per sequence for EVEN/KEY, tiles per montage
    max_images: int = 20
    max_size: int = 512  # longest side in pixels, side-letter margin included
    views: tuple[SliceView, ...] = ()
    plane: Plane = Plane.AXIAL  # plane for EVEN/KEY/MONTAGE
    convention: str = "radiological"  # NEUROLENS_DISPLAY: decides the side letters and pixels


@dataclass(frozen=True)
class CaseImage:
    """One image as sent: lossless PNG plus what it shows (recorded with every run)."""

    sequence_id: str
    sequence: str  # label from the sequence kind, never header text: "T2", "FLAIR 2"
    plane: str
    slice_index: int | None
    slice_count: int | None
    position_mm: float | None
    png: bytes = field(repr=False)
    sha256: str = ""
    montage_of: tuple[int, ...] = ()
    orientation: str = NO_SIDES  # the side letters in words

    def data_url(self) -> str:
        """The PNG as a data URL: the same string object every time, since every task of a
        case sends the same images (its hash is then kept too, see url_sha256)."""
        return self._data_url

    @cached_property
    def _data_url(self) -> str:
        return png_data_url(self.png)

    @cached_property
    def url_sha256(self) -> str:
        """SHA-256 of the data URL as sent (what a request's fingerprint names the image by),
        computed once however many tasks send the image."""
        return hashlib.sha256(self.data_url().encode()).hexdigest()

    def position_text(self) -> str:
        if self.montage_of:
            shown = ", ".join(str(i + 1) for i in self.montage_of)
            return f"montage of slices {shown} of {self.slice_count}"
        if self.slice_index is None:
            return "single image"
        text = f"slice {self.slice_index + 1} of {self.slice_count}"
        if self.position_mm is not None:
            text += f" at {self.position_mm:+.1f} mm"
        return text

    def record(self) -> dict[str, Any]:
        return {
            "sha256": self.sha256,
            "sequence": self.sequence_id,
            "plane": self.plane,
            "slice": self.slice_index,
            "position_mm": self.position_mm,
            "montage_of": list(self.montage_of) or None,
            "orientation": self.orientation,
        }


def sequence_labels(case: Case) -> dict[str, str]:
    """Sequence id -> its kind, numbered in case order when two sequences share a kind."""
    kinds = [_kind_name(s.kind) for s in case.sequences]
    seen: dict[str, int] = {}
    labels: dict[str, str] = {}
    for seq, kind in zip(case.sequences, kinds, strict=True):
        seen[kind] = seen.get(kind, 0) + 1
        labels[seq.sequence_id] = f"{kind} {seen[kind]}" if kinds.count(kind) > 1 else kind
    return labels


def _kind_name(kind: SequenceKind) -> str:
    return "unspecified sequence" if kind is SequenceKind.OTHER else str(kind.value)


def key_slice_tags(case: Case) -> dict[tuple[str, str], list[int]]:
    """Key slices the case names in its tags: 'key_slice:<sequence_id>:<plane>:<index>'."""
    found: dict[tuple[str, str], list[int]] = {}
    for tag in case.tags:
        parts = tag.split(":")
        if len(parts) == 4 and parts[0] == "key_slice" and parts[3].isdigit():
            found.setdefault((parts[1], parts[2]), []).append(int(parts[3]))
    return found


def letter_slice(
    pixels: npt.NDArray[np.uint8], plane: Plane | str, convention: str, max_size: int
) -> tuple[npt.NDArray[np.uint8], str]:
    """A windowed display slice shrunk to fit `max_size` with its side letters, and their words."""
    marks = screen_letters(plane, convention)
    scale = letter_scale(max(pixels.shape[:2]))
    if max_size > 0:
        fitted = downscale(pixels, max_size - 2 * margin_px(scale), max_size - 2 * margin_px(scale))
        if scale == 2 and letter_scale(max(fitted.shape[:2])) == 1:
            scale = 1
            fitted = downscale(pixels, max_size - 2 * margin_px(1), max_size - 2 * margin_px(1))
        pixels = fitted
    return add_side_letters(pixels, marks, scale), _orientation_words(plane, marks)


def _orientation_words(plane: Plane | str, marks: dict[str, str]) -> str:
    text = orientation_text(marks)
    if Plane(plane) is Plane.SAGITTAL:
        text += "; a sagittal slice's side is its position (x, positive toward the patient's right)"
    return text


def _encode(
    arr: npt.NDArray[np.uint8],
    sequence_id: str,
    label: str,
    plane: str,
    index: int | None,
    count: int | None,
    position: float | None,
    orientation: str,
    montage_of: tuple[int, ...] = (),
) -> CaseImage:
    png = render_png(arr)
    return CaseImage(
        sequence_id=sequence_id,
        sequence=label,
        plane=plane,
        slice_index=index,
        slice_count=count,
        position_mm=position,
        png=png,
        sha256=hashlib.sha256(png).hexdigest(),
        montage_of=montage_of,
        orientation=orientation,
    )


def _to_uint8(frame: npt.NDArray[np.generic]) -> npt.NDArray[np.uint8]:
    if frame.dtype == np.uint8:
        return np.asarray(frame, dtype=np.uint8)
    if frame.ndim == 3:  # colour with another dtype: scale each channel alike
        data = np.asarray(frame, dtype=np.float64)
        lo, hi = float(data.min()), float(data.max())
        scaled = (data - lo) / (hi - lo or 1.0) * 255.0
        return np.asarray(np.clip(scaled, 0, 255).astype(np.uint8))
    return apply_window(frame, percentile_window(frame))


def _window_for(seq: Sequence, window: tuple[float, float] | None) -> Window:
    assert seq.volume is not None
    if window is not None:
        return Window(center=float(window[0]), width=float(window[1]))
    return default_window(seq.volume, seq.kind)


@dataclass(frozen=True)
class SliceJob:
    """A volume slice chosen and windowed, ready to become its CaseImage: everything
    render_slice_job needs, with no volume (it can be rendered in another process)."""

    sequence_id: str
    label: str
    plane: str  # Plane's value
    index: int
    count: int
    position_mm: float
    pixels: npt.NDArray[np.uint8] = field(repr=False)  # windowed, in the display convention
    convention: str
    max_size: int


def slice_job(
    seq: Sequence,
    label: str,
    plane: Plane | str,
    index: int,
    opts: ImageOptions,
    window: Window,
) -> SliceJob:
    """Cut and window one slice (the part that reads the volume)."""
    vol = seq.volume
    assert vol is not None
    pixels = apply_window(np.asarray(extract_slice(vol, plane, index, opts.convention)), window)
    return SliceJob(
        sequence_id=seq.sequence_id,
        label=label,
        plane=str(Plane(plane).value),
        index=index,
        count=slice_count(vol, plane),
        position_mm=float(slice_position_mm(vol, plane, index)),
        pixels=pixels,
        convention=opts.convention,
        max_size=opts.max_size,
    )


def render_slice_job(job: SliceJob) -> CaseImage:
    """The slice shrunk to fit, side-lettered, as lossless PNG (a pure function of the job)."""
    lettered, words = letter_slice(job.pixels, job.plane, job.convention, job.max_size)
    return _encode(
        lettered,
        job.sequence_id,
        job.label,
        job.plane,
        job.index,
        job.count,
        job.position_mm,
        words,
    )


def render_volume_slice(
    seq: Sequence,
    label: str,
    plane: Plane | str,
    index: int,
    opts: ImageOptions,
    window: Window,
) -> CaseImage:
    """One windowed slice in the display convention, side-lettered, as lossless PNG."""
    return render_slice_job(slice_job(seq, label, plane, index, opts, window))


def render_stack_frame(seq: Sequence, label: str, index: int, opts: ImageOptions) -> CaseImage:
    """A 2D image as published: no geometry, so no side letters and its label says so."""
    stack = seq.stack
    assert stack is not None
    frame = _to_uint8(np.asarray(stack.frames[index]))
    if opts.max_size > 0:
        frame = downscale(frame, opts.max_size, opts.max_size)
    return _encode(
        frame, seq.sequence_id, label, "2D image", index, len(stack.frames), None, NO_SIDES
    )


def render_montage(seq: Sequence, label: str, plane: Plane, opts: ImageOptions) -> CaseImage:
    """One montage of `opts.count` slices, every tile side-lettered, fitted to the size limit."""
    vol = seq.volume
    assert vol is not None
    chosen = choose_montage_indices(vol, plane, opts.count)
    grid = build_montage(
        vol,
        plane,
        opts.count,
        _window_for(seq, None),
        opts.convention,
        indices=chosen,
        letters=True,
        max_size=opts.max_size,
    )
    words = "in every tile, " + _orientation_words(plane, screen_letters(plane, opts.convention))
    count = slice_count(vol, plane)
    return _encode(
        grid, seq.sequence_id, label, plane.value, None, count, None, words, tuple(chosen)
    )


def _most_varied(seq: Sequence, plane: Plane, n: int) -> list[int]:
    assert seq.volume is not None
    stack = plane_stack(seq.volume, plane)
    spread = np.asarray(stack, dtype=np.float32).reshape(stack.shape[0], -1).std(axis=1)
    return sorted(int(i) for i in np.argsort(spread)[::-1][:n])


PlannedImage = SliceJob | Callable[[], CaseImage]  # a slice to render, or how to render it


def select_images(case: Case, opts: ImageOptions, exclude: Collection[str] = ()) -> list[CaseImage]:
    """Render the images a request sends; sequences in `exclude` (held back) are skipped."""
    return [render_planned(item) for item in plan_images(case, opts, exclude)]


def render_planned(item: PlannedImage) -> CaseImage:
    return render_slice_job(item) if isinstance(item, SliceJob) else item()


def plan_images(
    case: Case, opts: ImageOptions, exclude: Collection[str] = ()
) -> list[PlannedImage]:
    """The images select_images sends, in order, not rendered yet: each volume slice cut and
    windowed (a SliceJob, the volume read here), montages and 2D frames as calls."""
    as_convention(opts.convention)  # a bad NEUROLENS_DISPLAY is a one-line error, not a guess
    labels = sequence_labels(case)
    planned: list[PlannedImage] = []
    limit = max(0, opts.max_images)
    if opts.mode is ImageMode.IN_VIEW:
        for view in opts.views:
            if len(planned) >= limit:
                break
            if view.sequence_id in exclude:
                continue
            seq = case.sequence(view.sequence_id)
            label = labels[seq.sequence_id]
            if seq.volume is not None:
                window = _window_for(seq, view.window)
                planned.append(slice_job(seq, label, view.plane, view.index, opts, window))
            else:
                planned.append(partial(render_stack_frame, seq, label, view.index, opts))
        return planned
    keys = key_slice_tags(case)
    plane = Plane(opts.plane)
    for seq in case.sequences:
        if len(planned) >= limit:
            break
        if seq.sequence_id in exclude:
            continue
        label = labels[seq.sequence_id]
        if seq.stack is not None:
            n = len(seq.stack.frames)
            for i in montage_indices(n, min(opts.count, n)):
                planned.append(partial(render_stack_frame, seq, label, i, opts))
            continue
        vol = seq.volume
        assert vol is not None
        if opts.mode is ImageMode.MONTAGE:
            planned.append(partial(render_montage, seq, label, plane, opts))
            continue
        if opts.mode is ImageMode.KEY:
            indices = keys.get((seq.sequence_id, plane.value)) or _most_varied(
                seq, plane, opts.count
            )
        else:
            indices = choose_montage_indices(vol, plane, opts.count)
        window = _window_for(seq, None)
        for i in indices[: min(opts.count, limit - len(planned))]:
            planned.append(slice_job(seq, label, plane, i, opts, window))
    return planned[:limit]
