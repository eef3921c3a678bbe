"""Seek indexes of .nii.gz files: a slice read through one equals the plain read, a changed or
broken file is never read through an index, the budget holds, and the listed cases of a library
get theirs in the background."""

from __future__ import annotations

import gzip
import os
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

import data.gzip_index
from data.catalog_sync import scan_source
from data.gzip_index import GzipIndexes
from data.library import CaseLibrary
from data.nifti import nifti_sequence
from tests.data.test_catalog import write_cases

SHAPE = (64, 60, 40)


@pytest.fixture(autouse=True)
def small_files_indexed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Test files of a few hundred KB, indexed every 64 KiB: several points per file (zran
    needs more than its 32 KiB window between points)."""
    monkeypatch.setattr(data.gzip_index, "MIN_INDEXED_BYTES", 0)
    monkeypatch.setattr(data.gzip_index, "SPACING", 64 * 1024)


def _noise(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(-3000, 3000, size=SHAPE).astype(np.int16)


class CountingReader:
    """The index store, counting the reads it answered (so a test knows it was used)."""

    def __init__(self, store: GzipIndexes) -> None:
        self.store, self.answered = store, 0

    def read(self, path: str, offset: int, length: int) -> bytes | None:
        out = self.store.read(path, offset, length)
        self.answered += out is not None
        return out


def test_slices_read_through_the_index_equal_the_plain_read(
    nifti_factory: Callable[..., Path],
) -> None:
    affine = np.diag([0.9, 0.8, 2.0, 1.0])
    path = nifti_factory(_noise(1), affine, name="t2.nii.gz", slope=0.5, inter=10.0)
    store = GzipIndexes()
    assert store.build(str(path)) and str(path) in store and store.held_bytes > 0
    reader = CountingReader(store)
    volume = nifti_sequence(path, 2**30).volume
    for k in (0, 1, 19, 20, SHAPE[2] - 1):
        fast = volume.peek_axial(k, reader)  # type: ignore[union-attr]
        plain = volume.peek_axial(k)  # type: ignore[union-attr]
        assert fast is not None and plain is not None
        assert fast.data.dtype == plain.data.dtype == np.float32  # scaled by the header
        assert np.array_equal(fast.data, plain.data)
        assert np.allclose(fast.affine, plain.affine)
    assert reader.answered == 5
    whole = volume.data  # type: ignore[union-attr]
    assert np.array_equal(volume.peek_axial(14, reader).data[:, :, 0], whole[:, :, 14])  # type: ignore[union-attr]


def test_a_changed_file_is_not_read_through_its_old_index(
    nifti_factory: Callable[..., Path],
) -> None:
    path = nifti_factory(_noise(2), np.eye(4), name="flair.nii.gz")
    store = GzipIndexes()
    assert store.build(str(path))
    nifti_factory(_noise(3), np.eye(4), name="flair.nii.gz")  # rewritten in place
    os.utime(path, ns=(time.time_ns(), time.time_ns() + 10**9))  # a distinct mtime for sure
    assert str(path) not in store
    reader = CountingReader(store)
    shown = nifti_sequence(path, 2**30).volume.peek_axial(3, reader)  # type: ignore[union-attr]
    assert reader.answered == 0
    assert np.array_equal(shown.data[:, :, 0], _noise(3)[:, :, 3])  # type: ignore[union-attr]


def test_broken_or_tiny_files_are_never_read_through_an_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    raw = np.random.default_rng(4).bytes(400_000)
    whole = gzip.compress(raw)
    cut = tmp_path / "cut.nii.gz"
    cut.write_bytes(whole[: len(whole) // 2])  # truncated stream
    plain = tmp_path / "plain.nii"
    plain.write_bytes(b"\0" * 100_000)  # not gzip at all
    store = GzipIndexes()
    assert not store.build(str(plain)) and store.read(str(plain), 0, 10) is None
    store.build(str(cut))  # zran indexes what is there; a read past it is not answered
    assert store.read(str(cut), 390_000, 10) is None
    monkeypatch.setattr(data.gzip_index, "MIN_INDEXED_BYTES", 10**9)
    good = tmp_path / "good.gz"
    good.write_bytes(whole)
    assert not store.build(str(good))  # small enough to inflate from its start
    assert not GzipIndexes(budget_bytes=0).build(str(good))
    monkeypatch.setattr(data.gzip_index, "MIN_INDEXED_BYTES", 0)
    assert store.build(str(good)) and store.read(str(good), 123_456, 1000) == raw[123_456:124_456]


def test_the_budget_drops_the_least_recently_used_index(
    nifti_factory: Callable[..., Path],
) -> None:
    paths = [str(nifti_factory(_noise(i), np.eye(4), name=f"s{i}.nii.gz")) for i in range(3)]
    probe = GzipIndexes()
    assert probe.build(paths[0])
    store = GzipIndexes(budget_bytes=int(probe.held_bytes * 2.5))  # two fit, not three
    assert store.build(paths[0]) and store.build(paths[1])
    assert store.read(paths[0], 1000, 10) is not None  # paths[0] used last: paths[1] goes
    assert store.build(paths[2])
    assert [p in store for p in paths] == [True, False, True]
    assert store.held_bytes <= store.budget_bytes


def test_listed_cases_are_indexed_in_the_background(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 3)
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    library = CaseLibrary(summaries)
    images = tmp_path / "images"
    files = [str(images / "t1.nii.gz"), str(images / "flair.nii.gz")]
    library.index_ahead(["case-0001", "no-such-case"])
    deadline = time.monotonic() + 60  # a bound on a failure, not a timing
    while not all(f in library.gzip_indexes for f in files) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert all(f in library.gzip_indexes for f in files)
    assert len(library.gzip_indexes) == 2  # the case's PNG has none
