"""The case catalog: what each case is, without its pixels, kept in a Parquet file.

A CaseSummary carries everything about a case except its images (id, title, source, EHR,
notes, tasks with their references, tags, and for each sequence its kind, name and shape), plus
how to open it again (`Recipe`) and the fingerprints (path, size, mtime) of the files it was
read from. Scanning a source (data/catalog/scan.py) produces summaries from headers only; a
restart reads them back from `<data_dir>/catalog/<source-hash>.parquet` and rescans only the
files whose size or mtime changed.

Parquet rather than the DuckDB store: the store has one writer thread per process and a second
process cannot even open it read-only, while a scan (at start-up, from `python -m bench`, from
a batch run) must be able to write its index without waiting for, or blocking, label writes.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from data.model import Case, Difficulty, Provenance, Reference, Task, TaskFamily

CATALOG_VERSION = 2  # 2: a DICOM case folder's recipe holds its plan (dicom_recipe.py)


@dataclass(frozen=True, slots=True)
class SequenceInfo:
    """One sequence as its header describes it: enough for a list, a filter and a budget."""

    sequence_id: str
    kind: str
    name: str
    shape: tuple[int, ...] = ()
    path: str = ""


@dataclass(frozen=True, slots=True)
class Recipe:
    """How to read a case's pixels again: the loader unit it came from.

    kind: "manifest" (entry = the case's own manifest entry as JSON, so a 5000-case manifest is
    not parsed again per open), "dicom" (a DICOM case folder; entry = its plan as JSON,
    data/catalog/dicom_recipe.py, so it opens without reading a header), "path"
    (data.sources.load_cases on `path`, then the case whose id was `original_id`), or
    "resident" (in memory already: demo cases, tests).
    """

    kind: str
    path: str = ""
    original_id: str = ""
    entry: str = ""


Fingerprint = tuple[str, int, int]  # path, size in bytes, mtime in ns


@dataclass(frozen=True, eq=False)
class CaseSummary(Case):
    """A case without pixels (`sequences` is empty): what the case list, filters and task
    tables read. It is a Case, so code that only reads ids, titles, EHR and tasks takes
    either; `CaseLibrary.get(case_id)` opens the full case with its images."""

    sequence_infos: tuple[SequenceInfo, ...] = ()
    recipe: Recipe = Recipe("resident")
    fingerprints: tuple[Fingerprint, ...] = ()
    error: str = ""  # one line: the case could not be scanned (it stays in the list)

    @property
    def has_reference(self) -> bool:
        return any(t.reference is not None for t in self.tasks)


def summarize_case(
    case: Case,
    recipe: Recipe | None = None,
    fingerprints: tuple[Fingerprint, ...] = (),
) -> CaseSummary:
    """The summary of a case already in memory (demo cases, a loader that is not lazy yet)."""
    infos = tuple(
        SequenceInfo(
            s.sequence_id,
            s.kind.value,
            s.name,
            s.volume.shape if s.volume is not None else _stack_shape(s),
            s.source_path,
        )
        for s in case.sequences
    )
    return CaseSummary(
        case_id=case.case_id,
        title=case.title,
        source=case.source,
        provenance=case.provenance,
        ehr=case.ehr,
        notes=case.notes,
        tasks=case.tasks,
        tags=case.tags,
        sequence_infos=infos,
        recipe=recipe or Recipe("resident", original_id=case.case_id),
        fingerprints=fingerprints,
    )


def _stack_shape(seq: Any) -> tuple[int, ...]:
    frames = seq.stack.frames if seq.stack is not None else ()
    return (len(frames), *frames[0].shape[:2]) if frames else (0,)


def fingerprint(path: Path) -> list[Fingerprint]:
    """(path, size, mtime_ns) of a file, or of every file under a folder; a missing path
    gives (path, -1, -1) so that its later appearance counts as a change."""
    path = Path(path)
    try:
        if path.is_dir():
            out = []
            for root, _dirs, files in os.walk(path):
                for name in sorted(files):
                    st = os.stat(os.path.join(root, name))
                    out.append((os.path.join(root, name), st.st_size, st.st_mtime_ns))
            return sorted(out)
        st = path.stat()
    except OSError:
        return [(str(path), -1, -1)]
    return [(str(path), st.st_size, st.st_mtime_ns)]


def changed_files(prints: tuple[Fingerprint, ...]) -> list[str]:
    """The fingerprinted files whose size or mtime differ now (or that are gone)."""
    out = []
    for path, size, mtime in prints:
        try:
            st = os.stat(path)
            now = (st.st_size, st.st_mtime_ns)
        except OSError:
            now = (-1, -1)
        if now != (size, mtime):
            out.append(path)
    return out


def catalog_path(data_dir: Path, source: Path | str) -> Path:
    """`<data_dir>/catalog/<hash of the source path>.parquet`: one index per case source."""
    key = hashlib.sha256(str(Path(source).resolve()).encode()).hexdigest()[:16]
    return Path(data_dir) / "catalog" / f"{key}.parquet"


# --- (de)serialisation -----------------------------------------------------------------------

COLUMNS = [
    "version",
    "case_id",
    "title",
    "source",
    "unit",
    "meta",
    "sequences",
    "recipe",
    "fingerprints",
    "error",
]


def summary_row(s: CaseSummary, unit: str) -> dict[str, Any]:
    """One Parquet row; `unit` is the scanned path the row came from (the rescan key)."""
    meta = {
        "provenance": asdict(s.provenance),
        "ehr": [list(p) for p in s.ehr],
        "notes": list(s.notes),
        "tags": list(s.tags),
        "tasks": [_task_json(t) for t in s.tasks],
    }
    return {
        "version": CATALOG_VERSION,
        "case_id": s.case_id,
        "title": s.title,
        "source": s.source,
        "unit": unit,
        "meta": json.dumps(meta),
        "sequences": json.dumps([asdict(i) for i in s.sequence_infos]),
        "recipe": json.dumps(asdict(s.recipe)),
        "fingerprints": json.dumps([list(p) for p in s.fingerprints]),
        "error": s.error,
    }


def summary_from_row(row: dict[str, Any], shared: dict[str, str] | None = None) -> CaseSummary:
    """A summary from its Parquet row. `shared` (one dict for a whole read) makes equal strings
    one object: EHR keys, sequence names, template questions and file paths repeat across
    thousands of cases, and each JSON decode would otherwise allocate them again."""
    memo: dict[str, str] = {} if shared is None else shared

    def one(text: str) -> str:
        return memo.setdefault(text, text)

    def many(texts: list[str]) -> tuple[str, ...]:
        return tuple(one(t) for t in texts)

    meta = json.loads(row["meta"])
    prov = meta["provenance"]
    return CaseSummary(
        case_id=row["case_id"],
        title=row["title"],
        source=one(row["source"]),
        provenance=Provenance(
            **{k: one(v) for k, v in prov.items() if k != "synthetic"},
            synthetic=many(prov.get("synthetic", ())),
        ),
        ehr=tuple((one(str(k)), one(str(v))) for k, v in meta["ehr"]),
        notes=many(meta["notes"]),
        tags=many(meta["tags"]),
        tasks=tuple(_task_from_json(t, one) for t in meta["tasks"]),
        sequence_infos=tuple(
            SequenceInfo(
                sequence_id=i["sequence_id"],
                kind=one(i["kind"]),
                name=one(i["name"]),
                shape=tuple(i["shape"]),
                path=one(i["path"]),
            )
            for i in json.loads(row["sequences"])
        ),
        recipe=Recipe(**{k: one(v) for k, v in json.loads(row["recipe"]).items()}),
        fingerprints=tuple(
            (one(str(p)), int(s), int(m)) for p, s, m in json.loads(row["fingerprints"])
        ),
        error=row["error"] or "",
    )


def _task_json(t: Task) -> dict[str, Any]:
    return {
        "task_id": t.task_id,
        "family": t.family.value,
        "difficulty": t.difficulty.value,
        "question": t.question,
        "turns": list(t.turns),
        "reference": asdict(t.reference) if t.reference is not None else None,
    }


def _task_from_json(d: dict[str, Any], one: Callable[[str], str] = str) -> Task:
    ref = d.get("reference")
    reference = None
    if ref is not None:
        reference = Reference(
            diagnosis=one(ref["diagnosis"]),
            synonyms=tuple(one(x) for x in ref["synonyms"]),
            differential=tuple(one(x) for x in ref["differential"]),
            lesion=one(ref["lesion"]),
            rationale=one(ref["rationale"]),
        )
    return Task(
        task_id=one(d["task_id"]),
        family=TaskFamily(d["family"]),
        difficulty=Difficulty(d["difficulty"]),
        question=one(d["question"]),
        turns=tuple(one(x) for x in d["turns"]),
        reference=reference,
    )


def use_system_memory_pool() -> None:
    """Make Arrow allocate with the system allocator, once per process (app, batch CLI).

    Why: Arrow's default pool (mimalloc) keeps the pages it frees; after reading a 5000-case
    catalog the app kept ~20 MB of them for good, so memory grew with the number of cases.
    The system allocator hands them back."""
    import pyarrow as pa

    if pa.default_memory_pool().backend_name != "system":
        pa.set_memory_pool(pa.system_memory_pool())


def read_unit_fingerprints(path: Path) -> dict[str, list[str]]:
    """unit -> the fingerprints (JSON) of each of its rows, reading only those two columns: what
    a restart needs to decide what to rescan, without materialising every row. Empty when the
    file is missing, unreadable or of another format version (everything is rescanned)."""
    if not Path(path).is_file():
        return {}
    try:
        import pyarrow.parquet as pq

        table = pq.read_table(path, columns=["version", "unit", "fingerprints"], use_threads=False)
        columns = table.to_pydict()
    except Exception:
        return {}
    out: dict[str, list[str]] = {}
    for version, unit, prints in zip(
        columns["version"], columns["unit"], columns["fingerprints"], strict=True
    ):
        if version != CATALOG_VERSION:
            return {}
        out.setdefault(unit, []).append(prints)
    return out


def iter_summaries(
    path: Path, units: set[str], batch_rows: int = 256
) -> Iterator[tuple[str, CaseSummary]]:
    """(unit, summary) of the stored rows whose unit is in `units`, a batch of rows at a time.

    Why batches: turning the whole table into Python dicts at once (to_pylist) left ~75 MB more
    resident at 5000 cases than building the summaries batch by batch, because the freed dicts
    fragment the heap and the Arrow pool keeps its pages.
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    reader = pq.ParquetFile(path)
    shared: dict[str, str] = {}
    try:
        for batch in reader.iter_batches(batch_size=batch_rows, use_threads=False):
            for row in batch.to_pylist():
                if row["unit"] in units:
                    yield row["unit"], summary_from_row(row, shared)
    finally:
        reader.close()
        pa.default_memory_pool().release_unused()


@dataclass
class CatalogFile:
    """Rows of one source's Parquet index, grouped by the unit (scanned path) they came from."""

    path: Path
    units: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    @classmethod
    def read(cls, path: Path) -> CatalogFile:
        """The stored index, or an empty one (missing, unreadable or older format: rescan)."""
        found = cls(Path(path))
        if not found.path.is_file():
            return found
        try:
            import pyarrow as pa
            import pyarrow.parquet as pq

            rows = pq.read_table(found.path, use_threads=False).to_pylist()
            # Arrow's allocator keeps freed pages: hand them back (tens of MB at 5000 cases)
            pa.default_memory_pool().release_unused()
        except Exception:
            return found
        for row in rows:
            if row.get("version") != CATALOG_VERSION:
                return cls(Path(path))
            found.units.setdefault(row["unit"], []).append(row)
        return found

    def write(self) -> None:
        """Write atomically (a temp file renamed), so a crash never leaves half an index."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        rows = [r for unit_rows in self.units.values() for r in unit_rows]
        table = pa.table({c: [r[c] for r in rows] for c in COLUMNS}) if rows else None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
        if table is None:
            schema = pa.schema(
                [(c, pa.int64() if c == "version" else pa.string()) for c in COLUMNS]
            )
            table = schema.empty_table()
        pq.write_table(table, tmp)
        os.replace(tmp, self.path)
