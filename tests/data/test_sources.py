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


def _write_4d(path: Path, volumes: int = 3) -> Path:
    import nibabel as nib

    data = np.arange(4 * 5 * 6 * volumes, dtype=np.int16).reshape(4, 5, 6, volumes)
    nib.save(nib.Nifti1Image(data, np.diag([2.0, 2.0, 2.0, 1.0])), str(path))
    return path


def test_4d_nifti_without_manifest_says_which_volume_is_shown(tmp_path: Path) -> None:
    path = _write_4d(tmp_path / "bold.nii.gz")
    result = load_cases(path, BUDGET)
    (case,) = result.cases
    assert case.sequences[0].volume is not None and case.sequences[0].volume.shape == (4, 5, 6)
    assert result.messages == (
        f"{path}: 4D file (4x5x6x3): showing volume 0 of 3 (numbered 0 to 2); pick another "
        "with `volume:` in a manifest",
    )
    # the same message from a folder of NIfTI files; a 3D file adds none
    write_nifti(tmp_path / "t1.nii.gz")
    folder = load_cases(tmp_path, BUDGET)
    assert [m for m in folder.messages if "4D file" in m] == list(result.messages)
    assert len(folder.messages) == 1


def test_dicom_case_brings_skipped_file_messages(tmp_path: Path) -> None:
    study = write_dicom_study(tmp_path / "study", ("AX T1", "AX FLAIR"))
    victim = sorted((study / "series2").glob("*.dcm"))[4]  # a middle slice of 10
    victim.write_bytes(victim.read_bytes()[:-30])
    result = load_cases(study, BUDGET)
    (case,) = result.cases
    assert sorted(s.name for s in case.sequences) == ["AX FLAIR", "AX T1"]
    assert any(m.startswith(f"{victim}: skipped: truncated pixel data") for m in result.messages)
    assert any("'AX FLAIR': 1 missing slice(s)" in m for m in result.messages)


def test_image_folder_skips_a_corrupt_png(tmp_path: Path) -> None:
    for k in range(3):
        (tmp_path / f"slice{k}.png").write_bytes(png_bytes(np.full((5, 6), 10 * k, np.uint8)))
    (tmp_path / "slice1.png").write_bytes(b"\x89PNG\r\n\x1a\n broken")
    result = load_cases(tmp_path, BUDGET)
    (case,) = result.cases
    stack = case.sequences[0].stack
    assert stack is not None and stack.labels == ("slice0.png", "slice2.png")
    (message,) = result.messages
    assert message.startswith(f"{tmp_path / 'slice1.png'}: skipped: ")
    for f in tmp_path.iterdir():
        f.write_bytes(b"not an image")
    with pytest.raises(LoadError, match="no readable image in this folder"):
        load_cases(tmp_path, BUDGET)


@pytest.mark.parametrize("name", ["manifest.yaml", "cases.yaml", "cases.json"])
def test_manifest_brings_skipped_dicom_file_messages(tmp_path: Path, name: str) -> None:
    study = write_dicom_study(tmp_path / "study", ("AX T1", "AX FLAIR"))
    victim = sorted((study / "series1").glob("*.dcm"))[4]
    victim.write_bytes(victim.read_bytes()[:-30])
    body = (
        '{"case": {"id": "c1", "sequences": [{"path": "study"}]}}'
        if name.endswith(".json")
        else "case:\n  id: c1\n  sequences:\n    - path: study\n"
    )
    (tmp_path / name).write_text(body, encoding="utf-8")
    # a folder holding manifest.yaml loads through it; other names are opened as files
    result = load_cases(tmp_path if name == "manifest.yaml" else tmp_path / name, BUDGET)
    (case,) = result.cases
    assert sorted(s.name for s in case.sequences) == ["AX FLAIR", "AX T1"]
    assert any(m.startswith(f"{victim}: skipped: truncated pixel data") for m in result.messages)
