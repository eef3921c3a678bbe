"""Affine helpers shared by the DICOM and NIfTI loaders: LPS -> RAS, closest canonical RAS+.

Small pure numpy functions (nibabel's lesson): every loader hands its voxel array and its
voxel -> RAS affine to `reorient_to_ras`, so the array axes always run Right, Anterior, Superior
whatever order the scanner or the file stored them in.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
from nibabel.orientations import aff2axcodes, apply_orientation, inv_ornt_aff, io_orientation

LPS_TO_RAS = np.diag([-1.0, -1.0, 1.0, 1.0])


def lps_to_ras(affine_lps: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """DICOM patient coordinates are LPS; NeuroLens (like NIfTI) speaks RAS: flip x and y."""
    return LPS_TO_RAS @ np.asarray(affine_lps, dtype=np.float64)


def spacing_from_affine(affine: npt.ArrayLike) -> tuple[float, float, float]:
    """Voxel size in mm along each array axis (column norms of the 3x3 part)."""
    norms = np.linalg.norm(np.asarray(affine, dtype=np.float64)[:3, :3], axis=0)
    return (float(norms[0]), float(norms[1]), float(norms[2]))


def axis_codes(affine: npt.ArrayLike) -> str:
    """'RAS', 'LPS', 'PSR'...: where each array axis points, for descriptions and tests."""
    return "".join(str(c) for c in aff2axcodes(np.asarray(affine, dtype=np.float64)))


def obliquity_degrees(affine: npt.ArrayLike) -> float:
    """Largest angle between an array axis and the world axis closest to it (0 = not oblique)."""
    m = np.asarray(affine, dtype=np.float64)[:3, :3]
    cosines = np.abs(m) / np.maximum(np.linalg.norm(m, axis=0), 1e-12)
    return float(np.degrees(np.arccos(np.clip(cosines.max(axis=0), -1.0, 1.0))).max())


def reorient_to_ras(
    data: npt.NDArray[Any], affine: npt.ArrayLike
) -> tuple[npt.NDArray[Any], npt.NDArray[np.float64]]:
    """Permute/flip array axes to the closest canonical RAS+ and fix the affine to match.

    Returns a Fortran-ordered array and the new affine. Fortran order is NIfTI's own layout and
    that of a stacked DICOM series (each axial slice one block), so the copy is a cheap sequential
    one, and an axial slice `data[:, :, k]`, the plane viewed most, is one contiguous block.
    An oblique acquisition keeps its rotation in the affine; only axis order and signs change.
    """
    aff = np.asarray(affine, dtype=np.float64)
    ornt = io_orientation(aff)
    spatial = data.shape[:3]
    out = apply_orientation(data, ornt)
    new_affine = aff @ inv_ornt_aff(ornt, spatial)
    return np.asfortranarray(out), new_affine


def ras_geometry(
    shape: tuple[int, int, int], affine: npt.ArrayLike
) -> tuple[tuple[int, int, int], npt.NDArray[np.float64]]:
    """The shape and affine `reorient_to_ras` gives a volume of `shape`, without its voxels
    (a lazy volume is placed from its header before any voxel is read)."""
    aff = np.asarray(affine, dtype=np.float64)
    ornt = io_orientation(aff)
    # a zero-stride stand-in of the full shape: flips and transposes of it cost nothing
    stand_in = np.lib.stride_tricks.as_strided(np.zeros(1, np.uint8), shape=shape, strides=(0,) * 3)
    out = apply_orientation(stand_in, ornt).shape
    return (int(out[0]), int(out[1]), int(out[2])), aff @ inv_ornt_aff(ornt, shape)
