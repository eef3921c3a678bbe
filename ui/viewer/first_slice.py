"""The one slice a viewport paints first, before its volume arrives: its grey levels as raw
bytes (base64), not a PNG, whose encode on the server (11 ms at 512x512) and decode in a
browser busy opening the case (35-50 ms) were half of that first paint."""

from __future__ import annotations

import base64
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np

from data.formats.gzip_index import RangeReader
from data.model import Case, Plane, Sequence
from ui.viewer.requests import (
    _target_index,
    _window_request,
    _windows_for,
    opening_view,
    resolve_window,
    window_from_voxels,
)


def first_slice_answer(
    seq: Sequence, request: Mapping[str, Any], conv: str, ranges: RangeReader
) -> dict[str, Any]:
    """The slice `request` asks for (plane, index or position, window), with what the viewer
    shows beside it; an axial slice of a volume not read yet is read alone."""
    from explorer.geometry import (
        as_plane,
        display_spacing,
        extract_slice,
        screen_letters,
        slice_count,
        slice_position_mm,
    )
    from explorer.window import apply_window

    if seq.volume is None:
        return {"error": "2D images are sent whole"}
    plane = as_plane(request.get("plane") or Plane.AXIAL).value
    volume = seq.volume
    index = _target_index(volume, plane, request)
    count = slice_count(volume, plane)
    if index is None:
        index = count // 2
    # An axial slice of a volume not read yet is read alone (data/formats/lazy_volume.py): the first
    # paint of a full-size study need not wait for all of it. Its automatic window is then the
    # slice's own until the volume's arrives ('provisional').
    thin = _peek(volume, index, ranges) if plane == "axial" else None
    shown = replace(seq, volume=thin) if thin is not None else seq
    window = resolve_window(shown, _window_request(request))
    source, at = (thin, 0) if thin is not None else (volume, index)
    pixels = apply_window(extract_slice(source, plane, at, conv), window)
    return {
        "grey": base64.b64encode(np.ascontiguousarray(pixels, np.uint8).tobytes()).decode(),
        "width": int(pixels.shape[1]),
        "height": int(pixels.shape[0]),
        "index": index,
        "count": count,
        "position_mm": slice_position_mm(volume, plane, index),
        "plane": plane,
        "window": [float(window.center), float(window.width)],
        "provisional": thin is not None and window_from_voxels(_window_request(request)),
        "letters": screen_letters(plane, conv),
        "spacing": list(display_spacing(volume, plane)),
    }


def opening_request(case: Case) -> dict[str, Any] | None:
    """The first-slice request the viewer makes when it opens `case` (its first viewport: the
    case's key slice, ui.viewer_requests.opening_view, else the first sequence's middle axial
    slice, in the default window); None for a 2D first image."""
    view = opening_view(case)
    if view is not None:
        seq = case.sequence(view["sequence_id"])
        _names, preset = _windows_for(seq)
        return {
            "case_id": case.case_id,
            "sequence_id": seq.sequence_id,
            "plane": view["plane"],
            "position_mm": view["position_mm"],
            "window": {"preset": preset},
        }
    if not case.sequences or case.sequences[0].volume is None:
        return None
    seq = case.sequences[0]
    _names, preset = _windows_for(seq)
    return {
        "case_id": case.case_id,
        "sequence_id": seq.sequence_id,
        "plane": "axial",
        "window": {"preset": preset},
    }


def _peek(volume: Any, index: int, ranges: RangeReader) -> Any:
    """Axial slice `index` alone when the volume's voxels are not read yet (else None)."""
    from data.formats.lazy_volume import LazyVolume

    if isinstance(volume, LazyVolume) and not volume.loaded:
        return volume.peek_axial(index, ranges)
    return None
