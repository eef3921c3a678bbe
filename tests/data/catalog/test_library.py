from pathlib import Path

import numpy as np
import pytest

from data.catalog.library import CaseLibrary, load_library
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


def test_find_returns_the_case_or_none(library: CaseLibrary) -> None:
    found = library.find("b")
    assert found is library.get("b") and found.title == "B"
    assert library.find("zzz") is None
    assert library.find("") is None
    assert CaseLibrary(cases=()).find("a") is None


@pytest.fixture(scope="module")
def demo_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One demo cache for the module: the demo cases are built once, then read back."""
    return tmp_path_factory.mktemp("demo")


def test_load_library_adds_user_cases_after_demo(tmp_path: Path, demo_dir: Path) -> None:
    cases_dir = tmp_path / "cases"
    (cases_dir / "mine").mkdir(parents=True)
    write_nifti(cases_dir / "mine" / "t1.nii.gz")
    (cases_dir / "junk.bin").write_bytes(b"x")
    settings = Settings(data_dir=tmp_path / "var", demo_cache_dir=demo_dir, cases_dir=cases_dir)
    lib = load_library(settings)
    ids = [c.case_id for c in lib.cases]
    assert ids[-1] == "mine" and len(ids) >= 4
    assert all(c.source == "demo" for c in lib.cases[:-1])
    assert len(lib.messages) == 1 and "junk.bin" in lib.messages[0]


def test_missing_cases_dir_is_a_message_not_a_crash(tmp_path: Path, demo_dir: Path) -> None:
    settings = Settings(
        data_dir=tmp_path / "var", demo_cache_dir=demo_dir, cases_dir=tmp_path / "nope"
    )
    lib = load_library(settings)
    assert lib.cases and all(c.source == "demo" for c in lib.cases)
    assert lib.messages == (
        f"cases folder not loaded: {tmp_path / 'nope'}: no such file or folder",
    )


# --- a Hugging Face dataset configured by settings (a local parquet file: no network) ---------


def _write_dataset(path: Path) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    from tests.support.case_files import png_bytes

    image = png_bytes(np.full((6, 7), 50, np.uint8))
    table = {
        "pid": ["case_1", "case_2"],
        "vignette": ["70M, sudden left weakness.", "25F, blurred vision."],
        "image": [[image], [image]],
        "prompt": ["Most likely diagnosis?", "Most likely diagnosis?"],
        "gold": ["Right MCA stroke", "Optic neuritis"],
    }
    pq.write_table(pa.table(table), path)
    return path


def test_settings_read_the_hf_variables_and_hide_the_token() -> None:
    env = {
        "NEUROLENS_HF_DATASET": "Reisen301/Neural-MedBench",
        "NEUROLENS_HF_SPLIT": "test",
        "NEUROLENS_HF_COLUMNS": "case_id=pid, answer=gold",
        "HF_TOKEN": "hf_secret_value",
        "NEUROLENS_DATA_DIR": "/tmp/nl-data",
    }
    settings = Settings.from_env(env)
    assert settings.hf_dataset == "Reisen301/Neural-MedBench" and settings.hf_split == "test"
    assert settings.hf_columns == "case_id=pid, answer=gold"
    assert settings.hf_token == "hf_secret_value"
    assert "hf_secret_value" not in repr(settings)
    assert settings.hf_cache_dir == Path("/tmp/nl-data/hf-cache")
    assert Settings.from_env({}).hf_dataset == ""


@pytest.mark.parametrize(
    "columns",
    ['{"case_id": "pid", "text": "vignette", "answer": "gold"}', "case_id=pid,answer=gold"],
)
def test_hf_dataset_from_settings_loads_after_demo(
    tmp_path: Path, demo_dir: Path, columns: str, capfd: pytest.CaptureFixture[str]
) -> None:
    import datasets

    dataset = _write_dataset(tmp_path / "nmb.parquet")
    settings = Settings(
        data_dir=tmp_path / "var",
        demo_cache_dir=demo_dir,
        hf_dataset=str(dataset),
        hf_columns=columns,
        hf_token="hf_secret_value",
    )
    lib = load_library(settings)
    hf = [c for c in lib.cases if c.source.startswith("hf:")]
    assert [c.case_id for c in hf] == ["hf-case_1", "hf-case_2"]
    assert lib.cases[0].source == "demo" and lib.cases[-1] is hf[-1]
    assert hf[0].notes == ("70M, sudden left weakness.",)
    assert hf[0].tasks[0].reference is not None
    assert hf[0].tasks[0].reference.diagnosis == "Right MCA stroke"
    assert any("case_id<-pid" in m and "answer<-gold" in m for m in lib.messages)
    # datasets' cache under data_dir, no progress bars on the server's stderr, state restored
    assert any(settings.hf_cache_dir.rglob("*.arrow"))
    assert "Generating" not in capfd.readouterr().err
    assert not datasets.are_progress_bars_disabled()


@pytest.mark.parametrize(
    ("columns", "expected"),
    [
        ("case_id=nosuchcolumn", "column 'nosuchcolumn' not in dataset (pid, vignette, image"),
        ("diagnosis=gold", "unknown field 'diagnosis'; fields: case_id, title"),
        ("case_id", "entry 'case_id' is not field=column"),
        ('{"case_id": 3}', 'expected a JSON object of "field": "column" strings'),
    ],
)
def test_bad_column_map_is_one_clear_message(
    tmp_path: Path, demo_dir: Path, columns: str, expected: str
) -> None:
    dataset = _write_dataset(tmp_path / "nmb.parquet")
    settings = Settings(
        data_dir=tmp_path / "var",
        demo_cache_dir=demo_dir,
        hf_dataset=str(dataset),
        hf_columns=columns,
    )
    lib = load_library(settings)
    assert lib.cases and all(c.source == "demo" for c in lib.cases)
    (message,) = lib.messages
    assert message.startswith(f"Hugging Face dataset {dataset} not loaded: ")
    assert expected in message and "\n" not in message


def test_missing_local_dataset_never_goes_to_the_hub(tmp_path: Path, demo_dir: Path) -> None:
    missing = tmp_path / "typo.parquet"
    settings = Settings(
        data_dir=tmp_path / "var",
        demo_cache_dir=demo_dir,
        hf_dataset=str(missing),
        hf_token="hf_secret_value",
    )
    (message,) = load_library(settings).messages
    assert (
        message == f"Hugging Face dataset {missing} not loaded: {missing}: no such file or folder"
    )


def test_hf_dataset_is_read_in_pages_and_decoded_on_open(
    tmp_path: Path, demo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import data.catalog.hf
    import data.medbench.hub

    decoded: list[object] = []
    real = data.medbench.hub.decode_image
    monkeypatch.setattr(
        data.medbench.hub, "decode_image", lambda item: (decoded.append(1), real(item))[1]
    )
    monkeypatch.setattr(data.catalog.hf, "PAGE_ROWS", 1)  # two pages of one row
    dataset = _write_dataset(tmp_path / "nmb.parquet")
    settings = Settings(
        data_dir=tmp_path / "var",
        demo_cache_dir=demo_dir,
        hf_dataset=str(dataset),
        hf_columns="case_id=pid,answer=gold",
    )
    lib = load_library(settings)
    hf = [c for c in lib.cases if c.source.startswith("hf:")]
    assert [c.case_id for c in hf] == ["hf-case_1", "hf-case_2"] and decoded == []
    assert hf[1].tasks[0].reference is not None
    assert hf[1].tasks[0].reference.diagnosis == "Optic neuritis"
    case = lib.get("hf-case_2")
    assert len(decoded) == 1 and case.sequences and case.sequences[0].stack is not None
    assert case.sequences[0].stack.frames[0].shape == (6, 7)
    assert case.notes == ("25F, blurred vision.",)
