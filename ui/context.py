"""AppContext: the shared resources built once at start-up and passed to every tab's build().

Nothing here is per-user: per-session state lives in small dataclasses inside gr.State, and
connections, clients and volumes stay here (they are not deep-copyable).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from annotator.backup import Backup
from data.catalog.library import CaseLibrary
from scoring.batch_job import BatchJobs
from scoring.service import ScoringService
from settings import Settings
from store.database import Store
from ui.viewer.lanes import ServerLanes
from ui.viewer.service import ViewerService
from vlm.registry import ModelRegistry

if TYPE_CHECKING:  # gradio loads after the start-up page has shown its first slice (app.py)
    import gradio as gr


@dataclass
class AppContext:
    settings: Settings
    library: CaseLibrary
    # Filled by their own packages' factories in app.build_context; None where not available.
    store: Store | None = None
    models: ModelRegistry | None = None
    scoring: ScoringService | None = None  # BERTScore scorer and grader, built lazily
    backup: Backup | None = None  # Hub backup thread (or the do-nothing one)
    warnings: list[str] = field(default_factory=list)  # shown in a banner at the top of the app
    # Made by the first embedded viewer, shared by every tab's viewer (ui/viewer/widget.py).
    viewer_service: ViewerService | None = None  # the pixel cache
    viewer_lanes: ServerLanes | None = None  # the threads its calls run on
    # The page's shared case selection, one gr.State per app page (ui/case/selection.py).
    selection: dict[int, gr.State] = field(default_factory=dict)
    batch_jobs: BatchJobs | None = None  # the Batch tab's one job at a time

    def close(self) -> None:
        """Stop background work and close the store (tests and a clean shutdown)."""
        if self.backup is not None:
            self.backup.close()  # before the store: the backup thread reads from it
        if self.scoring is not None:
            self.scoring.close()
        if self.store is not None:
            self.store.close()
