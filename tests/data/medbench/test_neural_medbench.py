import base64
import json
from pathlib import Path

import numpy as np
import pytest

from data.errors import LoadError
from data.medbench.neural_medbench import load_hf_dataset, load_project_page, resolve_columns
from data.model import Difficulty, TaskFamily
from tests.support.case_files import montage_image, png_bytes, write_project_page

BUDGET = 512 * 1024**2


def test_project_page_direct_diagnosis(tmp_path: Path) -> None:
    path = write_project_page(tmp_path / "direct-diagnosis.json", content=15, placeholders=65)
    result = load_project_page(path, budget_bytes=BUDGET)
    assert len(result.cases) == 15
    assert "direct-diagnosis.json: skipped 65 placeholder cases" in result.messages
    case = result.cases[0]
    assert case.case_id == "nmb-direct-case_1"
    assert case.notes[0].startswith("A 41-year-old patient")
    assert "MIT" in case.provenance.licence
    # questions sorted by question_number, Chinese text kept, no reference in the public file
    assert [t.task_id for t in case.tasks] == ["q1", "q2"]
    assert case.tasks[0].question.startswith("结合病历")
    assert all(t.reference is None and t.family is TaskFamily.DIFFERENTIAL for t in case.tasks)
    assert all(t.difficulty is Difficulty.DIRECT for t in case.tasks)
    images = case.sequences[0]
    assert images.stack is not None
    montage = montage_image()
    # RGBA with opaque alpha and unequal channels? equal channels -> grayscale 2D
    assert images.stack.frames[0].shape[:2] == montage.shape[:2]


def test_project_page_montage_offers_tiles(tmp_path: Path) -> None:
    pytest.importorskip("explorer.montage")
    path = write_project_page(tmp_path / "direct-diagnosis.json", content=1, placeholders=0)
    (case,) = load_project_page(path, budget_bytes=BUDGET).cases
    assert [s.name for s in case.sequences] == ["Case images", "Montage tiles"]
    tiles = case.sequences[1].stack
    assert tiles is not None and len(tiles.frames) == 6
    assert tiles.labels[0] == "image 1 tile 1/6"


def test_multi_round_file_turns_questions_into_one_dialogue(tmp_path: Path) -> None:
    path = write_project_page(tmp_path / "multi-round-dialogue.json", content=2, placeholders=0)
    result = load_project_page(path, budget_bytes=BUDGET)
    task = result.cases[0].tasks[0]
    assert task.difficulty is Difficulty.MULTI_ROUND and task.task_id == "dialogue"
    assert task.question.startswith("结合病历") and task.turns == ("请给出鉴别诊断。",)
    overridden = load_project_page(path, difficulty=Difficulty.COMPLEX, budget_bytes=BUDGET)
    assert overridden.cases[0].tasks[0].difficulty is Difficulty.COMPLEX


def test_project_page_budget_is_enforced(tmp_path: Path) -> None:
    path = write_project_page(tmp_path / "direct-diagnosis.json", content=3, placeholders=0)
    with pytest.raises(LoadError, match="memory budget"):
        load_project_page(path, budget_bytes=1000)


def _rows(image_value: object) -> dict[str, list[object]]:
    """Two cases, one task per row (case_7 has two rows), plus one empty placeholder row."""
    return {
        "id": ["case_7", "case_7", "case_9", "case_10"],
        "history": ["65M, sudden aphasia.", "65M, sudden aphasia.", "30F, optic neuritis.", ""],
        "image": [[image_value], [image_value], [image_value], []],
        "question": ["Most likely diagnosis?", "Describe the lesion.", "Diagnosis?", ""],
        "task_type": ["differential diagnosis", "lesion recognition", "diagnosis", ""],
        "split": ["multi_turn", "multi_turn", "Direct Diagnosis", ""],
        "answer": ["Left MCA stroke", "", "Multiple sclerosis", ""],
        "differential": ["1. Stroke; 2. Todd paresis", "", "MS; NMOSD", ""],
        "explanation": ["DWI restriction.", "", "Dawson fingers.", ""],
    }


def _check_hf_result(result, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    by_id = {c.case_id: c for c in result.cases}
    assert set(by_id) == {"hf-case_7", "hf-case_9"}
    stroke = by_id["hf-case_7"]
    assert stroke.notes == ("65M, sudden aphasia.",)
    assert [t.family for t in stroke.tasks] == [TaskFamily.DIFFERENTIAL, TaskFamily.LESION]
    assert all(t.difficulty is Difficulty.MULTI_ROUND for t in stroke.tasks)
    ref = stroke.tasks[0].reference
    assert ref is not None and ref.diagnosis == "Left MCA stroke"
    assert ref.differential == ("Stroke", "Todd paresis") and ref.rationale == "DWI restriction."
    assert stroke.tasks[1].reference is None
    frame = stroke.sequences[0].stack.frames[0]  # type: ignore[union-attr]
    assert frame.shape == (6, 7) and int(frame[2, 3]) == 200
    assert by_id["hf-case_9"].tasks[0].difficulty is Difficulty.DIRECT
    joined = " ".join(result.messages)
    assert "case_id<-id" in joined and "text<-history" in joined and "images<-image" in joined
    assert "skipped 1 placeholder cases" in joined


def _image() -> np.ndarray:
    img = np.zeros((6, 7), np.uint8)
    img[2, 3] = 200
    return img


def test_local_parquet_dataset(tmp_path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = tmp_path / "train.parquet"
    pq.write_table(pa.table(_rows(png_bytes(_image()))), path)
    result = load_hf_dataset(str(path), budget_bytes=BUDGET, cache_dir=tmp_path / "hf")
    _check_hf_result(result, tmp_path)


def test_local_json_dataset_with_data_uris(tmp_path: Path) -> None:
    uri = "data:image/jpeg;base64," + base64.b64encode(png_bytes(_image())).decode()
    rows = _rows(uri)
    path = tmp_path / "train.jsonl"
    with path.open("w", encoding="utf-8") as fh:
        for i in range(len(rows["id"])):
            fh.write(json.dumps({k: v[i] for k, v in rows.items()}) + "\n")
    result = load_hf_dataset(str(path), budget_bytes=BUDGET, cache_dir=tmp_path / "hf")
    _check_hf_result(result, tmp_path)


def test_column_map_overrides_guesses() -> None:
    cols = ["pid", "ehr", "q", "gold", "extra"]
    resolved = resolve_columns(cols, {"case_id": "pid", "question": "q", "answer": "gold"})
    assert resolved == {"case_id": "pid", "question": "q", "answer": "gold", "text": "ehr"}
    with pytest.raises(LoadError, match="unknown field"):
        resolve_columns(cols, {"nonsense": "pid"})
    with pytest.raises(LoadError, match="not in dataset"):
        resolve_columns(cols, {"case_id": "missing"})


def test_missing_local_dataset_is_a_load_error(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(LoadError, match=r"no \.parquet or \.json"):
        load_hf_dataset(str(empty), cache_dir=tmp_path / "hf")
