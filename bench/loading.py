"""Loading benchmarks: a 200-slice 512x512 DICOM series, a 256^3 NIfTI, writing a series.

Each row times our loader and the obvious naive way on the same files in the same run
(best of a few repeats, bounded so the suite stays well under a minute or two).
"""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from bench.table import Row, best_seconds

_BUDGET = 4 * 1024 * 1024 * 1024


def run() -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="neurolens-bench-") as tmp:
        root = Path(tmp)
        return [_dicom_row(root), _nifti_row(root), _write_row(root)]


def _brain_like(shape: tuple[int, int, int], seed: int = 0) -> np.ndarray:
    """Smooth blob with noise: compresses like a real scan, unlike pure noise."""
    rng = np.random.default_rng(seed)
    grids = np.ogrid[tuple(slice(0, n) for n in shape)]
    r2 = sum(((g - n / 2) / (n / 2.4)) ** 2 for g, n in zip(grids, shape, strict=True))
    body = np.clip(1.0 - r2, 0, None) * 1200
    return (body + rng.normal(0, 15, shape) * (body > 0)).astype(np.int16)


def _dicom_row(root: Path) -> Row:
    from data.formats.dicom import load_dicom_folder
    from data.formats.dicom_write import write_series
    from data.model import Volume

    folder = root / "series"
    data = _brain_like((512, 512, 200))
    affine = np.diag([0.45, 0.45, 1.0, 1.0])
    volume = Volume(data=data, affine=affine, spacing=(0.45, 0.45, 1.0))
    paths = write_series(volume, folder, series_description="AX T1 bench")
    # shuffle file names so neither side benefits from directory order
    order = np.random.default_rng(1).permutation(len(paths))
    for i, p in zip(order, paths, strict=True):
        p.rename(folder / f"x{i:04d}.dcm")

    result: list[Any] = []
    ours = best_seconds(lambda: result.append(load_dicom_folder(folder, _BUDGET)))
    naive = best_seconds(lambda: _naive_dicom(folder))
    loaded = result[-1][0].volume
    same = np.array_equal(loaded.data, data)
    return Row(
        "DICOM series 200 x 512x512 load",
        ours,
        "s",
        naive=naive,
        target="<= 2 s",
        note="naive: dcmread all, sort by InstanceNumber, np.stack float64; "
        f"ours RAS+ int16, equal={same}",
    )


def _naive_dicom(folder: Path) -> np.ndarray:
    import pydicom

    datasets = [pydicom.dcmread(p) for p in sorted(folder.iterdir())]
    datasets.sort(key=lambda ds: int(ds.InstanceNumber))
    slices = [
        ds.pixel_array * float(ds.RescaleSlope) + float(ds.RescaleIntercept) for ds in datasets
    ]
    return np.stack(slices, axis=-1)


def _nifti_row(root: Path) -> Row:
    import nibabel as nib

    from data.formats.nifti import load_nifti

    path = root / "vol256.nii.gz"
    data = _brain_like((256, 256, 256), seed=2)[::-1]  # stored LAS: needs a flip on load
    affine = np.diag([-1.0, 1.0, 1.0, 1.0])
    affine[0, 3] = 255.0
    nib.save(nib.Nifti1Image(data, affine), path)

    def naive() -> np.ndarray:
        img = nib.as_closest_canonical(nib.load(path))
        return img.get_fdata()

    ours = best_seconds(lambda: load_nifti(path, _BUDGET), repeats=2)
    naive_s = best_seconds(naive, repeats=2)
    return Row(
        "NIfTI 256^3 .nii.gz load (LAS -> RAS+)",
        ours,
        "s",
        naive=naive_s,
        note="naive: nib.load + as_closest_canonical + get_fdata (float64); ours int16 kept",
    )


def _write_row(root: Path) -> Row:
    from data.formats.dicom_write import write_series
    from data.model import Volume

    data = _brain_like((197, 233, 189), seed=3).astype(np.float32) / 1200.0
    volume = Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    fresh = iter(range(1000))  # a new folder each time: overwriting files costs extra
    ours = best_seconds(
        lambda: write_series(volume, root / f"w{next(fresh)}", series_description="T1"),
        repeats=2,
    )
    naive = best_seconds(lambda: _naive_write(volume, root / f"w{next(fresh)}"), repeats=2)
    floor = best_seconds(lambda: _raw_write(root / f"w{next(fresh)}", 189, 197 * 233 * 2 + 1500), 2)
    return Row(
        "write_series 197x233x189 (189 files)",
        ours,
        "s",
        naive=naive,
        target="~0.3 s",
        note=f"naive: deepcopy of a full template dataset per slice; plain byte writes of "
        f"the same files take {floor:.2f} s here (file-system floor)",
    )


def _raw_write(folder: Path, n: int, size: int) -> None:
    folder.mkdir(parents=True)
    payload = bytes(size)
    for k in range(n):
        (folder / f"{k}.dcm").write_bytes(payload)


def _naive_write(volume: Any, folder: Path) -> None:
    import pydicom
    from pydicom.dataset import Dataset, FileMetaDataset
    from pydicom.uid import ExplicitVRLittleEndian, MRImageStorage, generate_uid

    folder.mkdir(parents=True, exist_ok=True)
    data = np.asarray(volume.data)
    lo, hi = float(data.min()), float(data.max())
    slope = (hi - lo) / 65534 or 1.0
    stored = np.rint((data - lo) / slope - 32767).astype(np.int16)
    template = Dataset()
    template.PatientName = "Demo^Case"
    template.PatientID = "DEMO-0001"
    template.Modality = "MR"
    template.SOPClassUID = MRImageStorage
    template.SeriesInstanceUID = generate_uid()
    template.ImageOrientationPatient = [1, 0, 0, 0, 1, 0]
    template.PixelSpacing = [1, 1]
    template.Rows, template.Columns = data.shape[1], data.shape[0]
    template.SamplesPerPixel = 1
    template.PhotometricInterpretation = "MONOCHROME2"
    template.BitsAllocated = template.BitsStored = 16
    template.HighBit = 15
    template.PixelRepresentation = 1
    template.RescaleSlope = f"{slope:.10g}"
    template.RescaleIntercept = f"{lo + 32767 * slope:.10g}"
    for k in range(data.shape[2]):
        ds = copy.deepcopy(template)
        ds.file_meta = FileMetaDataset()
        ds.file_meta.TransferSyntaxUID = ExplicitVRLittleEndian
        ds.file_meta.MediaStorageSOPClassUID = MRImageStorage
        ds.SOPInstanceUID = ds.file_meta.MediaStorageSOPInstanceUID = generate_uid()
        ds.InstanceNumber = k + 1
        ds.ImagePositionPatient = [0, 0, k]
        ds.PixelData = np.ascontiguousarray(stored[::-1, ::-1, k].T).tobytes()
        pydicom.dcmwrite(folder / f"{k}.dcm", ds, enforce_file_format=True)
