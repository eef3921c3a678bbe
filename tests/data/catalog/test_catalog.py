"""The case catalog: scanning reads headers only, restarts rescan only what changed, cases open
through a bounded cache, and a file changed after the scan is noticed when its case opens."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

import data.formats.dicom_series
import data.formats.images
import data.formats.nifti
from data.catalog.cache import CaseCache, case_bytes
from data.catalog.library import CaseLibrary
from data.catalog.summaries import CatalogFile, catalog_path
from data.catalog.sync import scan_source
from data.errors import NeuroLensError
from tests.support.case_files import png_bytes, write_nifti


def write_cases(root: Path, n: int) -> Path:
    """`n` manifest cases (one folder each) sharing two small NIfTI files and one PNG."""
    images = root / "images"
    images.mkdir(parents=True)
    write_nifti(images / "t1.nii.gz")
    write_nifti(images / "flair.nii.gz")
    (images / "dwi.png").write_bytes(png_bytes(np.full((8, 9), 90, np.uint8)))
    cases = root / "cases"
    for i in range(n):
        folder = cases / f"case_{i:04d}"
        folder.mkdir(parents=True)
        entry = {
            "id": f"case-{i:04d}",
            "title": f"Case {i}",
            "tags": ["stroke" if i % 2 else "ms"],
            "ehr": {"Chief complaint": f"complaint number {i}"},
            "sequences": [
                {"path": "../../images/t1.nii.gz", "kind": "T1"},
                {"path": "../../images/flair.nii.gz", "kind": "FLAIR"},
                {"path": "../../images/dwi.png", "kind": "DWI"},
            ],
            "tasks": [
                {
                    "id": "dx",
                    "family": "differential_diagnosis",
                    "difficulty": "direct" if i % 3 else "complex",
                    "question": "Most likely diagnosis?",
                    "reference": {"diagnosis": f"diagnosis {i}"},
                }
            ],
        }
        (folder / "manifest.yaml").write_text(yaml.safe_dump({"case": entry}))
    return cases


@pytest.fixture
def pixel_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every pixel read through the loaders (NIfTI voxels, image decodes, DICOM frames)."""
    reads: list[str] = []

    def counting(module: Any, name: str) -> None:
        real: Callable[..., Any] = getattr(module, name)

        def wrapper(*args: Any, **kwargs: Any) -> Any:
            reads.append(f"{name}:{args[0]}")
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, wrapper)

    counting(data.formats.nifti, "_read_voxels")
    counting(data.formats.images, "load_image_file")
    counting(data.formats.dicom_series, "read_pixels")
    counting(data.formats.images, "decode_data_uri")  # images embedded in records
    return reads


def test_300_cases_start_without_reading_pixels(tmp_path: Path, pixel_reads: list[str]) -> None:
    cases = write_cases(tmp_path, 300)
    summaries, messages, _ = scan_source(cases, tmp_path / "var", 2**30)
    assert pixel_reads == [] and messages == []
    assert len(summaries) == 300
    first = summaries[0]
    assert first.case_id == "case-0000" and first.sequences == ()
    assert [i.kind for i in first.sequence_infos] == ["T1", "FLAIR", "DWI"]
    assert first.sequence_infos[0].shape == (12, 14, 10)
    assert first.sequence_infos[2].shape == (1, 8, 9)
    assert first.tasks[0].reference is not None and first.has_reference
    assert catalog_path(tmp_path / "var", cases).is_file()

    library = CaseLibrary(summaries, budget_bytes=2**30)
    case = library.get("case-0007")
    # opening reads the 2D image; a NIfTI volume's voxels wait for their first use
    assert len(pixel_reads) == 1 and [s.kind.value for s in case.sequences] == [
        "T1",
        "FLAIR",
        "DWI",
    ]
    volume = case.sequences[0].volume
    assert volume is not None and volume.shape == (12, 14, 10) and len(pixel_reads) == 1
    assert volume.data.shape == (12, 14, 10) and len(pixel_reads) == 2
    assert library.get("case-0007") is case and len(pixel_reads) == 2  # cached


def test_restart_rescans_only_what_changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import data.catalog.scan

    cases = write_cases(tmp_path, 5)
    scan_source(cases, tmp_path / "var", 2**30)
    scanned: list[str] = []
    real = data.catalog.scan.scan_unit
    monkeypatch.setattr(
        data.catalog.scan,
        "scan_unit",
        lambda u, b: (scanned.append(Path(u).parent.name), real(u, b))[1],
    )
    again, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    assert scanned == [] and [s.case_id for s in again][:2] == ["case-0000", "case-0001"]

    manifest = cases / "case_0003" / "manifest.yaml"
    manifest.write_text(manifest.read_text().replace("Case 3", "Case three (edited)"))
    os.utime(manifest, ns=(1, 1))  # a different mtime even on a coarse clock
    third, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    assert scanned == ["case_0003"]
    assert [s.title for s in third if s.case_id == "case-0003"] == ["Case three (edited)"]
    stored = CatalogFile.read(catalog_path(tmp_path / "var", cases))
    assert len(stored.units) == 5


def test_broken_case_stays_listed_with_one_line_error(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 2)
    (cases / "case_0001" / "manifest.yaml").write_text("case: [unclosed\n")
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    broken = [s for s in summaries if s.error]
    assert len(summaries) == 2 and len(broken) == 1
    assert "not valid YAML" in broken[0].error and "\n" not in broken[0].error
    library = CaseLibrary(summaries)
    with pytest.raises(NeuroLensError, match="could not be read"):
        library.get(broken[0].case_id)


def test_file_changed_or_removed_after_scan_is_noticed_on_open(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 2)
    data_dir = tmp_path / "var"
    summaries, _, catalog = scan_source(cases, data_dir, 2**30)
    library = CaseLibrary(summaries, catalogs=[catalog])
    t1 = tmp_path / "images" / "t1.nii.gz"
    write_nifti(t1)
    os.utime(t1, ns=(1, 1))
    with pytest.raises(NeuroLensError, match=r"t1.nii.gz changed after the catalog was built"):
        library.get("case-0000")
    assert library.get("case-0000").sequences  # refreshed: opens now
    stored = CatalogFile.read(catalog_path(data_dir, cases))
    row = stored.units[str(cases / "case_0000" / "manifest.yaml")][0]
    assert '"' + str(t1) + '", ' in row["fingerprints"] and ", 1]" in row["fingerprints"]

    (tmp_path / "images" / "flair.nii.gz").unlink()
    with pytest.raises(NeuroLensError, match=r"flair\.nii\.gz was removed"):
        library.get("case-0001")
    assert "file not found" in (library.summary("case-0001").error or "")  # type: ignore[union-attr]


def test_cache_evicts_least_recently_used_within_budget(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 4)
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    probe = CaseLibrary(summaries).get("case-0000")
    one = case_bytes(probe)
    library = CaseLibrary(summaries, cache_bytes=2 * one)
    for case_id in ("case-0000", "case-0001", "case-0000", "case-0002"):
        library.get(case_id)
    assert "case-0000" in library.cache and "case-0002" in library.cache
    assert "case-0001" not in library.cache and library.cache.size_bytes <= 2 * one
    assert library.cache.loads == 3


def test_prefetch_loads_in_the_background(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 2)
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    library = CaseLibrary(summaries)
    future = library.prefetch("case-0001")
    assert future is not None and future.result() is not None
    assert "case-0001" in library.cache and library.prefetch("case-0001") is None
    volumes = [s.volume for s in library.get("case-0001").sequences if s.volume is not None]
    assert volumes and all(getattr(v, "loaded", True) for v in volumes)  # voxels read ahead
    assert any(hasattr(v, "loaded") for v in volumes)  # (lazily read ones among them)


def test_cache_single_case_larger_than_budget_is_kept_until_the_next() -> None:
    from data.model import Case, Provenance

    cache = CaseCache(0)
    case = Case("x", "x", "s", Provenance("s", "", ""))
    assert cache.get_or_load("x", lambda: case) is case and "x" in cache


def test_search_and_filters_on_the_catalog_index(tmp_path: Path) -> None:
    from data.catalog.search import CaseQuery, build_index, search_cases

    cases = write_cases(tmp_path, 12)
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    index = build_index(summaries)
    assert len(search_cases(index, CaseQuery())) == 12
    assert search_cases(index, CaseQuery(text="COMPLAINT NUMBER 11")) == ["case-0011"]
    assert search_cases(index, CaseQuery(text="diagnosis 5")) == []  # reference hidden
    assert search_cases(index, CaseQuery(text="diagnosis 5", reveal_diagnosis=True)) == [
        "case-0005"
    ]
    assert len(search_cases(index, CaseQuery(text="stroke"))) == 6
    assert search_cases(index, CaseQuery(split="complex")) == [
        "case-0000",
        "case-0003",
        "case-0006",
        "case-0009",
    ]
    assert len(search_cases(index, CaseQuery(kind="FLAIR"))) == 12
    assert search_cases(index, CaseQuery(kind="SWI")) == []
    labelled = CaseQuery(labelled="yes", labelled_ids=frozenset({"case-0002"}))
    assert search_cases(index, labelled) == ["case-0002"]
    assert len(search_cases(index, CaseQuery(reference="no"))) == 0


def test_project_page_scan_decodes_no_image_and_open_decodes_one_case(
    tmp_path: Path, pixel_reads: list[str]
) -> None:
    from tests.support.case_files import write_project_page

    source = tmp_path / "pages"
    source.mkdir()
    write_project_page(source / "direct-diagnosis.json", content=12, placeholders=2)
    summaries, messages, _ = scan_source(source, tmp_path / "var", 2**30)
    assert pixel_reads == []  # sizes come from the image headers
    assert len(summaries) == 12 and "skipped 2 placeholder cases" in " ".join(messages)
    first = summaries[0]
    assert first.case_id == "nmb-direct-case_1" and first.tasks
    (info,) = first.sequence_infos
    assert info.name == "Case images" and info.shape[0] == 1 and min(info.shape[1:]) > 8
    library = CaseLibrary(summaries)
    case = library.get("nmb-direct-case_7")
    assert case.sequences and case.sequences[0].stack is not None
    frame = case.sequences[0].stack.frames[0]
    assert frame.shape[:2] == info.shape[1:]
    assert len(pixel_reads) == 1  # that case's one image, not the file's twelve
