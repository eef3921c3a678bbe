"""Entries kept in files of their own beside the synonym table, one file a family of diagnoses.

The table lists them under `entry_files`; each file holds `entries:` as the table does, with the
Spanish, German and French names written inline (`es`, `de`, `fr`) rather than in the
translation files, so that a family is added, read and reviewed in one place.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml

INLINE_LANGUAGES = ("es", "de", "fr")


def entries_in(
    folder: Path, files: Iterable[Any]
) -> tuple[list[dict[str, Any]], dict[str, dict[str, list[str]]]]:
    """The raw entries of each file, and their inline names (entry id -> language -> names)."""
    entries: list[dict[str, Any]] = []
    inline: dict[str, dict[str, list[str]]] = {}
    for rel in files:
        doc = yaml.safe_load((folder / str(rel)).read_text(encoding="utf-8"))
        raw = doc.get("entries") if isinstance(doc, dict) else None
        if not isinstance(raw, list) or not all(isinstance(e, dict) for e in raw):
            raise TypeError(f"{rel}: needs 'entries', a list of mappings")
        for item in raw:
            entries.append({k: v for k, v in item.items() if k not in INLINE_LANGUAGES})
            for lang in INLINE_LANGUAGES:
                names = item.get(lang)
                if names is None:
                    continue
                if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                    raise TypeError(f"{rel}: {lang} names of {item.get('id')!r} must be a list")
                inline.setdefault(str(item.get("id")), {})[lang] = names
    return entries, inline
