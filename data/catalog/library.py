"""CaseLibrary: every case the app can show, plus the messages from loading them.

Cases are listed from summaries (data/catalog/summaries.py: no pixels) and opened on demand:
`library.cases` is a tuple of Case values whose `sequences` may be empty (a CaseSummary);
`library.get(case_id)` / `open(case_id)` returns the full Case with its images, read through an
LRU cache bounded by `NEUROLENS_CACHE_MB`. Cases given as full Case values (the bundled demo,
tests) stay resident and are returned as they are.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from data.background import lower_thread_priority
from data.catalog import dicom_recipe
from data.catalog import scan as catalog_scan
from data.catalog.cache import CaseCache
from data.catalog.dicom_recipe import changed_since_scan, open_dicom_recipe, read_plan
from data.catalog.hf import hub_openers, load_hub_summaries
from data.catalog.recipes import open_recipe
from data.catalog.summaries import (
    CaseSummary,
    CatalogFile,
    Recipe,
    summary_row,
)
from data.catalog.sync import ScanPlan, ScanProgress, plan_scan, run_scan
from data.demo import build_demo_cases
from data.errors import LoadError, NeuroLensError
from data.formats.dicom_header_cache import warm_headers
from data.formats.gzip_index import GzipIndexes
from data.formats.gzip_index_folder import IndexFolder
from data.formats.nifti import is_gzipped
from data.model import Case, Difficulty, TaskFamily
from data.results import dedupe_entries
from settings import Settings

log = logging.getLogger(__name__)

DEFAULT_CACHE_BYTES = 1024 * 1024**2
DEFAULT_BUDGET_BYTES = 2 * 1024**3


BACKGROUND_SCAN_UNITS = 200  # more cases to read than this (~1 s): scan after start-up


class CaseLibrary:
    """Summaries of every case, and the full cases through a bounded cache."""

    def __init__(
        self,
        cases: Iterable[Case] = (),
        messages: Iterable[str] = (),
        *,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        budget_bytes: int = DEFAULT_BUDGET_BYTES,
        catalogs: Iterable[CatalogFile] = (),
        openers: Mapping[str, Callable[[Recipe], Case]] | None = None,
        gzip_indexes: GzipIndexes | None = None,
    ) -> None:
        self.messages: tuple[str, ...] = tuple(messages)
        self.budget_bytes = budget_bytes
        self.cache = CaseCache(cache_bytes)
        # seek points for first paints (data/formats/gzip_index.py)
        self.gzip_indexes = gzip_indexes if gzip_indexes is not None else GzipIndexes()
        self._sweeping = False
        self._resident: dict[str, Case] = {}
        self._entries: list[Case] = []
        self._by_id: dict[str, int] = {}
        # paths only: the rows are re-read on a refresh rather than kept (KBs per case)
        self._catalogs = [c.path for c in catalogs]
        self._openers = dict(openers or {})  # recipe kind -> reader (the Hub dataset)
        self._lock = threading.Lock()
        self._pool: ThreadPoolExecutor | None = None
        self._warmed: set[str] = set()  # cases whose DICOM headers were read ahead
        self._index = None
        self.scan = ScanProgress()
        for case in cases:
            if not isinstance(case, CaseSummary):
                self._resident[case.case_id] = case
            self._by_id[case.case_id] = len(self._entries)
            self._entries.append(case)

    # -- listing (no pixels)
    @property
    def cases(self) -> tuple[Case, ...]:
        """Every case, in library order: summaries (no sequences) or resident full cases."""
        return tuple(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def summary(self, case_id: str) -> Case | None:
        """The listed entry (no pixels read), or None."""
        i = self._by_id.get(case_id)
        return self._entries[i] if i is not None else None

    def sources(self) -> list[str]:
        return sorted({c.source for c in self._entries})

    def add_entries(self, cases: Iterable[Case], messages: Iterable[str] = ()) -> None:
        """Append cases (a background scan's summaries); an id already listed gets a suffix."""
        notes = list(messages)
        with self._lock:
            known = list(self._entries)
            fresh = dedupe_entries(known + list(cases), notes)[len(known) :]
            for case in fresh:
                if not isinstance(case, CaseSummary):
                    self._resident[case.case_id] = case
                self._by_id[case.case_id] = len(self._entries)
                self._entries.append(case)
            self.messages = self.messages + tuple(notes)
            self._index = None

    def scan_in_background(
        self,
        source: str,
        scan: Callable[[Callable[[int, int], None]], tuple[list[CaseSummary], list[str], Path]],
    ) -> threading.Thread:
        """Run `scan(progress)` in a thread; its cases join the list when it ends. `scan`
        returns (summaries, messages, catalog path); progress and the outcome are in
        `self.scan` for the UI to show."""
        self.scan = ScanProgress(source=source, finished=False)

        def progress(done: int, total: int) -> None:
            self.scan = replace(self.scan, done=done, total=total)

        def work() -> None:
            try:
                found, notes, catalog = scan(progress)
            except Exception as exc:  # shown in the case list; the listed cases stay usable
                self.scan = replace(self.scan, finished=True, error=f"{type(exc).__name__}: {exc}")
                return
            self.add_entries(found, notes)
            self._catalogs.append(catalog)
            self.scan = replace(self.scan, finished=True, added=len(found))
            if self._sweeping:
                self.sweep_indexes()

        thread = threading.Thread(target=work, name="nl-catalog-scan", daemon=True)
        thread.start()
        return thread

    def index(self) -> object:
        """The search index (a pandas DataFrame, built once): see data/catalog/search.py."""
        if self._index is None:
            from data.catalog.search import build_index  # pandas: imported at the first search

            self._index = build_index(self._entries)
        return self._index

    # -- opening (pixels through the cache)
    def get(self, case_id: str) -> Case:
        """The full case; KeyError when unknown, NeuroLensError when it cannot be read now."""
        resident = self._resident.get(case_id)
        if resident is not None:
            return resident
        entry = self.summary(case_id)
        if entry is None:
            raise KeyError(f"no case {case_id!r}")
        assert isinstance(entry, CaseSummary)
        return self.cache.get_or_load(case_id, lambda: self._open(entry))

    open = get

    def is_open(self, case_id: str) -> bool:
        """True when `get` would answer from memory (no file read)."""
        return case_id in self._resident or case_id in self.cache

    def find(self, case_id: str) -> Case | None:
        """The case, or None: for callers where a missing case (a run of a case that is no
        longer loaded, an empty selection) is an ordinary outcome, not an error."""
        try:
            return self.get(case_id) if case_id else None
        except KeyError:
            return None

    def prefetch(self, case_id: str) -> Future[Case | None] | None:
        """Start reading a case in the background (the next one in a list), its voxels
        included, if not cached: opening it later is then a cache hit."""
        entry = self.summary(case_id)
        if not isinstance(entry, CaseSummary) or entry.error or case_id in self.cache:
            return None
        return self._background().submit(self._quiet_get, case_id)

    def _background(self) -> ThreadPoolExecutor:
        """The one low-priority thread that reads ahead of the user."""
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(
                    1, thread_name_prefix="nl-prefetch", initializer=lower_thread_priority
                )
            return self._pool

    def index_ahead(self, case_ids: Iterable[str]) -> None:
        """Build seek indexes of these cases' .gz files in the background (lowest priority),
        unless they are open already: their first slice then paints without inflating half a
        file (data/formats/gzip_index.py)."""
        paths, others = [], []
        for case_id in case_ids:
            if case_id not in self.cache:
                entry = self.summary(case_id)
                paths += self._gzip_paths(entry)
                planned = isinstance(entry, CaseSummary) and entry.recipe.kind == dicom_recipe.KIND
                if isinstance(entry, CaseSummary) and case_id not in self._warmed and not planned:
                    self._warmed.add(case_id)
                    others += [p for p, _, _ in entry.fingerprints if not is_gzipped(p)]
        self.gzip_indexes.index_ahead(paths)
        if others:  # DICOM headers a restart did not scan: the open then finds them read
            self._background().submit(warm_headers, others)

    def sweep_indexes(self) -> None:
        """Index every listed case's .gz files in turn, whenever the background thread has
        nothing more pressing: a case found by a search or on a later page of the list then
        paints its first slice as fast as one the list shows. Cases a scan adds later are
        swept when it ends."""
        self._sweeping = True
        self.gzip_indexes.sweep(self._swept_paths)

    def _swept_paths(self) -> Iterator[str]:
        i = 0
        while True:  # by position: entries a scan appends meanwhile are reached too
            with self._lock:
                if i >= len(self._entries):
                    return
                entry = self._entries[i]
            yield from self._gzip_paths(entry)
            i += 1

    @staticmethod
    def _gzip_paths(entry: Case | None) -> list[str]:
        if not isinstance(entry, CaseSummary) or entry.error:
            return []
        return [p for p, _, _ in entry.fingerprints if is_gzipped(p)]

    def _quiet_get(self, case_id: str) -> Case | None:
        try:
            case = self.get(case_id)
            for seq in case.sequences:
                if seq.volume is not None:
                    _ = seq.volume.data  # a lazily read volume is read now
            return case
        except (KeyError, NeuroLensError):
            return None

    def _open(self, entry: CaseSummary) -> Case:
        if entry.error:
            raise NeuroLensError(f"case {entry.case_id!r} could not be read: {entry.error}")
        plan = read_plan(entry.recipe)
        changed = changed_since_scan(entry, plan)
        if changed:
            self.refresh(entry.recipe.path)
            gone = [p for p in changed if not Path(p).exists()]
            what = f"{gone[0]} was removed" if gone else f"{changed[0]} changed"
            raise LoadError(
                Path(entry.recipe.path),
                f"case {entry.case_id!r}: {what} after the catalog was built; its catalog "
                "entry was refreshed" + ("" if gone else ": open it again"),
            )
        opener = self._openers.get(entry.recipe.kind)
        if plan is not None:
            case = open_dicom_recipe(entry.recipe, plan, self._on_change(entry))
        elif opener is not None:
            case = opener(entry.recipe)
        else:
            case = open_recipe(entry.recipe, self.budget_bytes)
        return case if case.case_id == entry.case_id else replace(case, case_id=entry.case_id)

    def _on_change(self, entry: CaseSummary) -> Callable[[], None]:
        """What a planned DICOM volume calls when a file it reads changed since the scan:
        the case leaves the cache and its catalog entry is rescanned (once), so opening it
        again reads the files as they are now."""
        done = threading.Event()

        def changed() -> None:
            if done.is_set():
                return
            done.set()
            self.cache.discard(entry.case_id)
            try:
                self.refresh(entry.recipe.path)
            except Exception:  # the read still fails with its own message; the list stays
                log.exception("rescanning %s after a change failed", entry.recipe.path)

        return changed

    def refresh(self, unit: str) -> None:
        """Rescan one unit (a manifest, a folder, a file) and replace its entries."""
        summaries, _ = catalog_scan.scan_unit(Path(unit), self.budget_bytes)
        fresh = {s.recipe.original_id: s for s in summaries}
        with self._lock:
            for i, old in enumerate(self._entries):
                if isinstance(old, CaseSummary) and old.recipe.path == unit:
                    new = fresh.get(old.recipe.original_id)
                    if new is None:
                        new = replace(old, error=f"no longer in {unit}")
                    self._entries[i] = replace(new, case_id=old.case_id)
                    self.cache.discard(old.case_id)
            self._index = None
            for path in self._catalogs:
                catalog = CatalogFile.read(path)
                if unit in catalog.units:
                    catalog.units[unit] = [summary_row(s, unit) for s in summaries]
                    catalog.write()

    # -- filtering (kept for callers that want Case lists)
    def filter_cases(
        self,
        family: TaskFamily | None = None,
        difficulty: Difficulty | None = None,
        source: str | None = None,
        text: str = "",
    ) -> list[Case]:
        """Cases with at least one task matching family/difficulty, whose text contains `text`."""
        from data.catalog.search import CaseQuery, search_cases  # pandas: not at start-up

        query = CaseQuery(
            text=text,
            family=family.value if family else "",
            split=difficulty.value if difficulty else "",
            source=source or "",
        )
        return [self._entries[self._by_id[i]] for i in search_cases(self.index(), query)]


def load_library(settings: Settings) -> CaseLibrary:
    """The bundled demo cases first, then the configured Hugging Face dataset, then the user's
    cases under settings.cases_dir (from the catalog: headers, not pixels).

    Only the demo cases may raise (they ship with the app); a source that cannot be read
    becomes a message the app shows as a warning, and the other cases still load.
    """
    cases: list[Case] = list(
        build_demo_cases(settings.demo_cache_dir, settings.memory_budget_bytes)
    )
    messages: list[str] = []
    catalogs: list[CatalogFile] = []
    openers: dict[str, Callable[[Recipe], Case]] = {}
    if settings.hf_dataset:
        # read in pages without the image column; images decoded when a case is opened
        hub_cases, notes, hub = load_hub_summaries(
            settings.hf_dataset,
            split=settings.hf_split,
            columns=settings.hf_columns,
            token=settings.hf_token,
            budget_bytes=settings.memory_budget_bytes,
            cache_dir=settings.hf_cache_dir,
        )
        cases.extend(hub_cases)
        messages.extend(notes)
        openers.update(hub_openers(hub))
    later: ScanPlan | None = None
    if settings.cases_dir is not None:
        try:
            plan = plan_scan(settings.cases_dir, settings.data_dir)
            if plan.pending_work > BACKGROUND_SCAN_UNITS:
                # a first scan of thousands of cases, in units or in one manifest: start now,
                # list them as they come
                later = plan
            else:
                summaries, notes, catalog = run_scan(plan, settings.memory_budget_bytes)
                cases.extend(summaries)
                messages.extend(notes)
                catalogs.append(catalog)
        except NeuroLensError as exc:
            messages.append(f"cases folder not loaded: {exc}")
    library = CaseLibrary(
        dedupe_entries(cases, messages),
        messages,
        cache_bytes=settings.cache_bytes,
        budget_bytes=settings.memory_budget_bytes,
        gzip_indexes=build_gzip_indexes(settings),
        catalogs=catalogs,
        openers=openers,
    )
    if later is not None:
        plan, budget = later, settings.memory_budget_bytes

        def scan(progress: Callable[[int, int], None]) -> tuple[list[CaseSummary], list[str], Path]:
            found, notes, catalog = run_scan(plan, budget, progress)
            return found, notes, catalog.path

        library.scan_in_background(str(settings.cases_dir), scan)
    return library


def build_gzip_indexes(settings: Settings) -> GzipIndexes:
    """Seek indexes as the settings size them: in memory, and on disk under the data folder."""
    on_disk = settings.index_disk_bytes > 0
    folder = IndexFolder(settings.index_dir, settings.index_disk_bytes) if on_disk else None
    return GzipIndexes(settings.index_bytes, folder)
