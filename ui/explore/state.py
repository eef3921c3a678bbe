"""What the Explore tab remembers per browser session: the chosen case and task, the case list.

Plain frozen values with pure methods (no gradio): they live in `gr.State` and are deep-copied
per session.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, TypeVar

from data.errors import NeuroLensError
from data.model import Difficulty, TaskFamily

ANY = "any"  # filter value meaning "no filter"
E = TypeVar("E", bound=Enum)


@dataclass(frozen=True)
class ExploreState:
    """Per-session Explore tab state: the chosen case and task, and the reference toggle."""

    case_id: str = ""
    task_id: str = ""
    show_reference: bool = False

    def select_case(self, case_id: str, first_task_id: str = "") -> ExploreState:
        """A new case starts at its first task with the reference hidden again."""
        if case_id == self.case_id:
            return self
        return ExploreState(case_id=case_id, task_id=first_task_id, show_reference=False)

    def select_task(self, task_id: str) -> ExploreState:
        return replace(self, task_id=task_id)

    def toggle_reference(self, show: bool) -> ExploreState:
        return replace(self, show_reference=bool(show))


def parse_family(value: str | None) -> TaskFamily | None:
    """Filter dropdown value -> enum (ANY or empty -> no filter)."""
    return _parse_choice(TaskFamily, value, "task family")


def parse_difficulty(value: str | None) -> Difficulty | None:
    return _parse_choice(Difficulty, value, "difficulty")


def _parse_choice(kind: type[E], value: str | None, what: str) -> E | None:
    if not value or value == ANY:
        return None
    try:
        return kind(value)
    except ValueError:
        raise NeuroLensError(f"unknown {what} {value!r}") from None


PAGE_SIZE = 50  # rows of the case list drawn at once (never one widget per case)


@dataclass(frozen=True)
class CaseListState:
    """The case list's query and page, per session (ids are recomputed: filtering is cheap)."""

    text: str = ""
    source: str = ""
    split: str = ""
    family: str = ""
    kind: str = ""
    labelled: str = ""
    page: int = 0
    reveal: bool = False  # the diagnosis is searched too (the reference is shown)

    def with_filters(self, **values: str) -> CaseListState:
        """New filters start again at the first page."""
        clean: dict[str, Any] = {k: ("" if v in (None, ANY) else str(v)) for k, v in values.items()}
        return replace(self, page=0, **clean)

    def turn(self, step: int, total: int) -> CaseListState:
        last = max(0, (total - 1) // PAGE_SIZE)
        return replace(self, page=min(max(0, self.page + step), last))

    def bounds(self, total: int) -> tuple[int, int]:
        """[start, stop) of the current page, clamped to `total` rows."""
        last = max(0, (total - 1) // PAGE_SIZE)
        start = min(self.page, last) * PAGE_SIZE
        return start, min(start + PAGE_SIZE, total)
