"""write_series: real DICOM files that read back to the same RAS+ volume."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pydicom
import pytest

from data.formats.dicom import load_dicom_folder, rescale_slice
from data.formats.dicom_write import quantize_int16, write_series
from data.formats.orientation import spacing_from_affine
from data.model import SequenceKind, Volume

BUDGET = 256 * 1024 * 1024


def _volume(data: np.ndarray, affine: np.ndarray, window=None) -> Volume:  # type: ignore[no-untyped-def]
    return Volume(data=data, affine=affine, spacing=spacing_from_affine(affine), window=window)


def test_float_mr_round_trip_is_bit_identical_after_rescale(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    data = rng.random((7, 9, 5), dtype=np.float32)
    data[1, 7, 3] = 5.0  # marker: patient's left, anterior
    affine = np.array(
        [[0.9, 0, 0, -30.0], [0, 1.1, 0, -40.0], [0, 0, 2.5, 10.0], [0, 0, 0, 1]], dtype=float
    )
    paths = write_series(
        _volume(data, affine), tmp_path, series_description="AX FLAIR", series_number=4
    )
    assert len(paths) == 5
    (seq,) = load_dicom_folder(tmp_path, BUDGET)
    vol = seq.volume
    assert vol is not None
    stored, slope, intercept = quantize_int16(data)
    np.testing.assert_array_equal(vol.data, rescale_slice(stored, slope, intercept))
    assert np.abs(vol.data - data).max() <= slope
    np.testing.assert_allclose(vol.affine, affine, atol=1e-5)
    assert np.unravel_index(int(np.argmax(vol.data)), vol.shape) == (1, 7, 3)
    assert seq.kind == SequenceKind.FLAIR
    assert seq.sequence_id.startswith("s4-")


def test_ct_integers_round_trip_exactly_with_identifiers(tmp_path: Path) -> None:
    data = np.arange(6 * 4 * 3, dtype=np.int16).reshape(6, 4, 3) * 10 - 1000
    paths = write_series(
        _volume(data, np.diag([0.5, 0.5, 5.0, 1.0]), window=(40.0, 80.0)),
        tmp_path,
        series_description="Head non-contrast",
        modality="CT",
        patient_name="Doe^Jane",
        patient_id="PAT-42",
        extra={"StudyDate": "20230405", "InstitutionName": "General Hospital"},
    )
    ds = pydicom.dcmread(paths[0])
    assert str(ds.PatientName) == "Doe^Jane"
    assert ds.PatientID == "PAT-42"
    assert ds.StudyDate == "20230405"
    assert ds.InstitutionName == "General Hospital"
    assert ds.Modality == "CT"
    assert ds.SOPClassUID == pydicom.uid.CTImageStorage
    assert [float(v) for v in ds.ImageOrientationPatient] == [1, 0, 0, 0, 1, 0]
    assert float(ds.SliceThickness) == 5.0
    assert len({pydicom.dcmread(p).SOPInstanceUID for p in paths}) == 3
    (seq,) = load_dicom_folder(tmp_path, BUDGET)
    assert seq.kind == SequenceKind.CT
    assert seq.volume is not None
    assert seq.volume.data.dtype == np.int16
    np.testing.assert_array_equal(seq.volume.data, data)
    assert seq.volume.window == (40.0, 80.0)


def test_oblique_affine_survives_the_round_trip(tmp_path: Path) -> None:
    angle = np.radians(12.0)
    rot = np.array(
        [[np.cos(angle), -np.sin(angle), 0], [np.sin(angle), np.cos(angle), 0], [0, 0, 1]]
    )
    affine = np.eye(4)
    affine[:3, :3] = rot @ np.diag([1.0, 1.2, 3.0])
    affine[:3, 3] = [5.0, -7.0, 2.0]
    data = np.arange(5 * 6 * 4, dtype=np.int16).reshape(5, 6, 4)
    write_series(_volume(data, affine), tmp_path, series_description="T2 oblique")
    (seq,) = load_dicom_folder(tmp_path, BUDGET)
    assert seq.volume is not None
    np.testing.assert_array_equal(seq.volume.data, data)
    np.testing.assert_allclose(seq.volume.affine, affine, atol=1e-5)
    assert seq.volume.spacing == pytest.approx((1.0, 1.2, 3.0), abs=1e-5)


def test_writing_twice_is_deterministic(tmp_path: Path) -> None:
    vol = _volume(np.zeros((3, 3, 2), dtype=np.int16), np.eye(4))
    a = write_series(vol, tmp_path / "a", series_description="T1")
    b = write_series(vol, tmp_path / "b", series_description="T1")
    assert [p.read_bytes() for p in a] == [p.read_bytes() for p in b]
