"""Opening a DICOM study walks its folders once and stats each file once: the header cache
checks the walk's stat instead of taking its own, the lazy series keeps that stat, and a study
of series folders finds each folder's first file without listing the rest."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import numpy as np
import pydicom
import pytest

from data.formats import dicom_header_cache
from data.formats.dicom_walk import iter_files, walk_files
from data.formats.dicom_write import write_series
from data.sources import load_cases
from tests.support.case_files import brain_volume


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file counts as settled (written long enough ago to be cached)."""
    monkeypatch.setattr(dicom_header_cache, "SETTLED_NS", -(10**18))


def _study(root: Path) -> list[Path]:
    """A study of two series, each in its own folder, sharing one StudyInstanceUID."""
    uid = "1.2.826.0.1.3680043.8.498.1"
    out = []
    for name in ("t1", "t2"):
        out += write_series(
            brain_volume(), root / name, series_description=name, extra={"StudyInstanceUID": uid}
        )
    return out


def test_files_come_in_path_order_without_hidden_files(tmp_path: Path) -> None:
    for rel in ("b/2", "b/10", "a/z/1", "a/y", "c", ".hidden", "a/DICOMDIR", "d/.x/kept"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_bytes(b"x")
    expected = sorted(
        (p for p in tmp_path.rglob("*") if p.is_file() and p.name not in ("DICOMDIR", ".hidden")),
        key=lambda p: p.parts,
    )
    assert walk_files(tmp_path) == expected
    assert all(stat is not None and stat.st_size == 1 for _, stat in iter_files(tmp_path))


@pytest.mark.usefixtures("settled")
def test_an_open_stats_each_file_once_and_reads_no_header_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = _study(tmp_path / "study")
    first = load_cases(tmp_path / "study", 10**9)  # the scan: reads each header once
    assert [len(c.sequences) for c in first.cases] == [2]
    stats: Counter[str] = Counter()
    real_stat = os.stat

    def counting_stat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        stats[str(path)] += 1
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    def refuse(path: Path, *, strict: bool) -> None:
        raise AssertionError(f"{path} read again")

    monkeypatch.setattr(dicom_header_cache, "read_header", refuse)
    monkeypatch.setattr(pydicom, "dcmread", refuse)
    monkeypatch.setattr(os, "stat", counting_stat)
    case = load_cases(tmp_path / "study", 10**9).cases[0]
    # the walk's DirEntry.stat is each file's one stat; os.stat only checks the cached header
    # of each series folder's first file (is the folder one study?)
    assert sum(stats[str(p)] for p in paths) <= 2
    volumes = [seq.volume for seq in case.sequences]
    assert all(v is not None for v in volumes)
    np.testing.assert_array_equal(volumes[0].data, first.cases[0].sequences[0].volume.data)  # type: ignore[union-attr]


@pytest.mark.usefixtures("settled")
def test_a_file_changed_since_the_scan_is_read_again(tmp_path: Path) -> None:
    paths = _study(tmp_path / "study")
    before = load_cases(tmp_path / "study", 10**9).cases[0]
    assert before.sequences[0].volume is not None
    old = np.array(before.sequences[0].volume.data)  # read before the file changes
    target = next(p for p in paths if p.parent.name == "t1")
    ds = pydicom.dcmread(target)
    pixels = ds.pixel_array.copy()
    pixels[:] = pixels.max() + 1
    ds.PixelData = pixels.tobytes()
    ds.save_as(target)
    after = load_cases(tmp_path / "study", 10**9).cases[0]
    seq = next(s for s in after.sequences if s.name == "t1")
    assert seq.volume is not None
    assert not np.array_equal(seq.volume.data, old)
