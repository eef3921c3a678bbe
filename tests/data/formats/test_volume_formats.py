"""MGH and .hdr/.img pairs load as the same RAS+ volume as a NIfTI file of the same voxels."""

from __future__ import annotations

from pathlib import Path

import nibabel as nib
import numpy as np
import pytest

from data.errors import LoadError
from data.formats.nifti import nifti_sequence
from data.sources import load_cases

BUDGET = 256 * 1024 * 1024
AFFINE = np.array([[0, 0, 2.0, -10], [-1.5, 0, 0, 20], [0, 1.0, 0, -5], [0, 0, 0, 1]])


def _voxels() -> np.ndarray:
    rng = np.random.default_rng(5)
    return rng.integers(0, 1000, size=(6, 5, 4)).astype(np.int16)


@pytest.mark.parametrize(
    ("kind", "name"),
    [(nib.MGHImage, "brain.mgz"), (nib.Nifti1Pair, "brain.hdr"), (nib.Nifti2Pair, "b2.hdr")],
)
def test_other_formats_match_the_nifti_volume(tmp_path: Path, kind: type, name: str) -> None:
    data = _voxels()
    reference = tmp_path / "ref.nii"
    nib.Nifti1Image(data, AFFINE).to_filename(reference)
    other = tmp_path / "other" / name
    other.parent.mkdir()
    img = kind(data.astype(np.int32) if kind is nib.MGHImage else data, AFFINE)
    img.to_filename(other)
    expected = nifti_sequence(reference, BUDGET, lazy=False).volume
    seq = nifti_sequence(other, BUDGET)
    assert seq.volume is not None and expected is not None
    np.testing.assert_array_equal(seq.volume.data, expected.data)
    np.testing.assert_allclose(seq.volume.affine, expected.affine, atol=1e-4)
    # the folder holding a pair (or an MGH file) is one case, the .img no extra message
    result = load_cases(other.parent, BUDGET)
    assert [len(c.sequences) for c in result.cases] == [1]
    assert not any("not a case file" in m for m in result.messages)


def test_analyze_pair_loads_and_says_orientation_is_assumed(tmp_path: Path) -> None:
    path = tmp_path / "old.hdr"
    nib.AnalyzeImage(_voxels(), np.diag([2.0, 2.0, 3.0, 1.0])).to_filename(path)
    seq = nifti_sequence(path, BUDGET)
    assert seq.volume is not None
    assert sorted(seq.volume.data.ravel().tolist()) == sorted(_voxels().ravel().tolist())
    assert sorted(seq.volume.spacing) == pytest.approx([2.0, 2.0, 3.0])
    assert "no orientation" in seq.description


def test_a_header_without_its_image_file_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "lonely.hdr"
    nib.Nifti1Pair(_voxels(), AFFINE).to_filename(path)
    path.with_suffix(".img").unlink()
    with pytest.raises(LoadError, match=r"without its image file lonely\.img"):
        nifti_sequence(path, BUDGET)


def test_a_truncated_mgh_file_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "cut.mgh"
    nib.MGHImage(_voxels().astype(np.int32), AFFINE).to_filename(path)
    path.write_bytes(path.read_bytes()[:400])
    with pytest.raises(LoadError) as info:
        nifti_sequence(path, BUDGET)
    assert "cut.mgh" in str(info.value) and "\n" not in str(info.value)
