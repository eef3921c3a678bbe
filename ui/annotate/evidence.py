"""What a label carries as evidence: the views the browser reported when a key was pressed,
and where a mouse selection of the rendered answer sits in its raw text.

Pure functions (no store, no gradio), used by AnnotateDesk (ui/annotate/events.py).
"""

from __future__ import annotations

from typing import Any

from annotator.events import Evidence
from data.errors import NeuroLensError
from ui.viewer.view_state import ScreenViews, ViewState


def views_from_press(press_views: Any, viewed: bool | None = None) -> ScreenViews | None:
    """The viewer state the browser read when the key was pressed (None: it sent none);
    `viewed` False: the user had done nothing with its images."""
    if not press_views:
        return None
    found = []
    for item in press_views:
        try:
            found.append(ViewState.from_event(item))
        except NeuroLensError:
            continue
    return ScreenViews().with_reports(found, viewed is not False) if found else None


def evidence_of(case_id: str, views: Any) -> Evidence:
    """What the viewer showed (ScreenViews), else just the case.

    Views of another case (the viewer had not opened the new case yet) are not evidence, and
    neither is the opening view of a case whose images the user never touched: that records
    "no image viewed" (viewed False), not the slice the viewer happened to open on.
    """
    active = views.active() if views is not None and hasattr(views, "active") else None
    if active is None or active.case_id != case_id:
        return Evidence(case_id=case_id)
    if getattr(views, "viewed", True) is False:
        return Evidence(case_id=case_id, viewed=False)
    return Evidence(
        case_id=case_id,
        sequence_id=active.sequence_id,
        plane=active.plane or "",
        index=active.index,
        position_mm=active.position_mm,
        window=active.window,
        viewports=tuple(
            {
                "viewport": v.viewport,
                "sequence_id": v.sequence_id,
                "plane": v.plane or "",
                "index": v.index,
                "position_mm": v.position_mm,
                "window": list(v.window) if v.window else None,
                **({"measurements": list(v.measurements)} if v.measurements else {}),
            }
            for v in views.views
        ),
        measurements=tuple(active.measurements),
        viewed=True,
    )


def locate_selection(raw: str, text: str) -> tuple[int, int]:
    """Where a mouse selection of the rendered fields sits in the raw answer text.

    The whole selection when it is there verbatim; else it spans several claims (one per
    line on screen): from the first line found to the end of the last. (-1, -1): not found.
    """
    at = raw.find(text)
    if at >= 0:
        return at, at + len(text)
    start, end, cursor = -1, -1, 0
    for line in (x.strip() for x in text.splitlines()):
        if not line:
            continue
        found = raw.find(line, cursor)
        if found < 0:
            continue
        start = found if start < 0 else start
        end = cursor = found + len(line)
    return start, end
