from pathlib import Path

import numpy as np
import pytest

from data.library import CaseLibrary, load_library
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Sequence,
    SequenceKind,
    Task,
    TaskFamily,
    Volume,
)
from settings import Settings
from tests.support.case_files import write_nifti

PROV = Provenance(source="test", description="", licence="")


def _case(case_id: str, source: str, tasks: tuple[Task, ...], note: str = "") -> Case:
    vol = Volume(data=np.zeros((2, 2, 2)), affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    seq = Sequence(sequence_id="s", kind=SequenceKind.FLAIR, name="Axial FLAIR", volume=vol)
    return Case(
        case_id=case_id,
        title=case_id.title(),
        source=source,
        provenance=PROV,
        ehr=(("Complaint", "Sudden aphasia" if case_id == "b" else "Headache"),),
        notes=(note,),
        tasks=tasks,
        sequences=(seq,),
    )


@pytest.fixture
def library() -> CaseLibrary:
    dx = Task("dx", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Diagnosis?")
    lesion = Task("les", TaskFamily.LESION, Difficulty.COMPLEX, "Describe the lesion")
    dialogue = Task("dlg", TaskFamily.DIFFERENTIAL, Difficulty.MULTI_ROUND, "First guess?")
    return CaseLibrary(
        cases=(
            _case("a", "demo", (dx, lesion), note="periventricular lesions"),
            _case("b", "neural-medbench", (dialogue,)),
            _case("c", "local", ()),
        ),
        messages=("skipped 3 placeholder cases",),
    )


def test_filters(library: CaseLibrary) -> None:
    ids = lambda cases: [c.case_id for c in cases]  # noqa: E731
    assert ids(library.filter_cases()) == ["a", "b", "c"]
    assert ids(library.filter_cases(family=TaskFamily.LESION)) == ["a"]
    assert ids(library.filter_cases(family=TaskFamily.DIFFERENTIAL)) == ["a", "b"]
    assert ids(library.filter_cases(difficulty=Difficulty.MULTI_ROUND)) == ["b"]
    # family and difficulty must hold for the SAME task
    assert ids(library.filter_cases(TaskFamily.LESION, Difficulty.DIRECT)) == []
    assert ids(library.filter_cases(source="local")) == ["c"]
    assert ids(library.filter_cases(text="APHASIA")) == ["b"]
    assert ids(library.filter_cases(text="periventricular")) == ["a"]
    assert ids(library.filter_cases(text="flair")) == ["a", "b", "c"]
    assert ids(library.filter_cases(text="  ")) == ["a", "b", "c"]


def test_get_and_sources(library: CaseLibrary) -> None:
    assert library.get("b").source == "neural-medbench"
    assert library.sources() == ["demo", "local", "neural-medbench"]
    with pytest.raises(KeyError):
        library.get("zzz")


def test_load_library_adds_user_cases_after_demo(tmp_path: Path) -> None:
    cases_dir = tmp_path / "cases"
    (cases_dir / "mine").mkdir(parents=True)
    write_nifti(cases_dir / "mine" / "t1.nii.gz")
    (cases_dir / "junk.bin").write_bytes(b"x")
    settings = Settings(demo_cache_dir=tmp_path / "demo", cases_dir=cases_dir)
    lib = load_library(settings)
    ids = [c.case_id for c in lib.cases]
    assert ids[-1] == "mine" and len(ids) >= 4
    assert all(c.source == "demo" for c in lib.cases[:-1])
    assert len(lib.messages) == 1 and "junk.bin" in lib.messages[0]
