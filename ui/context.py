"""AppContext: the shared resources built once at start-up and passed to every tab's build().

Nothing here is per-user: per-session state lives in small dataclasses inside gr.State, and
connections, clients and volumes stay here (they are not deep-copyable).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from data.catalog.library import CaseLibrary
from settings import Settings


@dataclass
class AppContext:
    settings: Settings
    library: CaseLibrary
    # Filled by their own packages' factories in app.build_context; None where not available.
    store: Any = None  # store.database.Store
    models: Any = None  # vlm.registry.ModelRegistry
    scoring: Any = None  # scoring service (BERTScore scorer, grader) built lazily
    backup: Any = None  # annotator.backup.Backup: Hub backup thread (or the do-nothing one)
    warnings: list[str] = field(default_factory=list)  # shown in a banner at the top of the app
    # Made by the first embedded viewer, shared by every tab's viewer (ui/viewer/widget.py).
    viewer_service: Any = None  # ui.viewer_service.ViewerService: the pixel cache
    viewer_lanes: Any = None  # ui.viewer_lanes.ServerLanes: the threads its calls run on
    selection: Any = None  # ui.selection: the page's shared case selection (a gr.State)
    batch_jobs: Any = None  # scoring.batch_job.BatchJobs: the Batch tab's one job at a time

    def close(self) -> None:
        """Stop background work and close the store (tests and a clean shutdown)."""
        if self.backup is not None:
            self.backup.close()  # before the store: the backup thread reads from it
        if self.scoring is not None:
            self.scoring.close()
        if self.store is not None:
            self.store.close()
