"""One image path as Sequences: a NIfTI file, a DICOM folder (or one series of it), PNG/JPEG
files or a folder of them. Manifests, loose files and the catalog scan all name images this way.
"""

from __future__ import annotations

from pathlib import Path

from data.errors import LoadError
from data.formats import images as image_io
from data.formats.dicom import read_dicom_folder
from data.formats.nifti import VOLUME_SUFFIXES, nifti_sequence
from data.model import Sequence

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg")


def load_sequence_path(
    file: Path,
    budget_bytes: int,
    volume_index: int,
    series_uid: str,
    seq_id: str,
    messages: list[str],
) -> list[Sequence]:
    """Load one image path (NIfTI file, DICOM folder, PNG/JPEG file or folder of them).

    Files a DICOM folder's loader skipped are appended to `messages` (not only logged).
    """
    lower = file.name.lower()
    if file.is_file() and lower.endswith(VOLUME_SUFFIXES):
        return [nifti_sequence(file, budget_bytes, volume_index=volume_index, sequence_id=seq_id)]
    if file.is_file() and lower.endswith(IMAGE_SUFFIXES):
        return [image_files_sequence([file], seq_id, file.name)]
    if file.is_dir():
        images = sorted(p for p in file.iterdir() if p.name.lower().endswith(IMAGE_SUFFIXES))
        if images and not any(looks_dicom(p) for p in file.iterdir() if p.is_file()):
            return [image_files_sequence(images, seq_id, file.name)]
        found = read_dicom_folder(file, budget_bytes)
        messages.extend(found.messages)
        series = list(found.sequences)
        if series_uid:
            return [select_series(file, series, series_uid)]
        return series
    if file.is_file() and looks_dicom(file):
        raise LoadError(file, "a single DICOM file: point `path` at the folder of its series")
    raise LoadError(file, "unsupported image type (expected .nii, .nii.gz, .png, .jpg or a folder)")


def select_series(folder: Path, series: list[Sequence], series_uid: str) -> Sequence:
    """The loaded series whose files carry SeriesInstanceUID `series_uid`."""
    import pydicom

    tags = ["SeriesInstanceUID", "SeriesNumber", "SeriesDescription", "ProtocolName"]
    found = []
    for f in sorted(p for p in folder.rglob("*") if p.is_file()):
        try:
            ds = pydicom.dcmread(f, stop_before_pixels=True, specific_tags=tags)
        except Exception:
            continue
        uid = str(ds.get("SeriesInstanceUID", ""))
        if uid != series_uid:
            found.append(uid)
            continue
        number = ds.get("SeriesNumber")
        prefix = f"s{number}-" if number not in (None, "") else ""
        name = str(ds.get("SeriesDescription", "") or ds.get("ProtocolName", "") or "").strip()
        for seq in series:
            if seq.sequence_id.startswith(prefix) and (not name or seq.name == name):
                return seq
        break
    known = ", ".join(sorted(set(found))) or "none"
    raise LoadError(folder, f"no series with UID {series_uid}; UIDs found: {known}")


def looks_dicom(path: Path) -> bool:
    """A DICOM file by its name, or by the 'DICM' mark after the 128-byte preamble."""
    if path.suffix.lower() in (".dcm", ".dicom", ".ima"):
        return True
    try:
        with path.open("rb") as fh:
            head = fh.read(132)
    except OSError:
        return False
    return len(head) == 132 and head[128:132] == b"DICM"


def image_files_sequence(files: list[Path], seq_id: str, name: str) -> Sequence:
    """PNG/JPEG files as one stack of frames, in the order given."""
    frames = [image_io.load_image_file(f) for f in files]
    return image_io.image_stack_sequence(
        frames,
        sequence_id=seq_id,
        name=name,
        labels=[f.name for f in files],
        source_path=str(files[0]),
    )
