"""Optional backup of the label log to a Hugging Face dataset repo (for Spaces without storage).

Off by default: `make_backup("")` is a do-nothing backup, so the app and the tests never touch
the network. With a repo id, a background thread exports every label event (full history) to
Parquet and uploads it through an `Uploader` (huggingface_hub's HfApi by default), but only after
new events arrived, and it reads on its own cursor, so a save never waits for it. A failure (no
network, a bad token) becomes a status line for the Dashboard, never a crash. The token is
passed to huggingface_hub and never logged, stored or shown.

Each app process writes its own file (labels/label_events-<start>-<id>.parquet): a restarted
Space with an empty database must not overwrite the previous backup. Restoring is importing
every file with `python -m annotator.export import` (it merges by event id, so overlaps are
harmless).
"""

from __future__ import annotations

import logging
import re
import tempfile
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from annotator.export import export_events
from store.database import Store

log = logging.getLogger(__name__)

OFF_STATUS = "Backup: off"
# The Hub limits commits per repo; more often than this would only burn that quota.
MIN_INTERVAL_S = 60.0


class Uploader(Protocol):
    def upload(self, path: Path, *, repo_id: str, path_in_repo: str, message: str) -> None:
        """Put the local file at path_in_repo of the dataset repo (one commit); raise on failure."""
        ...


@dataclass(frozen=True)
class HubUploader:
    """The real uploader: huggingface_hub's HfApi().upload_file to a dataset repo."""

    token: str = field(default="", repr=False)  # "" = huggingface_hub's own login / HF_TOKEN

    def upload(self, path: Path, *, repo_id: str, path_in_repo: str, message: str) -> None:
        from huggingface_hub import HfApi  # network only when a backup is configured

        HfApi(token=self.token or None).upload_file(
            path_or_fileobj=str(path),
            path_in_repo=path_in_repo,
            repo_id=repo_id,
            repo_type="dataset",
            commit_message=message,
        )


class Backup(Protocol):
    def backup(self, store: Store) -> str:
        """Copy the label log somewhere safe (if it changed); return a one-line message."""
        ...

    def start(self, store: Store, every_s: float) -> None:
        """Back up in the background every every_s seconds until close()."""
        ...

    def status(self) -> str:
        """One line for the Dashboard: off, the last backup, or why it failed."""
        ...

    def close(self) -> None:
        """Stop the background thread (before the store closes)."""
        ...


class NoBackup:
    """The default: nothing configured, nothing sent."""

    def backup(self, store: Store) -> str:
        return (
            "No backup configured (set NEUROLENS_HUB_BACKUP_REPO to a Hugging Face dataset repo)."
        )

    def start(self, store: Store, every_s: float) -> None:
        return None

    def status(self) -> str:
        return OFF_STATUS

    def close(self) -> None:
        return None


def read_log_mark(store: Store) -> tuple[int, int]:
    """(number of events, highest arrival seq): changes exactly when an event is added.

    The arrival order (seq) rather than created_at, because an import adds old timestamps.
    """
    n, top = store.query("SELECT count(*), coalesce(max(seq), 0) FROM label_events")[0]
    return int(n), int(top)


def scrub_secret(text: str, secret: str) -> str:
    """One short line without the token (or anything shaped like a Hub token)."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    line = lines[0] if lines else "unknown error"
    if secret:
        line = line.replace(secret, "***")
    line = re.sub(r"hf_[A-Za-z0-9]{8,}", "hf_***", line)
    return line if len(line) <= 200 else line[:199] + "…"


def _default_path_in_repo(now: datetime) -> str:
    return f"labels/label_events-{now:%Y%m%dT%H%M%SZ}-{uuid.uuid4().hex[:6]}.parquet"


class HubBackup:
    """Upload a Parquet export of every label event to a dataset repo, after new events only."""

    def __init__(
        self,
        repo_id: str,
        uploader: Uploader | None = None,
        *,
        token: str = "",
        path_in_repo: str | None = None,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.repo_id = repo_id
        self._token = token
        self._uploader: Uploader = uploader or HubUploader(token)
        self._clock = clock
        self.path_in_repo = path_in_repo or _default_path_in_repo(clock())
        self._lock = threading.Lock()  # one backup at a time (thread and manual calls)
        self._uploaded_mark: tuple[int, int] = (0, 0)
        self._status = f"Backup: on (to {repo_id}); nothing backed up yet"
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def __repr__(self) -> str:  # never show the token
        return f"HubBackup(repo_id={self.repo_id!r}, path_in_repo={self.path_in_repo!r})"

    def backup(self, store: Store) -> str:
        with self._lock:
            try:
                mark = read_log_mark(store)
                if mark[0] == 0 or mark == self._uploaded_mark:
                    return "No new label events since the last backup."
                with tempfile.TemporaryDirectory(prefix="neurolens-backup-") as tmp:
                    out = Path(tmp) / "label_events.parquet"
                    n = export_events(store, out, "parquet")
                    stamp = self._clock().strftime("%Y-%m-%d %H:%M UTC")
                    self._uploader.upload(
                        out,
                        repo_id=self.repo_id,
                        path_in_repo=self.path_in_repo,
                        message=f"NeuroLens label backup: {n} events ({stamp})",
                    )
            except Exception as exc:  # network, auth, disk, a closed store: report, never raise
                reason = scrub_secret(f"{type(exc).__name__}: {exc}", self._token)
                self._status = f"Backup: last backup failed: {reason}"
                log.warning("label backup to %s failed: %s", self.repo_id, reason)
                return self._status
            self._uploaded_mark = mark
            self._status = f"Backup: last backup {stamp} ({n} events) to {self.repo_id}"
            return self._status

    def start(self, store: Store, every_s: float) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(
            target=self._run, args=(store, every_s), name="label-backup", daemon=True
        )
        self._thread.start()

    def _run(self, store: Store, every_s: float) -> None:
        while not self._stop.wait(every_s):
            self.backup(store)

    def status(self) -> str:
        return self._status

    def close(self) -> None:
        """Stop the thread; waits for an upload in progress (bounded), so the store can close."""
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(timeout=60)


def make_backup(repo_id: str, token: str = "", uploader: Uploader | None = None) -> Backup:
    """A Hub backup when a repo id is set, else the do-nothing backup."""
    repo_id = repo_id.strip()
    return HubBackup(repo_id, uploader, token=token) if repo_id else NoBackup()


def start_backup(store: Store | None, repo_id: str, token: str, every_minutes: float) -> Backup:
    """The app's backup, already running when configured and a store is open."""
    backup = make_backup(repo_id, token)
    if store is not None:
        backup.start(store, max(MIN_INTERVAL_S, every_minutes * 60.0))
    return backup
