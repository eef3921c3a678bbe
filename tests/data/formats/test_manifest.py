from pathlib import Path

import numpy as np
import pydicom
import pytest

from data.errors import LoadError
from data.formats.manifest import load_manifest, parse_enum
from data.model import Difficulty, SequenceKind, TaskFamily
from tests.support.case_files import png_bytes, write_dicom_study, write_nifti

BUDGET = 512 * 1024**2

MANIFEST = """
cases:
  - id: ms-001
    title: Optic neuritis follow-up
    source: my-clinic
    provenance:
      description: Research scan, consented
      licence: CC-BY-4.0
      notice: (c) Example Hospital
    ehr:
      Sex: F
      Age: 31
      Complaint: numb legs
      Medications: [interferon, vitamin D]
    notes: One note as a string.
    tags: [demyelination]
    sequences:
      - path: images/flair.nii
        kind: flair
        name: Axial FLAIR
        synthetic: true
      - path: study
        series_uid: {uid}
        kind: T1
        name: Axial T1 from DICOM
      - path: slice.png
        kind: other
        name: Key image
    tasks:
      - id: dx
        family: differential_diagnosis
        difficulty: direct
        question: Most likely diagnosis?
        reference:
          diagnosis: Multiple sclerosis
          synonyms: [MS, RRMS]
          differential: [Multiple sclerosis, NMOSD, ADEM]
          lesion: Periventricular ovoid lesions
          rationale: Dissemination in space and time.
      - id: dialogue
        family: differential
        difficulty: multi-round
        question: First impression?
        turns: [New information one, New information two]
"""


@pytest.fixture
def manifest_dir(tmp_path: Path) -> Path:
    (tmp_path / "images").mkdir()
    write_nifti(tmp_path / "images" / "flair.nii")
    write_dicom_study(tmp_path / "study", ("AX T1", "AX FLAIR"))
    (tmp_path / "slice.png").write_bytes(png_bytes(np.full((8, 9), 77, np.uint8)))
    return tmp_path


def _uid_of(folder: Path) -> str:
    first = sorted(folder.glob("*.dcm"))[0]
    return str(pydicom.dcmread(first, stop_before_pixels=True).SeriesInstanceUID)


def test_full_manifest_loads_every_field(manifest_dir: Path) -> None:
    uid = _uid_of(manifest_dir / "study" / "series1")
    path = manifest_dir / "manifest.yaml"
    path.write_text(MANIFEST.replace("{uid}", uid), encoding="utf-8")
    (case,) = load_manifest(path, BUDGET).cases
    assert case.case_id == "ms-001" and case.source == "my-clinic"
    assert [k for k, _ in case.ehr] == ["Sex", "Age", "Complaint", "Medications"]
    assert dict(case.ehr)["Medications"] == "interferon, vitamin D"
    assert case.notes == ("One note as a string.",)
    assert case.provenance.licence == "CC-BY-4.0"
    flair, t1, key = case.sequences
    assert flair.kind is SequenceKind.FLAIR and flair.synthetic and "synthetic" in flair.name
    assert flair.volume is not None and flair.volume.shape == (12, 14, 10)
    assert case.provenance.synthetic == (flair.name,)
    assert t1.kind is SequenceKind.T1 and t1.name == "Axial T1 from DICOM" and not t1.synthetic
    assert t1.volume is not None and t1.volume.shape == (12, 14, 10)
    assert key.stack is not None and key.stack.frames[0].shape == (8, 9)
    dx, dialogue = case.tasks
    assert dx.family is TaskFamily.DIFFERENTIAL and dx.reference is not None
    assert dx.reference.synonyms == ("MS", "RRMS")
    assert dx.reference.differential[0] == "Multiple sclerosis"
    assert dialogue.difficulty is Difficulty.MULTI_ROUND
    assert dialogue.turns == ("New information one", "New information two")
    assert dialogue.reference is None


def test_dicom_folder_without_series_uid_gives_every_series(manifest_dir: Path) -> None:
    path = manifest_dir / "m.yaml"
    path.write_text("case:\n  id: c1\n  sequences:\n    - path: study\n", encoding="utf-8")
    (case,) = load_manifest(path, BUDGET).cases
    assert sorted(s.name for s in case.sequences) == ["AX FLAIR", "AX T1"]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "case:\n  id: c1\n  tasks:\n    - family: guessing\n      question: q\n",
            "cases[c1].tasks[0].family`: unknown value 'guessing'; allowed: "
            "differential_diagnosis, lesion_recognition, rationale_generation",
        ),
        (
            "case:\n  id: c1\n  tasks:\n    - family: lesion\n      difficulty: hard\n"
            "      question: q\n",
            "allowed: direct, complex, multi_round",
        ),
        (
            "case:\n  id: c1\n  sequences:\n    - path: missing/flair.nii.gz\n",
            "file not found: missing/flair.nii.gz",
        ),
        (
            "case:\n  id: c1\n  sequences:\n    - path: images/flair.nii\n      kind: PET\n",
            "allowed: T1, T2, FLAIR",
        ),
        ("case:\n  id: c1\n  tasks:\n    - family: lesion\n", "tasks[0].question` is required"),
        (  # no family at all: said to be missing, not an "unknown value None"
            "case:\n  id: c1\n  tasks:\n    - question: q\n",
            "tasks[0].family` is required; one of: differential_diagnosis, lesion_recognition",
        ),
        ("case:\n  title: no id\n", "cases[0].id` is required"),
        ("cases: []\n", "non-empty list"),
        ("cases: [\n", "not valid YAML"),
    ],
)
def test_bad_manifest_names_file_and_field(manifest_dir: Path, body: str, expected: str) -> None:
    path = manifest_dir / "bad.yaml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_manifest(path, BUDGET)
    assert str(path) in str(err.value)
    assert expected in str(err.value)
    assert "\n" not in str(err.value)


def test_json_manifest_and_enum_aliases(manifest_dir: Path) -> None:
    path = manifest_dir / "m.json"
    path.write_text(
        '{"cases": [{"id": "j1", "ehr": [["B", "2"], ["A", "1"]], '
        '"tasks": [{"family": "RATIONALE", "difficulty": "Complex", "question": "why?"}]}]}',
        encoding="utf-8",
    )
    (case,) = load_manifest(path, BUDGET).cases
    assert case.ehr == (("B", "2"), ("A", "1"))
    assert case.tasks[0].family is TaskFamily.RATIONALE
    assert case.tasks[0].task_id == "t1"
    assert parse_enum(SequenceKind, "t1 post-contrast") is SequenceKind.T1C
    assert parse_enum(SequenceKind, "T1C") is SequenceKind.T1C


def test_unknown_series_uid_lists_the_ones_found(manifest_dir: Path) -> None:
    path = manifest_dir / "m.yaml"
    path.write_text(
        "case:\n  id: c1\n  sequences:\n    - path: study\n      series_uid: 1.2.3\n",
        encoding="utf-8",
    )
    with pytest.raises(LoadError, match=r"no series with UID 1\.2\.3; UIDs found: "):
        load_manifest(path, BUDGET)


def test_broken_dicom_file_in_a_manifest_folder_is_a_message(manifest_dir: Path) -> None:
    victim = sorted((manifest_dir / "study" / "series2").glob("*.dcm"))[4]  # a middle slice
    victim.write_bytes(victim.read_bytes()[:-30])
    path = manifest_dir / "m.yaml"
    path.write_text("case:\n  id: c1\n  sequences:\n    - path: study\n", encoding="utf-8")
    found = load_manifest(path, BUDGET)
    (case,) = found.cases
    assert sorted(s.name for s in case.sequences) == ["AX FLAIR", "AX T1"]
    assert any(m.startswith(f"{victim}: skipped: truncated pixel data") for m in found.messages)
    assert any("'AX FLAIR': 1 missing slice(s)" in m for m in found.messages)


def test_clean_manifest_has_no_messages(manifest_dir: Path) -> None:
    path = manifest_dir / "m.yaml"
    path.write_text("case:\n  id: c1\n  sequences:\n    - path: study\n", encoding="utf-8")
    assert load_manifest(path, BUDGET).messages == ()


def test_a_sequence_may_state_its_units(tmp_path: Path) -> None:
    import yaml

    from data.formats.manifest import load_manifest
    from tests.support.case_files import write_nifti

    write_nifti(tmp_path / "adc.nii.gz")
    manifest = tmp_path / "manifest.yaml"
    case = {
        "id": "u1",
        "sequences": [{"path": "adc.nii.gz", "kind": "ADC", "units": "10^-6 mm²/s"}],
    }
    manifest.write_text(yaml.safe_dump({"case": case}, allow_unicode=True), encoding="utf-8")
    (loaded,) = load_manifest(manifest, 2**30).cases
    assert loaded.sequences[0].units == "10^-6 mm²/s"
