"""What the Explore tab remembers per browser session, and what the viewer has on screen.

Plain frozen values with pure methods (no gradio, no volumes): they live in `gr.State`, are
deep-copied per session, and other tabs read `ViewState` to know exactly which slice a user is
looking at (evidence for a label, "slices in view" for a query).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, TypeVar

from data.errors import NeuroLensError
from data.model import Difficulty, TaskFamily

MAX_VIEWPORTS = 3
MAX_MEASUREMENTS = 20  # per viewport report: more is noise, and the report stays small
MAX_MEASUREMENT_TEXT = 200
ANY = "any"  # filter value meaning "no filter"
E = TypeVar("E", bound=Enum)


@dataclass(frozen=True)
class ViewState:
    """One viewport's view as the browser reports it: enough to redraw the same pixels.

    `plane` is None for 2D image stacks (their frames have no 3D geometry); `position_mm` is
    then None too. `window` is (center, width) in the data's own units, None for stacks shown
    as stored.
    """

    case_id: str
    sequence_id: str
    plane: str | None
    index: int
    count: int
    position_mm: float | None = None
    window: tuple[float, float] | None = None
    viewport: int = 0
    # Rulers and regions drawn on this sequence, as one line each ("12.3 mm (ruler, axial 95)"):
    # evidence a label can carry.
    measurements: tuple[str, ...] = ()

    @classmethod
    def from_event(cls, data: Mapping[str, Any]) -> ViewState:
        """Validate the dict the browser sends; bad input is a NeuroLensError, never a crash."""
        try:
            case_id = str(data["case_id"])
            sequence_id = str(data["sequence_id"])
            plane_raw = data.get("plane")
            plane = None if plane_raw in (None, "", "stack") else str(plane_raw)
            index = int(data["index"])
            count = int(data.get("count", index + 1))
            pos_raw = data.get("position_mm")
            position = None if pos_raw is None else float(pos_raw)
            win_raw = data.get("window")
            window = None
            if win_raw is not None:
                center, width = (float(v) for v in win_raw)
                window = (center, width)
            viewport = int(data.get("viewport", 0))
            raw_measurements = data.get("measurements") or []
            if not isinstance(raw_measurements, list):
                raise TypeError("measurements must be a list")
            measurements = tuple(str(m)[:MAX_MEASUREMENT_TEXT] for m in raw_measurements)
        except (KeyError, TypeError, ValueError) as exc:
            raise NeuroLensError(f"viewer sent an unreadable view: {exc}") from None
        if not case_id or not sequence_id:
            raise NeuroLensError("viewer sent a view without a case or sequence")
        if not 0 <= index < max(count, 1):
            raise NeuroLensError(f"viewer sent slice {index} outside 0..{count - 1}")
        if position is not None and not math.isfinite(position):
            position = None
        if not 0 <= viewport < MAX_VIEWPORTS:
            raise NeuroLensError(f"viewer sent viewport {viewport} (max {MAX_VIEWPORTS - 1})")
        return cls(
            case_id,
            sequence_id,
            plane,
            index,
            count,
            position,
            window,
            viewport,
            measurements[:MAX_MEASUREMENTS],
        )

    def label(self) -> str:
        """Short human text: 'T1 axial 95/189 at z = 12.0 mm'."""
        where = f"{self.plane} " if self.plane else "frame "
        text = f"{self.sequence_id} {where}{self.index + 1}/{self.count}"
        if self.position_mm is not None:
            text += f" at {self.position_mm:.1f} mm"
        return text


@dataclass(frozen=True)
class ScreenViews:
    """Every viewport's last reported view: what other tabs read as 'on screen'.

    `viewed`: whether the user has done anything with these images since the case opened
    (stepped, clicked, changed sequence, plane or window); a report that does not say counts
    as viewed.
    """

    case_id: str = ""
    views: tuple[ViewState, ...] = ()
    viewed: bool = True

    def with_reports(self, reports: list[ViewState], viewed: bool = True) -> ScreenViews:
        """Replace the views with a fresh report (the browser always sends all viewports)."""
        if not reports:
            return self
        case_id = reports[0].case_id
        kept = {v.viewport: v for v in reports if v.case_id == case_id}
        return ScreenViews(
            case_id=case_id, views=tuple(kept[k] for k in sorted(kept)), viewed=viewed
        )

    def for_case(self, case_id: str) -> ScreenViews:
        """Forget the views of another case (the user opened a new one)."""
        return self if case_id == self.case_id else ScreenViews(case_id=case_id)

    def active(self, viewport: int = 0) -> ViewState | None:
        """The view of `viewport`, else the first one, else None (nothing on screen yet)."""
        for view in self.views:
            if view.viewport == viewport:
                return view
        return self.views[0] if self.views else None

    def text(self) -> str:
        """One line for the status bar and for other tabs ('slices in view')."""
        return "; ".join(f"[{v.viewport + 1}] {v.label()}" for v in self.views)


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
