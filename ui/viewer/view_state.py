"""What the viewer has on screen: one viewport's view, and every viewport's last report.

Plain frozen values with pure methods (no gradio, no volumes): they live in `gr.State`, are
deep-copied per session, and other tabs read `ViewState` to know exactly which slice a user is
looking at (evidence for a label, "slices in view" for a query).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from data.errors import NeuroLensError

MAX_VIEWPORTS = 3
MAX_MEASUREMENTS = 20  # per viewport report: more is noise, and the report stays small
MAX_MEASUREMENT_TEXT = 200


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
