"""Seek indexes of .nii.gz files: a slice read through one equals the plain read, a changed or
broken file is never read through an index, the budgets hold, indexes kept on disk serve a
restarted app, and a library's cases get theirs in the background: the page shown first, then
every case."""

from __future__ import annotations

import gzip
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

import data.formats.gzip_index
from data.catalog.library import CaseLibrary, build_gzip_indexes
from data.catalog.sync import scan_source
from data.formats.gzip_index import GzipIndexes
from data.formats.gzip_index_folder import IndexFolder
from data.formats.nifti import nifti_sequence
from settings import Settings
from tests.data.catalog.test_catalog import write_cases

SHAPE = (64, 60, 40)


@pytest.fixture(autouse=True)
def small_files_indexed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Test files of a few hundred KB, indexed every 64 KiB: several points per file (zran
    needs more than its 32 KiB window between points)."""
    monkeypatch.setattr(data.formats.gzip_index, "MIN_INDEXED_BYTES", 0)
    monkeypatch.setattr(data.formats.gzip_index, "SPACING", 64 * 1024)


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
    monkeypatch.setattr(data.formats.gzip_index, "MIN_INDEXED_BYTES", 10**9)
    good = tmp_path / "good.gz"
    good.write_bytes(whole)
    assert not store.build(str(good))  # small enough to inflate from its start
    assert not GzipIndexes(budget_bytes=0).build(str(good))
    monkeypatch.setattr(data.formats.gzip_index, "MIN_INDEXED_BYTES", 0)
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


def _indexable(nifti_factory: Callable[..., Path], count: int) -> list[str]:
    return [str(nifti_factory(_noise(i), np.eye(4), name=f"v{i}.nii.gz")) for i in range(count)]


def test_indexes_kept_on_disk_serve_a_restarted_app(
    tmp_path: Path, nifti_factory: Callable[..., Path]
) -> None:
    path = _indexable(nifti_factory, 1)[0]
    first = GzipIndexes(folder=IndexFolder(tmp_path / "idx", 2**30))
    assert first.build(path)
    later = GzipIndexes(folder=IndexFolder(tmp_path / "idx", 2**30))  # a new process
    assert len(later) == 0 and path in later  # on disk, not in memory yet
    volume = nifti_sequence(Path(path), 2**30).volume
    reader = CountingReader(later)
    fast = volume.peek_axial(7, reader)  # type: ignore[union-attr]
    assert reader.answered == 1 and len(later) == 1  # read back, now held in memory too
    assert np.array_equal(fast.data[:, :, 0], _noise(0)[:, :, 7])  # type: ignore[union-attr]


def test_a_damaged_index_on_disk_is_dropped_and_the_plain_read_answers(
    tmp_path: Path, nifti_factory: Callable[..., Path]
) -> None:
    path = _indexable(nifti_factory, 1)[0]
    folder = IndexFolder(tmp_path / "idx", 2**30)
    assert GzipIndexes(folder=folder).build(path)
    (stored,) = (tmp_path / "idx").glob("*.zran")
    stored.write_bytes(b"GZIDX\0" + os.urandom(500))
    later = GzipIndexes(folder=folder)
    assert later.read(path, 1000, 10) is None
    assert not stored.exists() and path not in later
    shown = nifti_sequence(Path(path), 2**30).volume.peek_axial(3, CountingReader(later))  # type: ignore[union-attr]
    assert np.array_equal(shown.data[:, :, 0], _noise(0)[:, :, 3])  # type: ignore[union-attr]


class OrderedIndexes(GzipIndexes):
    """Records the order in which the background thread builds, held at its first file until
    the test has asked for everything (so the order does not depend on timing)."""

    def __init__(self) -> None:
        super().__init__()
        self.built: list[str] = []
        self.hold = threading.Event()

    def _build(self, path: str, make_room: bool) -> str:
        self.built.append(Path(path).name)
        self.hold.wait(60)
        return data.formats.gzip_index.KEPT


def test_the_page_shown_last_is_indexed_first_and_the_sweep_after(tmp_path: Path) -> None:
    names = ["a", "b1", "b2", "c", "s1", "s2", "s3"]
    for name in names:
        (tmp_path / name).write_bytes(b"x")
    paths = {name: str(tmp_path / name) for name in names}
    store = OrderedIndexes()
    store.index_ahead([paths["a"]])
    deadline = time.monotonic() + 60  # a bound on a failure, not a timing
    while not store.built and time.monotonic() < deadline:
        time.sleep(0.01)
    store.sweep(lambda: (paths[n] for n in ("s1", "s2", "s3")))
    store.index_ahead([paths["b1"], paths["b2"]])  # a list page
    store.index_ahead([paths["c"]])  # the next page, shown now
    store.hold.set()
    assert store.wait_idle(60)
    assert store.built == ["a", "c", "b1", "b2", "s1", "s2", "s3"]


def test_the_sweep_indexes_every_case_and_drops_no_index_to_fit(
    tmp_path: Path, nifti_factory: Callable[..., Path]
) -> None:
    cases = write_cases(tmp_path, 4)
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    library = CaseLibrary(
        summaries, gzip_indexes=GzipIndexes(folder=IndexFolder(tmp_path / "i", 2**30))
    )
    library.sweep_indexes()
    assert library.gzip_indexes.wait_idle(120)
    files = [p for s in summaries for p, _, _ in s.fingerprints if p.endswith(".nii.gz")]
    assert len(files) == 8 and all(f in library.gzip_indexes for f in files)

    paths = _indexable(nifti_factory, 3)
    probe = GzipIndexes(folder=IndexFolder(tmp_path / "probe", 2**30))
    assert probe.build(paths[0])
    one = probe.folder.held_bytes()  # type: ignore[union-attr]
    folder = IndexFolder(tmp_path / "small", int(one * 2.5))  # two fit, not three
    shown = GzipIndexes(folder=folder, budget_bytes=int(one * 2.5))
    assert shown.build(paths[2])
    shown.sweep(lambda: iter(paths))
    assert shown.wait_idle(120)
    assert [p in shown for p in paths] == [True, False, True]  # paths[2] was not dropped
    assert folder.held_bytes() <= folder.budget_bytes


def test_settings_size_the_indexes_and_place_them_under_the_data_folder(tmp_path: Path) -> None:
    env = {"NEUROLENS_DATA_DIR": str(tmp_path), "NEUROLENS_INDEX_DISK_MB": "5"}
    store = build_gzip_indexes(Settings.from_env(env))
    assert store.folder is not None and store.folder.folder == tmp_path / "gzip-index"
    assert store.folder.budget_bytes == 5 * 1024**2 and store.budget_bytes == 64 * 1024**2
    assert (
        build_gzip_indexes(Settings.from_env({**env, "NEUROLENS_INDEX_DISK_MB": "0"})).folder
        is None
    )
    off = build_gzip_indexes(Settings.from_env({**env, "NEUROLENS_INDEX_MB": "0"}))
    assert off.folder is None and off.budget_bytes == 0
