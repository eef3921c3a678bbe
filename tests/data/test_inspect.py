import json
import subprocess
import sys
from pathlib import Path

from tests.support.case_files import write_dicom_study, write_nifti, write_project_page

ROOT = Path(__file__).resolve().parents[2]


def run_inspect(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "data.inspect", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_dicom_folder_summary(tmp_path: Path) -> None:
    study = write_dicom_study(tmp_path / "study", ("AX T1", "AX FLAIR"))
    proc = run_inspect(study)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    (case,) = summary["cases"]
    assert case["id"] == "study"
    seqs = {s["name"]: s for s in case["sequences"]}
    assert seqs["AX T1"]["kind"] == "T1" and seqs["AX FLAIR"]["kind"] == "FLAIR"
    assert seqs["AX T1"]["shape"] == [12, 14, 10]
    assert seqs["AX T1"]["spacing"] == [2.0, 2.0, 2.0]
    assert seqs["AX T1"]["orientation"] == "RAS"


def test_nifti_summary(tmp_path: Path) -> None:
    proc = run_inspect(write_nifti(tmp_path / "brain.nii.gz"))
    assert proc.returncode == 0, proc.stderr
    (case,) = json.loads(proc.stdout)["cases"]
    (seq,) = case["sequences"]
    assert seq["type"] == "volume" and seq["orientation"] == "RAS" and case["task_count"] == 0


def test_project_page_summary(tmp_path: Path) -> None:
    path = write_project_page(tmp_path / "direct-diagnosis.json", content=15, placeholders=10)
    proc = run_inspect(path)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["case_count"] == 15
    assert all(c["task_count"] == 2 for c in summary["cases"])
    assert summary["cases"][0]["sequences"][0]["type"] == "stack"
    assert "direct-diagnosis.json: skipped 10 placeholder cases" in summary["messages"]


def test_corrupt_file_one_line_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "scan.nii.gz"
    bad.write_bytes(b"\x1f\x8b\x08\x00garbage that is not a nifti")
    proc = run_inspect(bad)
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {bad}: ")


def test_missing_path_exit_2(tmp_path: Path) -> None:
    proc = run_inspect(tmp_path / "nope")
    assert proc.returncode == 2
    assert proc.stderr.strip() == f"error: {tmp_path / 'nope'}: no such file or folder"


def test_png_folder_summary(tmp_path: Path) -> None:
    import numpy as np

    from tests.support.case_files import png_bytes

    folder = tmp_path / "slices"
    folder.mkdir()
    for k in range(3):
        (folder / f"s{k}.png").write_bytes(png_bytes(np.full((5, 6), 40 * k, np.uint8)))
    proc = run_inspect(folder)
    assert proc.returncode == 0, proc.stderr
    (case,) = json.loads(proc.stdout)["cases"]
    (seq,) = case["sequences"]
    assert case["id"] == "slices"
    assert seq["type"] == "stack" and seq["frames"] == 3 and seq["shape"] == [5, 6]


def test_4d_nifti_shows_file_shape_and_message(tmp_path: Path) -> None:
    import nibabel as nib
    import numpy as np

    path = tmp_path / "dwi.nii.gz"
    data = np.zeros((4, 5, 6, 7), np.int16)
    nib.save(nib.Nifti1Image(data, np.eye(4)), str(path))
    proc = run_inspect(path)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    (seq,) = summary["cases"][0]["sequences"]
    assert seq["shape"] == [4, 5, 6] and seq["file_shape"] == [4, 5, 6, 7]
    assert "showing volume 0 of 7" in summary["messages"][0]


def test_broken_dicom_file_is_listed_in_messages(tmp_path: Path) -> None:
    study = write_dicom_study(tmp_path / "study", ("AX T1",))
    victim = sorted((study / "series1").glob("*.dcm"))[0]
    victim.write_bytes(victim.read_bytes()[:200])
    proc = run_inspect(study)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["cases"][0]["sequences"][0]["shape"] == [12, 14, 9]
    assert any(m.startswith(f"{victim}: skipped: ") for m in summary["messages"])


def test_manifest_with_missing_file_names_it(tmp_path: Path) -> None:
    manifest = tmp_path / "cases.yaml"
    manifest.write_text("case:\n  id: c1\n  sequences:\n    - path: scans/flair.nii.gz\n")
    proc = run_inspect(manifest)
    assert proc.returncode == 2 and proc.stdout == ""
    line = proc.stderr.strip()
    assert "\n" not in line and line.startswith(f"error: {manifest}: ")
    assert "file not found: scans/flair.nii.gz" in line


def test_a_broken_case_in_a_library_folder_is_a_message_beside_the_others(tmp_path: Path) -> None:
    """A compressed NIfTI cut short is found only when its pixels are read: the folder's other
    cases are still summarised (as the app lists them), the broken one named in messages."""
    library = tmp_path / "library"
    (library / "good").mkdir(parents=True)
    write_nifti(library / "good" / "brain.nii.gz")
    import nibabel as nib
    import numpy as np

    noise = np.random.default_rng(0).integers(0, 1000, (32, 32, 16)).astype(np.int16)
    nib.save(nib.Nifti1Image(noise, np.diag([2.0, 2.0, 3.0, 1.0])), tmp_path / "whole.nii.gz")
    whole = (tmp_path / "whole.nii.gz").read_bytes()  # noise: its header survives the cut
    cut = library / "cut" / "brain.nii.gz"
    cut.parent.mkdir(parents=True)
    cut.write_bytes(whole[: len(whole) // 2])
    proc = run_inspect(library)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert [c["id"] for c in summary["cases"]] == ["good"]
    assert summary["case_count"] == 1
    assert any("cut" in m for m in summary["messages"]), summary["messages"]
    alone = run_inspect(cut)  # the broken file on its own is still an error
    assert alone.returncode == 2 and alone.stderr.count("\n") == 1, alone.stderr
