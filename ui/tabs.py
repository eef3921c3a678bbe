"""The app's tabs in order: (title, build). Each build(ctx) lives in its own ui module."""

from __future__ import annotations

from collections.abc import Callable

from ui import annotate, batch_panel, dashboard, explore, leaderboard, query, scores_view
from ui.context import AppContext

TABS: list[tuple[str, Callable[[AppContext], None]]] = [
    ("Explore", explore.build),
    ("Query", query.build),
    ("Annotate", annotate.build),
    ("Dashboard", dashboard.build),
    ("Scores", scores_view.build),
    ("Leaderboard", leaderboard.build),
    ("Batch", batch_panel.build),
]
