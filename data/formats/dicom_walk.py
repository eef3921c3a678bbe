"""A DICOM folder's files in path order, each stat'ed once.

Why: opening a study walked its folders twice (one walk to pick the files, `Path.is_file` on
each, and one more to find each series folder's first file) and stat'ed each file again to check
its cached header: for a 600-file study, two walks and 1,200 extra system calls before the first
slice. Here one walk yields each file with its stat, which the header cache checks instead of
stat'ing again; the walk is lazy, so finding a folder's first file reads one directory.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

SKIP_NAMES = {"DICOMDIR"}


def iter_files(folder: Path) -> Iterator[tuple[Path, os.stat_result | None]]:
    """The files under `folder` (recursively, hidden files and DICOMDIR left out) in path order
    (the order of sorting their Paths: each directory's names sorted, depth first), each with
    its stat (None when it vanished between listing and stat)."""
    try:
        with os.scandir(folder) as it:
            entries = sorted(it, key=_entry_name)
    except OSError:
        return
    for entry in entries:
        path = folder / entry.name
        try:
            is_dir = entry.is_dir()
            is_file = not is_dir and entry.is_file()
        except OSError:
            continue
        if is_dir:
            if not entry.is_symlink():  # as Path.rglob: a linked folder is not entered
                yield from iter_files(path)
        elif is_file and entry.name not in SKIP_NAMES and not entry.name.startswith("."):
            try:
                stat: os.stat_result | None = entry.stat()
            except OSError:
                stat = None
            yield path, stat


def _entry_name(entry: os.DirEntry[str]) -> str:
    return entry.name


def walk_files(folder: Path) -> list[Path]:
    """The folder's files in path order (see iter_files)."""
    return [path for path, _ in iter_files(folder)]
