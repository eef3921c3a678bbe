"""How a command-line tool opens the database, whether or not the app holds it.

- Free file: opened directly (read-write), after merging any inbox files the app left.
- Locked by the app (or another NeuroLens process):
  - reading (`scoring.report --no-score`, `annotator.export`): a consistent copy of the file is
    taken (the `.duckdb` and its `.wal`, checked against the checkpoint generation in the
    marker, retried when a checkpoint ran during the copy), pending inbox files are merged into
    the copy, and the copy is opened; it is deleted at close.
  - writing (`scoring.run`, `scoring.report` scoring, `annotator.export import`): the tool works
    on its own copy under `<db>.inbox/work/`, so resuming and scoring see everything; at close
    the rows it added or changed go to `<db>.inbox/<batch>.duckdb`, which the app merges within
    seconds (store/inbox.py).
A damaged file is one line saying so, never a traceback.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import duckdb

from data.errors import NeuroLensError
from store.database import Store, StoreLockedError
from store.inbox import (
    adopt_orphans,
    hand_off,
    inbox_dir,
    merge_pending,
    pending_files,
    remove_db_files,
)
from store.recovery import DamagedStoreError, open_verified, verify_store
from store.state import read_state, wal_path

_SNAPSHOT_TRIES = 40


def open_for_cli(db: Path, *, write: bool, label: str = "cli") -> Store:
    """The store a CLI works on (see the module docstring); close() finishes the hand-off."""
    db = Path(db)
    if not write and not db.exists():
        raise NeuroLensError(f"{db}: no such database")
    try:
        if not write and not os.access(db, os.W_OK):
            return open_verified(db, read_only=True)
        store = open_verified(db)
    except StoreLockedError as exc:
        holder = re.search(r"\(pid \d+\)", str(exc))
        who = f" {holder.group(0)}" if holder else ""
        if write:
            store = _open_inbox_store(db, label)
            print(
                f"note: {db} is open in NeuroLens{who}; this run writes to {inbox_dir(db)} "
                "and the app merges it within seconds",
                file=sys.stderr,
            )
            return store
        print(f"note: {db} is open in NeuroLens{who}; reading a copy taken now", file=sys.stderr)
        return _open_snapshot_store(db)
    except DamagedStoreError as exc:
        raise NeuroLensError(
            f"{exc}; start the app once to set it aside and recover what is readable"
        ) from exc
    if not store.read_only:
        adopt_orphans(db)
        merge_pending(store)
    return store


def take_snapshot(db: Path, dest: Path) -> Path:
    """A consistent, checkpointed copy of `db` at `dest` (retried while a checkpoint runs)."""
    last = "no attempt"
    for attempt in range(_SNAPSHOT_TRIES):
        before = read_state(db)
        if before is not None and before.in_progress:
            time.sleep(0.05 * min(attempt + 1, 10))
            continue
        remove_db_files(dest)
        shutil.copyfile(db, dest)
        with contextlib.suppress(FileNotFoundError):
            shutil.copyfile(wal_path(db), wal_path(dest))
        after = read_state(db)
        if after is not None and (after.in_progress or after.generation != _gen(before)):
            last = "a checkpoint ran during the copy"
            continue
        try:
            _fold(dest)
            return dest
        except duckdb.Error as exc:
            last = str(exc).splitlines()[0]
        # a torn WAL tail: the checkpointed file alone is still consistent
        remove_db_files(dest)
        shutil.copyfile(db, dest)
        try:
            _fold(dest)
            return dest
        except duckdb.Error as exc:
            last = str(exc).splitlines()[0]
        time.sleep(0.05 * min(attempt + 1, 10))
    remove_db_files(dest)
    raise NeuroLensError(f"{db}: cannot take a consistent copy while the app runs ({last})")


def _gen(state: object) -> int:
    return int(getattr(state, "generation", 0)) if state is not None else 0


def _fold(path: Path) -> None:
    """Open the copy read-write once (replays its WAL), read everything, checkpoint, close."""
    con = duckdb.connect(str(path))
    try:
        tables = [
            r[0]
            for r in con.execute(
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = 'main' AND table_type = 'BASE TABLE'"
            ).fetchall()
        ]
        for t in tables:
            con.execute(f'SELECT max(hash(x)) FROM "{t}" AS x').fetchall()
        con.execute("CHECKPOINT")
    finally:
        con.close()


def _batch_name(label: str) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    return f"{stamp}-{os.getpid()}-{re.sub(r'[^A-Za-z0-9_.-]', '_', label)}"


def _open_snapshot_store(db: Path) -> Store:
    folder = inbox_dir(db) / "work"
    folder.mkdir(parents=True, exist_ok=True)
    pending = pending_files(db)  # listed BEFORE the copy: a file merged meanwhile is in both
    copy = take_snapshot(db, folder / f"{_batch_name('read')}.snapshot.duckdb")
    store = Store.open(copy, checkpoint_delay_s=None)
    merge_pending(store, move=False, files=_still_readable(pending))
    store.on_close(lambda: remove_db_files(copy), after=True)
    verify_store(store)
    return store


def _still_readable(files: list[Path]) -> list[Path]:
    """Each file where it is now: the app may have moved it to merged/ since it was listed
    (merging it again into a copy is harmless: merges are idempotent)."""
    found = []
    for path in files:
        moved = path.parent / "merged" / path.name
        if path.exists():
            found.append(path)
        elif moved.exists():
            found.append(moved)
    return found


def _open_inbox_store(db: Path, label: str) -> Store:
    folder = inbox_dir(db)
    work = folder / "work"
    work.mkdir(parents=True, exist_ok=True)
    batch = _batch_name(label)
    pending = pending_files(db)
    base = take_snapshot(db, work / f"{batch}.base.duckdb")
    with Store.open(base, checkpoint_delay_s=None) as seed:  # same schema, pending merged in
        merge_pending(seed, move=False, files=_still_readable(pending))
    mine = work / f"{batch}.duckdb"
    shutil.copyfile(base, mine)
    store = Store.open(mine, checkpoint_delay_s=None)

    def finish() -> None:
        hand_off(base, mine, folder / f"{batch}.duckdb")

    store.on_close(finish, after=True)
    return store
