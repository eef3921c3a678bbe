"""Write a RAS+ Volume as a real DICOM series, one file per axial slice.

No package ships a whole-brain MR DICOM series, so the demo cases and the tests make one from a
NIfTI template. The header template is built once and shallow-copied per slice (only the
per-slice elements are replaced), which keeps a 189-slice series near 0.3 s.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from pydicom.dataelem import DataElement
from pydicom.dataset import Dataset, FileMetaDataset
from pydicom.filewriter import dcmwrite
from pydicom.uid import (
    PYDICOM_IMPLEMENTATION_UID,
    CTImageStorage,
    ExplicitVRLittleEndian,
    MRImageStorage,
    generate_uid,
)

from data.errors import NeuroLensError
from data.formats.orientation import LPS_TO_RAS
from data.model import Volume

_INT16_MAX = 32767


def quantize_int16(data: npt.NDArray[Any]) -> tuple[npt.NDArray[np.int16], float, float]:
    """Stored int16 values plus (slope, intercept) such that stored*slope+intercept ~ data.

    Integer-valued data that fits int16 is stored as is (slope 1, intercept 0), so it reads back
    exactly; anything else is spread over the int16 range. Slope and intercept are rounded to what
    a DICOM DS string holds, so `data.formats.dicom.rescale_slice(stored, slope, intercept)` is bit
    for bit what the loader returns.
    """
    arr = np.asarray(data)
    if arr.size == 0:
        return arr.astype(np.int16), 1.0, 0.0
    lo, hi = float(np.min(arr)), float(np.max(arr))
    if not (np.isfinite(lo) and np.isfinite(hi)):
        raise NeuroLensError("cannot write a volume holding NaN or infinite values as DICOM")
    integral = np.issubdtype(arr.dtype, np.integer) or bool(np.all(arr == np.round(arr)))
    if integral and lo >= -32768 and hi <= _INT16_MAX:
        return arr.astype(np.int16), 1.0, 0.0
    slope = float(_ds(max((hi - lo) / (2 * _INT16_MAX), 1e-12)))
    intercept = float(_ds((hi + lo) / 2))
    stored = np.clip(np.rint((arr - intercept) / slope), -_INT16_MAX, _INT16_MAX)
    return stored.astype(np.int16), slope, intercept


def write_series(
    volume: Volume,
    folder: Path,
    *,
    series_description: str,
    modality: str = "MR",
    patient_name: str = "Demo^Case",
    patient_id: str = "DEMO-0001",
    series_number: int = 1,
    extra: Mapping[str, Any] | None = None,
) -> list[Path]:
    """One DICOM file per slice along array axis 2 (axial for a RAS+ volume); returns the paths.

    Positions and orientation come from the volume's affine (converted to DICOM's LPS), so the
    series reads back through data.formats.dicom.load_dicom_folder to the same RAS+ volume.
    `extra` sets any further header keyword (StudyDate, PatientBirthDate, BurnedInAnnotation...).
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    data = np.asarray(volume.data)
    if data.ndim != 3:
        raise NeuroLensError(f"write_series needs a 3D volume, got shape {data.shape}")
    ni, nj, nk = data.shape
    stored, slope, intercept = quantize_int16(data)
    modality = modality.upper()
    affine_lps = LPS_TO_RAS @ np.asarray(
        volume.affine, dtype=np.float64
    )  # LPS_TO_RAS is its own inverse
    a0, a1, a2 = affine_lps[:3, 0], affine_lps[:3, 1], affine_lps[:3, 2]
    # Pixel (row r, col c) of slice k is voxel (ni-1-c, nj-1-r, k): rows run toward posterior
    # and columns toward the patient's left, the usual radiological axial DICOM layout.
    row_cosine = -a0 / np.linalg.norm(a0)
    col_cosine = -a1 / np.linalg.norm(a1)
    pixel_spacing = (float(np.linalg.norm(a1)), float(np.linalg.norm(a0)))
    slice_gap = float(np.linalg.norm(a2))

    seed = f"{patient_id}|{series_number}|{series_description}|{modality}"
    study_uid = str((extra or {}).get("StudyInstanceUID") or _uid(f"study|{patient_id}"))
    series_uid = _uid(f"series|{seed}")
    template = _template(
        modality=modality,
        patient_name=patient_name,
        patient_id=patient_id,
        study_uid=study_uid,
        series_uid=series_uid,
        series_number=series_number,
        series_description=series_description,
        rows=nj,
        columns=ni,
        orientation=[*row_cosine, *col_cosine],
        pixel_spacing=pixel_spacing,
        thickness=slice_gap,
        slope=slope,
        intercept=intercept,
        window=volume.window or _default_window(data, modality),
    )
    for keyword, value in (extra or {}).items():
        setattr(template, keyword, value)
    sop_class = CTImageStorage if modality == "CT" else MRImageStorage
    corner = affine_lps @ np.array([ni - 1, nj - 1, 0, 1.0])
    normal = np.cross(row_cosine, col_cosine)
    paths = []
    digits = max(4, len(str(nk)))
    for k in range(nk):
        path = folder / f"IM{k + 1:0{digits}d}.dcm"
        pixels = np.ascontiguousarray(stored[::-1, ::-1, k].T)
        position = corner[:3] + k * a2
        _write_slice(path, template, pixels, k, position, normal, sop_class, f"image|{seed}|{k}")
        paths.append(path)
    return paths


def _write_slice(
    path: Path,
    template: Dataset,
    pixels: npt.NDArray[np.int16],
    k: int,
    position: npt.NDArray[np.float64],
    normal: npt.NDArray[np.float64],
    sop_class: str,
    uid_seed: str,
) -> None:
    """Slice `k` as one file: the series' shared header plus its own UID, number, position."""
    sop_uid = _uid(uid_seed)
    ds = Dataset(dict(template.items()))
    ds.file_meta = _file_meta(sop_class, sop_uid)
    _put(ds, "SOPInstanceUID", "UI", sop_uid)
    _put(ds, "InstanceNumber", "IS", k + 1)
    _put(ds, "ImagePositionPatient", "DS", [_ds(v) for v in position])
    _put(ds, "SliceLocation", "DS", _ds(float(np.dot(position, normal))))
    _put(ds, "PixelData", "OW", pixels.tobytes())
    dcmwrite(path, ds, enforce_file_format=True)


def _template(
    *,
    modality: str,
    patient_name: str,
    patient_id: str,
    study_uid: str,
    series_uid: str,
    series_number: int,
    series_description: str,
    rows: int,
    columns: int,
    orientation: list[float],
    pixel_spacing: tuple[float, float],
    thickness: float,
    slope: float,
    intercept: float,
    window: tuple[float, float],
) -> Dataset:
    ds = Dataset()
    ds.SpecificCharacterSet = "ISO_IR 192"
    ds.ImageType = ["DERIVED", "SECONDARY", "AXIAL"]
    ds.SOPClassUID = CTImageStorage if modality == "CT" else MRImageStorage
    ds.StudyDate = "20240101"
    ds.SeriesDate = "20240101"
    ds.StudyTime = "120000"
    ds.Modality = modality
    ds.Manufacturer = "NeuroLens"
    ds.InstitutionName = "NeuroLens demo"
    ds.ReferringPhysicianName = ""
    ds.StudyDescription = "NeuroLens demo study"
    ds.SeriesDescription = series_description
    ds.PatientName = patient_name
    ds.PatientID = patient_id
    ds.PatientBirthDate = "19700101"
    ds.PatientSex = "O"
    ds.SliceThickness = _ds(thickness)
    ds.StudyInstanceUID = study_uid
    ds.SeriesInstanceUID = series_uid
    ds.StudyID = "1"
    ds.SeriesNumber = series_number
    ds.FrameOfReferenceUID = _uid(f"frame|{study_uid}")
    ds.ImageOrientationPatient = [_ds(v) for v in orientation]
    ds.SamplesPerPixel = 1
    ds.PhotometricInterpretation = "MONOCHROME2"
    ds.Rows = rows
    ds.Columns = columns
    ds.PixelSpacing = [_ds(pixel_spacing[0]), _ds(pixel_spacing[1])]
    ds.BitsAllocated = 16
    ds.BitsStored = 16
    ds.HighBit = 15
    ds.PixelRepresentation = 1
    ds.WindowCenter = _ds(window[0])
    ds.WindowWidth = _ds(max(window[1], 1e-6))
    ds.RescaleIntercept = _ds(intercept)
    ds.RescaleSlope = _ds(slope)
    if modality == "CT":
        ds.RescaleType = "HU"
    ds.BurnedInAnnotation = "NO"
    return ds


def _file_meta(sop_class: Any, sop_uid: Any) -> FileMetaDataset:
    meta = FileMetaDataset()
    meta.MediaStorageSOPClassUID = sop_class
    meta.MediaStorageSOPInstanceUID = sop_uid
    meta.TransferSyntaxUID = ExplicitVRLittleEndian
    meta.ImplementationClassUID = PYDICOM_IMPLEMENTATION_UID
    return meta


def _put(ds: Dataset, keyword: str, vr: str, value: Any) -> None:
    """Replace an element with a new one (the template's element objects are shared)."""
    from pydicom.datadict import tag_for_keyword

    tag = tag_for_keyword(keyword)
    assert tag is not None
    ds[tag] = DataElement(tag, vr, value)


def _default_window(data: npt.NDArray[Any], modality: str) -> tuple[float, float]:
    if modality == "CT":
        return (40.0, 80.0)
    sample = np.asarray(data).ravel()[:: max(1, data.size // 200_000)]
    lo, hi = np.percentile(sample, [0.5, 99.5])
    return (float((lo + hi) / 2), float(max(hi - lo, 1e-6)))


def _ds(value: float) -> str:
    """A number as a DICOM decimal string (at most 16 characters)."""
    for digits in range(12, 3, -1):
        text = f"{value:.{digits}g}"
        if len(text) <= 16:
            return text
    return f"{value:.3g}"


def _uid(seed: str) -> str:
    """Deterministic UIDs: writing the same series twice gives the same files."""
    return str(generate_uid(entropy_srcs=[hashlib.sha256(seed.encode()).hexdigest()]))
