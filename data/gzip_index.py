"""Seek points in .nii.gz files, so one slice of a compressed volume is read alone.

A gzip stream can only be inflated from its start: the middle axial slice of a 512x512x200
int16 .nii.gz (the first thing the viewer paints) costs inflating 52 MB, 0.12 s with ISA-L,
more than the whole 150 ms first-paint budget. An index of seek points (zran: the inflate state
and its 32 KiB window every 2 MiB of output, built by `indexed_gzip`, the library nibabel itself
uses for this) turns that into inflating at most 2 MiB: ~12 ms.

Building an index is one full inflate (0.4 s for such a file), so it is done ahead of need, on
one background thread at the lowest priority, for the cases the case list shows (`index_ahead`).
Indexes live in memory, an LRU bounded by bytes (1.6 MB for that file), keyed by the file's path,
size and mtime: an index never reads a file that changed after it was built.
"""

from __future__ import annotations

import io
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol

from data.background import lower_thread_priority

log = logging.getLogger(__name__)

SPACING = 2 * 1024**2  # bytes of inflated data between seek points
MIN_INDEXED_BYTES = 4 * 1024**2  # smaller files inflate to any slice in a few ms anyway
DEFAULT_BUDGET_BYTES = 64 * 1024**2  # ~40 files of 512x512x200 int16

FileKey = tuple[str, int, int]  # path, size in bytes, mtime in ns


class RangeReader(Protocol):
    """Reads `length` inflated bytes at `offset` of a gzip file, or None when it cannot do so
    faster than inflating from the start (the caller then reads the plain way)."""

    def read(self, path: str, offset: int, length: int) -> bytes | None: ...


def file_key(path: str) -> FileKey | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (os.path.abspath(path), st.st_size, st.st_mtime_ns)


class GzipIndexes:
    """Seek-point indexes of gzip files in memory, the least recently used dropped first."""

    def __init__(self, budget_bytes: int = DEFAULT_BUDGET_BYTES) -> None:
        self.budget_bytes = budget_bytes
        self._indexes: OrderedDict[FileKey, bytes] = OrderedDict()
        self._held = 0
        self._lock = threading.Lock()
        self._pool: ThreadPoolExecutor | None = None
        self._queued: set[FileKey] = set()

    def __contains__(self, path: str) -> bool:
        key = file_key(path)
        with self._lock:
            return key is not None and key in self._indexes

    def __len__(self) -> int:
        return len(self._indexes)

    @property
    def held_bytes(self) -> int:
        return self._held

    def build(self, path: str) -> bool:
        """Index `path` now (one full inflate); False when it is not worth it, not a gzip file,
        corrupt (the plain read will say so when the file is opened) or over the budget."""
        key = file_key(path)
        if key is None or key[1] < MIN_INDEXED_BYTES or self.budget_bytes <= 0:
            return False
        with self._lock:
            if key in self._indexes:
                return True
        import indexed_gzip

        try:
            with indexed_gzip.IndexedGzipFile(path, spacing=SPACING) as fh:
                fh.build_full_index()
                out = io.BytesIO()
                fh.export_index(fileobj=out)
        except Exception as exc:  # ZranError, OSError: not a (complete) gzip stream
            log.info("no seek index for %s: %s", path, exc)
            return False
        index = out.getvalue()
        if len(index) > self.budget_bytes or file_key(path) != key:
            return False  # too big to keep, or the file changed while it was read
        with self._lock:
            if key not in self._indexes:
                self._indexes[key] = index
                self._held += len(index)
            while self._held > self.budget_bytes:
                _, dropped = self._indexes.popitem(last=False)
                self._held -= len(dropped)
        return True

    def read(self, path: str, offset: int, length: int) -> bytes | None:
        key = file_key(path)
        with self._lock:
            index = self._indexes.get(key) if key is not None else None
            if index is not None:
                self._indexes.move_to_end(key)  # type: ignore[arg-type]
        if index is None:
            return None
        import indexed_gzip

        try:
            with indexed_gzip.IndexedGzipFile(
                path, spacing=SPACING, readbuf_size=1024**2, buffer_size=1024**2
            ) as fh:
                fh.import_index(fileobj=io.BytesIO(index))
                fh.seek(offset)
                data = fh.read(length)
        except Exception as exc:  # the plain read reports a broken file in the user's words
            log.info("seek index read failed for %s: %s", path, exc)
            return None
        return data if len(data) == length else None

    def index_ahead(self, paths: Iterable[str]) -> None:
        """Index these files in the background (one thread, lowest priority), in order."""
        if self.budget_bytes <= 0:
            return
        wanted = []
        for path in paths:
            key = file_key(path)
            if key is None or key[1] < MIN_INDEXED_BYTES:
                continue
            with self._lock:
                if key in self._indexes or key in self._queued:
                    continue
                self._queued.add(key)
            wanted.append((key, path))
        if not wanted:
            return
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(  # nice +19: only a core nothing else wants
                    1,
                    thread_name_prefix="nl-gzip-index",
                    initializer=lower_thread_priority,
                    initargs=(19,),
                )
        for key, path in wanted:
            self._pool.submit(self._build_queued, key, path)

    def _build_queued(self, key: FileKey, path: str) -> None:
        try:
            self.build(path)
        finally:
            with self._lock:
                self._queued.discard(key)
