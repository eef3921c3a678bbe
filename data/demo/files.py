"""Writing demo images to the cache and reading them back through the real loaders.

The demo deliberately goes through data.formats.nifti / data.formats.dicom on every start, so the
default app exercises the same code paths as users' own files.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import numpy.typing as npt

from data.formats.nifti import load_nifti
from data.model import Sequence, SequenceKind


def save_nifti(path: Path, data: npt.NDArray[np.generic], affine: npt.NDArray[np.float64]) -> None:
    """Uncompressed NIfTI: a later start reads it without spending time on gzip."""
    import nibabel as nib

    img = nib.Nifti1Image(np.asarray(data), affine)
    img.header.set_xyzt_units("mm")
    img.header.set_qform(affine, code=1)
    img.header.set_sform(affine, code=1)
    nib.save(img, str(path))


def nifti_sequence(
    path: Path,
    budget_bytes: int,
    *,
    sequence_id: str,
    kind: SequenceKind,
    name: str,
    description: str,
    synthetic: bool,
    window: tuple[float, float] | None = None,
) -> Sequence:
    import dataclasses

    volume = load_nifti(path, budget_bytes)
    if window is not None:
        volume = dataclasses.replace(volume, window=window)
    return Sequence(
        sequence_id=sequence_id,
        kind=kind,
        name=name,
        volume=volume,
        description=description,
        synthetic=synthetic,
        source_path=str(path),
    )


def key_slice_tag(sequence: Sequence, z_mm: float) -> str:
    """The case tag naming the axial slice of `sequence` nearest `z_mm` (RAS) as its key slice:
    the viewer opens there (ui.viewer_requests.opening_view), and "key slice" image mode sends
    it. The demo volumes are RAS+, so the axial index is the third voxel axis."""
    volume = sequence.volume
    assert volume is not None
    a = volume.affine
    k = int(np.clip(np.rint((z_mm - a[2, 3]) / a[2, 2]), 0, volume.shape[2] - 1))
    return f"key_slice:{sequence.sequence_id}:axial:{k}"
