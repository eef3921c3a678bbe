"""Hub backup of the label log: off by default, uploads only after new events, restores by import.

No network: a fake uploader (through the Uploader Protocol) copies the file into tmp_path.
"""

from __future__ import annotations

import shutil
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from annotator.backup import HubBackup, NoBackup, make_backup, scrub_secret, start_backup
from annotator.events import save_label
from annotator.export import import_events
from annotator.taxonomy import load_taxonomy
from settings import Settings
from store.database import Store
from store.labels import count_events, history

TAX = load_taxonomy()
T0 = datetime(2026, 2, 1, 9, 0, 0)
TOKEN = "hf_SecretTokenValue1234567890"


class FakeUploader:
    """Records every upload and keeps a copy of each uploaded file."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.calls: list[dict[str, str]] = []
        self.uploaded = threading.Event()

    def upload(self, path: Path, *, repo_id: str, path_in_repo: str, message: str) -> None:
        copy = self.folder / f"upload-{len(self.calls)}.parquet"
        shutil.copyfile(path, copy)
        self.calls.append(
            {
                "repo_id": repo_id,
                "path_in_repo": path_in_repo,
                "message": message,
                "copy": str(copy),
            }
        )
        self.uploaded.set()


class FailingUploader:
    def upload(self, path: Path, *, repo_id: str, path_in_repo: str, message: str) -> None:
        raise ConnectionError(
            f"401 Unauthorized for https://huggingface.co/api (Authorization: Bearer {TOKEN})\n"
            "second line with details"
        )


def _label(store: Store, sample_id: str, minutes: int, base: str | None = None) -> str:
    event = save_label(
        store,
        sample_id=sample_id,
        annotator="alice",
        category="reasoning" if base else "perceptual",
        taxonomy=TAX,
        base_revision=base,
        now=T0 + timedelta(minutes=minutes),
    )
    return event.event_id


def _clock() -> datetime:
    return datetime(2026, 3, 4, 5, 6, tzinfo=UTC)


def test_unset_repo_is_a_do_nothing_backup(tmp_path: Path) -> None:
    settings = Settings.from_env({})
    assert settings.hub_backup_repo == ""
    assert settings.hub_backup_minutes == 10
    with Store.open(tmp_path / "a.duckdb") as store:
        _label(store, "r1:0", 0)
        backup = start_backup(store, settings.hub_backup_repo, "", settings.hub_backup_minutes)
        assert isinstance(backup, NoBackup)
        assert backup.status() == "Backup: off"
        assert "No backup configured" in backup.backup(store)
        backup.close()
    assert not any(tmp_path.glob("*.parquet"))


def test_settings_read_repo_and_interval() -> None:
    env = {
        "NEUROLENS_HUB_BACKUP_REPO": " me/labels ",
        "NEUROLENS_HUB_BACKUP_MINUTES": "2.5",
        "HF_TOKEN": TOKEN,
    }
    settings = Settings.from_env(env)
    assert (settings.hub_backup_repo, settings.hub_backup_minutes) == ("me/labels", 2.5)
    assert TOKEN not in repr(settings)
    assert TOKEN not in repr(make_backup(settings.hub_backup_repo, settings.hf_token))


def test_uploads_after_new_events_only(tmp_path: Path) -> None:
    fake = FakeUploader(tmp_path)
    backup = HubBackup("me/labels", fake, clock=_clock)
    with Store.open(tmp_path / "a.duckdb") as store:
        backup.backup(store)
        assert fake.calls == []  # an empty log is never uploaded (it would hide nothing)
        assert "nothing backed up yet" in backup.status()

        first = _label(store, "r1:0", 0)
        assert (
            backup.backup(store)
            == "Backup: last backup 2026-03-04 05:06 UTC (1 events) to me/labels"
        )
        assert backup.status() == "Backup: last backup 2026-03-04 05:06 UTC (1 events) to me/labels"
        assert backup.backup(store).startswith("No new label events")
        assert len(fake.calls) == 1

        _label(store, "r1:0", 1, base=first)
        _label(store, "r2:0", 2)
        backup.backup(store)
        backup.backup(store)
        assert len(fake.calls) == 2
        call = fake.calls[-1]
        assert call["repo_id"] == "me/labels"
        assert call["path_in_repo"] == backup.path_in_repo
        assert call["path_in_repo"].startswith("labels/label_events-")
        assert call["path_in_repo"].endswith(".parquet")
        assert "3 events" in call["message"]


def test_each_process_writes_its_own_file(tmp_path: Path) -> None:
    """A restarted Space (new process, empty db) must not overwrite the previous backup."""
    fake = FakeUploader(tmp_path)
    assert HubBackup("me/labels", fake).path_in_repo != HubBackup("me/labels", fake).path_in_repo


def test_uploaded_file_imports_back_with_every_event(tmp_path: Path) -> None:
    fake = FakeUploader(tmp_path)
    backup = HubBackup("me/labels", fake, clock=_clock)
    with Store.open(tmp_path / "a.duckdb") as store:
        first = _label(store, "r1:0", 0)
        _label(store, "r1:0", 1, base=first)
        _label(store, "r2:0", 2)
        backup.backup(store)
        original = history(store, "r1:0")
    with Store.open(tmp_path / "restored.duckdb") as fresh:
        assert import_events(fresh, Path(fake.calls[-1]["copy"])) == 3
        assert count_events(fresh) == 3
        assert history(fresh, "r1:0") == original
        assert import_events(fresh, Path(fake.calls[-1]["copy"])) == 0  # a restore is idempotent


def test_failing_upload_is_a_status_without_the_token(tmp_path: Path) -> None:
    backup = HubBackup("me/labels", FailingUploader(), token=TOKEN)
    with Store.open(tmp_path / "a.duckdb") as store:
        _label(store, "r1:0", 0)
        message = backup.backup(store)  # does not raise
        assert message == backup.status()
        assert message.startswith("Backup: last backup failed: ConnectionError: 401 Unauthorized")
        assert TOKEN not in message
        assert "second line" not in message
        # it failed, so the same events are tried again next time
        fake = FakeUploader(tmp_path)
        backup._uploader = fake
        backup.backup(store)
        assert len(fake.calls) == 1
        assert "(1 events) to me/labels" in backup.status()


def test_a_closed_store_is_a_failure_status_not_a_crash(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "a.duckdb")
    store.close()
    backup = HubBackup("me/labels", FakeUploader(tmp_path))
    assert backup.backup(store).startswith("Backup: last backup failed: StoreClosedError")


def test_scrub_secret_hides_any_hub_token_shape() -> None:
    assert scrub_secret("bad hf_abcdefghijklmnop here", "") == "bad hf_*** here"
    assert scrub_secret("", "x") == "unknown error"
    assert len(scrub_secret("x" * 500, "")) == 200


def test_background_thread_uploads_then_stops_on_close(tmp_path: Path) -> None:
    fake = FakeUploader(tmp_path)
    backup = HubBackup("me/labels", fake, clock=_clock)
    with Store.open(tmp_path / "a.duckdb") as store:
        _label(store, "r1:0", 0)
        backup.start(store, 0.01)
        assert fake.uploaded.wait(timeout=30)
        backup.close()
        assert backup._thread is None
        n = len(fake.calls)
        _label(store, "r2:0", 1)
    assert len(fake.calls) == n == 1  # stopped: the new event was not uploaded


@pytest.mark.parametrize("store_open", [True, False])
def test_app_context_closes_the_backup_before_the_store(tmp_path: Path, store_open: bool) -> None:
    from data.catalog.library import CaseLibrary
    from ui.context import AppContext

    store = Store.open(tmp_path / "a.duckdb") if store_open else None
    settings = Settings(hub_backup_repo="me/labels", db_path=tmp_path / "a.duckdb")
    ctx = AppContext(settings=settings, library=CaseLibrary(cases=(), messages=()), store=store)
    ctx.backup = start_backup(store, "me/labels", TOKEN, 10)
    assert isinstance(ctx.backup, HubBackup)
    assert (ctx.backup._thread is not None) == store_open
    ctx.close()
    assert ctx.backup._thread is None
