"""A DICOM case as the case catalog keeps it: each series' description and layout (the files
in stack order, each slice's byte offset and frame, the stack's affine, value types and window),
so that opening a listed case reads no header and rebuilds no geometry.

Why: with the headers cached, opening a three-series study of 600 files still walked its
folders, stat'ed every file, grouped, sorted and placed 600 frames and checked each file's
layout again (~20 ms of CPU, stretched several times over beside a second browser), all to
reach the same answer as the scan had. The plan is made from the open the scan itself runs
(read_dicom_folder with eager loads refused), so a case opens the same from either.

Changes: the plan holds each folder's change time (a file added, removed or renamed in a
folder changes it) and each slice's file size and change time, checked when that slice is read
(an edited file is never shown). A plan whose folders changed in the last seconds keeps no
folder times (times may not move on a change that follows at once); every file is then
checked at open, as before.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from data.formats import dicom_header_cache
from data.formats.dicom_lazy import OnChange, PlannedVolume, SeriesPlan, SliceAt, planned_volume
from data.model import Sequence, SequenceKind

PLAN_VERSION = 1

FolderTimes = tuple[tuple[str, int], ...]  # (folder, mtime_ns) of the case folder and below


@dataclass(frozen=True)
class SeriesEntry:
    """One series: what the case list and the viewer show of it, and its layout."""

    sequence_id: str
    kind: str
    name: str
    description: str
    units: str
    burned_in_annotation: bool
    source_path: str
    window: tuple[float, float] | None
    plan: SeriesPlan


@dataclass(frozen=True)
class CasePlan:
    series: tuple[SeriesEntry, ...]
    folders: FolderTimes | None  # None: folders changed too recently to be trusted


def folder_times(root: Path) -> FolderTimes | None:
    """The change time of `root` and of every folder below it (links not followed); None when
    one changed in the last seconds (dicom_header_cache.SETTLED_NS) or cannot be read. Take it
    before reading the files: a change meanwhile then shows as a later time."""
    found: list[tuple[str, int]] = []
    now = time.time_ns()
    todo = [str(root)]
    try:
        while todo:
            folder = todo.pop()
            stat = os.stat(folder)
            if now - stat.st_mtime_ns <= dicom_header_cache.SETTLED_NS:
                return None
            found.append((folder, stat.st_mtime_ns))
            with os.scandir(folder) as it:
                todo += [e.path for e in it if e.is_dir(follow_symlinks=False)]
    except OSError:
        return None
    return tuple(sorted(found))


def changed_folders(times: FolderTimes) -> list[str]:
    """The folders whose change time differs now (or that are gone): a file was added, removed
    or renamed there."""
    out = []
    for folder, mtime in times:
        try:
            now = os.stat(folder).st_mtime_ns
        except OSError:
            now = -1
        if now != mtime:
            out.append(folder)
    return out


def case_plan(sequences: Iterable[Sequence], folders: FolderTimes | None) -> CasePlan | None:
    """The plan of a case whose every series is read through a SeriesPlan; None otherwise
    (a series loaded eagerly, or a stack of images: the case opens from its files)."""
    series = []
    for seq in sequences:
        volume = seq.volume
        if not isinstance(volume, PlannedVolume):
            return None
        series.append(
            SeriesEntry(
                seq.sequence_id,
                seq.kind.value,
                seq.name,
                seq.description,
                seq.units,
                seq.burned_in_annotation,
                seq.source_path,
                volume.window,
                volume.plan,
            )
        )
    return CasePlan(tuple(series), folders) if series else None


def open_plan(plan: CasePlan, on_change: OnChange | None = None) -> list[Sequence]:
    """The case's sequences, each volume read through its plan (no header, no pixel read now)."""
    return [
        Sequence(
            sequence_id=s.sequence_id,
            kind=SequenceKind(s.kind),
            name=s.name,
            volume=planned_volume(s.plan, s.window, on_change),
            description=s.description,
            burned_in_annotation=s.burned_in_annotation,
            source_path=s.source_path,
            units=s.units,
        )
        for s in plan.series
    ]


# --- JSON (the catalog's recipe entry) --------------------------------------------------------


def plan_json(plan: CasePlan) -> str:
    """The plan as compact JSON; slice paths relative to their series' folder."""
    return json.dumps(
        {
            "version": PLAN_VERSION,
            "folders": None if plan.folders is None else [list(f) for f in plan.folders],
            "series": [_series_json(s) for s in plan.series],
        },
        separators=(",", ":"),
    )


def plan_from_json(text: str) -> CasePlan:
    """The plan written by plan_json; ValueError when it is of another version or malformed."""
    doc = json.loads(text)
    if not isinstance(doc, dict) or doc.get("version") != PLAN_VERSION:
        raise ValueError("not a DICOM case plan of this version")
    folders = doc["folders"]
    return CasePlan(
        tuple(_series_from_json(s) for s in doc["series"]),
        None if folders is None else tuple((str(f), int(m)) for f, m in folders),
    )


def _series_json(s: SeriesEntry) -> dict[str, Any]:
    p = s.plan
    base = s.source_path
    return {
        "id": s.sequence_id,
        "kind": s.kind,
        "name": s.name,
        "description": s.description,
        "units": s.units,
        "burned": s.burned_in_annotation,
        "folder": base,
        "window": None if s.window is None else list(s.window),
        "rows": p.rows,
        "cols": p.cols,
        "raw": p.raw_dtype.str,
        "out": p.out_dtype.str,
        "affine": p.affine.ravel().tolist(),
        # column by column: a third of the JSON objects of a list per slice to decode
        "names": [os.path.relpath(c.path, base) for c in p.slices],
        "offsets": [c.offset for c in p.slices],
        "sizes": [c.stamp[0] for c in p.slices],
        "mtimes": [c.stamp[1] for c in p.slices],
        "slopes": [c.slope for c in p.slices],
        "intercepts": [c.intercept for c in p.slices],
    }


def _series_from_json(d: dict[str, Any]) -> SeriesEntry:
    base = str(d["folder"])
    prefix = base + os.sep
    window = d["window"]
    plan = SeriesPlan(
        tuple(
            SliceAt(prefix + name, offset, (size, mtime), float(slope), float(icpt))
            for name, offset, size, mtime, slope, icpt in zip(
                d["names"],
                d["offsets"],
                d["sizes"],
                d["mtimes"],
                d["slopes"],
                d["intercepts"],
                strict=True,
            )
        ),
        int(d["rows"]),
        int(d["cols"]),
        np.dtype(d["raw"]),
        np.dtype(d["out"]),
        np.array(d["affine"], dtype=np.float64).reshape(4, 4),
    )
    return SeriesEntry(
        str(d["id"]),
        str(d["kind"]),
        str(d["name"]),
        str(d["description"]),
        str(d["units"]),
        bool(d["burned"]),
        base,
        None if window is None else (float(window[0]), float(window[1])),
        plan,
    )
