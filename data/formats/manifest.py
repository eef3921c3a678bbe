"""Case manifests: a small YAML/JSON file that turns users' own images into full cases.

Images alone are not a benchmark case: the EHR fields, notes, questions and reference answers
live in a manifest next to the images. Every problem is reported as a LoadError naming the
manifest and the field, so a user can fix the file without reading a stack trace.
The format is documented in README.md ("Case manifest format").
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

import yaml

from data.errors import LoadError
from data.formats.documents import read_document_text
from data.formats.image_paths import load_sequence_path
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Reference,
    Sequence,
    SequenceKind,
    Task,
    TaskFamily,
)

MANIFEST_NAMES = ("manifest.yaml", "manifest.yml", "manifest.json")
MANIFEST_SUFFIXES = (".yaml", ".yml", ".json")

E = TypeVar("E", bound=StrEnum)


@dataclass(frozen=True)
class ManifestCases:
    """A manifest's cases and what was skipped on the way (broken DICOM files, missing slices).

    The messages go to the UI beside the cases, so a user learns which file was left out.
    """

    cases: tuple[Case, ...]
    messages: tuple[str, ...] = ()


def read_manifest_document(path: Path) -> Any:
    """Parse a YAML or JSON file; a syntax error becomes a LoadError with the parser's line."""
    text = read_document_text(path, "manifest")
    try:
        if path.suffix.lower() == ".json":
            return json.loads(text)
        return yaml.safe_load(text)
    except RecursionError as exc:  # deep block nesting without brackets: still one line
        raise LoadError(path, f"manifest is nested too deeply to parse ({exc})") from exc
    except (json.JSONDecodeError, yaml.YAMLError) as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise LoadError(path, f"not valid {path.suffix.lstrip('.').upper()}: {first}") from exc


def is_manifest_document(doc: Any) -> bool:
    return isinstance(doc, Mapping) and ("cases" in doc or "case" in doc)


def find_folder_manifest(folder: Path) -> Path | None:
    for name in MANIFEST_NAMES:
        candidate = folder / name
        if candidate.is_file():
            return candidate
    return None


def load_manifest(path: Path, budget_bytes: int) -> ManifestCases:
    """All cases of one manifest file, with image paths resolved relative to the manifest."""
    doc = read_manifest_document(path)
    if not is_manifest_document(doc):
        raise LoadError(path, "not a case manifest: expected a top-level `cases` list or `case`")
    if "cases" in doc:
        entries = doc["cases"]
        if not isinstance(entries, list) or not entries:
            raise LoadError(path, "field `cases` must be a non-empty list of cases")
    else:
        entries = [doc["case"]]
    messages: list[str] = []
    cases = [
        _parse_case(path, entry, f"cases[{i}]", budget_bytes, messages)
        for i, entry in enumerate(entries)
    ]
    seen: set[str] = set()
    for case in cases:
        if case.case_id in seen:
            raise LoadError(path, f"case id {case.case_id!r} appears twice")
        seen.add(case.case_id)
    return ManifestCases(tuple(cases), tuple(messages))


# --- parsing helpers -------------------------------------------------------------------------


def _fail(path: Path, field: str, reason: str) -> LoadError:
    sep = " " if reason.startswith("is ") else ": "
    return LoadError(path, f"field `{field}`{sep}{reason}")


def _mapping(path: Path, value: Any, field: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise _fail(path, field, f"expected a mapping, got {type(value).__name__}")
    return value


def _text(path: Path, entry: Mapping[str, Any], key: str, field: str, required: bool) -> str:
    value = entry.get(key)
    if value is None:
        if required:
            raise _fail(path, f"{field}.{key}", "is required")
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise _fail(path, f"{field}.{key}", f"expected text, got {type(value).__name__}")
    return str(value).strip()


def _texts(path: Path, value: Any, field: str) -> tuple[str, ...]:
    """A string or a list of strings (notes, synonyms, turns, tags)."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (value.strip(),) if value.strip() else ()
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return tuple(str(v).strip() for v in value if str(v).strip())
    raise _fail(path, field, "expected text or a list of text")


def parse_enum(enum: type[E], value: Any) -> E | None:
    """Match an enum by value or name, ignoring case, spaces, dashes and underscores."""

    def norm(s: str) -> str:
        return "".join(ch for ch in s.lower() if ch.isalnum() or ch == "+")

    if value is None:
        return None
    wanted = norm(str(value))
    for member in enum:
        if wanted in (norm(member.value), norm(member.name)):
            return member
    return None


def _enum(path: Path, enum: type[E], value: Any, field: str) -> E:
    member = parse_enum(enum, value)
    if member is None:
        allowed = ", ".join(m.value for m in enum)
        if value is None:
            raise _fail(path, field, f"is required; one of: {allowed}")
        raise _fail(path, field, f"unknown value {value!r}; allowed: {allowed}")
    return member


def _ehr(path: Path, value: Any, field: str) -> tuple[tuple[str, str], ...]:
    """An ordered mapping (YAML keeps key order) or a list of [key, value] pairs."""
    if value is None:
        return ()
    if isinstance(value, Mapping):
        items = list(value.items())
    elif isinstance(value, list) and all(
        isinstance(v, list | tuple) and len(v) == 2 for v in value
    ):
        items = [(k, v) for k, v in value]
    else:
        raise _fail(path, field, "expected a mapping of field: value (or a list of pairs)")
    pairs = []
    for key, val in items:
        if isinstance(val, list):
            val = ", ".join(str(v) for v in val)
        pairs.append((str(key).strip(), "" if val is None else str(val).strip()))
    return tuple(pairs)


def _parse_case(path: Path, raw: Any, field: str, budget_bytes: int, messages: list[str]) -> Case:
    entry = _mapping(path, raw, field)
    case_id = _text(path, entry, "id", field, required=True)
    field = f"cases[{case_id}]"
    prov_raw = _mapping(path, entry.get("provenance") or {}, f"{field}.provenance")
    source = _text(path, entry, "source", field, required=False) or f"manifest:{path.stem}"
    groups = [
        _parse_sequence(path, seq, f"{field}.sequences[{i}]", budget_bytes, case_id, i, messages)
        for i, seq in enumerate(_list(path, entry.get("sequences"), f"{field}.sequences"))
    ]
    sequences = tuple(s for group in groups for s in group)
    synthetic = tuple(s.name for s in sequences if s.synthetic)
    provenance = Provenance(
        source=source,
        description=_text(path, prov_raw, "description", f"{field}.provenance", False)
        or f"Loaded from {path.name}",
        licence=_text(path, prov_raw, "licence", f"{field}.provenance", False)
        or _text(path, prov_raw, "license", f"{field}.provenance", False)
        or "unspecified (user-supplied)",
        notice=_text(path, prov_raw, "notice", f"{field}.provenance", False),
        synthetic=_texts(path, prov_raw.get("synthetic"), f"{field}.provenance.synthetic")
        or synthetic,
        disclaimer=_text(path, prov_raw, "disclaimer", f"{field}.provenance", False),
    )
    tasks = tuple(
        _parse_task(path, task, f"{field}.tasks[{i}]", i)
        for i, task in enumerate(_list(path, entry.get("tasks"), f"{field}.tasks"))
    )
    task_ids = [t.task_id for t in tasks]
    if len(set(task_ids)) != len(task_ids):
        raise _fail(path, f"{field}.tasks", "task ids must be unique within a case")
    return Case(
        case_id=case_id,
        title=_text(path, entry, "title", field, required=False) or case_id,
        source=source,
        provenance=provenance,
        ehr=_ehr(path, entry.get("ehr"), f"{field}.ehr"),
        notes=_texts(path, entry.get("notes"), f"{field}.notes"),
        tasks=tasks,
        sequences=sequences,
        tags=_texts(path, entry.get("tags"), f"{field}.tags"),
    )


def _list(path: Path, value: Any, field: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _fail(path, field, f"expected a list, got {type(value).__name__}")
    return value


def _parse_task(path: Path, raw: Any, field: str, index: int) -> Task:
    entry = _mapping(path, raw, field)
    ref_raw = entry.get("reference")
    reference = None
    if ref_raw is not None:
        ref = _mapping(path, ref_raw, f"{field}.reference")
        reference = Reference(
            diagnosis=_text(path, ref, "diagnosis", f"{field}.reference", False),
            synonyms=_texts(path, ref.get("synonyms"), f"{field}.reference.synonyms"),
            differential=_texts(path, ref.get("differential"), f"{field}.reference.differential"),
            lesion=_text(path, ref, "lesion", f"{field}.reference", False),
            rationale=_text(path, ref, "rationale", f"{field}.reference", False),
        )
    turns = _texts(path, entry.get("turns"), f"{field}.turns")
    difficulty = _enum(path, Difficulty, entry.get("difficulty", "direct"), f"{field}.difficulty")
    return Task(
        task_id=_text(path, entry, "id", field, False) or f"t{index + 1}",
        family=_enum(path, TaskFamily, entry.get("family"), f"{field}.family"),
        difficulty=difficulty,
        question=_text(path, entry, "question", field, required=True),
        turns=turns,
        reference=reference,
    )


def _parse_sequence(
    path: Path,
    raw: Any,
    field: str,
    budget_bytes: int,
    case_id: str,
    index: int,
    messages: list[str],
) -> list[Sequence]:
    """One manifest entry; a DICOM folder without `series_uid` may yield several sequences.

    What the loader skipped (a broken DICOM file) is appended to `messages`.
    """
    entry = _mapping(path, raw, field)
    rel = _text(path, entry, "path", field, required=True)
    try:
        file = (path.parent / rel).resolve()
        found = file.exists()
    except (OSError, ValueError) as exc:  # a name too long, a NUL byte...: not a usable path
        raise _fail(path, f"{field}.path", f"unusable path {rel[:80]!r}: {exc}") from exc
    if not found:
        raise _fail(path, f"{field}.path", f"file not found: {rel[:200]}")
    kind_raw = entry.get("kind")
    kind = _enum(path, SequenceKind, kind_raw, f"{field}.kind") if kind_raw is not None else None
    name = _text(path, entry, "name", field, required=False)
    synthetic = bool(entry.get("synthetic", False))
    description = _text(path, entry, "description", field, required=False)
    units = _text(path, entry, "units", field, required=False)[:32]
    volume_index = entry.get("volume", 0)
    if not isinstance(volume_index, int) or isinstance(volume_index, bool) or volume_index < 0:
        raise _fail(path, f"{field}.volume", "expected a volume index >= 0")
    series_uid = _text(path, entry, "series_uid", field, required=False)
    seq_id = _text(path, entry, "id", field, required=False) or f"{case_id}-s{index + 1}"
    try:
        loaded = load_sequence_path(file, budget_bytes, volume_index, series_uid, seq_id, messages)
    except LoadError as exc:
        raise LoadError(path, f"field `{field}.path` ({rel}): {exc.reason}") from exc
    if not loaded:
        raise _fail(path, f"{field}.path", f"no images found in {rel}")
    overrides: dict[str, Any] = {"synthetic": synthetic or loaded[0].synthetic}
    if description:
        overrides["description"] = description
    if units:
        overrides["units"] = units
    if len(loaded) == 1:
        overrides["sequence_id"] = seq_id
        if kind is not None:
            overrides["kind"] = kind
        if name:
            overrides["name"] = name
    out = [dataclasses.replace(seq, **overrides) for seq in loaded]
    return [
        dataclasses.replace(s, name=f"{s.name} (synthetic)")
        if s.synthetic and "synthetic" not in s.name.lower()
        else s
        for s in out
    ]
