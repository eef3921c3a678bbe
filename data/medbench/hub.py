"""Neural-MedBench from Hugging Face datasets (the Hub, or a local parquet/jsonl/json file).

The Hub dataset's schema is not published, so its columns are mapped to the case model through
a column map with guessed defaults, and every mapping decision is reported as a message."""

import contextlib
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from data.errors import LoadError
from data.medbench.records import (
    DEFAULT_BUDGET,
    LICENCE,
    NOTICE,
    as_list,
    check_budget,
    decode_image,
    image_sequences,
    parse_difficulty,
    parse_family,
    question_texts,
    read_each,
)
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Reference,
    Task,
    TaskFamily,
)
from data.results import LoadResult

# Our field -> candidate column names, most likely first (matched ignoring case).
DEFAULT_COLUMNS: dict[str, tuple[str, ...]] = {
    "case_id": ("case_id", "id", "case", "case_number", "patient_id", "uid"),
    "title": ("title", "case_title", "name"),
    "text": ("text", "ehr", "history", "clinical_history", "case_text", "vignette", "context"),
    "images": ("images", "image", "image_list", "mri", "scans", "figures"),
    "question": ("questions", "question", "query", "prompt", "question_text"),
    "task_id": ("task_id", "question_id", "question_number", "qid"),
    "answer": ("answer", "diagnosis", "final_diagnosis", "ground_truth", "gt", "label"),
    "synonyms": ("synonyms", "aliases", "answer_aliases"),
    "differential": ("differential", "differential_diagnosis", "differentials", "ddx"),
    "lesion": ("lesion", "lesions", "lesion_description", "findings"),
    "rationale": ("rationale", "explanation", "reasoning", "analysis"),
    "difficulty": ("difficulty", "split", "subset", "category", "level"),
    "family": ("family", "task_family", "task_type", "type"),
    "turns": ("turns", "dialogue", "rounds", "follow_ups"),
}


# --- (b) Hugging Face datasets ---------------------------------------------------------------


def columns_message(
    name: object, split: str, columns: Mapping[str, str], all_columns: Iterable[str]
) -> str:
    """The one line that says which dataset column became which case field, and what was
    left unused (shown as an app warning, so a wrong guess is seen)."""
    mapped = ", ".join(f"{f}<-{c}" for f, c in columns.items())
    unused = sorted(set(all_columns) - set(columns.values()))
    return f"{name}{'[' + split + ']' if split else ''}: columns {mapped}" + (
        f"; unused: {', '.join(unused)}" if unused else ""
    )


def resolve_columns(
    columns: Iterable[str], column_map: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Our field -> dataset column. Explicit entries win; the rest are guessed by name."""
    available = list(columns)
    by_lower = {c.lower(): c for c in available}
    resolved: dict[str, str] = {}
    for field, column in (column_map or {}).items():
        if field not in DEFAULT_COLUMNS:
            raise LoadError(
                "column map", f"unknown field {field!r}; fields: {', '.join(DEFAULT_COLUMNS)}"
            )
        if column not in available:
            raise LoadError(
                "column map", f"column {column!r} not in dataset ({', '.join(available)})"
            )
        resolved[field] = column
    taken = set(resolved.values())
    for field, candidates in DEFAULT_COLUMNS.items():
        if field in resolved:
            continue
        for name in candidates:
            guess = by_lower.get(name)
            if guess is not None and guess not in taken:
                resolved[field] = guess
                taken.add(guess)
                break
    return resolved


def parse_column_map(text: str) -> dict[str, str]:
    """The column-map setting: a JSON object or "field=column,field=column" -> {field: column}.

    Field names are checked here (one line naming the bad entry); columns are checked against
    the dataset by resolve_columns.
    """
    import json

    text = text.strip()
    if not text:
        return {}
    where = "column map (NEUROLENS_HF_COLUMNS)"
    if text.startswith("{"):
        try:
            raw = json.loads(text)
        except ValueError as exc:
            raise LoadError(where, f"not valid JSON: {exc}") from exc
        if not isinstance(raw, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in raw.items()
        ):
            raise LoadError(where, 'expected a JSON object of "field": "column" strings')
        pairs = list(raw.items())
    else:
        pairs = []
        for item in (part.strip() for part in text.split(",")):
            if not item:
                continue
            field, sep, column = item.partition("=")
            if not sep or not field.strip() or not column.strip():
                raise LoadError(where, f"entry {item!r} is not field=column")
            pairs.append((field.strip(), column.strip()))
    unknown = [f for f, _ in pairs if f not in DEFAULT_COLUMNS]
    if unknown:
        raise LoadError(
            where, f"unknown field {unknown[0]!r}; fields: {', '.join(DEFAULT_COLUMNS)}"
        )
    return dict(pairs)


@contextlib.contextmanager
def _quiet_progress() -> Iterator[None]:
    """No tqdm bars from datasets while we load (they would go to the server's stderr)."""
    import datasets

    was_disabled = datasets.are_progress_bars_disabled()
    datasets.disable_progress_bars()
    try:
        yield
    finally:
        if not was_disabled:
            datasets.enable_progress_bars()


def _local_builder(path: Path) -> tuple[str, str | list[str]]:
    """(builder, data_files) for a local parquet/json(l) file or a folder of them."""
    if path.is_file():
        kind = "parquet" if path.suffix.lower() == ".parquet" else "json"
        return kind, str(path)
    parquet = sorted(str(p) for p in path.rglob("*.parquet"))
    if parquet:
        return "parquet", parquet
    jsons = sorted(str(p) for p in path.rglob("*.json*"))
    if jsons:
        return "json", jsons
    raise LoadError(path, "folder holds no .parquet or .json/.jsonl dataset files")


def load_hf_dataset(
    name_or_path: str,
    *,
    token: str | None = None,
    split: str | None = None,
    column_map: Mapping[str, str] | None = None,
    data_files: str | list[str] | None = None,
    difficulty: Difficulty | None = None,
    budget_bytes: int = DEFAULT_BUDGET,
    cache_dir: Path | None = None,
) -> LoadResult:
    """A Hub dataset (e.g. Reisen301/Neural-MedBench, gated: pass a token) or a local export.

    Rows that share a case id become one case; each row (or each question in a row's list of
    questions) becomes a task. Messages report the column mapping and skipped rows.
    """
    import datasets

    local = Path(name_or_path)
    kwargs: dict[str, Any] = {"cache_dir": str(cache_dir) if cache_dir else None}
    try:
        with _quiet_progress():
            loaded = _load(name_or_path, local, token, split, data_files, kwargs)
    except LoadError:
        raise
    except Exception as exc:
        text = str(exc).strip()
        reason = text.splitlines()[0] if text else type(exc).__name__
        if token:
            reason = reason.replace(token, "***")  # never echo the token
        raise LoadError(name_or_path, f"cannot load dataset: {reason}") from exc
    if isinstance(loaded, datasets.DatasetDict):
        parts = list(loaded.items())
    else:
        parts = [(split or "", loaded)]
    cases: dict[str, Case] = {}
    messages: list[str] = []
    for split_name, ds in parts:
        columns = resolve_columns(ds.column_names, column_map)
        messages.append(columns_message(name_or_path, split_name, columns, ds.column_names))
        fallback = difficulty or parse_difficulty(split_name) or Difficulty.DIRECT
        _rows_to_cases(ds, columns, name_or_path, fallback, budget_bytes, cases, messages)
    return LoadResult(tuple(cases.values()), tuple(messages))


def _load(
    name_or_path: str,
    local: Path,
    token: str | None,
    split: str | None,
    data_files: str | list[str] | None,
    kwargs: dict[str, Any],
) -> Any:
    """datasets.load_dataset for explicit data files, a local export, or a Hub name."""
    import datasets

    if data_files is not None:
        builder = name_or_path if name_or_path in ("parquet", "json", "csv") else "parquet"
        return datasets.load_dataset(builder, data_files=data_files, split=split, **kwargs)
    if local.exists():
        builder, files = _local_builder(local)
        return datasets.load_dataset(builder, data_files=files, split=split, **kwargs)
    if _looks_like_path(name_or_path):  # a typo in a local path must not go to the Hub
        raise LoadError(name_or_path, "no such file or folder")
    return datasets.load_dataset(name_or_path, token=token, split=split, **kwargs)


def _looks_like_path(name: str) -> bool:
    """Hub names are 'owner/name'; local exports start with / . ~ or end in a data suffix."""
    lower = name.lower()
    return name.startswith(("/", ".", "~", "\\")) or lower.endswith(
        (".parquet", ".json", ".jsonl", ".csv")
    )


def load_configured_dataset(
    name_or_path: str,
    *,
    split: str,
    columns: str,
    token: str,
    budget_bytes: int,
    cache_dir: Path,
) -> LoadResult:
    """The dataset the settings name (NEUROLENS_HF_*), never raising: problems are messages.

    The app must start without the network, with a gated dataset and no token, or with a
    wrong column map; the user then sees one line saying why the dataset is missing.
    """
    try:
        return load_hf_dataset(
            name_or_path,
            token=token or None,
            split=split or None,
            column_map=parse_column_map(columns),
            budget_bytes=budget_bytes,
            cache_dir=cache_dir,
        )
    except Exception as exc:  # one line for anything, the token never in it
        text = str(exc) if isinstance(exc, LoadError) else f"{type(exc).__name__}: {exc}"
        text = " ".join(text.split())
        if token:
            text = text.replace(token, "***")
        return LoadResult((), (f"Hugging Face dataset {name_or_path} not loaded: {text}",))


def _rows_to_cases(
    rows: Iterable[Mapping[str, Any]],
    columns: Mapping[str, str],
    name: str,
    fallback: Difficulty,
    budget_bytes: int,
    cases: dict[str, Case],
    messages: list[str],
) -> None:
    """Fold rows into `cases` (keyed by case id), appending tasks to cases seen before."""
    import dataclasses

    def get(row: Mapping[str, Any], field: str) -> Any:
        column = columns.get(field)
        return row.get(column) if column else None

    skipped = 0
    used = sum(
        int(f.nbytes)
        for c in cases.values()
        for s in c.sequences
        if s.stack
        for f in s.stack.frames
    )
    for n, row in enumerate(rows):
        text = str(get(row, "text") or "").strip()
        raw_images = as_list(get(row, "images"))
        questions = _row_questions(get(row, "question"))
        if not text and not raw_images and not questions:
            skipped += 1
            continue
        raw_id = str(get(row, "case_id") or f"row_{n + 1}")
        case_id = f"hf-{raw_id}" if not raw_id.startswith("hf-") else raw_id
        split = difficulty_of(get(row, "difficulty")) or fallback
        family = parse_family(get(row, "family")) or TaskFamily.DIFFERENTIAL
        reference = _row_reference(row, get)
        existing = cases.get(case_id)
        base_index = len(existing.tasks) if existing else 0
        tasks: list[Task] = []
        for k, (number, question) in enumerate(questions):
            task_id = str(get(row, "task_id") or number or f"t{base_index + k + 1}")
            tasks.append(
                Task(
                    task_id=_unique_task_id(task_id, existing, tasks),
                    family=family,
                    difficulty=split,
                    question=question,
                    turns=tuple(str(t) for t in as_list(get(row, "turns")) if str(t).strip()),
                    reference=reference,
                )
            )
        if existing is not None:
            cases[case_id] = dataclasses.replace(existing, tasks=existing.tasks + tuple(tasks))
            continue
        images = [
            image for _k, image in read_each(raw_images, decode_image, name, raw_id, messages)
        ]
        used += sum(int(a.nbytes) for a in images)
        check_budget(name, used, budget_bytes)
        labels = [f"image {k + 1}" for k in range(len(images))]
        prefix = "Neural-MedBench " if "neural-medbench" in name.lower() else ""
        title = str(get(row, "title") or f"{prefix}{raw_id.replace('_', ' ')}")
        cases[case_id] = Case(
            case_id=case_id,
            title=title,
            source=f"hf:{name}",
            provenance=Provenance(
                source=f"Hugging Face dataset {name}",
                description=f"{name}, case {raw_id}",
                licence=LICENCE if "neural-medbench" in name.lower() else "see the dataset card",
                notice=NOTICE if "neural-medbench" in name.lower() else "",
            ),
            notes=(text,) if text else (),
            tasks=tuple(tasks),
            sequences=tuple(image_sequences(case_id, images, labels, source_path=name)),
            tags=("hf", split.value),
        )
    if skipped:
        messages.append(f"{name}: skipped {skipped} placeholder cases")


def difficulty_of(value: Any) -> Difficulty | None:
    return parse_difficulty(value) if value not in (None, "") else None


def _unique_task_id(task_id: str, existing: Case | None, new: list[Task]) -> str:
    taken = {t.task_id for t in (existing.tasks if existing else ())} | {t.task_id for t in new}
    candidate, k = task_id, 2
    while candidate in taken:
        candidate, k = f"{task_id}-{k}", k + 1
    return candidate


def _row_questions(value: Any) -> list[tuple[str, str]]:
    if value is None:
        return []
    if isinstance(value, str):
        return [("", value.strip())] if value.strip() else []
    return question_texts({"questions": as_list(value)})


def _row_reference(row: Mapping[str, Any], get: Any) -> Reference | None:
    answer = str(get(row, "answer") or "").strip()
    differential = tuple(_split_items(get(row, "differential")))
    lesion = str(get(row, "lesion") or "").strip()
    rationale = str(get(row, "rationale") or "").strip()
    if not (answer or differential or lesion or rationale):
        return None
    return Reference(
        diagnosis=answer,
        synonyms=tuple(_split_items(get(row, "synonyms"))),
        differential=differential,
        lesion=lesion,
        rationale=rationale,
    )


def _split_items(value: Any) -> list[str]:
    """A list column, or text separated by semicolons/newlines (numbering stripped)."""
    if value is None:
        return []
    items = as_list(value)
    if len(items) == 1 and isinstance(items[0], str):
        import re

        items = [s for s in re.split(r"[;\n]", items[0])]
        items = [re.sub(r"^\s*\d+[.)]\s*", "", s) for s in items]
    return [str(s).strip() for s in items if str(s).strip()]
