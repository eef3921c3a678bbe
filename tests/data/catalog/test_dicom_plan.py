"""A DICOM study the catalog keeps a plan of: listed from the saved catalog, it opens the same
as from its files, reads only the file of the slice asked for, and notices an edited, removed
or added file before showing its pixels; a series with a missing or unevenly spaced slice, and
a multi-frame file, behave as they did."""

from __future__ import annotations

import os
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pydicom
import pytest

from data.catalog import dicom_recipe
from data.catalog.library import CaseLibrary
from data.catalog.scan import scan_unit
from data.catalog.summaries import CaseSummary, CatalogFile, catalog_path
from data.catalog.sync import scan_source
from data.errors import LoadError
from data.formats import dicom_lazy, dicom_series
from data.formats.dicom_plan import plan_from_json, plan_json
from data.formats.dicom_write import write_series
from data.formats.lazy_volume import LazyVolume
from data.model import Case, Volume
from data.sources import load_cases
from tests.support.case_files import brain_volume, write_nifti

BUDGET = 2**30


def _age(root: Path, seconds: float = 600.0) -> None:
    """Date every file and folder under `root` back: written a while ago, as a study is by the
    time it is opened (a change made now then shows as a newer time)."""
    then = time.time_ns() - int(seconds * 1e9)
    for folder, _dirs, files in os.walk(root):
        for name in files:
            os.utime(os.path.join(folder, name), ns=(then, then))
        os.utime(folder, ns=(then, then))


def _study(cases: Path) -> dict[str, list[Path]]:
    study = cases / "study"
    files = {
        "t1": write_series(brain_volume(), study / "ax_t1", series_description="AX T1"),
        "t2": write_series(
            Volume(np.asarray(brain_volume().data) // 2 + 7, brain_volume().affine, (1, 1, 1)),
            study / "ax_t2",
            series_description="AX T2",
            series_number=2,
        ),
    }
    (cases / "other").mkdir()
    write_nifti(cases / "other" / "t1.nii.gz")  # a second case: the folder lists cases
    _age(cases)
    return files


def _library(tmp_path: Path) -> CaseLibrary:
    """The cases listed from the catalog as after a restart (a second scan reads it back)."""
    cases, var = tmp_path / "cases", tmp_path / "var"
    scan_source(cases, var, BUDGET)
    summaries, _, catalog = scan_source(cases, var, BUDGET)
    return CaseLibrary(summaries, catalogs=[catalog], budget_bytes=BUDGET)


def _from_files(folder: Path) -> Case:
    (case,) = load_cases(folder, BUDGET).cases
    return case


@pytest.fixture
def file_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths whose pixel data a planned volume opens."""
    opened: list[str] = []

    def spy(path: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        opened.append(str(path))
        return open(path, mode, *args, **kwargs)

    monkeypatch.setattr(dicom_lazy, "open", spy, raising=False)
    return opened


def test_the_catalog_keeps_the_plan_and_the_open_matches_the_files(tmp_path: Path) -> None:
    _study(tmp_path / "cases")
    library = _library(tmp_path)
    planned = library.get("study")
    eager = _from_files(tmp_path / "cases" / "study")
    assert [s.sequence_id for s in planned.sequences] == [s.sequence_id for s in eager.sequences]
    for ours, theirs in zip(planned.sequences, eager.sequences, strict=True):
        assert (ours.name, ours.kind, ours.description, ours.units, ours.source_path) == (
            theirs.name,
            theirs.kind,
            theirs.description,
            theirs.units,
            theirs.source_path,
        )
        assert ours.volume is not None and theirs.volume is not None
        assert isinstance(ours.volume, LazyVolume) and not ours.volume.loaded
        assert (
            ours.volume.shape == theirs.volume.shape and ours.volume.window == theirs.volume.window
        )
        np.testing.assert_allclose(ours.volume.affine, theirs.volume.affine)
        np.testing.assert_array_equal(ours.volume.data, theirs.volume.data)
    assert planned.title == eager.title and planned.provenance == eager.provenance


def test_the_plan_is_in_the_saved_catalog(tmp_path: Path) -> None:
    _study(tmp_path / "cases")
    scan_source(tmp_path / "cases", tmp_path / "var", BUDGET)
    rows = CatalogFile.read(catalog_path(tmp_path / "var", tmp_path / "cases")).units
    (row,) = [r for unit in rows.values() for r in unit if r["case_id"] == "study"]
    assert '"kind": "dicom"' in row["recipe"]
    summaries, _, _ = scan_source(tmp_path / "cases", tmp_path / "var", BUDGET)
    (study,) = [s for s in summaries if s.case_id == "study"]
    plan = plan_from_json(study.recipe.entry)
    assert [len(s.plan.slices) for s in plan.series] == [brain_volume().shape[2]] * 2
    assert plan_json(plan_from_json(plan_json(plan))) == plan_json(plan)


def test_a_slice_asked_for_reads_its_one_file(tmp_path: Path, file_reads: list[str]) -> None:
    files = _study(tmp_path / "cases")
    library = _library(tmp_path)
    volume = library.get("study").sequences[0].volume
    assert isinstance(volume, LazyVolume)
    k = brain_volume().shape[2] // 2
    thin = volume.peek_axial(k)
    assert thin is not None
    assert file_reads == [str(files["t1"][k])]  # the series is stored inferior to superior
    np.testing.assert_array_equal(thin.data[:, :, 0], np.asarray(brain_volume().data)[:, :, k])


def test_a_file_edited_after_the_scan_is_refused_then_read_as_it_is(tmp_path: Path) -> None:
    files = _study(tmp_path / "cases")
    library = _library(tmp_path)
    k = 3
    ds = pydicom.dcmread(files["t1"][k])
    pixels = ds.pixel_array.copy()
    pixels[:] = 1234
    ds.PixelData = pixels.tobytes()
    ds.save_as(files["t1"][k])  # same size, same folder: only the file's own times move
    volume = library.get("study").sequences[0].volume
    assert volume is not None
    with pytest.raises(LoadError, match="changed since the case was opened"):
        volume.peek_axial(k)
    fresh = library.get("study").sequences[0].volume  # the catalog entry was rescanned
    assert fresh is not volume and fresh is not None
    thin = fresh.peek_axial(k)
    assert thin is not None and int(thin.data.min()) == int(thin.data.max())
    assert int(thin.data.max()) != int(np.asarray(brain_volume().data)[:, :, k].max())


def test_a_removed_file_is_noticed_at_the_open(tmp_path: Path) -> None:
    files = _study(tmp_path / "cases")
    library = _library(tmp_path)
    files["t2"][4].unlink()
    with pytest.raises(LoadError, match="was removed after the catalog was built"):
        library.get("study")
    case = library.get("study")  # refreshed: the series now misses a slice, read as before
    t2 = case.sequences[1]
    assert "1 missing slice(s)" in t2.description
    assert library.summary("study").recipe.kind == "path"  # type: ignore[union-attr]


def test_an_added_file_is_noticed_at_the_open(tmp_path: Path) -> None:
    _study(tmp_path / "cases")
    library = _library(tmp_path)
    write_series(
        brain_volume(),
        tmp_path / "cases" / "study" / "ax_flair",
        series_description="AX FLAIR",
        series_number=3,
    )
    with pytest.raises(LoadError, match="changed after the catalog was built"):
        library.get("study")
    assert len(library.get("study").sequences) == 3


def test_the_open_stats_the_folders_not_the_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _study(tmp_path / "cases")
    library = _library(tmp_path)
    entry = library.summary("study")
    checked: list[Any] = []
    monkeypatch.setattr(dicom_recipe, "changed_files", lambda prints: checked.append(prints) or [])
    library.get("study")
    assert checked == []  # no file of the case stat'ed: its folders were unchanged
    assert entry is not None and len(entry.fingerprints) == 2 * brain_volume().shape[2]


def test_folders_changed_just_before_the_scan_check_every_file(tmp_path: Path) -> None:
    cases = tmp_path / "cases"
    files = _study(cases)
    os.utime(files["t1"][0].parent)  # changed now: its time is not trusted to move again
    library = _library(tmp_path)
    plan = plan_from_json(library.summary("study").recipe.entry)  # type: ignore[union-attr]
    assert plan.folders is None
    then = time.time_ns() - 10**9
    files["t1"][2].write_bytes(files["t1"][2].read_bytes())
    os.utime(files["t1"][2], ns=(then, then))
    with pytest.raises(LoadError, match="changed after the catalog was built"):
        library.get("study")


def test_a_series_with_a_missing_slice_keeps_no_plan(tmp_path: Path) -> None:
    files = _study(tmp_path / "cases")
    files["t1"][5].unlink()
    _age(tmp_path / "cases")
    (summary,), _ = scan_unit(tmp_path / "cases" / "study", BUDGET)
    assert summary.recipe.kind == "path"
    case = _library(tmp_path).get("study")
    assert "1 missing slice(s)" in case.sequences[0].description


def test_an_unevenly_spaced_series_keeps_no_plan(tmp_path: Path) -> None:
    files = _study(tmp_path / "cases")
    ds = pydicom.dcmread(files["t2"][6])
    x, y, z = (float(v) for v in ds.ImagePositionPatient)
    ds.ImagePositionPatient = [x, y, z + 0.4]
    ds.save_as(files["t2"][6])
    _age(tmp_path / "cases")
    (summary,), _ = scan_unit(tmp_path / "cases" / "study", BUDGET)
    assert summary.recipe.kind == "path"
    case = _library(tmp_path).get("study")
    assert "uneven slice spacing" in case.sequences[1].description


def test_a_multi_frame_file_reads_the_frame_asked_for(
    dicom_multiframe_file: Path, file_reads: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = dicom_multiframe_file.parent
    _age(folder)
    (summary,), _ = scan_unit(folder, BUDGET)
    assert summary.recipe.kind == "dicom"
    with monkeypatch.context() as m:  # every frame decoded at once, as for any irregular file
        m.setattr(dicom_series, "regular_volume", lambda *args: None)
        eager = _from_files(folder).sequences[0].volume
    assert eager is not None and not isinstance(eager, LazyVolume)
    plan = dicom_recipe.read_plan(summary.recipe)
    assert plan is not None
    planned = dicom_recipe.open_dicom_recipe(summary.recipe, plan).sequences[0].volume
    assert isinstance(planned, LazyVolume)
    for k in range(eager.shape[2]):
        file_reads.clear()
        thin = planned.peek_axial(k)
        assert thin is not None and file_reads == [str(dicom_multiframe_file)]
        np.testing.assert_array_equal(thin.data[:, :, 0], np.asarray(eager.data)[:, :, k])
    offsets = [s.offset for s in planned.plan.slices]  # type: ignore[attr-defined]
    assert len(set(offsets)) == eager.shape[2]
    np.testing.assert_array_equal(planned.data, eager.data)


def test_a_plan_that_cannot_be_read_opens_the_case_from_its_files(tmp_path: Path) -> None:
    _study(tmp_path / "cases")
    library = _library(tmp_path)
    entry = library.summary("study")
    assert isinstance(entry, CaseSummary)
    broken = replace(entry, recipe=replace(entry.recipe, entry='{"version": 0}'))
    library.add_entries([replace(broken, case_id="study-broken-plan")])
    case = library.get("study-broken-plan")
    assert [s.name for s in case.sequences] == ["AX T1", "AX T2"]
    volume = case.sequences[0].volume
    assert volume is not None
    np.testing.assert_array_equal(volume.data, brain_volume().data)
