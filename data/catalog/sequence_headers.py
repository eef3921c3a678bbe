"""One catalog entry per sequence, read from file headers alone (voxels and pixels stay on disk).

The catalog scan lists thousands of files; reading headers only keeps a first scan of a large
source to seconds, and the DICOM headers land in the header cache the case open reads from.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from data.catalog.summaries import SequenceInfo
from data.errors import LoadError
from data.formats.dicom_header_cache import read_header_once
from data.formats.dicom_kind import guess_sequence_kind
from data.formats.nifti import header_size, open_stored
from data.formats.volume_formats import is_other_volume_path, other_volume_shape, volume_stem


def read_nifti_info(path: Path, seq_id: str) -> SequenceInfo:
    """Shape and kind from the NIfTI header alone (voxels are never read)."""
    try:
        shape, text = _read_nifti_header(path)
    except Exception as exc:
        raise LoadError(path, f"not a readable NIfTI file ({type(exc).__name__}: {exc})") from exc
    stem = volume_stem(path)
    kind = guess_sequence_kind(f"{stem} {text}", {}).value
    return SequenceInfo(seq_id, kind, stem, shape, str(path))


def _read_nifti_header(path: Path) -> tuple[tuple[int, ...], str]:
    """(shape, description) read from the first bytes of the file. nibabel's own header
    classes parse them; `nib.load` would cost ~10 ms a file trying every image type."""
    import nibabel as nib

    if is_other_volume_path(path):  # MGH, .hdr/.img: nibabel's loader reads the header
        return other_volume_shape(path), ""
    with open_stored(path) as fh:
        size = header_size(fh.read(4))
        fh.seek(0)
        if size == 348:
            header: Any = nib.Nifti1Header.from_fileobj(fh)
        elif size == 540:
            header = nib.Nifti2Header.from_fileobj(fh)
        else:
            raise LoadError(path, "no NIfTI-1 or NIfTI-2 header")
    descrip = header["descrip"]
    text = descrip.item().decode("latin-1", "replace").strip("\x00 ")
    return tuple(int(n) for n in header.get_data_shape()), text


def read_images_info(files: list[Path], seq_id: str) -> SequenceInfo:
    """Frame count and size from the first image's header (PIL opens lazily)."""
    from PIL import Image

    try:
        with Image.open(files[0]) as im:
            width, height = im.size
    except Exception as exc:
        raise LoadError(files[0], f"not a readable image ({type(exc).__name__})") from exc
    return SequenceInfo(seq_id, "other", files[0].name, (len(files), height, width), str(files[0]))


def read_dicom_infos(folder: Path, files: list[Path]) -> list[SequenceInfo]:
    """One entry per series, from the files' headers. Image headers are read through the
    header cache (data/formats/dicom_header_cache.py), so opening the case finds them there."""
    series: dict[str, dict[str, Any]] = {}
    for f in files:
        ds = _read_dicom_header(f)
        if ds is None:
            continue
        uid = str(ds.get("SeriesInstanceUID", ""))
        found = series.setdefault(uid, {"ds": ds, "count": 0, "path": f})
        found["count"] += int(ds.get("NumberOfFrames", 1) or 1)
    infos = []
    for i, found in enumerate(series.values()):
        ds = found["ds"]
        desc = str(ds.get("SeriesDescription", "") or ds.get("ProtocolName", "") or "").strip()
        tags = {
            k: str(ds.get(k, "")) for k in ("Modality", "ImageType", "RepetitionTime", "EchoTime")
        }
        kind = guess_sequence_kind(desc, tags).value
        shape = (int(ds.get("Rows", 0) or 0), int(ds.get("Columns", 0) or 0), found["count"])
        infos.append(SequenceInfo(f"s{i + 1}", kind, desc or f"series {i + 1}", shape, str(folder)))
    if not infos:
        raise LoadError(folder, "no readable DICOM images in this folder")
    return infos


def _read_dicom_header(path: Path) -> Any:
    """The file's header (its pixels unread), or None when it is no DICOM file."""
    import pydicom

    try:
        found = read_header_once(path, strict=False)
        if found is not None:
            return found.ds
    except Exception:  # not an image, or one the loader refuses: listed as before
        pass
    try:
        return pydicom.dcmread(path, stop_before_pixels=True)
    except Exception:
        return None
