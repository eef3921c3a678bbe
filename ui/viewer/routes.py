"""The viewer's binary route: a volume's voxels as slabs of binary frames, not base64 in JSON.

JSON answers (gradio server functions) carried each volume base64-encoded, a third larger,
parsed as one giant string on the browser's main thread. Here the browser fetches
`nl/volume/<token>?from=<k>` (the token comes from the `nl_volume` answer) and reads a stream of
frames (explorer/volume_slabs.py), the slab holding axial slice k first and then outward, each
sent as soon as it is deflated, so the slices around the one on screen are there at once.
Tokens name one (case, sequence, convention) each; nothing from the URL is used as a path or an
id, and `from` only orders the slabs.

The routes are handed to gradio through `launch(app_kwargs={"routes": ...})` (FastAPI's own
`routes` argument), so they are matched before gradio's catch-all page routes.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

# at module level: FastAPI resolves the route's (string) annotations in this module's globals
from fastapi import Request

from ui.context import AppContext
from ui.viewer.requests import VOLUME_ROUTE
from ui.viewer.shared import viewer_service


def viewer_routes(ctx: AppContext) -> list[Any]:
    """The FastAPI routes the viewer needs, bound to this app's viewer service."""
    import anyio
    from fastapi import Response
    from fastapi.responses import StreamingResponse
    from fastapi.routing import APIRoute

    service = viewer_service(ctx)
    opening = anyio.CapacityLimiter(2)  # reading a volume and coding its palette: CPU work
    waiting = anyio.CapacityLimiter(16)  # streams waiting for their next slab (idle threads)

    async def volume(token: str, request: Request) -> Response:
        try:
            k: int | None = int(request.query_params.get("from", ""))
        except ValueError:
            k = None
        slabs = await anyio.to_thread.run_sync(service.volume_slabs, token, k, limiter=opening)
        if slabs is None:
            return Response("unknown or expired volume", status_code=404, media_type="text/plain")
        near = slabs.shape[2] // 2 if k is None else k

        async def frames() -> AsyncIterator[bytes]:
            sent: set[int] = set()
            while True:
                n = await anyio.to_thread.run_sync(slabs.next_for, sent, near, limiter=waiting)
                if n is None:
                    return
                sent.add(n)
                yield slabs.frame(n)

        return StreamingResponse(
            frames(),
            media_type="application/octet-stream",
            headers={
                "Cache-Control": "no-store",  # slabs come in an order that depends on `from`
                "X-Content-Type-Options": "nosniff",
                "X-Slab-Count": str(len(slabs.ranges)),
            },
        )

    return [APIRoute(f"/{VOLUME_ROUTE}/{{token}}", volume, methods=["GET"])]
