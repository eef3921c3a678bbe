"""NIfTI files (.nii, .nii.gz, 3D or 4D) -> RAS+ Volumes and Sequences.

The header is checked against the memory budget before any voxel is read; only the chosen
volume of a 4D file is read; integer data stays integer and anything scaled becomes float32
(never float64), so a 256^3 volume costs 32-64 MB instead of 128.
"""

from __future__ import annotations

import gzip
import io
import re
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import LoadError, format_size, summarize_exception
from data.formats.dicom_kind import guess_sequence_kind
from data.formats.gzip_index import RangeReader
from data.formats.lazy_volume import LazyVolume
from data.formats.orientation import axis_codes, ras_geometry, reorient_to_ras, spacing_from_affine
from data.formats.volume_formats import (
    OTHER_VOLUME_SUFFIXES,
    is_other_volume_path,
    load_other_volume,
    other_volume_shape,
    volume_stem,
)
from data.model import Sequence, SequenceKind, Volume

NIFTI_SUFFIXES = (".nii", ".nii.gz")
# every single-volume file the loaders open: NIfTI here, MGH and .hdr/.img pairs through
# data/formats/volume_formats.py
VOLUME_SUFFIXES = (*NIFTI_SUFFIXES, *OTHER_VOLUME_SUFFIXES)


READ_CHUNK = 4 * 1024**2  # bytes of voxels inflated per read (see _read_array)


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
    lazy: bool = True,
) -> Sequence:
    """A Sequence for a NIfTI file; kind guessed from the file name and header description.

    With `lazy` (the default) only the header is read now and the voxels on first use
    (data/formats/lazy_volume.py); the header's checks (budget, shape, affine) still fail here.
    """
    path = Path(path)
    if is_other_volume_path(path):
        volume, info = load_other_volume(path, budget_bytes, volume_index)
    else:
        volume, info = (_lazy if lazy else _load)(path, budget_bytes, volume_index)
    stem = volume_stem(path)
    guessed = kind or guess_sequence_kind(f"{stem} {info.get('descrip', '')}", {})
    sx, sy, sz = volume.spacing
    parts = [
        f"{info.get('format', 'NIfTI')} {'x'.join(map(str, volume.shape))} voxels, "
        f"{sx:.2f}x{sy:.2f}x{sz:.2f} mm, stored as {info['stored']}"
    ]
    if info.get("analyze"):
        parts.append("Analyze 7.5 stores no orientation: nibabel's default (LAS) assumed")
    if info["volumes"] > 1:
        parts.append(f"volume {volume_index + 1} of {info['volumes']}")
    if info.get("descrip"):
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
    if is_other_volume_path(Path(path)):
        return other_volume_shape(Path(path))
    try:
        img = _load_image(Path(path))
    except Exception as exc:
        raise LoadError(path, f"not a readable NIfTI file ({summarize_exception(exc)})") from exc
    return tuple(int(n) for n in getattr(img, "shape", ()))


def _load_image(path: Path) -> Any:
    """nib.load for .nii/.nii.gz, its header through ISA-L: with indexed_gzip installed
    (data/formats/gzip_index.py) nibabel's own .gz opener inflates a megabyte to read 352 bytes
    (25 ms a file, 75 ms to open a three-sequence case). The voxels are read apart
    (_read_voxels): nothing reads through the image's proxy."""
    import nibabel as nib

    with open_stored(path) as fh:
        size = header_size(fh.read(4))
        fh.seek(0)
        if not size:
            raise LoadError(path, "no NIfTI-1 or NIfTI-2 header")
        klass = nib.Nifti1Image if size == 348 else nib.Nifti2Image
        return klass.from_stream(fh)


def is_gzipped(path: Path | str) -> bool:
    return str(path).lower().endswith(".gz")


def open_stored(path: Path) -> io.BufferedIOBase:
    """A NIfTI file's bytes as stored: a .nii.gz inflated through ISA-L (2.4x zlib on MR)."""
    from isal import igzip

    return igzip.open(path, "rb") if is_gzipped(path) else open(path, "rb")


def header_size(first: bytes) -> int:
    """348 (NIfTI-1) or 540 (NIfTI-2), read from a file's first 4 bytes in either byte order;
    0 when they are neither."""
    for order in ("little", "big"):
        size = int.from_bytes(first, order)  # type: ignore[arg-type]
        if size in (348, 540):
            return size
    return 0


def four_d_message(path: Path, volume_index: int = 0) -> str:
    """'' for a 3D file; for a 4D file, which volume is shown and how to pick another."""
    shape = nifti_file_shape(path)
    if len(shape) < 4 or shape[3] <= 1:
        return ""
    return (
        f"{path}: 4D file ({'x'.join(map(str, shape))}): showing volume {volume_index} of "
        f"{shape[3]} (numbered 0 to {shape[3] - 1}); pick another with `volume:` in a manifest"
    )


@dataclass(frozen=True)
class _Header:
    """What the header says about the chosen 3D volume: enough to place it before any voxel."""

    path: Path
    header: Any
    spatial: tuple[int, int, int]
    raw_dtype: np.dtype[Any]
    offset: int  # byte offset of the chosen volume's first voxel in the (inflated) file
    slope: float
    inter: float
    affine: npt.NDArray[np.float64]  # as stored (before reorientation)
    volumes: int

    @property
    def scaled(self) -> bool:
        return (self.slope, self.inter) != (1.0, 0.0) or self.raw_dtype.kind == "f"

    @property
    def out_dtype(self) -> np.dtype[Any]:
        return np.dtype(np.float32) if self.scaled else self.raw_dtype.newbyteorder("=")


def _load(path: Path, budget_bytes: int, volume_index: int) -> tuple[Volume, dict[str, Any]]:
    head = _read_header(path, budget_bytes, volume_index)
    data, affine = reorient_to_ras(_read_voxels(head), head.affine)
    return Volume(data, affine, spacing_from_affine(affine), _header_window(head)), _info(head)


def _lazy(path: Path, budget_bytes: int, volume_index: int) -> tuple[Volume, dict[str, Any]]:
    """The header's geometry now, the voxels when first used (data/formats/lazy_volume.py)."""
    head = _read_header(path, budget_bytes, volume_index)
    shape, affine = ras_geometry(head.spatial, head.affine)
    volume = LazyVolume(
        lambda: _load(path, budget_bytes, volume_index)[0],
        peek=lambda k, ranges: _peek_axial(head, k, ranges),
        shape=shape,
        dtype=head.out_dtype,
        affine=affine,
        spacing=spacing_from_affine(affine),
        window=_header_window(head),
        source=str(path),
    )
    return volume, _info(head)


def _read_header(path: Path, budget_bytes: int, volume_index: int) -> _Header:
    import nibabel as nib

    if not path.is_file():
        raise LoadError(path, "no such file")
    try:
        img = _load_image(path)
    except Exception as exc:  # ImageFileError, gzip/zlib errors, struct errors on short headers
        raise LoadError(path, f"not a readable NIfTI file ({summarize_exception(exc)})") from exc
    if not isinstance(img, nib.Nifti1Image | nib.Nifti2Image):
        raise LoadError(path, f"not a NIfTI image ({type(img).__name__})")
    shape = tuple(int(n) for n in img.shape)
    if len(shape) < 2 or any(n <= 0 for n in shape):
        raise LoadError(path, f"unsupported image shape {shape}")
    spatial = (shape[0], shape[1], shape[2] if len(shape) > 2 else 1)
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
    affine = np.asarray(img.affine, dtype=np.float64)
    if not np.all(np.isfinite(affine)) or abs(np.linalg.det(affine[:3, :3])) < 1e-12:
        raise LoadError(path, "header affine is not invertible")
    voxels = int(np.prod(spatial))
    # nibabel moves scl_slope/scl_inter from the header onto the array proxy when it loads
    head = _Header(
        path=path,
        header=header,
        spatial=spatial,
        raw_dtype=raw_dtype,
        offset=int(img.dataobj.offset)  # type: ignore[attr-defined]
        + volume_index * voxels * raw_dtype.itemsize,
        slope=float(getattr(img.dataobj, "slope", 1.0)),
        inter=float(getattr(img.dataobj, "inter", 0.0)),
        affine=affine,
        volumes=n_volumes,
    )
    peak = voxels * raw_dtype.itemsize + 2 * voxels * head.out_dtype.itemsize  # read + 2 copies
    if peak > budget_bytes:
        raise LoadError(
            path,
            f"declared image size {'x'.join(map(str, shape))} ({raw_dtype.name}) needs about "
            f"{format_size(peak)} but the memory budget is {format_size(budget_bytes)}",
        )
    return head


def _peek_axial(head: _Header, k: int, ranges: RangeReader | None = None) -> Volume | None:
    """Axial slice k (RAS+) alone as a one-slice Volume, read without the rest of the file
    when the file stores axial slices as its slowest axis (an axial acquisition), else None.

    A .nii.gz is inflated from its nearest seek point when `ranges` holds an index of it
    (data/formats/gzip_index.py), else up to the slice (half the file for the middle one), but not
    beyond, and nothing is kept: the first paint of a big volume need not wait for all of it.
    """
    from nibabel.orientations import io_orientation

    ornt = io_orientation(head.affine)  # per stored axis: (RAS axis, flip)
    if int(ornt[2, 0]) != 2 or not 0 <= k < head.spatial[2]:
        return None
    stored = k if ornt[2, 1] > 0 else head.spatial[2] - 1 - k
    slab = _read_indexed_slices(head, stored, 1, ranges) if ranges is not None else None
    if slab is None:
        slab = _read_voxels(head, stored, 1)
    affine = head.affine.copy()
    affine[:3, 3] += head.affine[:3, 2] * stored  # the slice's own origin
    data, ras = reorient_to_ras(slab, affine)
    return Volume(data, ras, spacing_from_affine(ras), _header_window(head))


def _read_indexed_slices(
    head: _Header, first: int, count: int, ranges: RangeReader
) -> npt.NDArray[Any] | None:
    """`count` stored slices from `first` through a seek index; None when there is none."""
    if not is_gzipped(head.path):
        return None
    sx, sy, _ = head.spatial
    one = sx * sy * head.raw_dtype.itemsize  # bytes of one stored slice
    raw = ranges.read(str(head.path), head.offset + first * one, count * one)
    if raw is None:
        return None
    stored = np.frombuffer(raw, head.raw_dtype).reshape((sx, sy, count), order="F")
    return _as_read(stored.astype(head.out_dtype, order="F"), head)  # astype: an owned copy


def _read_voxels(head: _Header, first: int = 0, count: int | None = None) -> npt.NDArray[Any]:
    """The chosen volume's stored voxels (scaled to float32 when the header scales them), or
    `count` slices of its slowest stored axis from `first`.

    A .nii.gz is inflated with ISA-L (the `isal` package): 2.4x faster than zlib on MR noise
    (0.30 s instead of 0.70 s for a 512x512x200 int16 file), the whole cost of opening a volume.
    """
    from isal import isal_zlib

    # ISA-L's error is no zlib.error subclass (and its stubs call it an instance)
    inflate_error: type[BaseException] = isal_zlib.error  # type: ignore[assignment]

    path = head.path
    sx, sy, sz = head.spatial
    shape = (sx, sy, sz if count is None else count)
    offset = head.offset + first * sx * sy * head.raw_dtype.itemsize
    try:
        with open_stored(path) as fh:
            raw = _read_array(fh, shape, head.raw_dtype, offset)
            # owned and native byte order: as read when the file is, else one converting copy
            data = raw if raw.dtype == head.out_dtype else raw.astype(head.out_dtype, order="F")
    except (EOFError, zlib.error, inflate_error, gzip.BadGzipFile) as exc:
        raise LoadError(
            path, f"truncated or corrupt compressed data ({summarize_exception(exc)})"
        ) from exc
    except Exception as exc:  # short uncompressed files, bad dtypes
        raise LoadError(path, f"cannot read voxel data ({summarize_exception(exc)})") from exc
    return _as_read(data, head)


def _read_array(
    fh: io.BufferedIOBase, shape: tuple[int, ...], dtype: np.dtype[Any], offset: int
) -> npt.NDArray[Any]:
    """Fortran-ordered voxels read straight into an array, 4 MiB at a time, so other threads
    (another user's label save, a slice request) never wait long for the GIL: `np.empty`
    touches no page, and ISA-L inflates without the GIL but checks each read's output with the
    GIL held (24 ms for one 100 MB read; 4 MiB reads are also 20% faster, staying in cache).
    nibabel's array_from_file zero-fills a bytearray first, holding the GIL another 30-70 ms."""
    out = np.empty(int(np.prod(shape)), dtype)
    view = memoryview(out).cast("B")  # type: ignore[arg-type]
    fh.seek(offset)
    got = 0
    while got < len(view):
        n = fh.readinto(view[got : got + READ_CHUNK])
        if not n:
            raise OSError(f"expected {len(view)} bytes of voxels, the file holds {got}")
        got += n
    return out.reshape(shape, order="F")


def _as_read(data: npt.NDArray[Any], head: _Header) -> npt.NDArray[Any]:
    """Owned voxels of the output dtype, scaled in place when the header scales them."""
    if head.scaled:
        if head.slope != 1.0:
            data *= np.float32(head.slope)
        if head.inter != 0.0:
            data += np.float32(head.inter)
    return data


def _header_window(head: _Header) -> tuple[float, float] | None:
    header = head.header
    cal_min, cal_max = float(header.get("cal_min", 0) or 0), float(header.get("cal_max", 0) or 0)
    return ((cal_min + cal_max) / 2, cal_max - cal_min) if cal_max > cal_min else None


def _info(head: _Header) -> dict[str, Any]:
    descrip = head.header.get("descrip")
    text = descrip.item().decode("latin-1", "replace").strip("\x00 ") if descrip is not None else ""
    return {"volumes": head.volumes, "stored": axis_codes(head.affine), "descrip": text}
