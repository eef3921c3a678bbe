"""Neural-MedBench project-page JSON files (direct-diagnosis.json, complex-diseases.json, ...).

The document is read through data.formats.documents, which refuses files too large or too deeply
nested to parse safely with a one-line LoadError before the JSON parser sees them."""

from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import LoadError
from data.formats.documents import read_document_text
from data.medbench.records import (
    DEFAULT_BUDGET,
    LICENCE,
    NOTICE,
    as_list,
    check_budget,
    decode_image,
    difficulty_from_name,
    image_sequences,
    image_size,
    question_texts,
    read_each,
)
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Task,
    TaskFamily,
)
from data.results import LoadResult

PROJECT_PAGE_SOURCE = "neural-medbench"


# --- (a) project-page JSON -------------------------------------------------------------------


def is_project_page_document(doc: Any) -> bool:
    return (
        isinstance(doc, list)
        and bool(doc)
        and all(isinstance(r, dict) and "case_id" in r for r in doc)
        and any(("images" in r or "questions" in r) for r in doc)
    )


def load_project_page(
    path: Path, *, difficulty: Difficulty | None = None, budget_bytes: int = DEFAULT_BUDGET
) -> LoadResult:
    """One project-page file (direct-diagnosis.json, complex-diseases.json, ...)."""
    import json

    text = read_document_text(Path(path), "project-page JSON")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise LoadError(path, f"cannot read JSON: {exc}") from exc
    if not is_project_page_document(doc):
        raise LoadError(path, "not a Neural-MedBench project-page array of {case_id, text, ...}")
    return load_project_page_records(
        doc, Path(path), difficulty=difficulty, budget_bytes=budget_bytes
    )


def load_project_page_records(
    records: list[dict[str, Any]],
    path: Path,
    *,
    difficulty: Difficulty | None = None,
    budget_bytes: int = DEFAULT_BUDGET,
    only: str | None = None,
) -> LoadResult:
    """Records already parsed from a project-page file; the file name gives the split.
    `only` (a case id): decode that case's images alone (opening one catalogued case)."""
    messages: list[str] = []
    cases: list[Case] = []
    used = 0
    for case, raw_id, raw_images in _record_cases(records, path, difficulty, messages):
        if only is not None and case.case_id != only:
            continue
        decoded = read_each(raw_images, decode_image, str(path), raw_id, messages)
        images: list[npt.NDArray[np.generic]] = [image for _k, image in decoded]
        labels = [f"image {k + 1}" for k, _image in decoded]
        used += sum(int(a.nbytes) for a in images)
        check_budget(str(path), used, budget_bytes)
        sequences = image_sequences(case.case_id, images, labels, source_path=str(path))
        cases.append(replace(case, sequences=tuple(sequences)))
    return LoadResult(tuple(cases), tuple(messages))


def scan_project_page_records(
    records: list[dict[str, Any]], path: Path
) -> tuple[list[tuple[Case, list[tuple[int, int]]]], list[str]]:
    """Each case without pixels, with the (height, width) of its images read from their
    headers: a catalog scan of a project-page file decodes no image (the montage tiles are
    found when the case is opened)."""
    messages: list[str] = []
    out = []
    for case, raw_id, raw_images in _record_cases(records, path, None, messages):
        sizes = [
            size for _k, size in read_each(raw_images, image_size, str(path), raw_id, messages)
        ]
        out.append((case, sizes))
    return out, messages


def _record_cases(
    records: list[dict[str, Any]],
    path: Path,
    difficulty: Difficulty | None,
    messages: list[str],
) -> Iterator[tuple[Case, str, list[Any]]]:
    """(case without images, raw id, raw image entries) of every record that is not a
    placeholder; the split comes from the file name."""
    split = difficulty or difficulty_from_name(path)
    if split is None:
        split = Difficulty.DIRECT
        messages.append(f"{path.name}: split not recognised from the file name; assumed direct")
    placeholders = 0
    count = 0
    for record in records:
        text = str(record.get("text") or "").strip()
        raw_images = as_list(record.get("images"))
        if not text and not raw_images:
            placeholders += 1
            continue
        count += 1
        raw_id = str(record.get("case_id") or f"case_{count}")
        case = Case(
            case_id=f"nmb-{split.value}-{raw_id}",
            title=f"Neural-MedBench {split.value.replace('_', '-')} {raw_id.replace('_', ' ')}",
            source=PROJECT_PAGE_SOURCE,
            provenance=Provenance(
                source="Neural-MedBench project page",
                description=f"{path.name}, record {raw_id}",
                licence=LICENCE,
                notice=NOTICE,
            ),
            notes=(text,) if text else (),
            tasks=_project_page_tasks(record, split),
            tags=("neural-medbench", split.value),
        )
        yield case, raw_id, raw_images
    if placeholders:
        messages.append(f"{path.name}: skipped {placeholders} placeholder cases")


def _project_page_tasks(record: Mapping[str, Any], split: Difficulty) -> tuple[Task, ...]:
    """Each question is a task; in the multi-round split the questions are one dialogue."""
    questions = question_texts(record)
    if not questions:
        return ()
    if split is Difficulty.MULTI_ROUND and len(questions) > 1:
        return (
            Task(
                task_id="dialogue",
                family=TaskFamily.DIFFERENTIAL,
                difficulty=split,
                question=questions[0][1],
                turns=tuple(text for _, text in questions[1:]),
            ),
        )
    return tuple(
        Task(task_id=f"q{number}", family=TaskFamily.DIFFERENTIAL, difficulty=split, question=text)
        for number, text in questions
    )
