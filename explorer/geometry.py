"""Where a voxel lands on screen: slicing RAS+ volumes for display (pure numpy, no I/O).

Volumes are canonical RAS+ (array axis 0 runs toward the patient's Right, axis 1 toward Anterior,
axis 2 toward Superior). Every plane is shown the way radiologists read it:

- axial: anterior at the top; coronal and sagittal: superior at the top;
- sagittal: anterior on the screen's left (the convention does not change sagittal views);
- "radiological" (default): the patient's right on the screen's left for axial and coronal
  (letters left 'R', right 'L'); "neurological" mirrors that.

A display slice is indexed (row, col) with row 0 at the top. All mapping between screen and voxel
goes through one small `ScreenAxes` record so extraction, letters, spacing and crosshair maths
can never disagree (nibabel's lesson: geometry as small functions tested with marker voxels).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError
from data.model import Plane, Volume

Convention = Literal["radiological", "neurological"]
CONVENTIONS: tuple[str, ...] = ("radiological", "neurological")

# Letter at the positive and negative end of each RAS+ array axis.
_POSITIVE = ("R", "A", "S")
_NEGATIVE = ("L", "P", "I")


@dataclass(frozen=True)
class ScreenAxes:
    """Which voxel axis is the slice normal, which runs down the rows and across the columns.

    `row_flip` / `col_flip` are True when the screen runs toward the axis' negative end
    (row 0 / col 0 sit at the highest voxel index).
    """

    normal: int
    row_axis: int
    row_flip: bool
    col_axis: int
    col_flip: bool


def as_plane(plane: Plane | str) -> Plane:
    """Accept 'axial' or Plane.AXIAL; a bad name is a user-facing error, not a crash."""
    try:
        return Plane(str(plane).lower())
    except ValueError:
        names = ", ".join(p.value for p in Plane)
        raise NeuroLensError(f"unknown plane {plane!r} (expected one of {names})") from None


def as_convention(convention: str) -> Convention:
    """Validate a display convention name (it comes from settings / the UI)."""
    value = str(convention).lower()
    if value == "radiological":
        return "radiological"
    if value == "neurological":
        return "neurological"
    raise NeuroLensError(
        f"unknown display convention {convention!r} (expected radiological or neurological)"
    )


def screen_axes(plane: Plane | str, convention: str = "radiological") -> ScreenAxes:
    """The one table of display orientation every other function derives from."""
    p = as_plane(plane)
    conv = as_convention(convention)
    # Radiological: screen-left is patient Right -> col 0 is the highest axis-0 index (flip).
    lr_flip = conv == "radiological"
    if p is Plane.AXIAL:  # rows: anterior at the top (axis 1, flipped)
        return ScreenAxes(normal=2, row_axis=1, row_flip=True, col_axis=0, col_flip=lr_flip)
    if p is Plane.CORONAL:  # rows: superior at the top (axis 2, flipped)
        return ScreenAxes(normal=1, row_axis=2, row_flip=True, col_axis=0, col_flip=lr_flip)
    # Sagittal: superior at the top, anterior on the left (axis 1 flipped); no L/R on screen.
    return ScreenAxes(normal=0, row_axis=2, row_flip=True, col_axis=1, col_flip=True)


def _check_3d(data: npt.NDArray[np.generic]) -> None:
    if data.ndim != 3:
        raise NeuroLensError(f"expected a 3D volume, got an array of shape {data.shape}")


def slice_count(volume: Volume, plane: Plane | str) -> int:
    """Number of slices along the plane's normal (from the shape: a lazy volume's header says
    it before its voxels are read)."""
    return int(volume.shape[screen_axes(plane).normal])


def screen_letters(plane: Plane | str, convention: str = "radiological") -> dict[str, str]:
    """Orientation letters at the four screen edges: {'top', 'bottom', 'left', 'right'}."""
    ax = screen_axes(plane, convention)
    top, bottom = _NEGATIVE[ax.row_axis], _POSITIVE[ax.row_axis]
    if ax.row_flip:
        top, bottom = bottom, top
    left, right = _NEGATIVE[ax.col_axis], _POSITIVE[ax.col_axis]
    if ax.col_flip:
        left, right = right, left
    return {"top": top, "bottom": bottom, "left": left, "right": right}


def display_spacing(volume: Volume, plane: Plane | str) -> tuple[float, float]:
    """Physical size (mm) of one screen pixel: (row_mm, col_mm).

    The browser scales the canvas with CSS so anisotropic slices keep their true shape; the
    server never resamples for a slice step.
    """
    ax = screen_axes(plane)
    return (float(volume.spacing[ax.row_axis]), float(volume.spacing[ax.col_axis]))


def display_shape(volume: Volume, plane: Plane | str) -> tuple[int, int]:
    """(rows, cols) of a display slice in voxels."""
    ax = screen_axes(plane)
    shape = volume.shape
    return (shape[ax.row_axis], shape[ax.col_axis])


def _clamp_index(volume: Volume, ax: ScreenAxes, index: int) -> int:
    n = volume.shape[ax.normal]
    if not 0 <= int(index) < n:
        raise NeuroLensError(f"slice {index} is out of range (0..{n - 1})")
    return int(index)


def extract_slice(
    volume: Volume, plane: Plane | str, index: int, convention: str = "radiological"
) -> npt.NDArray[np.generic]:
    """The 2D slice (rows, cols) ready to draw with row 0 at the top (a view, not a copy)."""
    _check_3d(volume.data)
    ax = screen_axes(plane, convention)
    idx = _clamp_index(volume, ax, index)
    picker: list[int | slice] = [slice(None)] * 3
    picker[ax.normal] = idx
    plane2d = volume.data[tuple(picker)]
    # After removing the normal, the remaining axes keep their order; put rows first.
    remaining = [a for a in range(3) if a != ax.normal]
    if remaining.index(ax.row_axis) != 0:
        plane2d = plane2d.T
    rows = slice(None, None, -1) if ax.row_flip else slice(None)
    cols = slice(None, None, -1) if ax.col_flip else slice(None)
    return plane2d[rows, cols]


def plane_stack(
    volume: Volume | npt.NDArray[np.generic], plane: Plane | str, convention: str = "radiological"
) -> npt.NDArray[np.generic]:
    """All slices of a plane as (count, rows, cols), each oriented like `extract_slice` (a view).

    Accepts a Volume or an already-windowed 3D array in the same voxel order.
    """
    data = volume.data if isinstance(volume, Volume) else volume
    _check_3d(data)
    ax = screen_axes(plane, convention)
    stack = np.transpose(data, (ax.normal, ax.row_axis, ax.col_axis))
    rows = slice(None, None, -1) if ax.row_flip else slice(None)
    cols = slice(None, None, -1) if ax.col_flip else slice(None)
    return stack[:, rows, cols]


def _screen_to_voxel(
    volume: Volume, ax: ScreenAxes, index: float, row: float, col: float
) -> npt.NDArray[np.float64]:
    shape = volume.shape
    voxel = np.zeros(3, dtype=np.float64)
    voxel[ax.normal] = index
    voxel[ax.row_axis] = (shape[ax.row_axis] - 1 - row) if ax.row_flip else row
    voxel[ax.col_axis] = (shape[ax.col_axis] - 1 - col) if ax.col_flip else col
    return voxel


def _voxel_to_world(volume: Volume, voxel: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    affine = np.asarray(volume.affine, dtype=np.float64)
    result: npt.NDArray[np.float64] = affine[:3, :3] @ voxel + affine[:3, 3]
    return result


def world_point(
    volume: Volume,
    plane: Plane | str,
    index: float,
    row: float,
    col: float,
    convention: str = "radiological",
) -> tuple[float, float, float]:
    """RAS mm (x, y, z) of screen pixel (row, col) on slice `index` (pixel centres; floats ok)."""
    ax = screen_axes(plane, convention)
    xyz = _voxel_to_world(volume, _screen_to_voxel(volume, ax, index, row, col))
    return (float(xyz[0]), float(xyz[1]), float(xyz[2]))


def screen_point(
    volume: Volume,
    plane: Plane | str,
    xyz: tuple[float, float, float] | npt.ArrayLike,
    convention: str = "radiological",
) -> tuple[int, float, float]:
    """Inverse of `world_point`: (nearest slice index, row, col) of a RAS mm point.

    The index is clamped to the volume; row/col stay fractional (and may fall outside the
    slice) so a crosshair lands exactly even when the two volumes' spacings differ.
    """
    ax = screen_axes(plane, convention)
    affine = np.asarray(volume.affine, dtype=np.float64)
    point = np.asarray(xyz, dtype=np.float64).reshape(3)
    voxel = np.linalg.solve(affine[:3, :3], point - affine[:3, 3])
    shape = volume.shape
    index = int(np.clip(np.rint(voxel[ax.normal]), 0, shape[ax.normal] - 1))
    row_v, col_v = float(voxel[ax.row_axis]), float(voxel[ax.col_axis])
    row = (shape[ax.row_axis] - 1 - row_v) if ax.row_flip else row_v
    col = (shape[ax.col_axis] - 1 - col_v) if ax.col_flip else col_v
    return (index, row, col)


def _world_axis(ax: ScreenAxes) -> int:
    """World coordinate (0=x, 1=y, 2=z) measured along the plane normal (canonical RAS+)."""
    return ax.normal


def slice_position_mm(volume: Volume, plane: Plane | str, index: float) -> float:
    """World coordinate (mm) of a slice along the normal: x sagittal, y coronal, z axial.

    Measured at the slice's in-plane centre, so a slightly oblique affine still gives one number.
    """
    ax = screen_axes(plane)
    shape = volume.shape
    voxel = np.array([(s - 1) / 2.0 for s in shape], dtype=np.float64)
    voxel[ax.normal] = index
    return float(_voxel_to_world(volume, voxel)[_world_axis(ax)])


def slice_positions_mm(volume: Volume, plane: Plane | str) -> list[float]:
    """`slice_position_mm` for every slice of a plane (for sliders and payload labels)."""
    ax = screen_axes(plane)
    n = volume.shape[ax.normal]
    first = slice_position_mm(volume, plane, 0)
    step = _normal_step_mm(volume, ax)
    return [first + i * step for i in range(n)]


def _normal_step_mm(volume: Volume, ax: ScreenAxes) -> float:
    affine = np.asarray(volume.affine, dtype=np.float64)
    return float(affine[_world_axis(ax), ax.normal])


def index_at_position(volume: Volume, plane: Plane | str, mm: float) -> int:
    """Nearest slice index to world position `mm` along the normal, clamped to the volume.

    This is what keeps several sequences side by side on the same anatomy when their slice
    spacing or origin differ.
    """
    ax = screen_axes(plane)
    n = volume.shape[ax.normal]
    step = _normal_step_mm(volume, ax)
    if step == 0.0 or not np.isfinite(step):
        return n // 2
    raw = (float(mm) - slice_position_mm(volume, plane, 0)) / step
    if not np.isfinite(raw):
        return n // 2
    return int(np.clip(np.floor(raw + 0.5), 0, n - 1))
