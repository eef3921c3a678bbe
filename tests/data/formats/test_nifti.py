"""NIfTI -> RAS+ volumes: orientation, 4D selection, scaling, budget and corrupt files."""

from __future__ import annotations

from pathlib import Path

import nibabel as nib
import numpy as np
import pytest

from data.errors import LoadError
from data.formats.nifti import is_nifti_path, load_nifti, nifti_sequence
from data.formats.orientation import axis_codes
from data.model import SequenceKind

BUDGET = 256 * 1024 * 1024
MARKER = (1, 6, 2)  # LOADERS_MARKER_RAS in tests/conftest.py
SHAPE = (10, 8, 6)


def _truth() -> np.ndarray:
    x, y, z = SHAPE
    data = (np.arange(x * y * z).reshape(SHAPE) % 97).astype(np.int16)
    data[MARKER] = 1000
    return data


def _marker_index(data: np.ndarray) -> tuple[int, int, int]:
    i, j, k = np.unravel_index(int(np.argmax(data)), data.shape)
    return int(i), int(j), int(k)


def test_las_file_loads_with_marker_on_the_left(nifti_las: Path) -> None:
    vol = load_nifti(nifti_las, BUDGET)
    assert axis_codes(nib.load(nifti_las).affine) == "LAS"
    assert axis_codes(vol.affine) == "RAS"
    assert _marker_index(vol.data) == MARKER
    assert MARKER[0] < SHAPE[0] // 2
    np.testing.assert_array_equal(vol.data, _truth())
    assert vol.spacing == pytest.approx((2.0, 3.0, 4.0))
    np.testing.assert_allclose(vol.affine, np.diag([2.0, 3.0, 4.0, 1.0]), atol=1e-6)
    assert vol.data.dtype == np.int16
    assert vol.data.flags.f_contiguous  # axial slices are contiguous


def test_permuted_axes_load_to_the_same_anatomy(nifti_permuted: Path) -> None:
    vol = load_nifti(nifti_permuted, BUDGET)
    assert axis_codes(nib.load(nifti_permuted).affine) == "SRP"
    np.testing.assert_array_equal(vol.data, _truth())
    np.testing.assert_allclose(vol.affine, np.eye(4), atol=1e-6)


def test_4d_volume_choice_and_bad_index(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    data = np.stack([np.full((4, 3, 2), v, dtype=np.uint8) for v in (5, 7, 9)], axis=-1)
    path = nifti_factory(data, np.eye(4), name="bold.nii.gz")
    assert float(load_nifti(path, BUDGET, volume_index=2).data.mean()) == 9.0
    assert load_nifti(path, BUDGET).shape == (4, 3, 2)
    with pytest.raises(LoadError, match="volume index 3 out of range: the file has 3") as info:
        load_nifti(path, BUDGET, volume_index=3)
    assert "bold.nii.gz" in str(info.value)
    with pytest.raises(LoadError, match="out of range"):
        load_nifti(path, BUDGET, volume_index=-1)
    seq = nifti_sequence(path, BUDGET, volume_index=1)
    assert "volume 2 of 3" in seq.description
    assert seq.sequence_id == "bold-v1"


def test_scaling_applied_in_float32(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    data = np.arange(24, dtype=np.int16).reshape(2, 3, 4)
    path = nifti_factory(data, np.eye(4), name="scaled.nii", slope=0.5, inter=-1.0)
    vol = load_nifti(path, BUDGET)
    assert vol.data.dtype == np.float32
    np.testing.assert_allclose(vol.data, data * 0.5 - 1.0)


def test_float64_data_is_narrowed(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    path = nifti_factory(np.linspace(0, 1, 24).reshape(2, 3, 4), np.eye(4), name="f64.nii.gz")
    assert load_nifti(path, BUDGET).data.dtype == np.float32


def test_huge_header_rejected_before_reading(tmp_path: Path) -> None:
    header = nib.Nifti1Header()
    header.set_data_shape((4000, 4000, 4000))
    header.set_data_dtype(np.int16)
    path = tmp_path / "huge.nii"
    path.write_bytes(header.binaryblock + b"\x00" * 4 + b"\x00" * 64)
    with pytest.raises(LoadError, match="budget") as info:
        load_nifti(path, BUDGET)
    assert "huge.nii" in str(info.value)
    assert "4000x4000x4000" in str(info.value)


@pytest.mark.parametrize("name", ["odd.nii.gz", "odd.nii"])
def test_voxels_read_in_pieces_equal_the_file(
    nifti_factory, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:  # type: ignore[no-untyped-def]
    """Voxels are read a few MiB at a time (the GIL is never held long): pieces that split a
    voxel's bytes read back exactly what nibabel reads, scaled by the header."""
    import data.formats.nifti

    monkeypatch.setattr(data.formats.nifti, "READ_CHUNK", 1001)  # odd: splits int16 voxels
    rng = np.random.default_rng(5)
    stored = rng.integers(-3000, 3000, (21, 17, 9)).astype(np.int16)
    path = nifti_factory(stored, np.eye(4), name=name, slope=0.5, inter=3.0)
    read = load_nifti(path, BUDGET).data
    expected = np.asanyarray(nib.load(path).dataobj)
    assert read.dtype == np.float32 and np.array_equal(read, expected.astype(np.float32))
    monkeypatch.setattr(data.formats.nifti, "READ_CHUNK", 4 * 1024**2)  # one piece
    assert np.array_equal(load_nifti(path, BUDGET).data, read)


def test_truncated_gzip_names_the_file(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(1)
    path = nifti_factory(rng.integers(0, 1000, (20, 20, 20), dtype=np.int16), np.eye(4))
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    with pytest.raises(LoadError, match="truncated or corrupt") as info:
        load_nifti(path, BUDGET)
    assert path.name in str(info.value)


def test_truncated_uncompressed_file(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    path = nifti_factory(np.ones((20, 20, 20), dtype=np.int16), np.eye(4), name="short.nii")
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) - 1000])
    with pytest.raises(LoadError) as info:
        load_nifti(path, BUDGET)
    assert "short.nii" in str(info.value)


def test_random_bytes_are_not_nifti(tmp_path: Path) -> None:
    for name in ("noise.nii.gz", "noise.nii"):
        path = tmp_path / name
        path.write_bytes(np.random.default_rng(0).integers(0, 256, 2000, dtype=np.uint8).tobytes())
        with pytest.raises(LoadError) as info:
            load_nifti(path, BUDGET)
        assert name in str(info.value)


def test_real_packaged_brain_and_sequence_kind() -> None:
    from nibabel.testing import data_path

    seq = nifti_sequence(Path(data_path) / "example4d.nii.gz", BUDGET)
    assert seq.volume is not None
    assert seq.volume.shape == (128, 96, 24)
    assert axis_codes(seq.volume.affine) == "RAS"
    assert seq.volume.spacing == pytest.approx((2.0, 2.0, 2.2), abs=1e-3)
    assert "volume 1 of 2" in seq.description


def test_kind_from_file_name(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    path = nifti_factory(np.zeros((2, 2, 2), dtype=np.uint8), np.eye(4), name="sub-01_FLAIR.nii.gz")
    seq = nifti_sequence(path, BUDGET)
    assert seq.kind == SequenceKind.FLAIR
    assert seq.name == "sub-01_FLAIR"
    assert is_nifti_path(path) and not is_nifti_path(Path("x.dcm"))
