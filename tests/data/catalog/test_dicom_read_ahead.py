"""DICOM headers read ahead after a restart: a library listed from its saved catalog (no scan
read the headers in this process) reads the headers of the cases the list shows in the
background, so their open reads none; each case once, none for a case already open, and no
other case's files. A study the catalog keeps a plan of (every series regular) needs no header
at all: none is read ahead, and its open reads none."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

import data.catalog.library
from data.catalog.library import CaseLibrary
from data.catalog.sync import scan_source
from data.formats import dicom_header_cache
from data.formats.dicom_header_cache import forget_header, warm_headers
from data.formats.dicom_headers import DicomFile
from data.formats.dicom_write import write_series
from tests.support.case_files import brain_volume, write_nifti


@pytest.fixture(autouse=True)
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file counts as settled (written long enough ago for its header to be kept)."""
    monkeypatch.setattr(dicom_header_cache, "SETTLED_NS", -(10**18))


@pytest.fixture
def header_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The paths of every DICOM header read from a file (not from the kept headers)."""
    reads: list[Path] = []
    real: Callable[..., DicomFile | None] = dicom_header_cache.read_header

    def counting(path: Path, *, strict: bool) -> DicomFile | None:
        reads.append(path)
        return real(path, strict=strict)

    monkeypatch.setattr(dicom_header_cache, "read_header", counting)
    return reads


def _restarted_library(
    tmp_path: Path, header_reads: list[Path], *, regular: bool = False
) -> tuple[CaseLibrary, dict[str, list[Path]]]:
    """Two DICOM studies and a NIfTI case, scanned once; then, as in a new process, no header
    kept, and the library listed again from the catalog the first scan saved. Unless
    `regular`, each study misses a slice (the catalog keeps no plan of it)."""
    cases = tmp_path / "cases"
    files = {
        "study-a": write_series(
            brain_volume(), cases / "study-a" / "ax_t1", series_description="T1"
        ),
        "study-b": write_series(
            brain_volume(), cases / "study-b" / "ax_t2", series_description="T2"
        ),
    }
    if not regular:
        for name, paths in files.items():
            paths[len(paths) // 2].unlink()
            files[name] = paths[: len(paths) // 2] + paths[len(paths) // 2 + 1 :]
    (cases / "study-c").mkdir()
    write_nifti(cases / "study-c" / "t1.nii.gz")
    scan_source(cases, tmp_path / "var", 2**30)
    for path in files["study-a"] + files["study-b"]:
        forget_header(path)
    header_reads.clear()
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    assert header_reads == []  # the catalog lists the cases: no header read
    assert sorted(s.case_id for s in summaries) == ["study-a", "study-b", "study-c"]
    return CaseLibrary(summaries), files


def _after_background(library: CaseLibrary) -> None:
    """Wait until the work queued so far on the library's one background thread is done: a
    prefetch queued behind it finishes after it."""
    done = library.prefetch("study-c")
    assert done is not None
    done.result(timeout=60)  # a bound on a failure, not a timing


def test_the_open_of_a_listed_case_reads_no_header(
    tmp_path: Path, header_reads: list[Path]
) -> None:
    library, files = _restarted_library(tmp_path, header_reads)
    library.index_ahead(["study-a", "study-c"])
    _after_background(library)
    assert sorted(header_reads) == sorted(files["study-a"])  # not study-b's, nor the NIfTI

    header_reads.clear()
    volume = library.get("study-a").sequences[0].volume
    assert header_reads == []
    assert volume is not None
    assert volume.shape == brain_volume().shape  # the missing slice is a blank slot

    library.get("study-b")  # not read ahead: its open reads its headers
    assert sorted(header_reads) == sorted(files["study-b"])


def test_headers_are_read_ahead_once_and_not_for_an_open_case(
    tmp_path: Path, header_reads: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    library, files = _restarted_library(tmp_path, header_reads)
    asked: list[list[str]] = []

    def recording(paths: list[str]) -> int:
        asked.append(list(paths))
        return warm_headers(paths)

    monkeypatch.setattr(data.catalog.library, "warm_headers", recording)
    library.get("study-b")
    library.index_ahead(["study-a", "study-b"])
    library.index_ahead(["study-a"])  # the same list page shown again
    _after_background(library)
    assert asked == [[str(p) for p in files["study-a"]]]
    assert sorted(header_reads) == sorted(files["study-b"] + files["study-a"])


def test_a_planned_study_reads_no_header_ahead_or_at_its_open(
    tmp_path: Path, header_reads: list[Path]
) -> None:
    library, _ = _restarted_library(tmp_path, header_reads, regular=True)
    library.index_ahead(["study-a", "study-b", "study-c"])
    _after_background(library)
    volume = library.get("study-a").sequences[0].volume
    assert volume is not None
    np.testing.assert_array_equal(np.asarray(volume.data), brain_volume().data)
    assert header_reads == []
