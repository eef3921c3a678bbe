"""Keeping several sequences on the same anatomy: slice indices and crosshairs by world position.

Sequences of one case rarely share spacing or origin (5 mm FLAIR next to 1 mm T1), so a shared
slider index would show different anatomy. Synchronising through RAS millimetres does not.
"""

from __future__ import annotations

from collections.abc import Sequence

from data.model import Plane, Volume
from explorer.geometry import index_at_position, screen_point, slice_position_mm, world_point


def synced_indices(
    source: Volume, plane: Plane | str, index: int, targets: Sequence[Volume]
) -> list[int]:
    """For each target, the slice nearest to the source slice's position along the normal."""
    mm = slice_position_mm(source, plane, index)
    return [index_at_position(target, plane, mm) for target in targets]


def synced_crosshairs(
    source: Volume,
    plane: Plane | str,
    index: int,
    row: float,
    col: float,
    targets: Sequence[Volume],
    convention: str = "radiological",
) -> list[tuple[int, float, float]]:
    """For each target, (slice index, row, col) of the world point under the source cursor."""
    xyz = world_point(source, plane, index, row, col, convention)
    return [screen_point(target, plane, xyz, convention) for target in targets]
