"""Optional backup of the label log to a Hugging Face dataset repo (for Spaces without storage).

Off by default: `make_backup("")` is a do-nothing backup, so the app and the tests never touch
the network. With a repo id, the log is exported to Parquet and uploaded with huggingface_hub
(token from the usual HF_TOKEN / login; never logged or stored here).
"""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from annotator.export import export_events
from store.database import Store


class Backup(Protocol):
    def backup(self, store: Store) -> str:
        """Copy the label log somewhere safe; return a one-line message for the UI."""
        ...


class NoBackup:
    """The default: nothing configured, nothing sent."""

    def backup(self, store: Store) -> str:
        return "No backup configured (set NEUROLENS_BACKUP_REPO to a Hugging Face dataset)."


class HubBackup:
    """Upload a Parquet export of every label event to a dataset repo on the Hub."""

    def __init__(self, repo_id: str, path_in_repo: str = "labels/label_events.parquet") -> None:
        self.repo_id = repo_id
        self.path_in_repo = path_in_repo

    def backup(self, store: Store) -> str:
        from huggingface_hub import HfApi  # network only when a backup is configured and asked for

        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "label_events.parquet"
            n = export_events(store, out, "parquet")
            stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
            HfApi().upload_file(
                path_or_fileobj=str(out),
                path_in_repo=self.path_in_repo,
                repo_id=self.repo_id,
                repo_type="dataset",
                commit_message=f"NeuroLens label backup: {n} events ({stamp})",
            )
        return f"Backed up {n} label events to {self.repo_id} ({stamp})."


def make_backup(repo_id: str) -> Backup:
    return HubBackup(repo_id) if repo_id.strip() else NoBackup()
