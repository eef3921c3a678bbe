"""Neural-MedBench project-page JSON files (direct-diagnosis.json, complex-diseases.json, ...).

The document is read through data.documents, which refuses files too large or too deeply nested
to parse safely with a one-line LoadError before the JSON parser sees them."""

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from data.documents import read_document_text
from data.errors import LoadError
from data.medbench_records import (
    DEFAULT_BUDGET,
    LICENCE,
    NOTICE,
    as_list,
    check_budget,
    decode_image,
    difficulty_from_name,
    image_sequences,
    question_texts,
)
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Task,
    TaskFamily,
)
from data.sources import LoadResult

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
) -> LoadResult:
    """Records already parsed from a project-page file; the file name gives the split."""
    messages: list[str] = []
    split = difficulty or difficulty_from_name(path)
    if split is None:
        split = Difficulty.DIRECT
        messages.append(f"{path.name}: split not recognised from the file name; assumed direct")
    cases: list[Case] = []
    placeholders = 0
    used = 0
    for record in records:
        text = str(record.get("text") or "").strip()
        raw_images = as_list(record.get("images"))
        if not text and not raw_images:
            placeholders += 1
            continue
        raw_id = str(record.get("case_id") or f"case_{len(cases) + 1}")
        case_id = f"nmb-{split.value}-{raw_id}"
        images: list[npt.NDArray[np.generic]] = []
        labels: list[str] = []
        for k, uri in enumerate(raw_images):
            try:
                images.append(decode_image(uri))
                labels.append(f"image {k + 1}")
            except Exception as exc:
                messages.append(f"{path}: {raw_id} image {k + 1} unreadable ({exc})")
        used += sum(int(a.nbytes) for a in images)
        check_budget(str(path), used, budget_bytes)
        cases.append(
            Case(
                case_id=case_id,
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
                sequences=tuple(image_sequences(case_id, images, labels, source_path=str(path))),
                tags=("neural-medbench", split.value),
            )
        )
    if placeholders:
        messages.append(f"{path.name}: skipped {placeholders} placeholder cases")
    return LoadResult(tuple(cases), tuple(messages))


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
