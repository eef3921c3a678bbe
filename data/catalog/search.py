"""Search and filter thousands of cases on an in-memory pandas index of the catalog.

One row per case with its searchable text lowercased once; a query is a few vectorised string
tests (about a millisecond per 1000 cases), so the list can filter on every keystroke. The
diagnosis text is searched only when the caller says the reference is revealed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pandas as pd

from data.catalog.summaries import CaseSummary
from data.model import Case

INDEX_COLUMNS = [
    "case_id",
    "title",
    "source",
    "splits",
    "families",
    "pairs",
    "kinds",
    "n_sequences",
    "n_tasks",
    "has_reference",
    "text",
    "diagnosis",
    "error",
]


@dataclass(frozen=True)
class CaseQuery:
    """What the case list asks for; empty strings mean "any"."""

    text: str = ""
    source: str = ""
    split: str = ""  # a Difficulty value
    family: str = ""  # a TaskFamily value
    kind: str = ""  # a SequenceKind value
    labelled: str = ""  # "" any, "yes" with labels, "no" without (ids in `labelled_ids`)
    reference: str = ""  # "" any, "yes" with a reference answer, "no" without
    reveal_diagnosis: bool = False  # search the reference diagnosis too
    labelled_ids: frozenset[str] = frozenset()


def _kinds(case: Case) -> list[tuple[str, str]]:
    if isinstance(case, CaseSummary) and case.sequence_infos:
        return [(i.kind, i.name) for i in case.sequence_infos]
    return [(s.kind.value, s.name) for s in case.sequences]


def _wrap(values: Iterable[str]) -> str:
    """'|a|b|': a membership test is then one substring test for '|a|'."""
    return "|" + "|".join(sorted(set(values))) + "|"


def _index_row(c: Case) -> tuple[object, ...]:
    kinds = _kinds(c)
    text = [c.case_id, c.title, c.source, *c.tags, *c.notes]
    text += [f"{k} {v}" for k, v in c.ehr]
    text += [t.question for t in c.tasks]
    text += [name for _, name in kinds]
    refs = [t.reference for t in c.tasks if t.reference is not None]
    diagnosis = [r.diagnosis for r in refs] + [s for r in refs for s in r.synonyms]
    return (
        c.case_id,
        c.title,
        c.source,
        _wrap(t.difficulty.value for t in c.tasks),
        _wrap(t.family.value for t in c.tasks),
        _wrap(f"{t.family.value}/{t.difficulty.value}" for t in c.tasks),
        _wrap(k for k, _ in kinds),
        len(kinds),
        len(c.tasks),
        bool(refs),
        " ".join(text).lower(),
        " ".join(diagnosis).lower(),
        c.error if isinstance(c, CaseSummary) else "",
    )


def build_index(cases: Iterable[Case], chunk_rows: int = 500) -> pd.DataFrame:
    """The index, built a chunk of cases at a time: each chunk's Python strings become Arrow
    columns and are freed before the next, so 5000 cases never hold two copies of their
    searchable text as Python objects (about 10 MB that fragmentation then kept resident)."""
    chunks: list[pd.DataFrame] = []
    rows: list[tuple[object, ...]] = []
    for c in cases:
        rows.append(_index_row(c))
        if len(rows) >= chunk_rows:
            chunks.append(pd.DataFrame(rows, columns=INDEX_COLUMNS))
            rows = []
    if rows or not chunks:
        chunks.append(pd.DataFrame(rows, columns=INDEX_COLUMNS))
    return chunks[0] if len(chunks) == 1 else pd.concat(chunks, ignore_index=True)


def search_cases(index: pd.DataFrame, query: CaseQuery) -> list[str]:
    """Ids of the matching cases, in library order."""
    mask = pd.Series(True, index=index.index)
    if query.source:
        mask &= index["source"] == query.source
    if query.family and query.split:
        mask &= index["pairs"].str.contains(f"|{query.family}/{query.split}|", regex=False)
    elif query.family:
        mask &= index["families"].str.contains(f"|{query.family}|", regex=False)
    elif query.split:
        mask &= index["splits"].str.contains(f"|{query.split}|", regex=False)
    if query.kind:
        mask &= index["kinds"].str.contains(f"|{query.kind}|", regex=False)
    if query.reference in ("yes", "no"):
        mask &= index["has_reference"] == (query.reference == "yes")
    if query.labelled in ("yes", "no"):
        labelled = index["case_id"].isin(query.labelled_ids)
        mask &= labelled if query.labelled == "yes" else ~labelled
    needle = query.text.strip().lower()
    if needle:
        hit = index["text"].str.contains(needle, regex=False)
        if query.reveal_diagnosis:
            hit |= index["diagnosis"].str.contains(needle, regex=False)
        mask &= hit
    return index.loc[mask, "case_id"].tolist()
