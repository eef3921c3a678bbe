"""Volumes nibabel reads besides single-file NIfTI: FreeSurfer MGH (.mgz/.mgh) and header +
image pairs (.hdr with its .img: Analyze 7.5, SPM's Analyze, NIfTI-1/NIfTI-2 pairs).

These are rarer than .nii(.gz), so they are read eagerly through nibabel's own image classes
(no seek index, no lazy voxels). The header's size is checked against the memory budget before
any voxel is read, and the volume is reoriented to RAS+ like every other.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from data.errors import LoadError, format_size, summarize_exception
from data.formats.orientation import axis_codes, reorient_to_ras, spacing_from_affine
from data.model import Volume

OTHER_VOLUME_SUFFIXES = (".mgz", ".mgh", ".hdr")
_FORMAT_NAMES = {
    "MGHImage": "MGH",
    "AnalyzeImage": "Analyze 7.5",
    "Spm99AnalyzeImage": "Analyze 7.5 (SPM99)",
    "Spm2AnalyzeImage": "Analyze 7.5 (SPM2)",
    "Nifti1Pair": "NIfTI-1 pair",
    "Nifti2Pair": "NIfTI-2 pair",
}


def is_other_volume_path(path: Path) -> bool:
    return Path(path).name.lower().endswith(OTHER_VOLUME_SUFFIXES)


def is_pair_image(path: Path) -> bool:
    """True for the .img half of a .hdr/.img pair (opened through its .hdr)."""
    path = Path(path)
    if path.suffix.lower() != ".img":
        return False
    return any(path.with_suffix(s).is_file() for s in (".hdr", ".HDR"))


def volume_stem(path: Path) -> str:
    """The file name without its volume suffixes (.nii.gz, .mgz, .hdr)."""
    name = Path(path).name
    for suffix in (".gz", ".nii", ".mgz", ".mgh", ".hdr"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
    return name or Path(path).name


def _open(path: Path) -> Any:
    import nibabel as nib

    if not path.is_file():
        raise LoadError(path, "no such file")
    if path.suffix.lower() == ".hdr":
        image = path.with_suffix(".img")
        if not image.is_file() and not path.with_suffix(".IMG").is_file():
            raise LoadError(path, f"header without its image file {image.name}")
    try:
        img = nib.load(path)
    except Exception as exc:
        raise LoadError(path, f"not a readable image file ({summarize_exception(exc)})") from exc
    if type(img).__name__ not in _FORMAT_NAMES:
        raise LoadError(path, f"not a supported volume ({type(img).__name__})")
    return img


def other_volume_shape(path: Path) -> tuple[int, ...]:
    """The shape the header declares (4D included), without reading any voxel."""
    return tuple(int(n) for n in _open(Path(path)).shape)


def load_other_volume(
    path: Path, budget_bytes: int, volume_index: int = 0
) -> tuple[Volume, dict[str, Any]]:
    """One 3D volume of an MGH file or a .hdr/.img pair, and what the description needs."""
    path = Path(path)
    img = _open(path)
    shape = tuple(int(n) for n in img.shape)
    if len(shape) < 2 or any(n <= 0 for n in shape) or any(n != 1 for n in shape[4:]):
        raise LoadError(path, f"unsupported image shape {shape}")
    volumes = shape[3] if len(shape) > 3 else 1
    if not 0 <= volume_index < volumes:
        raise LoadError(
            path, f"volume index {volume_index} out of range: the file has {volumes} volume(s)"
        )
    spatial = (shape[0], shape[1], shape[2] if len(shape) > 2 else 1)
    voxels = int(np.prod(spatial))
    raw = np.dtype(img.get_data_dtype())
    peak = voxels * (raw.itemsize + 2 * 4)  # the read plus two float32 copies at most
    if peak > budget_bytes:
        raise LoadError(
            path,
            f"image too large: {'x'.join(map(str, shape))} needs about {format_size(peak)} but "
            f"the memory budget is {format_size(budget_bytes)}",
        )
    affine = np.asarray(img.affine, dtype=np.float64)
    if not np.all(np.isfinite(affine)) or abs(np.linalg.det(affine[:3, :3])) < 1e-12:
        raise LoadError(path, "header affine is not invertible")
    try:
        proxy = img.dataobj
        block = proxy[..., volume_index] if len(shape) > 3 else proxy[...]
        data = np.asarray(block).reshape(spatial)
    except Exception as exc:
        raise LoadError(path, f"cannot read the voxels ({summarize_exception(exc)})") from exc
    if data.dtype.kind == "f" and data.dtype != np.float32:
        data = data.astype(np.float32)
    data = np.asfortranarray(data.astype(data.dtype.newbyteorder("="), copy=False))
    ras_data, ras = reorient_to_ras(data, affine)
    info = {
        "format": _FORMAT_NAMES[type(img).__name__],
        "stored": axis_codes(affine),
        "volumes": volumes,
        "analyze": "Analyze" in _FORMAT_NAMES[type(img).__name__],
    }
    return Volume(ras_data, ras, spacing_from_affine(ras)), info
