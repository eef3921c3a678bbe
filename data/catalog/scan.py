"""Scan a case source into CaseSummary entries from headers, never from pixels.

`discover_units` walks a source the way data.sources.load_cases does (a folder manifest wins, a
folder of DICOM files is one case, a folder of NIfTI/PNG files is one case, otherwise each entry
on its own) but only lists the paths. `scan_unit` reads one of them: a manifest's text, NIfTI
headers (nibabel loads the header; voxels stay on disk), PNG/JPEG sizes (PIL opens without
decoding), DICOM headers (`stop_before_pixels`). Project-page JSON and dataset exports
(.jsonl/.parquet) are still read whole by their loaders and summarised (their images are
embedded in the records, so there is no header to read apart from the pixels).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from data.catalog.dicom_recipe import dicom_recipe
from data.catalog.sequence_headers import read_dicom_infos, read_images_info, read_nifti_info
from data.catalog.summaries import (
    CaseSummary,
    Fingerprint,
    Recipe,
    SequenceInfo,
    fingerprint,
    summarize_case,
)
from data.errors import LoadError, NeuroLensError
from data.formats.dicom_kind import guess_sequence_kind
from data.formats.image_paths import IMAGE_SUFFIXES, looks_dicom
from data.formats.manifest import (
    _parse_case,
    find_folder_manifest,
    is_manifest_document,
    parse_enum,
    read_manifest_document,
)
from data.formats.nifti import VOLUME_SUFFIXES
from data.formats.volume_formats import (
    is_pair_image,
    volume_stem,
)
from data.medbench.project_page import is_project_page_document, scan_project_page_records
from data.model import Provenance, SequenceKind
from data.sources import IGNORED_NAMES, load_cases, same_dicom_study

CASE_SUFFIXES = (".yaml", ".yml", ".json", ".jsonl", ".parquet", *VOLUME_SUFFIXES, *IMAGE_SUFFIXES)


def discover_units(path: Path) -> tuple[list[Path], list[str]]:
    """The paths under `path` that each load as one or more cases, and skipped entries."""
    path = Path(path)
    if not path.exists():
        raise LoadError(path, "no such file or folder")
    if path.is_file():
        return [path], []
    manifest = find_folder_manifest(path)
    if manifest is not None:
        return [manifest], []
    if _is_single_case_folder(path):
        return [path], []
    units: list[Path] = []
    messages: list[str] = []
    for entry in sorted(p for p in path.iterdir() if not p.name.startswith(".")):
        if entry.is_file() and not entry.name.lower().endswith(CASE_SUFFIXES):
            if entry.name.lower() not in IGNORED_NAMES and not is_pair_image(entry):
                messages.append(f"{entry}: skipped (not a case file)")
            continue
        if entry.is_dir():
            try:
                found, notes = discover_units(entry)
            except NeuroLensError as exc:
                messages.append(str(exc))
                continue
            units.extend(found)
            messages.extend(notes)
        else:
            units.append(entry)
    if not units and not messages:
        raise LoadError(path, "no cases found in this folder")
    return units, messages


def _is_single_case_folder(folder: Path) -> bool:
    entries = [p for p in folder.iterdir() if not p.name.startswith(".")]
    files = [p for p in entries if p.is_file() and not is_pair_image(p)]  # .img: via its .hdr
    subdirs = [p for p in entries if p.is_dir()]
    if any(looks_dicom(f) for f in files) or (subdirs and same_dicom_study(subdirs)):
        return True
    images = [f for f in files if f.name.lower().endswith(VOLUME_SUFFIXES + IMAGE_SUFFIXES)]
    return bool(images) and not subdirs and len(images) == len(files)


def scan_unit(unit: Path, budget_bytes: int) -> tuple[list[CaseSummary], list[str]]:
    """Summaries of the cases in one unit; a unit that cannot be read becomes one summary
    carrying its error, so the case stays visible in the list with the reason."""
    unit = Path(unit)
    try:
        return _scan(unit, budget_bytes)
    except NeuroLensError as exc:
        return [_broken(unit, str(exc))], []
    except Exception as exc:  # a broken file must not take the rest of the source down
        return [_broken(unit, str(LoadError(unit, f"{type(exc).__name__}: {exc}")))], []


def _broken(unit: Path, error: str) -> CaseSummary:
    case_id = unit.name.removesuffix(".gz").split(".")[0] or unit.name
    return CaseSummary(
        case_id=case_id,
        title=case_id,
        source="local",
        provenance=Provenance("local", f"Could not be read: {unit}", "unspecified"),
        recipe=Recipe("path", str(unit), case_id),
        fingerprints=tuple(fingerprint(unit)),
        error=error.splitlines()[0] if error else "unreadable",
    )


def _scan(unit: Path, budget_bytes: int) -> tuple[list[CaseSummary], list[str]]:
    name = unit.name.lower()
    if unit.is_file() and name.endswith((".yaml", ".yml", ".json")):
        doc = _read_document(unit)
        if is_manifest_document(doc):
            return _scan_manifest(unit, doc), []
        if is_project_page_document(doc):
            return _scan_project_page(unit, doc)
        return _scan_eagerly(unit, budget_bytes)
    if unit.is_file() and name.endswith((".jsonl", ".parquet")):
        return _scan_eagerly(unit, budget_bytes)
    if unit.is_file() and name.endswith(VOLUME_SUFFIXES):
        stem = volume_stem(unit)
        return [_local(stem, unit, [read_nifti_info(unit, f"{stem}-s1")])], []
    if unit.is_file() and name.endswith(IMAGE_SUFFIXES):
        return [_local(unit.stem, unit, [read_images_info([unit], f"{unit.stem}-s1")])], []
    if unit.is_file() and looks_dicom(unit):
        raise LoadError(unit, "a single DICOM file: open the folder that holds its series")
    if unit.is_dir():
        return [_scan_folder(unit, budget_bytes)], []
    raise LoadError(unit, "unsupported file type")


def _read_document(path: Path) -> Any:
    """The parsed manifest: libyaml's C parser when present (about 10x faster than the pure
    Python one, which dominates a scan of thousands of manifests); any problem is re-read by
    read_manifest_document so the user gets its one-line error."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", None)
    if loader is None or path.suffix.lower() == ".json":
        return read_manifest_document(path)
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=loader)  # CSafeLoader: safe
    except Exception:
        return read_manifest_document(path)


def manifest_entry(path: Path, case_id: str) -> Any:
    """The raw entry of case `case_id` in the manifest at `path` (to open it again)."""
    doc = _read_document(path)
    if not is_manifest_document(doc):
        raise LoadError(path, "no longer a case manifest")
    entries = doc["cases"] if "cases" in doc else [doc["case"]]
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, dict) and str(entry.get("id", "")).strip() == case_id:
            return entry
    raise LoadError(path, f"case {case_id!r} is no longer in this manifest")


def _local(case_id: str, path: Path, infos: list[SequenceInfo]) -> CaseSummary:
    return CaseSummary(
        case_id=case_id,
        title=case_id,
        source="local",
        provenance=Provenance("local", f"Loaded from {path}", "unspecified (user-supplied)"),
        sequence_infos=tuple(infos),
        recipe=Recipe("path", str(path), case_id),
        fingerprints=tuple(fingerprint(path)),
    )


def _scan_folder(folder: Path, budget_bytes: int | None = None) -> CaseSummary:
    """A case folder's summary; with a budget (the folder is a case of its own), a DICOM
    case's recipe carries its plan (data/catalog/dicom_recipe.py) when it has one."""
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))
    if any(looks_dicom(f) for f in files):
        summary = _local(folder.name, folder, read_dicom_infos(folder, files))
        recipe = None if budget_bytes is None else dicom_recipe(folder, budget_bytes)
        return summary if recipe is None else replace(summary, recipe=recipe)
    infos = [
        read_nifti_info(f, f"{folder.name}-s{i + 1}")
        for i, f in enumerate(f for f in files if f.name.lower().endswith(VOLUME_SUFFIXES))
    ]
    images = [f for f in files if f.name.lower().endswith(IMAGE_SUFFIXES)]
    if images:
        infos.append(read_images_info(images, f"{folder.name}-img"))
    return _local(folder.name, folder, infos)


def _scan_manifest(path: Path, doc: Any) -> list[CaseSummary]:
    """Every case of a manifest; each keeps its own entry (JSON) to be opened without
    parsing the manifest again."""
    entries = doc["cases"] if "cases" in doc else [doc["case"]]
    if not isinstance(entries, list) or not entries:
        raise LoadError(path, "field `cases` must be a non-empty list of cases")
    own = fingerprint(path)
    out = []

    def kept(entry: Any) -> str:
        """A case's own entry is kept only when the manifest holds several cases: opening one
        of a thousand-case manifest then parses one entry; a one-case manifest is re-read
        (smaller than keeping ~1.5 KB of JSON per case in memory)."""
        return _entry_json(entry) if len(entries) > 1 else ""

    for i, entry in enumerate(entries):
        raw_id = entry.get("id") if isinstance(entry, dict) else None
        try:
            seqs = entry.get("sequences") or []
            meta = _parse_case(path, {**entry, "sequences": []}, f"cases[{i}]", 0, [])
            infos, prints = _manifest_sequences(path, meta.case_id, seqs)
        except NeuroLensError as exc:
            fallback = str(raw_id or f"{path.stem}[{i}]")
            broken = _broken(path, str(exc))
            recipe = Recipe("manifest", str(path), fallback, _entry_json(entry))
            out.append(replace(broken, case_id=fallback, title=fallback, recipe=recipe))
            continue
        out.append(
            CaseSummary(
                case_id=meta.case_id,
                title=meta.title,
                source=meta.source,
                provenance=meta.provenance,
                ehr=meta.ehr,
                notes=meta.notes,
                tasks=meta.tasks,
                tags=meta.tags,
                sequence_infos=tuple(infos),
                recipe=Recipe("manifest", str(path), meta.case_id, kept(entry)),
                fingerprints=tuple(own + prints),
            )
        )
    return out


def _entry_json(entry: Any) -> str:
    return json.dumps(entry, default=str)


def _manifest_sequences(
    manifest: Path, case_id: str, seqs: Any
) -> tuple[list[SequenceInfo], list[Fingerprint]]:
    if not isinstance(seqs, list):
        raise LoadError(manifest, f"field `cases[{case_id}].sequences`: expected a list")
    infos: list[SequenceInfo] = []
    prints: list[Fingerprint] = []
    for i, seq in enumerate(seqs):
        if not isinstance(seq, dict) or not seq.get("path"):
            raise LoadError(manifest, f"field `cases[{case_id}].sequences[{i}].path` is required")
        file = (manifest.parent / str(seq["path"])).resolve()
        if not file.exists():
            raise LoadError(
                manifest,
                f"field `cases[{case_id}].sequences[{i}].path`: file not found: {seq['path']}",
            )
        seq_id = str(seq.get("id") or f"{case_id}-s{i + 1}")
        if file.is_dir():
            found = _scan_folder(file).sequence_infos
            info = found[0] if found else SequenceInfo(seq_id, "other", file.name)
        elif file.name.lower().endswith(VOLUME_SUFFIXES):
            info = read_nifti_info(file, seq_id)
        else:
            info = read_images_info([file], seq_id)
        name = str(seq.get("name") or info.name)
        kind = str(seq["kind"]) if seq.get("kind") else guess_sequence_kind(name, {}).value
        infos.append(SequenceInfo(seq_id, _kind_value(kind), name, info.shape, str(file)))
        prints.extend(fingerprint(file))
    return infos, prints


def _kind_value(raw: str) -> str:
    member = parse_enum(SequenceKind, raw)
    return member.value if member is not None else raw


def _scan_project_page(unit: Path, doc: Any) -> tuple[list[CaseSummary], list[str]]:
    """A project-page file: the cases from its records, image sizes from their headers."""
    found, messages = scan_project_page_records(doc, unit)
    prints = tuple(fingerprint(unit))
    out = []
    for case, sizes in found:
        infos = (
            (
                SequenceInfo(
                    f"{case.case_id}-images",
                    SequenceKind.OTHER.value,
                    "Case images",
                    (len(sizes), *sizes[0]),
                    str(unit),
                ),
            )
            if sizes
            else ()
        )
        summary = summarize_case(case, Recipe("project_page", str(unit), case.case_id), prints)
        out.append(replace(summary, sequence_infos=infos))
    return out, messages


def _scan_eagerly(unit: Path, budget_bytes: int) -> tuple[list[CaseSummary], list[str]]:
    """Sources whose images live inside the records: load them once and keep only summaries."""
    result = load_cases(unit, budget_bytes)
    prints = tuple(fingerprint(unit))
    return [
        summarize_case(c, Recipe("path", str(unit), c.case_id), prints) for c in result.cases
    ], list(result.messages)
