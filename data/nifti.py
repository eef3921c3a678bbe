"""NIfTI files (.nii, .nii.gz, 3D or 4D) -> RAS+ Volumes and Sequences.

The header is checked against the memory budget before any voxel is read; only the chosen
volume of a 4D file is read; integer data stays integer and anything scaled becomes float32
(never float64), so a 256^3 volume costs 32-64 MB instead of 128.
"""

from __future__ import annotations

import gzip
import re
import zlib
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import LoadError, format_size, summarize_exception
from data.model import Sequence, SequenceKind, Volume
from data.orientation import axis_codes, reorient_to_ras, spacing_from_affine

NIFTI_SUFFIXES = (".nii", ".nii.gz")


def is_nifti_path(path: Path) -> bool:
    """True for .nii and .nii.gz names (case-insensitive)."""
    name = Path(path).name.lower()
    return name.endswith(NIFTI_SUFFIXES)


def load_nifti(path: Path, budget_bytes: int, volume_index: int = 0) -> Volume:
    """One 3D volume of a NIfTI file, reoriented to the closest canonical RAS+."""
    volume, _ = _load(Path(path), budget_bytes, volume_index)
    return volume


def nifti_sequence(
    path: Path,
    budget_bytes: int,
    *,
    volume_index: int = 0,
    sequence_id: str | None = None,
    name: str | None = None,
    kind: SequenceKind | None = None,
    synthetic: bool = False,
) -> Sequence:
    """A Sequence for a NIfTI file; kind guessed from the file name and header description."""
    from data.dicom import guess_sequence_kind

    path = Path(path)
    volume, info = _load(path, budget_bytes, volume_index)
    stem = _stem(path)
    guessed = kind or guess_sequence_kind(f"{stem} {info['descrip']}", {})
    sx, sy, sz = volume.spacing
    parts = [
        f"NIfTI {'x'.join(map(str, volume.shape))} voxels, {sx:.2f}x{sy:.2f}x{sz:.2f} mm, "
        f"stored as {info['stored']}"
    ]
    if info["volumes"] > 1:
        parts.append(f"volume {volume_index + 1} of {info['volumes']}")
    if info["descrip"]:
        parts.append(f"header: {info['descrip']}")
    slug = re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-") or "volume"
    if info["volumes"] > 1:
        slug = f"{slug}-v{volume_index}"
    return Sequence(
        sequence_id=sequence_id or slug,
        kind=guessed,
        name=name or stem,
        volume=volume,
        description="; ".join(parts),
        synthetic=synthetic,
        source_path=str(path),
    )


def nifti_file_shape(path: Path) -> tuple[int, ...]:
    """The shape the header declares (4D files included), without reading any voxel."""
    import nibabel as nib

    try:
        img = nib.load(Path(path), mmap=False)
    except Exception as exc:
        raise LoadError(path, f"not a readable NIfTI file ({summarize_exception(exc)})") from exc
    return tuple(int(n) for n in getattr(img, "shape", ()))


def four_d_message(path: Path, volume_index: int = 0) -> str:
    """'' for a 3D file; for a 4D file, which volume is shown and how to pick another."""
    shape = nifti_file_shape(path)
    if len(shape) < 4 or shape[3] <= 1:
        return ""
    return (
        f"{path}: 4D file ({'x'.join(map(str, shape))}): showing volume {volume_index} of "
        f"{shape[3]} (numbered 0 to {shape[3] - 1}); pick another with `volume:` in a manifest"
    )


def _load(path: Path, budget_bytes: int, volume_index: int) -> tuple[Volume, dict[str, Any]]:
    import nibabel as nib

    if not path.is_file():
        raise LoadError(path, "no such file")
    try:
        img = nib.load(path, mmap=False)
    except Exception as exc:  # ImageFileError, gzip/zlib errors, struct errors on short headers
        raise LoadError(path, f"not a readable NIfTI file ({summarize_exception(exc)})") from exc
    if not isinstance(img, nib.Nifti1Image | nib.Nifti2Image):
        raise LoadError(path, f"not a NIfTI image ({type(img).__name__})")
    shape = tuple(int(n) for n in img.shape)
    if len(shape) < 2 or any(n <= 0 for n in shape):
        raise LoadError(path, f"unsupported image shape {shape}")
    spatial = (*shape[:3], 1, 1)[:3] if len(shape) < 3 else shape[:3]
    extra = shape[3:]
    if any(n != 1 for n in extra[1:]):
        raise LoadError(path, f"unsupported {len(shape)}D image shape {shape}")
    n_volumes = extra[0] if extra else 1
    if not 0 <= volume_index < n_volumes:
        raise LoadError(
            path,
            f"volume index {volume_index} out of range: the file has {n_volumes} volume(s) "
            f"(valid 0 to {n_volumes - 1})",
        )
    header = img.header
    raw_dtype = np.dtype(header.get_data_dtype())
    # nibabel moves scl_slope/scl_inter from the header onto the array proxy when it loads
    slope = float(getattr(img.dataobj, "slope", 1.0))
    inter = float(getattr(img.dataobj, "inter", 0.0))
    scaled = (slope, inter) != (1.0, 0.0) or raw_dtype.kind == "f"
    voxels = int(np.prod(spatial))
    out_bytes = voxels * (4 if scaled else max(raw_dtype.itemsize, 1))
    peak = voxels * raw_dtype.itemsize + 2 * out_bytes  # raw read + result + reoriented copy
    if peak > budget_bytes:
        raise LoadError(
            path,
            f"declared image size {'x'.join(map(str, shape))} ({raw_dtype.name}) needs about "
            f"{format_size(peak)} but the memory budget is {format_size(budget_bytes)}",
        )
    try:
        proxy = img.dataobj
        slicer: tuple[Any, ...] = (Ellipsis,)
        if len(shape) >= 4:
            slicer = (
                slice(None),
                slice(None),
                slice(None),
                volume_index,
                *([0] * (len(shape) - 4)),
            )
        data = _read(proxy, slicer, slope, inter) if scaled else np.asarray(proxy[slicer])
    except (EOFError, zlib.error, gzip.BadGzipFile) as exc:
        raise LoadError(
            path, f"truncated or corrupt compressed data ({summarize_exception(exc)})"
        ) from exc
    except Exception as exc:  # short uncompressed files, mmap errors, bad dtypes
        raise LoadError(path, f"cannot read voxel data ({summarize_exception(exc)})") from exc
    if data.ndim == 2:
        data = data[:, :, None]
    if data.shape != spatial:
        raise LoadError(path, f"voxel data shape {data.shape} does not match header {spatial}")
    affine = np.asarray(img.affine, dtype=np.float64)
    if not np.all(np.isfinite(affine)) or abs(np.linalg.det(affine[:3, :3])) < 1e-12:
        raise LoadError(path, "header affine is not invertible")
    stored = axis_codes(affine)
    data, affine = reorient_to_ras(data, affine)
    cal_min, cal_max = float(header.get("cal_min", 0) or 0), float(header.get("cal_max", 0) or 0)
    window = ((cal_min + cal_max) / 2, cal_max - cal_min) if cal_max > cal_min else None
    descrip = header.get("descrip")
    text = descrip.item().decode("latin-1", "replace").strip("\x00 ") if descrip is not None else ""
    volume = Volume(data=data, affine=affine, spacing=spacing_from_affine(affine), window=window)
    return volume, {"volumes": n_volumes, "stored": stored, "descrip": text}


def _read(proxy: Any, slicer: tuple[Any, ...], slope: float, inter: float) -> npt.NDArray[Any]:
    """Stored values scaled in float32: nibabel's own scaling would go through float64."""
    get_unscaled = getattr(proxy, "_get_unscaled", None)
    if get_unscaled is None:  # not an ArrayProxy: let it scale, then narrow
        return np.asarray(proxy[slicer], dtype=np.float32)
    out = np.asarray(get_unscaled(slicer=slicer)).astype(np.float32)
    if slope != 1.0:
        out *= np.float32(slope)
    if inter != 0.0:
        out += np.float32(inter)
    return out


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (".nii.gz", ".nii"):
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return path.stem
