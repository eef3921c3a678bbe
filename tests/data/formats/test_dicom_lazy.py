"""A regular DICOM series opens lazily: each slice read alone equals the eagerly loaded
volume's slice (same RAS+ orientation, values and type), and irregular series load eagerly."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import data.formats.dicom_series as dicom_series
from data.formats.dicom import read_dicom_folder
from data.formats.dicom_write import write_series
from data.formats.lazy_volume import LazyVolume
from data.model import Volume
from tests.support.case_files import brain_volume

BUDGET = 10**9


def _rotation_x(degrees: float) -> np.ndarray:
    a = np.radians(degrees)
    return np.array([[1, 0, 0], [0, np.cos(a), -np.sin(a)], [0, np.sin(a), np.cos(a)]])


def _volume(linear: np.ndarray) -> Volume:
    base = brain_volume()
    rng = np.random.default_rng(3)
    data = (np.asarray(base.data) + rng.integers(-50, 50, base.shape)).astype(np.int16)
    affine = np.eye(4)
    affine[:3, :3] = linear
    affine[:3, 3] = [-10.0, 12.0, -8.0]
    return Volume(data=data, affine=affine, spacing=(2.0, 2.0, 2.0))


AXIAL = np.diag([2.0, 2.0, 2.5])
OBLIQUE_FLIPPED = _rotation_x(20) @ np.diag([-2.0, 1.5, -2.5])  # tilted, x and slices reversed
SAGITTAL = np.array([[0, 0, 2.5], [2.0, 0, 0], [0, 2.0, 0]], dtype=float)  # slices along x


def _open(folder: Path) -> Volume:
    found = read_dicom_folder(folder, BUDGET).sequences
    assert len(found) == 1 and found[0].volume is not None
    return found[0].volume


def _eager(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Volume:
    with monkeypatch.context() as m:
        m.setattr(dicom_series, "regular_volume", lambda *args: None)
        volume = _open(folder)
    assert not isinstance(volume, LazyVolume)
    return volume


@pytest.mark.parametrize("linear", [AXIAL, OBLIQUE_FLIPPED], ids=["axial", "oblique-flipped"])
def test_axial_slices_read_alone_match_the_eager_volume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, linear: np.ndarray
) -> None:
    write_series(_volume(linear), tmp_path / "s", series_description="AX T1")
    eager = _eager(tmp_path, monkeypatch)
    lazy = _open(tmp_path)
    assert isinstance(lazy, LazyVolume)
    assert lazy.shape == eager.shape and lazy.dtype == eager.data.dtype
    np.testing.assert_allclose(lazy.affine, eager.affine)
    assert lazy.spacing == pytest.approx(eager.spacing) and lazy.window == eager.window
    for k in range(eager.shape[2]):
        thin = lazy.peek_axial(k)
        assert thin is not None and thin.shape == (*eager.shape[:2], 1)
        np.testing.assert_array_equal(thin.data[:, :, 0], np.asarray(eager.data)[:, :, k])
        expected_origin = eager.affine @ np.array([0, 0, k, 1.0])
        np.testing.assert_allclose(thin.affine[:3, 3], expected_origin[:3])
    assert not lazy.loaded
    np.testing.assert_array_equal(lazy.data, eager.data)
    assert lazy.data.flags.f_contiguous


def test_a_series_stacked_across_the_axial_plane_reads_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_series(_volume(SAGITTAL), tmp_path / "s", series_description="SAG T1")
    eager = _eager(tmp_path, monkeypatch)
    lazy = _open(tmp_path)
    assert isinstance(lazy, LazyVolume)
    assert lazy.peek_axial(2) is None  # an axial slice needs every file: no single-file read
    np.testing.assert_allclose(lazy.affine, eager.affine)
    np.testing.assert_array_equal(lazy.data, eager.data)


def test_slope_and_intercept_give_the_eager_values(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    vol = _volume(AXIAL)
    scaled = Volume(np.asarray(vol.data) * np.float32(0.37) + 5.1, vol.affine, vol.spacing)
    write_series(scaled, tmp_path / "s", series_description="ADC")
    eager = _eager(tmp_path, monkeypatch)
    lazy = _open(tmp_path)
    assert isinstance(lazy, LazyVolume) and lazy.dtype == eager.data.dtype
    thin = lazy.peek_axial(4)
    assert thin is not None
    np.testing.assert_array_equal(thin.data[:, :, 0], np.asarray(eager.data)[:, :, 4])
    np.testing.assert_array_equal(lazy.data, eager.data)


def test_a_series_with_a_missing_slice_loads_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = write_series(_volume(AXIAL), tmp_path / "s", series_description="AX T1")
    paths[4].unlink()
    volume = _open(tmp_path)
    assert not isinstance(volume, LazyVolume)
    found = read_dicom_folder(tmp_path, BUDGET)
    assert any("1 missing slice(s)" in m for m in found.messages)
    np.testing.assert_array_equal(volume.data, _eager(tmp_path, monkeypatch).data)
    assert volume.shape[2] == len(paths)  # the gap kept as a blank slice


def test_a_file_changed_after_opening_is_refused(tmp_path: Path) -> None:
    from data.errors import LoadError

    paths = write_series(_volume(AXIAL), tmp_path / "s", series_description="AX T1")
    lazy = _open(tmp_path)
    assert isinstance(lazy, LazyVolume)
    with paths[0].open("ab") as fh:
        fh.write(b"\0" * 16)
    with pytest.raises(LoadError, match="changed since the case was opened"):
        _ = lazy.data
