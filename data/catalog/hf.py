"""A Hugging Face dataset as a lazy case source: summaries read in pages, images decoded on open.

`datasets` keeps a loaded dataset as memory-mapped Arrow files, so holding it costs almost no
RAM; what cost memory was decoding every image up front. Here the rows are read in pages of
PAGE_ROWS with the image column left out (data.medbench.neural_medbench's own row parser builds the
cases' text, tasks and references), each case remembers which rows it came from, and opening a
case selects just those rows and parses them again with the images.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from data.catalog.summaries import CaseSummary, Recipe, summarize_case
from data.errors import LoadError
from data.medbench.hub import _load as load_parts
from data.medbench.hub import (
    _quiet_progress,
    _rows_to_cases,
    columns_message,
    parse_column_map,
    parse_difficulty,
    resolve_columns,
)
from data.model import Case, Difficulty

PAGE_ROWS = 512


@dataclass
class HubSource:
    """The loaded dataset parts and their column maps, kept to open cases later."""

    name: str
    budget_bytes: int
    parts: dict[str, tuple[Any, dict[str, str], Difficulty]] = field(default_factory=dict)

    def open(self, recipe: Recipe) -> Case:
        """The case of `recipe` with its images, parsed from its own rows only."""
        where = json.loads(recipe.entry)
        ds, columns, fallback = self.parts[where["split"]]
        cases: dict[str, Case] = {}
        messages: list[str] = []
        rows = ds.select(where["rows"])
        _rows_to_cases(rows, columns, self.name, fallback, self.budget_bytes, cases, messages)
        if not cases:
            raise LoadError(Path(self.name), f"case {recipe.original_id!r} has no rows any more")
        case = next(iter(cases.values()))
        return (
            case
            if case.case_id == recipe.original_id
            else replace(case, case_id=recipe.original_id)
        )


def paged_rows(ds: Any, columns: list[str]) -> Iterator[dict[str, Any]]:
    """Rows of `ds` restricted to `columns`, read PAGE_ROWS at a time (never the whole table)."""
    for batch in ds.select_columns(columns).iter(batch_size=PAGE_ROWS):
        keys = list(batch)
        for values in zip(*(batch[k] for k in keys), strict=True):
            yield dict(zip(keys, values, strict=True))


def load_hub_summaries(
    name_or_path: str,
    *,
    split: str,
    columns: str,
    token: str,
    budget_bytes: int,
    cache_dir: Path,
) -> tuple[list[CaseSummary], list[str], HubSource | None]:
    """Like data.medbench.neural_medbench.load_configured_dataset, but without decoding one image;
    never raises: a dataset that cannot be read is one message line."""
    try:
        return _load(name_or_path, split, columns, token, budget_bytes, cache_dir)
    except Exception as exc:  # one line for anything, the token never in it
        text = str(exc) if isinstance(exc, LoadError) else f"{type(exc).__name__}: {exc}"
        text = " ".join(text.split())
        if token:
            text = text.replace(token, "***")
        return [], [f"Hugging Face dataset {name_or_path} not loaded: {text}"], None


def _load(
    name_or_path: str, split: str, columns: str, token: str, budget_bytes: int, cache_dir: Path
) -> tuple[list[CaseSummary], list[str], HubSource]:
    import datasets

    column_map = parse_column_map(columns)
    kwargs: dict[str, Any] = {"cache_dir": str(cache_dir)}
    try:
        with _quiet_progress():
            loaded = load_parts(
                name_or_path, Path(name_or_path), token or None, split or None, None, kwargs
            )
    except LoadError:
        raise
    except Exception as exc:
        text = str(exc).strip()
        reason = text.splitlines()[0] if text else type(exc).__name__
        raise LoadError(Path(name_or_path), f"cannot load dataset: {reason}") from exc
    parts = list(loaded.items()) if isinstance(loaded, datasets.DatasetDict) else [(split, loaded)]
    source = HubSource(name_or_path, budget_bytes)
    summaries: list[CaseSummary] = []
    messages: list[str] = []
    for split_name, ds in parts:
        mapped_columns = resolve_columns(ds.column_names, column_map)
        messages.append(columns_message(name_or_path, split_name, mapped_columns, ds.column_names))
        fallback = parse_difficulty(split_name) or Difficulty.DIRECT
        source.parts[split_name] = (ds, dict(mapped_columns), fallback)
        text_columns = {f: c for f, c in mapped_columns.items() if f != "images"}
        wanted = sorted(set(text_columns.values()))
        rows_of: dict[str, list[int]] = {}
        cases: dict[str, Case] = {}

        _rows_to_cases(
            _tracked_rows(ds, wanted, text_columns, rows_of),
            text_columns,
            name_or_path,
            fallback,
            budget_bytes,
            cases,
            messages,
        )
        for case in cases.values():
            where = json.dumps({"split": split_name, "rows": rows_of.get(case.case_id, [])})
            summaries.append(summarize_case(case, Recipe("hf", name_or_path, case.case_id, where)))
    return summaries, messages, source


def _tracked_rows(
    ds: Any, wanted: list[str], columns: Mapping[str, str], rows_of: dict[str, list[int]]
) -> Iterator[dict[str, Any]]:
    """The rows, page by page, remembering which rows make each case (to reopen it)."""
    for n, row in enumerate(paged_rows(ds, wanted)):
        raw_id = str(row.get(columns.get("case_id", ""), "") or f"row_{n + 1}")
        case_id = raw_id if raw_id.startswith("hf-") else f"hf-{raw_id}"
        rows_of.setdefault(case_id, []).append(n)
        yield row


def hub_openers(source: HubSource | None) -> Mapping[str, Any]:
    return {"hf": source.open} if source is not None else {}
