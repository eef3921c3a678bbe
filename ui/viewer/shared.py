"""The viewer's service (its pixel cache) and its lanes (the threads its calls run on): one of
each per app, kept on the AppContext and shared by every embedded viewer and session."""

from __future__ import annotations

from ui.context import AppContext
from ui.viewer.lanes import ServerLanes
from ui.viewer.service import ViewerService


def viewer_service(ctx: AppContext) -> ViewerService:
    """One service per app (its cache is shared by every session and every embedded viewer)."""
    if ctx.viewer_service is None:
        ctx.viewer_service = ViewerService(ctx.library, ctx.settings.display_convention)
    service: ViewerService = ctx.viewer_service
    return service


def viewer_lanes(ctx: AppContext) -> ServerLanes:
    """One set of lanes per app, shared by every embedded viewer (as the service is)."""
    if ctx.viewer_lanes is None:
        ctx.viewer_lanes = ServerLanes()
    lanes: ServerLanes = ctx.viewer_lanes
    return lanes
