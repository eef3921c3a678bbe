"""The case viewer: a gr.HTML canvas that holds a plane in the browser, embeddable in any tab.

`build_case_viewer(ctx, case_id_component)` lays out the viewer and returns `ViewerHandles`; the
viewer reports what is on screen (debounced) into `handles.views`, a `ScreenViews` in gr.State,
so other tabs read exactly the slices a user looks at. Pixels come from explorer/ (payload,
window, render); this module only turns requests from the browser into those calls, caches the
results and turns errors into messages.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from ui.assets import viewer_script, viewer_template
from ui.context import AppContext
from ui.viewer.service import ViewerService
from ui.viewer.shared import viewer_service
from ui.viewer.view_state import ScreenViews, ViewState


@dataclass(frozen=True)
class ViewerHandles:
    """What a tab wires to: the HTML component, the on-screen views, a status line."""

    html: gr.HTML
    views: gr.State  # ScreenViews, updated by the browser's debounced 'view' event
    status: gr.Markdown
    service: ViewerService = field(repr=False)


def parse_reports(data: Any) -> list[ViewState]:
    """The browser's 'view' event data -> ViewStates (bad entries are dropped)."""
    views = data.get("views") if isinstance(data, Mapping) else None
    found = []
    for item in views or []:
        try:
            found.append(ViewState.from_event(item))
        except NeuroLensError:
            continue
    return found


def reported_viewed(data: Any) -> bool:
    """Whether the browser's report says the user has done anything with the images since the
    case opened (a report that does not say counts as viewed)."""
    return not (isinstance(data, Mapping) and data.get("viewed") is False)


# ---------------------------------------------------------------- gradio wiring


def build_case_viewer(
    ctx: AppContext,
    case_id_component: gr.Radio | gr.Dropdown | gr.Textbox | gr.State | None = None,
    *,
    elem_id: str | None = None,
    initial_case_id: str = "",
    case_list: str = "",
) -> ViewerHandles:
    """Lay out a viewer; when `case_id_component` changes, the viewer opens that case.

    `case_list`: the elem_id of a case list (a Dataframe, the case id in its first column); a
    press on its row asks for the case's first slice at once, while `case_id_component`'s
    change is still on its way.

    Other tabs read `handles.views` (ScreenViews) or listen to `handles.views.change`.
    """
    from ui.viewer.shared import viewer_lanes

    service = viewer_service(ctx)
    lanes = viewer_lanes(ctx)

    async def nl_plane(request: dict[str, Any]) -> dict[str, Any]:
        return await lanes.call(lanes.BULK, service.plane, request)

    async def nl_slice(request: dict[str, Any]) -> dict[str, Any]:
        return await lanes.call(lanes.FAST, service.first_slice, request, service.is_warm)

    async def nl_volume(request: dict[str, Any]) -> dict[str, Any]:
        return await lanes.call(lanes.BULK, service.volume, request)

    async def nl_cross(request: dict[str, Any]) -> dict[str, Any]:
        return await lanes.call(lanes.FAST, service.crosshairs, request, service.is_warm)

    async def nl_first(request: dict[str, Any]) -> dict[str, Any]:
        # never on the event loop: the case was just clicked, its headers are not read yet
        return await lanes.call(lanes.FAST, service.case_first_slice, request, _off_loop)

    html = gr.HTML(
        value=service.spec(initial_case_id),
        html_template=viewer_template(),
        js_on_load=viewer_script(),
        server_functions=[nl_plane, nl_slice, nl_volume, nl_cross, nl_first],
        case_list=case_list,  # props.case_list: the list whose rows, pressed, open a case early
        elem_id=elem_id,
        elem_classes=["nl-viewer"],
        apply_default_css=False,
    )
    status = gr.Markdown("", elem_classes=["nl-viewer-status"])
    views = gr.State(ScreenViews(case_id=initial_case_id))

    def on_view(current: ScreenViews, evt: gr.EventData) -> tuple[ScreenViews, str]:
        data = getattr(evt, "_data", None)
        updated = (current or ScreenViews()).with_reports(
            parse_reports(data), reported_viewed(data)
        )
        return updated, f"<small>On screen: {updated.text()}</small>" if updated.views else ""

    html.view(  # type: ignore[attr-defined]
        on_view,
        inputs=[views],
        outputs=[views, status],
        show_progress="hidden",
        trigger_mode="always_last",
        queue=False,
    )
    if case_id_component is not None:
        case_id_component.change(
            lambda case_id: (service.spec(str(case_id or "")), ScreenViews(case_id=case_id or "")),
            inputs=[case_id_component],
            outputs=[html, views],
            show_progress="hidden",
            queue=False,  # headers only (a case opens lazily): no queue round trip before paint
        )
    return ViewerHandles(html=html, views=views, status=status, service=service)


def _off_loop(_request: Any) -> bool:
    return False


def open_case(handles: ViewerHandles) -> Callable[[str], tuple[dict[str, Any], ScreenViews]]:
    """A function for `.then(...)` chains: case id -> (viewer value, fresh views)."""

    def _open(case_id: str) -> tuple[dict[str, Any], ScreenViews]:
        return handles.service.spec(case_id or ""), ScreenViews(case_id=case_id or "")

    return _open
