"""Seek indexes kept on disk, so a restart (or a second app on the same data folder) reads a
file's index back in a millisecond instead of inflating the whole file again to rebuild it.

One file per indexed .nii.gz, named by a hash of its path, size and mtime: an index of a file
that changed since is never found again, and the least recently used files go first when the
folder's byte budget is reached. Writes are atomic (a temporary file renamed into place), so a
process killed mid-write leaves no half index behind.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import time
from pathlib import Path

FileKey = tuple[str, int, int]  # path, size in bytes, mtime in ns (a catalog Fingerprint)

log = logging.getLogger(__name__)

SUFFIX = ".zran"


class IndexFolder:
    """Seek indexes by file key in one folder, within `budget_bytes` on disk."""

    def __init__(self, folder: Path, budget_bytes: int) -> None:
        self.folder = folder
        self.budget_bytes = budget_bytes

    def get(self, key: FileKey) -> bytes | None:
        """The stored index of this exact file, marked as just used; None when there is none."""
        path = self._path(key)
        try:
            data = path.read_bytes()
            _mark_used(path)
        except OSError:
            return None
        return data

    def has(self, key: FileKey) -> bool:
        return self._path(key).is_file()

    def put(self, key: FileKey, index: bytes, make_room: bool) -> bool:
        """Store an index; with `make_room` the least recently used ones are deleted to fit it,
        else it is stored only when it fits beside them. False when it was not stored."""
        if len(index) > self.budget_bytes:
            return False
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            held = self._held()
            if sum(size for _, size, _ in held) + len(index) > self.budget_bytes:
                if not make_room:
                    return False
                self._drop_oldest(held, len(index))
            target = self._path(key)
            tmp = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
            tmp.write_bytes(index)
            os.replace(tmp, target)
            _mark_used(target)
        except OSError as exc:  # a full or read-only disk: the index still serves from memory
            log.info("seek index not kept on disk: %s", exc)
            return False
        return True

    def drop(self, key: FileKey) -> None:
        """Forget an index that no longer imports (a foreign or damaged file)."""
        self._path(key).unlink(missing_ok=True)

    def held_bytes(self) -> int:
        return sum(size for _, size, _ in self._held())

    def _path(self, key: FileKey) -> Path:
        digest = hashlib.sha256(f"{key[0]}\0{key[1]}\0{key[2]}".encode()).hexdigest()[:40]
        return self.folder / f"{digest}{SUFFIX}"

    def _held(self) -> list[tuple[int, int, Path]]:
        """(mtime, size, path) of every stored index; another process may delete one meanwhile."""
        held = []
        for path in self.folder.glob(f"*{SUFFIX}"):
            try:
                st = path.stat()
            except OSError:
                continue
            held.append((st.st_mtime_ns, st.st_size, path))
        return held

    def _drop_oldest(self, held: list[tuple[int, int, Path]], needed: int) -> None:
        total = sum(size for _, size, _ in held)
        for _, size, path in sorted(held):
            if total + needed <= self.budget_bytes:
                return
            path.unlink(missing_ok=True)
            total -= size


def _mark_used(path: Path) -> None:
    """The LRU order is the files' mtimes, set from the clock: the kernel's own file times
    tick in milliseconds, too coarse to order two uses in a row."""
    now = time.time_ns()
    os.utime(path, ns=(now, now))
