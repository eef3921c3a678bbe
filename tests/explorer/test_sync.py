"""Sequences with different spacing/origin stay on the same anatomy through RAS millimetres."""

from __future__ import annotations

import numpy as np
import pytest

from data.model import Volume
from explorer.geometry import index_at_position, slice_position_mm, world_point
from explorer.sync import synced_crosshairs, synced_indices


def volume(shape: tuple[int, int, int], spacing: tuple[float, float, float], origin) -> Volume:
    affine = np.diag([*spacing, 1.0])
    affine[:3, 3] = origin
    return Volume(data=np.zeros(shape, dtype=np.float32), affine=affine, spacing=spacing)


T1 = volume((197, 233, 189), (1.0, 1.0, 1.0), (-98.0, -134.0, -72.0))
FLAIR = volume((40, 48, 30), (5.0, 5.0, 5.0), (-100.0, -130.0, -70.0))


def test_a_position_maps_to_the_nearest_slice_in_each_volume() -> None:
    z = slice_position_mm(T1, "axial", 100)  # 28 mm
    assert z == pytest.approx(28.0)
    assert index_at_position(FLAIR, "axial", z) == 20  # -70 + 5*20 = 30, nearest to 28
    assert synced_indices(T1, "axial", 100, [T1, FLAIR]) == [100, 20]
    assert synced_indices(FLAIR, "axial", 20, [T1]) == [102]  # 30 mm in the 1 mm volume
    assert synced_indices(T1, "axial", 0, [FLAIR]) == [0]  # -72 mm: clamped to the first slice
    assert synced_indices(T1, "axial", 188, [FLAIR]) == [29]  # 116 mm: clamped to the last


def test_crosshair_follows_the_same_world_point() -> None:
    for plane in ("axial", "coronal", "sagittal"):
        ((index, row, col),) = synced_crosshairs(T1, plane, 90, 60.0, 70.0, [FLAIR])
        xyz_t1 = np.array(world_point(T1, plane, 90, 60.0, 70.0))
        xyz_flair = np.array(world_point(FLAIR, plane, index, row, col))
        normal = {"sagittal": 0, "coronal": 1, "axial": 2}[plane]
        in_plane = [a for a in range(3) if a != normal]
        np.testing.assert_allclose(xyz_flair[in_plane], xyz_t1[in_plane], atol=1e-9)
        assert abs(xyz_flair[normal] - xyz_t1[normal]) <= 2.5  # half a 5 mm slice
