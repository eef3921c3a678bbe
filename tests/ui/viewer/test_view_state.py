"""ViewState / ScreenViews: what the viewer reports as on screen."""

from __future__ import annotations

import copy

import pytest

from data.errors import NeuroLensError
from ui.viewer.view_state import ScreenViews, ViewState


def _report(**over: object) -> dict[str, object]:
    base: dict[str, object] = {
        "case_id": "c1",
        "sequence_id": "t1",
        "plane": "axial",
        "index": 94,
        "count": 189,
        "position_mm": 12.5,
        "window": [300.0, 600.0],
        "viewport": 0,
    }
    base.update(over)
    return base


def test_view_state_parses_a_browser_report() -> None:
    view = ViewState.from_event(_report())
    assert view == ViewState("c1", "t1", "axial", 94, 189, 12.5, (300.0, 600.0), 0)
    assert view.label() == "t1 axial 95/189 at 12.5 mm"


def test_view_state_carries_measurements_as_bounded_text() -> None:
    view = ViewState.from_event(_report(measurements=["12.3 mm (ruler, axial 95)", "x" * 999]))
    assert view.measurements[0] == "12.3 mm (ruler, axial 95)"
    assert len(view.measurements[1]) == 200
    many = ViewState.from_event(_report(measurements=[f"{i} mm" for i in range(50)]))
    assert len(many.measurements) == 20


def test_view_state_for_a_2d_stack_has_no_plane_or_position() -> None:
    view = ViewState.from_event(
        _report(plane=None, position_mm=None, window=None, index=0, count=3)
    )
    assert view.plane is None and view.position_mm is None and view.window is None
    assert view.label() == "t1 frame 1/3"


@pytest.mark.parametrize(
    "bad",
    [
        {"index": 189},  # past the last slice
        {"index": -1},
        {"case_id": ""},
        {"window": ["a", 1]},
        {"viewport": 7},
        {"index": "x"},
        {"measurements": "12 mm"},  # not a list
    ],
)
def test_view_state_rejects_bad_reports_with_project_error(bad: dict[str, object]) -> None:
    with pytest.raises(NeuroLensError):
        ViewState.from_event(_report(**bad))


def test_view_state_missing_key_is_project_error() -> None:
    report = _report()
    del report["sequence_id"]
    with pytest.raises(NeuroLensError, match="unreadable"):
        ViewState.from_event(report)


def test_screen_views_keep_one_view_per_viewport_in_order() -> None:
    v0 = ViewState.from_event(_report(viewport=0))
    v1 = ViewState.from_event(_report(viewport=1, sequence_id="flair", index=3, count=12))
    views = ScreenViews().with_reports([v1, v0])
    assert [v.viewport for v in views.views] == [0, 1]
    assert views.active(1) == v1
    assert views.active(2) == v0  # no such viewport -> the first one
    assert "[2] flair axial 4/12" in views.text()
    assert views.with_reports([]) is views


def test_screen_views_forget_another_case() -> None:
    views = ScreenViews().with_reports([ViewState.from_event(_report())])
    assert views.for_case("c1") is views
    fresh = views.for_case("c2")
    assert fresh.case_id == "c2" and fresh.views == () and fresh.active() is None


def test_screen_views_survive_deepcopy_like_gr_state_does() -> None:
    views = ScreenViews().with_reports([ViewState.from_event(_report())])
    assert copy.deepcopy(views) == views
