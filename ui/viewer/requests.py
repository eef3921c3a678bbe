"""What the viewer's browser requests mean: windows, slice targets, the case spec, stack frames.

Pure functions (no gradio) shared by the viewer service (ui/viewer/service.py) and the viewer
component (ui/viewer/widget.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError
from data.model import Case, ImageStack, Sequence, Volume
from ui.assets import viewer_constants

HEADER_WINDOW: str = viewer_constants()["header_window"]
CUSTOM_WINDOW: str = viewer_constants()["custom_window"]
VOLUME_ROUTE = "nl/volume"  # relative to the app's root: GET VOLUME_ROUTE/<token>
MAX_VOLUME_TOKENS = 4096  # (case, sequence, convention) names kept; older ones are forgotten
PAYLOAD_LEVEL = 1  # gzip level: level 1 is ~2x faster than 6 for ~5% more bytes on brain MR


@dataclass(frozen=True)
class MontageImage:
    """A montage as the page shows it: the PNG and what each tile (row-major) holds."""

    url: str
    indices: tuple[int, ...]  # 0-based slice index of each tile
    cols: int
    rows: int
    sequence: str
    plane: str


# ---------------------------------------------------------------- pure request handling


def _windows_for(seq: Sequence) -> tuple[list[str], str]:
    """Window names offered for a sequence, and the one it opens with."""
    from explorer.window import AUTO_PRESET, header_window, presets_for_kind

    if seq.volume is None:
        return [], ""
    names = presets_for_kind(seq.kind)
    if header_window(seq.volume) is not None:
        return [HEADER_WINDOW, *names], HEADER_WINDOW
    default = names[0] if seq.kind.value == "CT" else AUTO_PRESET
    return names, default


def resolve_window(seq: Sequence, request: Mapping[str, Any] | None) -> Any:
    """The explorer Window a request asks for: a preset name, 'header', or center/width."""
    from explorer.window import Window, default_window, header_window, window_for_preset

    assert seq.volume is not None
    volume = seq.volume
    request = request or {}
    if "center" in request or "width" in request:
        try:
            return Window(center=float(request["center"]), width=float(request["width"]))
        except (KeyError, TypeError, ValueError):
            raise NeuroLensError("a custom window needs a number level and width") from None
    name = str(request.get("preset") or "")
    if not name:
        return default_window(volume, seq.kind)
    if name == HEADER_WINDOW:
        found = header_window(volume)
        if found is None:
            raise NeuroLensError(f"{seq.name} has no window in its header")
        return found
    return window_for_preset(name, volume)


def window_from_voxels(request: Mapping[str, Any] | None) -> bool:
    """True when the window a request asks for is computed from the voxels (the MR percentile
    presets, the default), so a single slice can only approximate it."""
    from explorer.window import WINDOW_PRESETS, Window

    request = request or {}
    if "center" in request or "width" in request:
        return False
    name = str(request.get("preset") or "")
    return name != HEADER_WINDOW and not isinstance(WINDOW_PRESETS.get(name), Window)


def opening_view(case: Case) -> dict[str, Any] | None:
    """Where the case opens: its first key slice ('key_slice:<sequence_id>:<plane>:<index>' tag)
    of a 3D sequence, as {sequence_id, plane, index, position_mm}; None without one (the first
    sequence's middle axial slice). A case whose finding shows on one sequence and level says
    so, and the viewer opens there rather than on a slice where nothing is to be seen."""
    from explorer.case_images import key_slice_tags
    from explorer.geometry import as_plane, slice_count, slice_position_mm

    volumes = {s.sequence_id: s.volume for s in case.sequences if s.volume is not None}
    for (sequence_id, plane_name), indices in key_slice_tags(case).items():
        volume = volumes.get(sequence_id)
        try:
            plane = as_plane(plane_name).value
        except (ValueError, NeuroLensError):
            continue
        if volume is None:
            continue
        count = slice_count(volume, plane)
        index = next((i for i in indices if 0 <= i < count), None)
        if index is None:
            continue
        return {
            "sequence_id": sequence_id,
            "plane": plane,
            "index": index,
            "position_mm": slice_position_mm(volume, plane, index),
        }
    return None


def viewer_spec(
    case: Case | None, convention: str, nonce: int | float, grids: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The small JSON the viewer's `value` carries: which sequences exist and how to open them.

    `nonce` makes every spec distinct (gradio ignores a value identical to the last one).
    """
    if case is None:
        return {"nonce": nonce, "case_id": "", "sequences": [], "convention": convention}
    sequences = []
    for seq in case.sequences:
        names, default = _windows_for(seq)
        stack = seq.stack
        sequences.append(
            {
                "id": seq.sequence_id,
                "label": f"{seq.name} ({seq.kind.value})"
                + (" · SYNTHETIC" if seq.synthetic else ""),
                "kind": seq.kind.value,
                "units": seq.units,
                "synthetic": bool(seq.synthetic),
                "is_stack": stack is not None,
                "frames": len(stack.frames) if stack is not None else 0,
                "windows": names,
                "default_window": default,
                "grid": (grids or {}).get(seq.sequence_id),
                "windowable": stack is None,
                # lengths in px when the file gives no pixel spacing (1 mm was assumed)
                "length_unit": "mm" if seq.volume is None or seq.volume.spacing_known else "px",
            }
        )
    return {
        "nonce": nonce,
        "case_id": case.case_id,
        "convention": convention,
        "sequences": sequences,
        "viewports": min(len(sequences), 1) or 1,
        "open": opening_view(case),
    }


def _target_index(volume: Volume, plane: str, request: Mapping[str, Any]) -> int | None:
    from explorer.geometry import index_at_position, slice_count

    if request.get("index") is not None:
        n = slice_count(volume, plane)
        return int(np.clip(int(request["index"]), 0, n - 1))
    if request.get("position_mm") is not None:
        return index_at_position(volume, plane, float(request["position_mm"]))
    return None


def _stack_frame_uint8(frame: npt.NDArray[np.generic]) -> npt.NDArray[np.uint8]:
    """A stored 2D frame as displayable uint8: 8-bit images as they are, others auto-windowed."""
    from explorer.window import apply_window, percentile_window

    arr = np.asarray(frame)
    if arr.dtype == np.uint8:
        return arr
    if arr.ndim == 2:
        return apply_window(arr, percentile_window(arr, ignore_zero=False))
    top = float(np.nanmax(arr)) or 1.0
    return np.clip(arr.astype(np.float32) * (255.0 / top), 0, 255).astype(np.uint8)


def stack_frames(stack: ImageStack, tiles: bool) -> tuple[list[npt.NDArray[np.uint8]], list[str]]:
    """Frames to show for a 2D stack; with `tiles`, regular montages are cut into their tiles."""
    from explorer.montage import detect_grid, split_tiles

    frames: list[npt.NDArray[np.uint8]] = []
    labels: list[str] = []
    for i, frame in enumerate(stack.frames):
        image = _stack_frame_uint8(frame)
        name = stack.labels[i] if i < len(stack.labels) else f"image {i + 1}"
        grid = detect_grid(image) if tiles else None
        if grid is None:
            frames.append(image)
            labels.append(name)
            continue
        parts = split_tiles(image, grid[0], grid[1], drop_blank=True)
        if not parts:
            frames.append(image)
            labels.append(name)
            continue
        frames.extend(np.asarray(p, dtype=np.uint8) for p in parts)
        labels.extend(f"{name} tile {j + 1}/{len(parts)}" for j in range(len(parts)))
    return frames, labels


def _crosshair(
    source: Volume,
    where: tuple[str, float, float, float],
    target: Volume,
    plane: str,
    convention: str,
) -> tuple[int, float, float]:
    """(index, row, col) in `target`'s `plane` of the point (plane, index, row, col) of `source`.

    Through RAS millimetres (explorer.sync's rule), so the planes and spacings may differ.
    """
    from explorer.geometry import screen_point, world_point

    src_plane, index, row, col = where
    xyz = world_point(source, src_plane, index, row, col, convention)
    return screen_point(target, plane, xyz, convention)


def _window_request(request: Mapping[str, Any]) -> Mapping[str, Any]:
    window = request.get("window")
    return window if isinstance(window, Mapping) else {}


def _public(result: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in result.items() if not k.startswith("_")}
