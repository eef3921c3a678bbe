"""attach_services(ctx): open the shared services once (store, model registry) and put them on ctx.

Each service that is missing or fails to open becomes a visible warning, never a crash, so the
viewer always works.
"""

from __future__ import annotations

from ui.context import AppContext


def attach_services(ctx: AppContext) -> None:
    # Each package adds one line here as it lands.
    return None
