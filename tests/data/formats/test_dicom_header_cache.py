"""Headers are read once per file version: a second read of an unchanged, settled file comes
from the cache; a changed or freshly written file, or one whose pixels were decoded, is read
again."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from data.formats import dicom_header_cache
from data.formats.dicom import read_dicom_folder
from data.formats.dicom_header_cache import forget_header, read_header_once
from data.formats.dicom_write import write_series
from tests.support.case_files import brain_volume


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file counts as settled (written long enough ago to be cached)."""
    monkeypatch.setattr(dicom_header_cache, "SETTLED_NS", -(10**18))


def _series(folder: Path) -> list[Path]:
    return write_series(brain_volume(), folder, series_description="AX T1")


def test_a_freshly_written_file_is_not_cached(tmp_path: Path) -> None:
    path = _series(tmp_path / "s")[0]
    first = read_header_once(path, strict=False)
    assert first is not None and read_header_once(path, strict=False) is not first


@pytest.mark.usefixtures("settled")
def test_a_settled_unchanged_file_is_read_once(tmp_path: Path) -> None:
    path = _series(tmp_path / "s")[0]
    first = read_header_once(path, strict=False)
    assert first is not None and read_header_once(path, strict=False) is first
    forget_header(path)
    assert read_header_once(path, strict=False) is not first


@pytest.mark.usefixtures("settled")
def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    path = _series(tmp_path / "s")[0]
    first = read_header_once(path, strict=False)
    with path.open("ab") as fh:
        fh.write(b"\0\0")
    again = read_header_once(path, strict=False)
    assert again is not None and again is not first


@pytest.mark.usefixtures("settled")
def test_an_eager_load_can_run_twice_on_cached_headers(tmp_path: Path) -> None:
    """An eager load deletes each decoded file's pixel bytes from its data set; its headers
    must then leave the cache, or a second load would find no pixels."""
    paths = _series(tmp_path / "s")
    paths[3].unlink()  # a missing slice: the series loads eagerly
    first = read_dicom_folder(tmp_path, 10**9).sequences[0].volume
    second = read_dicom_folder(tmp_path, 10**9).sequences[0].volume
    assert first is not None and second is not None
    np.testing.assert_array_equal(first.data, second.data)


@pytest.mark.usefixtures("settled")
def test_headers_read_ahead_serve_the_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = _series(tmp_path / "s")
    note = tmp_path / "notes.txt"
    note.write_text("not an image", encoding="utf-8")
    assert dicom_header_cache.warm_headers([str(p) for p in [*paths, note]]) == len(paths)

    def refuse(path: Path, *, strict: bool) -> None:
        raise AssertionError(f"{path} read again")

    monkeypatch.setattr(dicom_header_cache, "read_header", refuse)
    sequences = read_dicom_folder(tmp_path / "s", 10**9).sequences
    assert [seq.volume.shape for seq in sequences if seq.volume] == [(12, 14, 10)]
