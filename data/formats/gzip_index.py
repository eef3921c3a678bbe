"""Seek points in .nii.gz files, so one slice of a compressed volume is read alone.

A gzip stream can only be inflated from its start: the middle axial slice of a 512x512x200
int16 .nii.gz (the first thing the viewer paints) costs inflating 52 MB, 0.12 s with ISA-L,
more than the whole 150 ms first-paint budget. An index of seek points (zran: the inflate state
and its 32 KiB window every 2 MiB of output, built by `indexed_gzip`, the library nibabel itself
uses for this) turns that into inflating at most 2 MiB: ~12 ms.

Building an index is one full inflate (0.4 s for such a file), so it is done ahead of need, on
one background thread at the lowest priority: first the cases the case list shows
(`index_ahead`), then, when nothing else is asked, every case of the library in turn (`sweep`),
so a case found by a search or on a later page has its index too. Indexes are kept on disk
(data/formats/gzip_index_folder.py: a restart does not rebuild them) and the recently used ones in
memory, each an LRU bounded by bytes (1.6 MB for that file), keyed by the file's path, size and
mtime: an index never reads a file that changed after it was built.
"""

from __future__ import annotations

import heapq
import io
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from typing import Protocol

from data.background import lower_thread_priority
from data.formats.gzip_index_folder import FileKey, IndexFolder

log = logging.getLogger(__name__)

SPACING = 2 * 1024**2  # bytes of inflated data between seek points
BUILD_CHUNK = 4 * 1024**2  # inflated bytes per step of a build (the GIL is free meanwhile)
MIN_INDEXED_BYTES = 4 * 1024**2  # smaller files inflate to any slice in a few ms anyway
DEFAULT_BUDGET_BYTES = 64 * 1024**2  # ~40 files of 512x512x200 int16

# the order in which the background thread builds indexes, lowest first
SHOWN = 1  # a case the case list shows
SWEEP = 2  # any case of the library, when nothing else is asked
KEPT, SKIPPED, NO_ROOM = "kept", "skipped", "no room"  # what building an index came to


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
    """Seek-point indexes of gzip files: the recently used in memory, all kept on disk when a
    folder is given, each the least recently used dropped first."""

    def __init__(
        self, budget_bytes: int = DEFAULT_BUDGET_BYTES, folder: IndexFolder | None = None
    ) -> None:
        self.budget_bytes = budget_bytes  # memory; 0 turns indexing off
        self.folder = folder if budget_bytes > 0 else None
        self._indexes: OrderedDict[FileKey, bytes] = OrderedDict()
        self._held = 0
        self._lock = threading.Condition()
        self._jobs: list[tuple[int, int, int, str]] = []  # a heap: order, -batch, position, path
        self._sweep: Iterator[str] | None = None
        self._worker: threading.Thread | None = None
        self._batch = 0
        self._building = False

    def __contains__(self, path: str) -> bool:
        key = file_key(path)
        if key is None:
            return False
        with self._lock:
            if key in self._indexes:
                return True
        return self.folder is not None and self.folder.has(key)

    def __len__(self) -> int:
        return len(self._indexes)

    @property
    def held_bytes(self) -> int:
        return self._held

    def build(self, path: str, make_room: bool = True) -> bool:
        """Index `path` now (one full inflate) unless it is indexed already; False when it is
        not worth it, not a gzip file, corrupt (the plain read will say so when the file is
        opened) or does not fit. Without `make_room` no other index is dropped to keep it."""
        return self._build(path, make_room) == KEPT

    def _build(self, path: str, make_room: bool) -> str:
        key = file_key(path)
        if key is None or key[1] < MIN_INDEXED_BYTES or self.budget_bytes <= 0:
            return SKIPPED
        if path in self:
            return KEPT
        import indexed_gzip

        try:
            with indexed_gzip.IndexedGzipFile(path, spacing=SPACING) as fh:
                # read through rather than build_full_index(), which holds the GIL for the
                # whole inflate (0.4 s or more, every thread stalled, the event loop too);
                # each read inflates without it and adds the seek points it passes
                chunk = bytearray(BUILD_CHUNK)
                while fh.readinto(chunk):
                    pass
                out = io.BytesIO()
                fh.export_index(fileobj=out)
        except Exception as exc:  # ZranError, OSError: not a (complete) gzip stream
            log.info("no seek index for %s: %s", path, exc)
            return SKIPPED
        index = out.getvalue()
        if file_key(path) != key:
            return SKIPPED  # the file changed while it was read
        kept = self.folder is not None and self.folder.put(key, index, make_room)
        if make_room or self.folder is None:
            kept = self._remember(key, index, make_room) or kept
        return KEPT if kept else NO_ROOM

    def read(self, path: str, offset: int, length: int) -> bytes | None:
        key = file_key(path)
        if key is None:
            return None
        index = self._recall(key)
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
            self._forget(key)
            return None
        return data if len(data) == length else None

    def index_ahead(self, paths: Iterable[str], order: int = SHOWN) -> None:
        """Index these files in the background (one thread, lowest priority), in turn, before
        those asked with a higher `order`, the sweep, and those asked earlier with the same
        order (the list page shown now goes before one paged past)."""
        if self.budget_bytes <= 0:
            return
        wanted = [p for p in paths if p not in self]
        with self._lock:
            self._batch += 1
            for position, path in enumerate(wanted):  # one asked again is built once
                heapq.heappush(self._jobs, (order, -self._batch, position, path))
            self._wake_worker()

    def sweep(self, paths: Callable[[], Iterable[str]]) -> None:
        """When nothing else is asked, index the files `paths()` yields, in turn, while they fit
        beside the indexes kept already (none is dropped for them). A later call starts over
        (files indexed meanwhile are passed over)."""
        if self.budget_bytes <= 0:
            return
        with self._lock:
            self._sweep = iter(paths())
            self._wake_worker()

    def _wake_worker(self) -> None:
        """Start the background thread, or wake it (the lock is held)."""
        if self._worker is None:
            self._worker = threading.Thread(target=self._work, name="nl-gzip-index", daemon=True)
            self._worker.start()
        self._lock.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        """Wait until nothing is left to index (a bench's or a test's bound); False on timeout."""
        with self._lock:
            return self._lock.wait_for(
                lambda: not (self._jobs or self._sweep or self._building), timeout
            )

    def _work(self) -> None:
        lower_thread_priority(19)  # only a core nothing else wants
        while True:
            order, path = self._next_job()
            outcome = SKIPPED
            try:
                if path is not None:
                    outcome = self._build(path, make_room=order < SWEEP)
            except Exception:  # one file must never stop the thread
                log.exception("seek index of %s", path)
            with self._lock:
                if order == SWEEP and outcome == NO_ROOM:
                    self._sweep = None  # the store is full: the rest would not fit either
                self._building = False
                self._lock.notify_all()

    def _next_job(self) -> tuple[int, str | None]:
        with self._lock:
            while not self._jobs and self._sweep is None:
                self._lock.wait()
            self._building = True
            if self._jobs:
                order, _, _, path = heapq.heappop(self._jobs)
                return order, path
            sweep = self._sweep
        assert sweep is not None
        try:
            swept = next(sweep, None)  # outside the lock: the library's listing is read here
        except Exception:
            log.exception("seek index sweep stopped")
            swept = None
        if swept is None:
            with self._lock:
                if self._sweep is sweep:
                    self._sweep = None
        return SWEEP, swept

    def _remember(self, key: FileKey, index: bytes, make_room: bool) -> bool:
        """Hold an index in memory, dropping the least recently used ones to fit it when
        `make_room`, else only when it fits beside them."""
        if len(index) > self.budget_bytes:
            return False
        with self._lock:
            if key in self._indexes:
                self._indexes.move_to_end(key)
                return True
            if not make_room and self._held + len(index) > self.budget_bytes:
                return False
            self._indexes[key] = index
            self._held += len(index)
            while self._held > self.budget_bytes:
                _, dropped = self._indexes.popitem(last=False)
                self._held -= len(dropped)
        return True

    def _recall(self, key: FileKey) -> bytes | None:
        """The index of this exact file: from memory, else read back from the folder."""
        with self._lock:
            index = self._indexes.get(key)
            if index is not None:
                self._indexes.move_to_end(key)
                return index
        if self.folder is None:
            return None
        index = self.folder.get(key)
        if index is not None:
            self._remember(key, index, make_room=True)
        return index

    def _forget(self, key: FileKey) -> None:
        with self._lock:
            index = self._indexes.pop(key, None)
            if index is not None:
                self._held -= len(index)
        if self.folder is not None:
            self.folder.drop(key)
