"""Shared pytest fixtures, in one clearly marked section per part of the product."""

from __future__ import annotations

# ==================================================================================== loaders
# Loaders: fixtures that BUILD small real DICOM / NIfTI / image
# files in tmp_path. Geometry fixtures put a bright marker voxel on the patient's LEFT, so a
# test can check that after loading (RAS+: axis 0 runs toward the patient's Right) it sits at a
# low axis-0 index whatever the storage order. Marker position in the loaded RAS+ volume:
# LOADERS_MARKER_RAS (i, j, k) for every geometry fixture below.
import random as _loaders_random
from collections.abc import Callable as _LoadersCallable
from pathlib import Path as _LoadersPath

import numpy as _lnp
import pytest as _lpytest

LOADERS_SHAPE_RAS = (10, 8, 6)  # (x toward Right, y toward Anterior, z toward Superior)
LOADERS_MARKER_RAS = (1, 6, 2)  # near the patient's left edge, anterior, low slice
LOADERS_MARKER_VALUE = 1000


def _loaders_truth() -> _lnp.ndarray:
    """The RAS+ volume every geometry fixture encodes: a gradient plus the marker."""
    x, y, z = LOADERS_SHAPE_RAS
    data = (_lnp.arange(x * y * z, dtype=_lnp.int16).reshape(x, y, z) % 97).astype(_lnp.int16)
    data[LOADERS_MARKER_RAS] = LOADERS_MARKER_VALUE
    return data


def _loaders_write_slice(
    path: _LoadersPath,
    pixels: _lnp.ndarray,
    *,
    position: list[float],
    orientation: list[float],
    spacing: tuple[float, float] = (1.0, 1.0),
    thickness: float = 1.0,
    instance: int = 1,
    series_uid: str = "1.2.826.0.1.3680043.8.498.1",
    description: str = "AX T1",
    modality: str = "MR",
    slope: float = 1.0,
    intercept: float = 0.0,
    window: tuple[list[float], list[float]] | None = None,
    patient_name: str = "Test^Patient",
) -> _LoadersPath:
    """One plain pydicom file (written without data.formats.dicom_write: tests stay independent)."""
    from pydicom.dataset import Dataset, FileMetaDataset
    from pydicom.filewriter import dcmwrite
    from pydicom.uid import ExplicitVRLittleEndian, MRImageStorage, generate_uid

    meta = FileMetaDataset()
    meta.MediaStorageSOPClassUID = MRImageStorage
    meta.MediaStorageSOPInstanceUID = generate_uid()
    meta.TransferSyntaxUID = ExplicitVRLittleEndian
    ds = Dataset()
    ds.file_meta = meta
    ds.SOPClassUID = MRImageStorage
    ds.SOPInstanceUID = meta.MediaStorageSOPInstanceUID
    ds.Modality = modality
    ds.PatientName = patient_name
    ds.PatientID = "TEST-0001"
    ds.StudyInstanceUID = "1.2.826.0.1.3680043.8.498.100"
    ds.SeriesInstanceUID = series_uid
    ds.SeriesNumber = 3
    ds.SeriesDescription = description
    ds.InstanceNumber = instance
    ds.ImagePositionPatient = [f"{v:.6g}" for v in position]
    ds.ImageOrientationPatient = [f"{v:.8g}" for v in orientation]
    ds.PixelSpacing = [f"{spacing[0]:.6g}", f"{spacing[1]:.6g}"]
    ds.SliceThickness = f"{thickness:.6g}"
    ds.SamplesPerPixel = 1
    ds.PhotometricInterpretation = "MONOCHROME2"
    ds.Rows, ds.Columns = pixels.shape
    ds.BitsAllocated = 16
    ds.BitsStored = 16
    ds.HighBit = 15
    ds.PixelRepresentation = 1
    ds.RescaleSlope = f"{slope:.6g}"
    ds.RescaleIntercept = f"{intercept:.6g}"
    if window is not None:
        ds.WindowCenter = window[0]
        ds.WindowWidth = window[1]
    ds.PixelData = _lnp.ascontiguousarray(pixels, dtype=_lnp.int16).tobytes()
    dcmwrite(path, ds, enforce_file_format=True)
    return path


@_lpytest.fixture
def dicom_axial_series(tmp_path: _LoadersPath) -> _LoadersPath:
    """Standard axial MR series (row direction toward patient Left), 6 files, shuffled names.

    Pixel (r, c) of slice k is RAS voxel (X-1-c, Y-1-r, k); the file names are random so only
    the headers can give the order. Window is multi-valued ([40, 400], [80, 2000]).
    """
    folder = tmp_path / "axial"
    folder.mkdir()
    truth = _loaders_truth()
    x, y, z = truth.shape
    names = [f"img_{n:03d}.dcm" for n in _loaders_random.Random(7).sample(range(999), z)]
    instances = list(range(1, z + 1))
    _loaders_random.Random(3).shuffle(instances)  # InstanceNumber disagrees with position too
    for k in range(z):
        pixels = truth[::-1, ::-1, k].T  # rows toward posterior, columns toward left
        _loaders_write_slice(
            folder / names[k],
            pixels,
            position=[-(x - 1.0), -(y - 1.0), 2.0 * k],
            orientation=[1, 0, 0, 0, 1, 0],
            spacing=(1.0, 1.0),
            thickness=2.0,
            instance=instances[k],
            window=([40.0, 400.0], [80.0, 2000.0]),
        )
    return folder


@_lpytest.fixture
def dicom_flipped_series(tmp_path: _LoadersPath) -> _LoadersPath:
    """The same anatomy as dicom_axial_series, stored mirrored: row direction toward patient
    Right (IOP -1,0,0), slice normal pointing down, files numbered from the top slice down."""
    folder = tmp_path / "flipped"
    folder.mkdir()
    truth = _loaders_truth()
    _, y, z = truth.shape
    for n, k in enumerate(reversed(range(z))):
        pixels = truth[:, ::-1, k].T  # columns now run toward the patient's right
        _loaders_write_slice(
            folder / f"slice{n:02d}.dcm",
            pixels,
            position=[0.0, -(y - 1.0), 2.0 * k],
            orientation=[-1, 0, 0, 0, 1, 0],
            thickness=2.0,
            instance=n + 1,
        )
    return folder


@_lpytest.fixture
def dicom_oblique_series(tmp_path: _LoadersPath) -> _LoadersPath:
    """Axial-ish series rotated 30 degrees about the z axis, 0.8 mm pixels, 2.5 mm apart."""
    folder = tmp_path / "oblique"
    folder.mkdir()
    angle = _lnp.radians(30.0)
    row = [float(_lnp.cos(angle)), float(_lnp.sin(angle)), 0.0]
    col = [float(-_lnp.sin(angle)), float(_lnp.cos(angle)), 0.0]
    for k in range(5):
        pixels = _lnp.full((12, 9), 10 * k, dtype=_lnp.int16)
        _loaders_write_slice(
            folder / f"o{k}.dcm",
            pixels,
            position=[0.0, 0.0, 2.5 * k],
            orientation=row + col,
            spacing=(0.8, 0.8),
            thickness=2.5,
            instance=k + 1,
            description="OBL FLAIR",
        )
    return folder


@_lpytest.fixture
def dicom_multiframe_file(tmp_path: _LoadersPath) -> _LoadersPath:
    """Enhanced MR multi-frame file: 4 frames of 6x5, per-frame positions in descending z
    (3 mm apart), shared 0.5 mm pixels, shared rescale slope 2 / intercept -10.
    Frame f holds the value f everywhere except a marker 100 at row 0, last column (patient
    Left) of the frame with the lowest z."""
    from pydicom.dataset import Dataset, FileMetaDataset
    from pydicom.filewriter import dcmwrite
    from pydicom.sequence import Sequence as DicomSequence
    from pydicom.uid import EnhancedMRImageStorage, ExplicitVRLittleEndian, generate_uid

    def item(**values: object) -> Dataset:
        ds = Dataset()
        for key, value in values.items():
            setattr(ds, key, value)
        return ds

    frames = _lnp.stack([_lnp.full((6, 5), f, dtype=_lnp.int16) for f in range(4)])
    frames[3, 0, 4] = 100
    meta = FileMetaDataset()
    meta.MediaStorageSOPClassUID = EnhancedMRImageStorage
    meta.MediaStorageSOPInstanceUID = generate_uid()
    meta.TransferSyntaxUID = ExplicitVRLittleEndian
    ds = Dataset()
    ds.file_meta = meta
    ds.SOPClassUID = EnhancedMRImageStorage
    ds.SOPInstanceUID = meta.MediaStorageSOPInstanceUID
    ds.Modality = "MR"
    ds.SeriesInstanceUID = generate_uid()
    ds.SeriesNumber = 9
    ds.SeriesDescription = "DWI b1000 enhanced"
    ds.NumberOfFrames = 4
    ds.Rows, ds.Columns = 6, 5
    ds.SamplesPerPixel = 1
    ds.PhotometricInterpretation = "MONOCHROME2"
    ds.BitsAllocated = 16
    ds.BitsStored = 16
    ds.HighBit = 15
    ds.PixelRepresentation = 1
    ds.SharedFunctionalGroupsSequence = DicomSequence(
        [
            item(
                PixelMeasuresSequence=DicomSequence(
                    [item(PixelSpacing=["0.5", "0.5"], SliceThickness="1.5")]
                ),
                PlaneOrientationSequence=DicomSequence(
                    [item(ImageOrientationPatient=["1", "0", "0", "0", "1", "0"])]
                ),
                PixelValueTransformationSequence=DicomSequence(
                    [item(RescaleSlope="2", RescaleIntercept="-10", RescaleType="US")]
                ),
            )
        ]
    )
    ds.PerFrameFunctionalGroupsSequence = DicomSequence(
        [
            item(
                PlanePositionSequence=DicomSequence(
                    [item(ImagePositionPatient=["0", "0", f"{3.0 * (3 - f):g}"])]
                )
            )
            for f in range(4)
        ]
    )
    ds.PixelData = frames.tobytes()
    path = tmp_path / "enhanced.dcm"
    dcmwrite(path, ds, enforce_file_format=True)
    return path


@_lpytest.fixture
def dicom_huge_header(tmp_path: _LoadersPath) -> _LoadersPath:
    """A DICOM file whose header declares 60000x60000 pixels x 5000 frames (tiny pixel data)."""
    path = tmp_path / "huge" / "huge.dcm"
    path.parent.mkdir()
    _loaders_write_slice(
        path,
        _lnp.zeros((2, 2), dtype=_lnp.int16),
        position=[0, 0, 0],
        orientation=[1, 0, 0, 0, 1, 0],
    )
    import pydicom

    ds = pydicom.dcmread(path)
    ds.Rows, ds.Columns, ds.NumberOfFrames = 60000, 60000, 5000
    ds.save_as(path)
    return path


@_lpytest.fixture
def truncated_dicom(dicom_axial_series: _LoadersPath) -> _LoadersPath:
    """One file of the axial series cut in the middle of its pixel data (folder returned)."""
    victim = sorted(dicom_axial_series.iterdir())[2]
    raw = victim.read_bytes()
    victim.write_bytes(raw[: len(raw) - 40])
    return victim


@_lpytest.fixture
def random_bytes_file(tmp_path: _LoadersPath) -> _LoadersPath:
    path = tmp_path / "noise.dcm"
    path.write_bytes(_lnp.random.default_rng(0).integers(0, 256, 4096, dtype=_lnp.uint8).tobytes())
    return path


@_lpytest.fixture
def nifti_factory(tmp_path: _LoadersPath) -> _LoadersCallable[..., _LoadersPath]:
    """Write a NIfTI file: nifti_factory(data, affine, name="x.nii.gz", slope=None, inter=None)."""
    import nibabel as nib

    def make(
        data: _lnp.ndarray,
        affine: _lnp.ndarray,
        name: str = "volume.nii.gz",
        slope: float | None = None,
        inter: float | None = None,
    ) -> _LoadersPath:
        img = nib.Nifti1Image(data, affine)
        if slope is not None:
            img.header.set_slope_inter(slope, inter or 0.0)
        path = tmp_path / name
        nib.save(img, path)
        return path

    return make


@_lpytest.fixture
def nifti_las(nifti_factory: _LoadersCallable[..., _LoadersPath]) -> _LoadersPath:
    """The marker volume stored LAS (axis 0 toward the patient's Left), 2x3x4 mm voxels."""
    truth = _loaders_truth()
    affine = _lnp.diag([-2.0, 3.0, 4.0, 1.0])
    affine[:3, 3] = [(truth.shape[0] - 1) * 2.0, 0.0, 0.0]
    return nifti_factory(truth[::-1].copy(), affine, name="las.nii.gz")


@_lpytest.fixture
def nifti_permuted(nifti_factory: _LoadersCallable[..., _LoadersPath]) -> _LoadersPath:
    """The marker volume with axes permuted to (S, R, P): axis 0 Superior, 1 Right, 2 Posterior."""
    truth = _loaders_truth()
    y = truth.shape[1]
    stored = truth[:, ::-1, :].transpose(2, 0, 1).copy()  # (z, x, y reversed)
    affine = _lnp.zeros((4, 4))
    affine[2, 0] = 1.0  # axis 0 -> +S
    affine[0, 1] = 1.0  # axis 1 -> +R
    affine[1, 2] = -1.0  # axis 2 -> -A (posterior)
    affine[1, 3] = y - 1.0
    affine[3, 3] = 1.0
    return nifti_factory(stored, affine, name="permuted.nii")


@_lpytest.fixture
def png_rgba_file(tmp_path: _LoadersPath) -> _LoadersPath:
    """A 12x20 RGBA PNG, gray content with an opaque alpha and a red dot at (2, 3)."""
    from PIL import Image

    arr = _lnp.zeros((12, 20, 4), dtype=_lnp.uint8)
    arr[..., :3] = _lnp.arange(20, dtype=_lnp.uint8)[None, :, None] * 10
    arr[..., 3] = 255
    arr[2, 3, :3] = (255, 0, 0)
    path = tmp_path / "slice.png"
    Image.fromarray(arr).save(path)
    return path


# ================================================================================ end loaders


# ==================================================================================== vlm
# VLM: a real OpenAI-compatible HTTP server on 127.0.0.1 (a free port), recording every
# request. The scoring tests use it for the LLM grader too.
# `fake_openai.queue(Reply(status=429, headers={"Retry-After": "0"}), Reply())` scripts replies;
# `fake_openai.chat_requests()[i].json` is the exact body the SDK sent.

from collections.abc import Iterator as _VlmIterator  # noqa: E402

from devtools.fake_openai import FakeOpenAI as _VlmFakeOpenAI  # noqa: E402


@_lpytest.fixture
def fake_openai() -> _VlmIterator[_VlmFakeOpenAI]:
    server = _VlmFakeOpenAI().start()
    try:
        yield server
    finally:
        server.stop()
