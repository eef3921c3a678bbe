"""Entries of the same id, in the table and its entry files, as one: a file that lists an id
the table already holds adds names to it (a spelling, a short name, an eponym models write)
instead of being dropped as a duplicate, so a class of names can live in a small file of its
own. The first entry's parent, facets and members stand. A repeat that carries more than names
(a second full entry) is passed on as before, and the table keeps the first of the two."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_NAME_KEYS = ("names", "zh")
_ONLY_NAMES = {"id", *_NAME_KEYS}


def merged_entries(raw: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The raw entries with each repeated id folded into its first entry (names appended)."""
    out: list[dict[str, Any]] = []
    first: dict[str, dict[str, Any]] = {}
    for item in raw:
        entry_id = str(item.get("id") or "")
        if entry_id not in first or set(item) - _ONLY_NAMES:
            copy = dict(item)
            first.setdefault(entry_id, copy)
            out.append(copy)
            continue
        held = first[entry_id]
        for key in _NAME_KEYS:
            held[key] = [*(held.get(key) or []), *(item.get(key) or [])]
    return out
