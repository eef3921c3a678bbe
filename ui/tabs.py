"""The app's tabs in order: (title, build). Each build(ctx) lives in its tab's ui/<tab>/tab.py."""

from __future__ import annotations

from collections.abc import Callable

from ui.annotate import tab as annotate
from ui.batch import tab as batch
from ui.context import AppContext
from ui.dashboard import tab as dashboard
from ui.explore import tab as explore
from ui.leaderboard import tab as leaderboard
from ui.query import tab as query
from ui.scores import tab as scores

TABS: list[tuple[str, Callable[[AppContext], None]]] = [
    ("Explore", explore.build),
    ("Query", query.build),
    ("Annotate", annotate.build),
    ("Dashboard", dashboard.build),
    ("Scores", scores.build),
    ("Leaderboard", leaderboard.build),
    ("Batch", batch.build),
]
