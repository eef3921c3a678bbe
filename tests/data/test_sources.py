from pathlib import Path

import numpy as np
import pytest

from data.errors import LoadError
from data.model import Difficulty
from data.sources import load_cases
from tests.support.case_files import png_bytes, write_dicom_study, write_nifti, write_project_page

BUDGET = 512 * 1024**2


def test_folder_of_case_folders_reports_bad_entries_as_messages(tmp_path: Path) -> None:
    nifti_case = tmp_path / "case-a"
    nifti_case.mkdir()
    write_nifti(nifti_case / "t1.nii.gz")
    write_nifti(nifti_case / "flair.nii")
    write_dicom_study(tmp_path / "case-b" / "dicom", ("AX T1", "AX DWI"))
    (tmp_path / "broken.nii.gz").write_bytes(b"\x1f\x8b not really gzip")
    (tmp_path / "notes.docx").write_bytes(b"x")
    (tmp_path / "README.md").write_text("ignored")
    result = load_cases(tmp_path, BUDGET)
    by_id = {c.case_id: c for c in result.cases}
    assert set(by_id) == {"case-a", "case-b"}
    assert len(by_id["case-a"].sequences) == 2
    assert sorted(s.name for s in by_id["case-b"].sequences) == ["AX DWI", "AX T1"]
    assert len(result.messages) == 2
    assert any("broken.nii.gz" in m for m in result.messages)
    assert any("notes.docx" in m and "skipped" in m for m in result.messages)
    assert all("\n" not in m for m in result.messages)


def test_dicom_study_with_series_subfolders_is_one_case(tmp_path: Path) -> None:
    study = write_dicom_study(tmp_path / "study", ("AX T1", "AX FLAIR", "AX ADC"))
    result = load_cases(study, BUDGET)
    (case,) = result.cases
    assert case.case_id == "study" and len(case.sequences) == 3
    assert all(s.volume is not None and s.volume.shape == (12, 14, 10) for s in case.sequences)


def test_single_files(tmp_path: Path) -> None:
    nii = write_nifti(tmp_path / "sub-01_T2w.nii.gz")
    (case,) = load_cases(nii, BUDGET).cases
    assert case.case_id == "sub-01_T2w" and case.sequences[0].volume is not None
    png = tmp_path / "slice.png"
    png.write_bytes(png_bytes(np.full((5, 6), 9, np.uint8)))
    (case,) = load_cases(png, BUDGET).cases
    assert case.sequences[0].stack is not None


def test_folder_with_manifest_uses_it(tmp_path: Path) -> None:
    write_nifti(tmp_path / "t1.nii")
    (tmp_path / "manifest.yaml").write_text(
        "case:\n  id: from-manifest\n  sequences:\n    - {path: t1.nii, kind: T1, name: T1}\n"
    )
    (case,) = load_cases(tmp_path, BUDGET).cases
    assert case.case_id == "from-manifest"


def test_project_page_json_dispatch(tmp_path: Path) -> None:
    path = write_project_page(tmp_path / "complex-diseases.json", content=3, placeholders=2)
    result = load_cases(path, BUDGET)
    assert len(result.cases) == 3
    assert all(t.difficulty is Difficulty.COMPLEX for c in result.cases for t in c.tasks)
    assert "skipped 2 placeholder cases" in " ".join(result.messages)


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("missing.nii", None, "no such file or folder"),
        ("data.xyz", b"hello", "unsupported file type"),
        ("bad.json", b'{"x": 1}', "neither a case manifest"),
        ("bad.yaml", b"just: text\n", "not a case manifest"),
    ],
)
def test_bad_single_path_raises_one_line(
    tmp_path: Path, name: str, content: bytes | None, reason: str
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(LoadError) as err:
        load_cases(path, BUDGET)
    assert reason in str(err.value) and "\n" not in str(err.value)


def test_duplicate_ids_are_renamed(tmp_path: Path) -> None:
    for sub in ("x", "y"):
        (tmp_path / sub).mkdir()
        write_nifti(tmp_path / sub / "scan.nii")
    (tmp_path / "x" / "manifest.yaml").write_text("case:\n  id: same\n")
    (tmp_path / "y" / "manifest.yaml").write_text("case:\n  id: same\n")
    result = load_cases(tmp_path, BUDGET)
    assert [c.case_id for c in result.cases] == ["same", "same-2"]
    assert any("renamed" in m for m in result.messages)
