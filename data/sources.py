"""load_cases(path): one entry point for every kind of case source a user can point at.

The UI and the library do not care whether cases come from a manifest, a DICOM study, a NIfTI
file, the Neural-MedBench project-page JSON or a Hugging Face dataset export: they get a
LoadResult. Inside a folder, an unreadable entry becomes one message line (the other cases still
load); a single bad path raises LoadError, which the UI shows as one line.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from data.errors import LoadError, NeuroLensError
from data.formats import images as image_io
from data.formats.dicom import read_dicom_folder
from data.formats.dicom_header_cache import study_uid
from data.formats.dicom_walk import iter_files
from data.formats.image_paths import IMAGE_SUFFIXES, image_files_sequence, looks_dicom
from data.formats.manifest import (
    find_folder_manifest,
    is_manifest_document,
    load_manifest,
    read_manifest_document,
)
from data.formats.nifti import VOLUME_SUFFIXES, four_d_message, nifti_sequence
from data.formats.volume_formats import is_pair_image, volume_stem
from data.medbench.neural_medbench import (
    is_project_page_document,
    load_hf_dataset,
    load_project_page_records,
)
from data.model import Case, Provenance, Sequence
from data.results import LoadResult, dedupe_entries

# Files beside cases that are never cases (also skipped by the catalog scan, data/catalog/scan.py).
IGNORED_NAMES = {"readme", "readme.md", "readme.txt", "license", "licence", "notice", "thumbs.db"}


def load_cases(path: Path, budget_bytes: int) -> LoadResult:
    """Cases from a file or folder; raises LoadError when `path` itself cannot be read."""
    path = Path(path)
    if not path.exists():
        raise LoadError(path, "no such file or folder")
    result = _load_folder(path, budget_bytes) if path.is_dir() else _load_file(path, budget_bytes)
    return dedupe_case_ids(result)


def _load_file(path: Path, budget_bytes: int) -> LoadResult:
    name = path.name.lower()
    if name.endswith((".yaml", ".yml")):
        return _manifest_result(path, budget_bytes)
    if name.endswith(".json"):
        return _load_json(path, budget_bytes)
    if name.endswith((".jsonl", ".parquet")):
        return load_hf_dataset(str(path), budget_bytes=budget_bytes)
    if name.endswith(VOLUME_SUFFIXES):
        message = four_d_message(path)
        return LoadResult((_nifti_case(path, budget_bytes),), (message,) if message else ())
    if name.endswith(IMAGE_SUFFIXES):
        return LoadResult((_image_case(path.stem, [path]),))
    if looks_dicom(path):
        raise LoadError(path, "a single DICOM file: open the folder that holds its series")
    raise LoadError(
        path,
        "unsupported file type (expected a manifest .yaml/.json, Neural-MedBench .json, "
        ".parquet/.jsonl dataset, .nii/.nii.gz, .png/.jpg or a folder)",
    )


def _manifest_result(path: Path, budget_bytes: int) -> LoadResult:
    """A manifest's cases, with the files its loaders skipped as messages."""
    found = load_manifest(path, budget_bytes)
    return LoadResult(found.cases, found.messages)


def _load_json(path: Path, budget_bytes: int) -> LoadResult:
    doc = read_manifest_document(path)
    if is_manifest_document(doc):
        return _manifest_result(path, budget_bytes)
    if is_project_page_document(doc):
        return load_project_page_records(doc, path, budget_bytes=budget_bytes)
    if isinstance(doc, list) and doc and all(isinstance(r, dict) for r in doc):
        return load_hf_dataset(str(path), budget_bytes=budget_bytes)
    raise LoadError(
        path,
        "JSON is neither a case manifest (`cases` key), a Neural-MedBench project-page array "
        "(records with case_id/text/images/questions) nor a list of dataset records",
    )


def _load_folder(folder: Path, budget_bytes: int) -> LoadResult:
    manifest = find_folder_manifest(folder)
    if manifest is not None:
        return _manifest_result(manifest, budget_bytes)
    entries = sorted(p for p in folder.iterdir() if not p.name.startswith("."))
    files = [p for p in entries if p.is_file() and not is_pair_image(p)]  # .img: via its .hdr
    subdirs = [p for p in entries if p.is_dir()]
    if any(looks_dicom(f) for f in files) or (subdirs and same_dicom_study(subdirs)):
        return _dicom_case(folder, budget_bytes)
    image_files = [f for f in files if f.name.lower().endswith(VOLUME_SUFFIXES + IMAGE_SUFFIXES)]
    if image_files and not subdirs and len(image_files) == len(files):
        return _folder_case(folder, image_files, budget_bytes)
    cases: list[Case] = []
    messages: list[str] = []
    for entry in entries:
        if entry.is_file() and not _is_case_file(entry):
            if entry.name.lower() not in IGNORED_NAMES and not is_pair_image(entry):
                messages.append(f"{entry}: skipped (not a case file)")
            continue
        try:
            result = load_cases(entry, budget_bytes)
        except NeuroLensError as exc:
            messages.append(str(exc))
            continue
        except Exception as exc:  # a broken file must not take the rest of the folder down
            messages.append(str(LoadError(entry, f"{type(exc).__name__}: {exc}")))
            continue
        cases.extend(result.cases)
        messages.extend(result.messages)
    if not cases and not messages:
        raise LoadError(folder, "no cases found in this folder")
    return LoadResult(tuple(cases), tuple(messages))


def _is_case_file(path: Path) -> bool:
    name = path.name.lower()
    suffixes = (".yaml", ".yml", ".json", ".jsonl", ".parquet", *VOLUME_SUFFIXES, *IMAGE_SUFFIXES)
    return name.endswith(suffixes)


def same_dicom_study(subdirs: list[Path]) -> bool:
    """Series in sibling folders of one study (study/series1, study/series2) form one case."""
    uids = set()
    for sub in subdirs:
        first = next((p for p, _ in iter_files(sub) if looks_dicom(p)), None)
        if first is None:
            return False
        uid = study_uid(first)
        if uid is None:
            return False
        uids.add(uid)
    return len(uids) == 1 and "" not in uids


def local_case(case_id: str, path: Path, sequences: Iterable[Sequence]) -> Case:
    """A user's own images with no manifest: no EHR or tasks, licence unknown."""
    return Case(
        case_id=case_id,
        title=case_id,
        source="local",
        provenance=Provenance(
            source="local",
            description=f"Loaded from {path}",
            licence="unspecified (user-supplied)",
        ),
        sequences=tuple(sequences),
    )


def _dicom_case(folder: Path, budget_bytes: int) -> LoadResult:
    """One case; skipped files, missing slices and uneven spacing come back as messages."""
    found = read_dicom_folder(folder, budget_bytes)
    if not found.sequences:
        raise LoadError(folder, "no readable DICOM images in this folder")
    return LoadResult((local_case(folder.name, folder, found.sequences),), tuple(found.messages))


def _nifti_sequence(path: Path, budget_bytes: int, seq_id: str) -> Sequence:
    return nifti_sequence(path, budget_bytes, sequence_id=seq_id)


def _nifti_case(path: Path, budget_bytes: int) -> Case:
    stem = volume_stem(path)
    return local_case(stem, path, [_nifti_sequence(path, budget_bytes, f"{stem}-s1")])


def _image_case(case_id: str, files: list[Path]) -> Case:
    return local_case(
        case_id, files[0], [image_files_sequence(files, f"{case_id}-s1", files[0].name)]
    )


def _folder_case(folder: Path, files: list[Path], budget_bytes: int) -> LoadResult:
    """A folder of NIfTI files (one per sequence) and/or PNG/JPEG slices (one stack).

    A broken file is left out with a message; only a folder with nothing readable raises.
    """
    sequences: list[Sequence] = []
    failed: list[NeuroLensError] = []
    messages: list[str] = []
    for i, f in enumerate(f for f in files if f.name.lower().endswith(VOLUME_SUFFIXES)):
        try:
            sequences.append(_nifti_sequence(f, budget_bytes, f"{folder.name}-s{i + 1}"))
            message = four_d_message(f)
        except NeuroLensError as exc:
            failed.append(exc)
            continue
        if message:
            messages.append(message)
    frames, names = [], []
    for f in (f for f in files if f.name.lower().endswith(IMAGE_SUFFIXES)):
        try:
            frames.append(image_io.load_image_file(f))
        except NeuroLensError as exc:
            failed.append(exc)
            continue
        names.append(f.name)
    if frames:
        sequences.append(
            image_io.image_stack_sequence(
                frames,
                sequence_id=f"{folder.name}-img",
                name="Images",
                labels=names,
                source_path=str(folder / names[0]),
            )
        )
    if not sequences:
        raise LoadError(folder, f"no readable image in this folder: {failed[0]}")
    skipped = [_skipped(exc) for exc in failed]
    return LoadResult((local_case(folder.name, folder, sequences),), tuple(skipped + messages))


def _skipped(exc: NeuroLensError) -> str:
    if isinstance(exc, LoadError):
        return f"{exc.path}: skipped: {exc.reason}"
    return f"skipped: {exc}"


def dedupe_case_ids(result: LoadResult) -> LoadResult:
    """Case ids must be unique in a library; later duplicates get a suffix and a message."""
    messages = list(result.messages)
    cases = dedupe_entries(list(result.cases), messages)
    return LoadResult(tuple(cases), tuple(messages))
