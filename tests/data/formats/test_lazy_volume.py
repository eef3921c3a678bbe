"""Lazy NIfTI volumes: the header places them, the voxels are read once on first use."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

import data.formats.nifti
from data.catalog.cache import case_bytes
from data.errors import LoadError
from data.formats.lazy_volume import LazyVolume
from data.formats.nifti import load_nifti, nifti_sequence
from data.model import Case, Provenance, Volume

BUDGET = 256 * 1024 * 1024


@pytest.fixture
def voxel_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    reads: list[Path] = []
    real = data.formats.nifti._read_voxels

    def counting(head, *args):  # type: ignore[no-untyped-def]
        reads.append(head.path)
        return real(head, *args)

    monkeypatch.setattr(data.formats.nifti, "_read_voxels", counting)
    return reads


@pytest.mark.parametrize("fixture", ["nifti_las", "nifti_permuted"])
def test_header_geometry_matches_the_eager_load(
    fixture: str, request: pytest.FixtureRequest, voxel_reads: list[Path]
) -> None:
    path: Path = request.getfixturevalue(fixture)
    seq = nifti_sequence(path, BUDGET)
    lazy = seq.volume
    assert isinstance(lazy, LazyVolume) and not lazy.loaded
    eager = load_nifti(path, BUDGET)
    voxel_reads.clear()
    assert lazy.shape == eager.shape and lazy.spacing == pytest.approx(eager.spacing)
    np.testing.assert_allclose(lazy.affine, eager.affine)
    assert lazy.nbytes == eager.data.nbytes and lazy.dtype == eager.data.dtype
    assert voxel_reads == []  # nothing above read a voxel
    np.testing.assert_array_equal(lazy.data, eager.data)
    assert lazy.loaded and voxel_reads == [path]
    assert lazy.data is lazy.data and voxel_reads == [path]  # read once


def test_scaled_and_big_endian_voxels(nifti_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import nibabel as nib

    rng = np.random.default_rng(3)
    stored = rng.integers(-500, 500, (6, 5, 4)).astype(">i2")
    path = tmp_path / "be.nii"
    nib.save(nib.Nifti1Image(stored, np.eye(4)), path)
    seq = nifti_sequence(path, BUDGET)
    assert seq.volume is not None and seq.volume.data.dtype == np.int16
    assert seq.volume.data.dtype.isnative
    np.testing.assert_array_equal(seq.volume.data, stored.astype(np.int16))
    scaled = nifti_factory(stored.astype(np.int16), np.eye(4), name="s.nii.gz", slope=0.5, inter=2)
    vol = nifti_sequence(scaled, BUDGET).volume
    assert vol is not None and vol.dtype == np.float32
    np.testing.assert_allclose(vol.data, stored.astype(np.float32) * 0.5 + 2)


def test_a_truncated_body_fails_on_first_use_naming_the_file(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(1)
    path = nifti_factory(rng.integers(0, 1000, (20, 20, 20), dtype=np.int16), np.eye(4))
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    seq = nifti_sequence(path, BUDGET)  # the header is whole: the case opens
    assert seq.volume is not None
    with pytest.raises(LoadError, match="truncated or corrupt") as info:
        _ = seq.volume.data
    assert path.name in str(info.value)


def test_a_file_replaced_after_opening_is_refused(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    path = nifti_factory(np.ones((4, 5, 6), dtype=np.int16), np.eye(4), name="v.nii.gz")
    seq = nifti_sequence(path, BUDGET)
    nifti_factory(np.ones((6, 5, 4), dtype=np.int16), np.eye(4), name="v.nii.gz")
    assert seq.volume is not None
    with pytest.raises(LoadError, match="changed since the case was opened"):
        _ = seq.volume.data


def test_threads_share_one_read(nifti_las: Path, voxel_reads: list[Path]) -> None:
    seq = nifti_sequence(nifti_las, BUDGET)
    assert seq.volume is not None
    volume = seq.volume
    start = threading.Barrier(4)
    seen: list[object] = []

    def use() -> None:
        start.wait()
        seen.append(volume.data)

    threads = [threading.Thread(target=use) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(voxel_reads) == 1 and all(s is seen[0] for s in seen)


def test_the_case_cache_counts_declared_bytes_before_any_read(
    nifti_las: Path, voxel_reads: list[Path]
) -> None:
    seq = nifti_sequence(nifti_las, BUDGET)
    case = Case("c", "c", "test", Provenance("test", "", ""), sequences=(seq,))
    assert case_bytes(case) == 10 * 8 * 6 * 2 and voxel_reads == []


def test_replace_gives_an_eager_volume_with_the_change(nifti_las: Path) -> None:
    from dataclasses import replace

    lazy = nifti_sequence(nifti_las, BUDGET).volume
    assert isinstance(lazy, LazyVolume)
    changed = replace(lazy, window=(10.0, 20.0))
    assert type(changed) is Volume and changed.window == (10.0, 20.0)
    np.testing.assert_array_equal(changed.data, lazy.data)
    np.testing.assert_allclose(changed.affine, lazy.affine)


@pytest.mark.parametrize("flip_s", [False, True])
def test_an_axial_slice_is_read_alone_before_the_volume(
    nifti_factory,  # type: ignore[no-untyped-def]
    voxel_reads: list[Path],
    flip_s: bool,
) -> None:
    rng = np.random.default_rng(5)
    stored = rng.integers(0, 3000, (12, 10, 7)).astype(np.int16)
    affine = np.diag([-2.0, 3.0, -4.0 if flip_s else 4.0, 1.0])  # L-A-(I|S) storage
    affine[:3, 3] = [11.0, -5.0, 30.0]
    path = nifti_factory(stored, affine, name=f"axial-{flip_s}.nii.gz")
    lazy = nifti_sequence(path, BUDGET).volume
    assert isinstance(lazy, LazyVolume)
    eager = load_nifti(path, BUDGET)
    voxel_reads.clear()
    for k in (0, 3, 6):
        thin = lazy.peek_axial(k)
        assert thin is not None and thin.shape == (12, 10, 1)
        np.testing.assert_array_equal(thin.data[:, :, 0], eager.data[:, :, k])
        np.testing.assert_allclose(thin.affine @ [0, 0, 0, 1], eager.affine @ [0, 0, k, 1])
        np.testing.assert_allclose(thin.affine[:3, :3], eager.affine[:3, :3])
    assert len(voxel_reads) == 3 and not lazy.loaded  # one slice each, the volume unread


def test_a_volume_not_stored_axially_has_no_single_slice_read(nifti_permuted: Path) -> None:
    lazy = nifti_sequence(nifti_permuted, BUDGET).volume
    assert isinstance(lazy, LazyVolume) and lazy.peek_axial(2) is None
    _ = lazy.data
    thin = lazy.peek_axial(2)  # once read, any volume gives its slices
    assert thin is not None
    np.testing.assert_array_equal(thin.data[:, :, 0], lazy.data[:, :, 2])
