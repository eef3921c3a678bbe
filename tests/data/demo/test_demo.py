from pathlib import Path

import pytest

from data.demo import DEMO_VERSION, build_demo_cases
from data.model import Case, TaskFamily

BUDGET = 2 * 1024**3


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Case]]:
    cache = tmp_path_factory.mktemp("demo-cache")
    return cache, build_demo_cases(cache, BUDGET)


def test_at_least_three_full_cases(demo: tuple[Path, list[Case]]) -> None:
    _, cases = demo
    assert len(cases) >= 3
    assert len({c.case_id for c in cases}) == len(cases)
    for case in cases:
        assert len(case.sequences) >= 3
        assert all(s.volume is not None and min(s.volume.shape) > 1 for s in case.sequences)
        assert len(case.ehr) >= 5 and case.notes
        # the reader is told, in the provenance; the notes (sent to models) carry no disclaimer
        assert "fictitious" in case.provenance.disclaimer.lower()
        assert not any("fictitious" in n.lower() or "synthetic" in n.lower() for n in case.notes)
        assert case.provenance.licence and "McGill" in case.provenance.notice
        families = {t.family for t in case.tasks}
        assert families == set(TaskFamily)
        for task in case.tasks:
            ref = task.reference
            assert ref is not None and ref.diagnosis and ref.synonyms
            assert len(ref.differential) >= 3 and ref.lesion and ref.rationale


def test_difficulties_and_multi_round_turns(demo: tuple[Path, list[Case]]) -> None:
    _, cases = demo
    tasks = [t for c in cases for t in c.tasks]
    assert {t.difficulty.value for t in tasks} == {"direct", "complex", "multi_round"}
    multi = [t for t in tasks if t.difficulty.value == "multi_round"]
    assert any(len(t.turns) >= 2 and "New information" in t.turns[0] for t in multi)


def test_synthetic_sequences_are_flagged(demo: tuple[Path, list[Case]]) -> None:
    _, cases = demo
    for case in cases:
        synthetic = [s for s in case.sequences if s.synthetic]
        assert synthetic and case.provenance.synthetic
        for seq in case.sequences:
            assert ("synthetic" in seq.name.lower()) == seq.synthetic
    real = [s for c in cases for s in c.sequences if not s.synthetic]
    assert real and all("real" in s.name.lower() for s in real)


def test_one_case_comes_from_dicom_files_on_disk(demo: tuple[Path, list[Case]]) -> None:
    cache, cases = demo
    import pydicom

    dicom_sequences = [
        s for c in cases for s in c.sequences if list(Path(s.source_path).glob("*.dcm"))
    ]
    assert len(dicom_sequences) >= 3
    folder = Path(dicom_sequences[0].source_path)
    assert cache in folder.parents
    header = pydicom.dcmread(sorted(folder.glob("*.dcm"))[0], stop_before_pixels=True)
    assert str(header.PatientName) != "" and header.PatientID.startswith("MRN-")


def test_second_build_reuses_cache(demo: tuple[Path, list[Case]]) -> None:
    cache, cases = demo
    folders = sorted(p for p in cache.iterdir() if not p.name.startswith("."))
    assert folders and all(p.name.endswith(DEMO_VERSION) for p in folders)
    stamps = {f: f.stat().st_mtime_ns for p in folders for f in p.rglob("*") if f.is_file()}
    again = build_demo_cases(cache, BUDGET)
    assert [c.case_id for c in again] == [c.case_id for c in cases]
    assert {f: f.stat().st_mtime_ns for f in stamps} == stamps
    first = cases[0].sequences[1].volume
    second = again[0].sequences[1].volume
    assert first is not None and second is not None
    assert (first.data == second.data).all()


def test_every_clinical_field_of_the_demo_cases_reaches_the_model(
    demo: tuple[Path, list[Case]],
) -> None:
    """The privacy gate withholds fields under keys it does not know; the demo's own clinical
    fields (presentation, last known well, observations, bloods, a CT's region) must be known,
    or the model answers without what the reference reasoning relies on."""
    from vlm.privacy import gate_fields

    _, cases = demo
    for case in cases:
        fields = [f for f in gate_fields(case) if f.source == "ehr"]
        unknown = [f.key for f in fields if f.withheld == "field not known clinical"]
        assert unknown == [], case.case_id
        sent = {f.key for f in fields if f.sent is not None}
        assert {"Age", "Sex"} <= sent
