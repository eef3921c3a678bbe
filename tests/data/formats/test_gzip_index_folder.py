"""Seek indexes on disk: found only for the exact file (path, size, mtime), the least recently
used dropped to make room (or nothing stored when no room may be made), no half-written file
left behind."""

from __future__ import annotations

from pathlib import Path

from data.formats.gzip_index_folder import IndexFolder


def test_an_index_is_found_only_for_the_same_file_version(tmp_path: Path) -> None:
    folder = IndexFolder(tmp_path / "idx", 10_000)
    assert folder.get(("/a.nii.gz", 10, 1)) is None  # no folder yet
    assert folder.put(("/a.nii.gz", 10, 1), b"one", make_room=True)
    assert folder.get(("/a.nii.gz", 10, 1)) == b"one"
    assert folder.get(("/a.nii.gz", 10, 2)) is None  # rewritten since: another mtime
    assert folder.get(("/a.nii.gz", 11, 1)) is None
    assert not folder.has(("/b.nii.gz", 10, 1))
    folder.drop(("/a.nii.gz", 10, 1))
    assert not folder.has(("/a.nii.gz", 10, 1))
    assert not [p for p in (tmp_path / "idx").iterdir() if p.name.endswith(".tmp")]


def test_the_least_recently_used_go_first_and_only_when_room_may_be_made(
    tmp_path: Path,
) -> None:
    folder = IndexFolder(tmp_path, 2_500)  # two of 1000 bytes fit, not three
    keys = [(f"/v{i}.nii.gz", 1, 1) for i in range(4)]
    assert folder.put(keys[0], b"0" * 1000, make_room=True)
    assert folder.put(keys[1], b"1" * 1000, make_room=True)
    assert not folder.put(keys[2], b"2" * 1000, make_room=False)  # a sweep drops nothing
    assert [folder.has(k) for k in keys] == [True, True, False, False]
    assert folder.get(keys[0]) is not None  # used: keys[1] is now the oldest
    assert folder.put(keys[2], b"2" * 1000, make_room=True)
    assert [folder.has(k) for k in keys] == [True, False, True, False]
    assert folder.held_bytes() == 2000
    assert not folder.put(keys[3], b"3" * 3000, make_room=True)  # bigger than the budget
    assert folder.held_bytes() == 2000
