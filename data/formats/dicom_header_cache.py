"""DICOM headers read once per file version, shared by the catalog's scan and the case's open.

Why: listing a case reads every header of its series (the catalog needs sizes and kinds), and
opening it read them all again: 600 headers of a three-series study took 0.8-2.6 s on a 2-core
machine, most of the time to a first slice. The scan's headers are kept here, keyed by path and
checked against the file's size, change times and inode, so the open reuses them. Headers whose
pixel data an eager load has read are dropped (the load deletes the bytes from the data set).
Files changed in the last seconds are read each time. Bounded: the least recently used
headers go first.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path

from data.formats.dicom_headers import DicomFile, has_dicom_magic, read_header

MAX_FILES = 20_000  # a few kB each: tens of MB at most
SETTLED_NS = 2 * 10**9  # a file changed this recently is not cached: its times may not move on
# its next change (file times tick in steps of a few ms), as git treats "racy" index entries

_Stamp = tuple[int, int, int, int]
_lock = threading.Lock()
# by the path's text: a Path key costs two Python calls (hash, equality) per lookup, 600 a
# study's open
_cache: OrderedDict[str, tuple[_Stamp, DicomFile]] = OrderedDict()


def _stamp(path: str, stat: os.stat_result | None = None) -> _Stamp | None:
    if stat is None:
        try:
            stat = os.stat(path)
        except OSError:
            return None
    return (stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns, stat.st_ino)


def _settled(stamp: _Stamp) -> bool:
    return time.time_ns() - max(stamp[1], stamp[2]) > SETTLED_NS


def read_header_once(
    path: Path, *, strict: bool, stat: os.stat_result | None = None
) -> DicomFile | None:
    """read_header(path), from the cache when the file is unchanged since it was last read.
    `stat`: the file's stat when the caller's walk has just taken it (not taken again)."""
    key = str(path)
    stamp = _stamp(key, stat)
    with _lock:
        hit = _cache.get(key)
        if hit is not None and stamp is not None and hit[0] == stamp:
            _cache.move_to_end(key)
            return hit[1]
    found = read_header(path, strict=strict)
    if found is not None:
        found.stamp = stamp
    if found is not None and stamp is not None and _settled(stamp):
        with _lock:
            _cache[key] = (stamp, found)
            _cache.move_to_end(key)
            while len(_cache) > MAX_FILES:
                _cache.popitem(last=False)
    return found


def study_uid(path: Path) -> str | None:
    """The file's StudyInstanceUID ("" when it has none), from its cached header when the file
    is unchanged, else read with that one tag; None when it cannot be read."""
    key = str(path)
    stamp = _stamp(key)
    with _lock:
        hit = _cache.get(key)
    if hit is not None and stamp is not None and hit[0] == stamp:
        return str(hit[1].ds.get("StudyInstanceUID", "") or "")
    try:
        import pydicom

        ds = pydicom.dcmread(path, stop_before_pixels=True, specific_tags=["StudyInstanceUID"])
    except Exception:
        return None
    return str(ds.get("StudyInstanceUID", ""))


def forget_header(path: Path) -> None:
    """Drop a file's header (its data set no longer holds its pixel data)."""
    with _lock:
        _cache.pop(str(path), None)


def warm_headers(paths: Iterable[str]) -> int:
    """Read (into the cache) the headers of the DICOM files among `paths`, for a case listed
    from the catalog's saved index, whose headers no scan of this process read; returns how
    many are cached. Unreadable files are left to the open, which names them."""
    cached = 0
    for name in paths:
        path = Path(name)
        if path.suffix.lower() not in (".dcm", ".dicom", ".ima") and not has_dicom_magic(path):
            continue
        try:
            cached += read_header_once(path, strict=False) is not None
        except Exception:  # a broken file: the open reports it
            continue
    return cached
