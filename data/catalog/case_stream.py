"""A batch run's cases, opened one at a time."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator

from data.catalog.library import DEFAULT_CACHE_BYTES, CaseLibrary
from data.errors import NeuroLensError
from data.model import Case


def stream_cases(
    cases: Iterable[Case], budget_bytes: int, cache_bytes: int = DEFAULT_CACHE_BYTES
) -> Iterator[Case]:
    """Full cases one at a time for a batch run: summaries are opened in turn (the next one
    read in the background meanwhile) and dropped after use, so memory does not grow with the
    number of cases; cases already in memory pass through. A case that cannot be opened is
    skipped with a warning on stderr."""
    entries = list(cases)
    library = CaseLibrary(entries, cache_bytes=cache_bytes, budget_bytes=budget_bytes)
    for i, entry in enumerate(entries):
        if i + 1 < len(entries):
            library.prefetch(entries[i + 1].case_id)
        try:
            case = library.get(entry.case_id)
        except NeuroLensError as exc:
            print(f"warning: {entry.case_id}: skipped: {exc}", file=sys.stderr)
            continue
        yield case
