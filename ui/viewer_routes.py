"""The viewer's binary route: a volume's voxels as gzip bytes, not base64 inside JSON.

JSON answers (gradio server functions) carried each volume base64-encoded, a third larger,
parsed as one giant string on the browser's main thread. Here the browser fetches
`nl/volume/<token>` (the token comes from the `nl_volume` answer) and gets the gzip bytes with
`Content-Encoding: gzip`, so it inflates them natively while they arrive. Tokens name one
(case, sequence, convention) each; nothing from the URL is used as a path or an id.

The routes are handed to gradio through `launch(app_kwargs={"routes": ...})` (FastAPI's own
`routes` argument), so they are matched before gradio's catch-all page routes.
"""

from __future__ import annotations

from typing import Any

from ui.context import AppContext
from ui.viewer_requests import VOLUME_ROUTE
from ui.viewer_service import viewer_service


def viewer_routes(ctx: AppContext) -> list[Any]:
    """The FastAPI routes the viewer needs, bound to this app's viewer service."""
    import anyio
    from fastapi import Response
    from fastapi.routing import APIRoute

    service = viewer_service(ctx)
    limiter = anyio.CapacityLimiter(2)  # reading a cached volume is quick; encoding is not

    async def volume(token: str) -> Response:
        packed = await anyio.to_thread.run_sync(service.volume_bytes, token, limiter=limiter)
        if packed is None:
            return Response("unknown or expired volume", status_code=404, media_type="text/plain")
        return Response(
            packed,
            media_type="application/octet-stream",
            headers={
                "Content-Encoding": "gzip",  # the browser inflates it as it arrives
                "Cache-Control": "private, max-age=3600",
                "X-Content-Type-Options": "nosniff",
            },
        )

    return [APIRoute(f"/{VOLUME_ROUTE}/{{token}}", volume, methods=["GET"])]
