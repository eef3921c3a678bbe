"""Bring a source's Parquet catalog up to date: plan what to rescan, then rescan it.

Planning is cheap (list the units, compare stored fingerprints with the files' size and mtime);
rescanning reads headers and can take a while for thousands of new cases. Splitting the two
lets the app start at once on a cold catalog and scan in the background, with progress
(data.catalog.library.CaseLibrary.scan_in_background), while a warm start stays synchronous.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from data.catalog import scan as catalog_scan
from data.catalog.summaries import (
    CaseSummary,
    CatalogFile,
    catalog_path,
    changed_files,
    iter_summaries,
    read_unit_fingerprints,
    summary_row,
)

Progress = Callable[[int, int], None]  # (units scanned, units to scan)

# A scan's cost is the cases it reads, not its units: one manifest or table can list thousands.
LISTING_SUFFIXES = (".yaml", ".yml", ".json", ".jsonl", ".parquet")
ONE_CASE_BYTES = 2048  # a listing this long holds about one case (a case folder's manifest)
LISTED_CASE_BYTES = 100  # beyond that, at most one case per 100 bytes (a short table row)


def scan_work(unit: Path) -> int:
    """About how many cases scanning `unit` reads (an upper bound, from its size alone): a
    case file or folder is one, a manifest or table one per LISTED_CASE_BYTES past the first
    ONE_CASE_BYTES."""
    if not unit.name.lower().endswith(LISTING_SUFFIXES):
        return 1
    try:
        size = unit.stat().st_size
    except OSError:
        return 1
    return 1 + max(0, size - ONE_CASE_BYTES) // LISTED_CASE_BYTES


@dataclass(frozen=True)
class ScanProgress:
    """A background scan of a case source: how far it is, and how it ended."""

    source: str = ""
    done: int = 0
    total: int = 0
    finished: bool = True
    added: int = 0
    error: str = ""

    def line(self) -> str:
        """One line for the case list ('' when no scan ever ran in the background)."""
        if not self.source:
            return ""
        if self.error:
            return f"⚠️ scanning {self.source} failed: {self.error}"
        if not self.finished:
            return (
                f"Scanning {self.source}: {self.done:,} of {self.total:,} new or changed "
                "entries (headers only); the cases listed can be viewed meanwhile."
            )
        return f"Scanned {self.source}: {self.added:,} cases added."


@dataclass(frozen=True)
class ScanPlan:
    """What a source's catalog holds and which of its units must be read again."""

    path: Path  # the Parquet catalog
    units: tuple[Path, ...]
    stored_units: frozenset[str]
    fresh: frozenset[str]  # units whose stored rows still match their files
    messages: tuple[str, ...] = field(default=())

    @property
    def pending(self) -> int:
        """Units to read again (new or changed): what a scan will spend its time on."""
        return sum(1 for u in self.units if str(u) not in self.fresh)

    @property
    def pending_work(self) -> int:
        """About how many cases a scan will read (scan_work of each pending unit): what decides
        whether a first scan waits for the app to be served."""
        return sum(scan_work(u) for u in self.units if str(u) not in self.fresh)


def plan_scan(source: Path, data_dir: Path) -> ScanPlan:
    """List the units of `source` and check their stored fingerprints (stat only)."""
    path = catalog_path(data_dir, source)
    stored = read_unit_fingerprints(path)
    units, messages = catalog_scan.discover_units(source)
    stat_memo: dict[str, bool] = {}

    def fresh(prints: list[str]) -> bool:
        for row_prints in prints:
            for p, size, mtime in json.loads(row_prints):
                key = f"{p}\0{size}\0{mtime}"
                if key not in stat_memo:
                    stat_memo[key] = not changed_files(((p, size, mtime),))
                if not stat_memo[key]:
                    return False
        return True

    keep = frozenset(str(u) for u in units if stored.get(str(u)) and fresh(stored[str(u)]))
    return ScanPlan(path, tuple(units), frozenset(stored), keep, tuple(messages))


def run_scan(
    plan: ScanPlan, budget_bytes: int, progress: Progress | None = None
) -> tuple[list[CaseSummary], list[str], CatalogFile]:
    """Summaries of every unit: fresh ones read back from the catalog a batch of rows at a
    time (data.catalog.summaries.iter_summaries), the others scanned from headers; the catalog is
    rewritten when anything changed. The CatalogFile returned names the file; its rows are
    not kept (read it again to inspect them)."""
    messages = list(plan.messages)
    by_unit: dict[str, list[CaseSummary]] = {}
    if plan.fresh:
        for key, summary in iter_summaries(plan.path, set(plan.fresh)):
            by_unit.setdefault(key, []).append(summary)
    todo = [u for u in plan.units if str(u) not in by_unit]
    for done, unit_path in enumerate(todo):
        found, notes = catalog_scan.scan_unit(unit_path, budget_bytes)
        messages.extend(notes)
        by_unit[str(unit_path)] = found
        if progress is not None:
            progress(done + 1, len(todo))
    order = [str(u) for u in plan.units]
    if todo or set(order) != plan.stored_units:
        rows = {key: [summary_row(s, key) for s in by_unit[key]] for key in order}
        CatalogFile(plan.path, rows).write()
    return [s for key in order for s in by_unit[key]], messages, CatalogFile(plan.path)


def scan_source(
    source: Path, data_dir: Path, budget_bytes: int, progress: Progress | None = None
) -> tuple[list[CaseSummary], list[str], CatalogFile]:
    """Summaries of a case source from its Parquet catalog, rescanning only the units whose
    files changed (size or mtime) or are new (plan_scan, then run_scan)."""
    return run_scan(plan_scan(source, data_dir), budget_bytes, progress)
