"""Opening a file as DICOM, and naming what a DICOM file without an image is.

Some real files have no File Meta Information (no preamble, no 'DICM', no Transfer Syntax UID):
older writers and some archives strip it. pydicom reads them only when forced, guessing the
encoding from the first element; the guess is kept as the transfer syntax so the pixel data
decodes. A forced read is tried only on files whose first tag is in group 0008, as a data set
without meta starts, so a text or image file in a DICOM folder is never parsed as one.

A valid DICOM object that holds no image (a structured report, an RT plan, a waveform) is named
by its SOP class, so the folder's message says what was skipped instead of calling it damaged.
"""

from __future__ import annotations

from pathlib import Path

from pydicom.dataset import Dataset, FileMetaDataset
from pydicom.uid import UID, ExplicitVRBigEndian, ExplicitVRLittleEndian, ImplicitVRLittleEndian

_FIRST_GROUP = 0x0008  # a data set without meta starts with its lowest group: identification


def starts_like_bare_dataset(path: Path) -> bool:
    """True when the file's first tag is in group 0008, read in either byte order."""
    try:
        with path.open("rb") as fh:
            first = fh.read(2)
    except OSError:
        return False
    return len(first) == 2 and _FIRST_GROUP in (
        int.from_bytes(first, "little"),
        int.from_bytes(first, "big"),
    )


def read_without_meta(path: Path, defer_size: int) -> Dataset | None:
    """The data set of a file without File Meta Information, or None when it is not one.

    Accepted only when the forced read finds a SOP class or an image size: pydicom's forced
    read accepts almost any bytes, and only a real object names what it is.
    """
    import pydicom

    if not starts_like_bare_dataset(path):
        return None
    try:
        ds = pydicom.dcmread(path, defer_size=defer_size, force=True)
        real = "SOPClassUID" in ds or ("Rows" in ds and "Columns" in ds)
    except Exception:
        return None
    return ds if real else None


def infer_transfer_syntax(ds: Dataset) -> str:
    """Set the Transfer Syntax UID from the encoding pydicom read the data set with, when the
    file does not state one; returns a note for the series description ('' when stated)."""
    meta = getattr(ds, "file_meta", None)
    if meta is not None and meta.get("TransferSyntaxUID"):
        return ""
    implicit, little = ds.original_encoding
    if implicit is None or little is None:
        return ""
    syntax = (
        ImplicitVRLittleEndian
        if implicit
        else (ExplicitVRLittleEndian if little else ExplicitVRBigEndian)
    )
    if meta is None:
        meta = FileMetaDataset()
        ds.file_meta = meta
    meta.TransferSyntaxUID = syntax
    return f"no transfer syntax in the file: read as {syntax.name}"


# SOP class name fragments (pydicom's UID names) -> what a reader calls the object.
_KIND_WORDS = (
    ("Media Storage Directory", "DICOMDIR (a directory of other files)"),
    (" SR ", "structured report"),
    ("Key Object Selection", "key object selection (structured report)"),
    ("RT Structure Set", "RT structure set"),
    ("RT Ion Plan", "RT ion plan"),
    ("RT Plan", "RT plan"),
    ("RT Beams Treatment Record", "RT treatment record"),
    ("Treatment Record", "RT treatment record"),
    ("Waveform", "waveform"),
    ("Presentation State", "presentation state"),
    ("Encapsulated PDF", "encapsulated PDF document"),
    ("Encapsulated CDA", "encapsulated CDA document"),
    ("Raw Data", "raw data"),
    ("Spatial Registration", "spatial registration"),
    ("Segmentation", "segmentation"),
    ("Color Palette", "colour palette"),
)


def object_kind(ds: Dataset) -> str:
    """What a DICOM object without an image is, from its SOP class: 'structured report',
    'RT plan', 'waveform'...; the class's own name for one not listed; '' when it names none."""
    uid = ds.get("SOPClassUID")
    meta = getattr(ds, "file_meta", None)
    if not uid and meta is not None:
        uid = meta.get("MediaStorageSOPClassUID")
    if not uid:
        return ""
    value = UID(str(uid))
    name = value.name if value.is_valid else str(value)
    padded = f" {name} "
    for fragment, kind in _KIND_WORDS:
        if fragment in padded:
            return kind
    if name == str(value):
        return f"DICOM object of SOP class {name}"
    return name.removesuffix(" Storage")


def no_image_reason(ds: Dataset) -> tuple[str, bool]:
    """Why a DICOM file without Rows/Columns is skipped, and whether it is a valid object that
    simply holds no image (True: a report, a plan, named by its SOP class) rather than a cut or
    stripped file (an image class with no image, or no class at all)."""
    kind = object_kind(ds)
    if not kind:
        return "DICOM header without SOP class or image (truncated file, or a fragment?)", False
    if "Image" in kind:
        reason = f"DICOM header of an image object ({kind}) without image data"
        return f"{reason} (truncated or stripped?)", False
    return f"{kind}, no image", True
