"""A case picker that scales: a search box and a drop-down of at most PICKER_LIMIT matches.

One choice per case made a 5000-case library a 5000-entry drop-down (megabytes of page config
and a list nobody can scroll). The drop-down holds the current case plus the first matches of
what was typed, searched on the library's index (data/catalog/search.py) like Explore's table.
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from data.catalog.library import CaseLibrary
from data.catalog.search import CaseQuery, search_cases
from ui.case.panel import is_synthetic

PICKER_LIMIT = 50


def picker_choices(library: CaseLibrary, text: str, current: str) -> list[tuple[str, str]]:
    """(label, case id) of the current case, then up to PICKER_LIMIT cases matching `text`
    (the first cases of the library when nothing is typed)."""
    if text.strip():
        ids = search_cases(library.index(), CaseQuery(text=text))  # type: ignore[arg-type]
    else:
        ids = [c.case_id for c in library.cases[: PICKER_LIMIT + 1]]
    picked = [current] if current and library.summary(current) is not None else []
    picked += [i for i in ids if i != current][:PICKER_LIMIT]
    out = []
    for case_id in picked:
        case = library.summary(case_id)
        if case is not None:
            mark = " · synthetic" if is_synthetic(case) else ""
            out.append((f"{case.title} ({case_id}){mark}", case_id))
    return out


def build_case_picker(library: CaseLibrary, first_id: str, elem_id: str) -> tuple[Any, Any]:
    """The search box and the drop-down; typing narrows the drop-down's choices."""
    search = gr.Textbox(
        label="Find a case",
        placeholder=f"id, title, tag, EHR text ({len(library)} cases)",
        elem_id=f"{elem_id}-search",
        max_lines=1,
    )
    dropdown = gr.Dropdown(
        picker_choices(library, "", first_id),
        value=first_id or None,
        label="Case",
        elem_id=elem_id,
        # a case chosen in another tab may be outside the current matches until it is added
        allow_custom_value=True,
    )

    def narrow(text: str, current: str) -> Any:
        return gr.update(choices=picker_choices(library, text or "", current or ""))

    search.input(narrow, inputs=[search, dropdown], outputs=[dropdown], queue=False)
    return search, dropdown


def choices_with(library: CaseLibrary, text: str, current: str) -> Any:
    """A choices update that keeps the current case listed (after a pick made elsewhere)."""
    return gr.update(choices=picker_choices(library, text or "", current or ""))
