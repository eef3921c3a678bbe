"""Kills during label saves: a child process saves labels through the real Store and prints each
event id once `save_label` has returned (the moment the UI says "saved"); the parent SIGKILLs it at
a random point, starts it again, and at the end counts how many confirmed labels survived."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from bench.reliability import Row

slow = True  # its long version (--slow) runs for minutes
DEFAULT_BUDGET_S = 6.0
SLOW_BUDGET_S = 60.0
ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
from annotator.events import save_label
from annotator.taxonomy import load_taxonomy
from store.database import Store
store = Store.open(sys.argv[1]); tax = load_taxonomy()
print("ready", flush=True)
i = 0
while True:
    ev = save_label(store, sample_id=f"kill{i % 50}:0", annotator="killer",
                    category="reasoning", taxonomy=tax, base_revision=None, note="k")
    print(ev.event_id, flush=True)
    i += 1
"""


def _read_ids(proc: subprocess.Popen[str], ids: list[str], ready: threading.Event) -> None:
    assert proc.stdout is not None
    for line in proc.stdout:
        word = line.strip()
        if word == "ready":
            ready.set()
        elif word:
            ids.append(word)


def run(budget_s: float) -> list[Row]:
    """Kill the saver for about budget_s seconds; pass when no confirmed label is lost."""
    from store.database import Store

    rng = random.Random(11)
    confirmed: list[str] = []
    kills = 0
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "kills.duckdb"
        deadline = time.monotonic() + budget_s
        while time.monotonic() < deadline or kills == 0:
            proc = subprocess.Popen(
                [sys.executable, "-c", CHILD, str(db)],
                cwd=ROOT,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                env={**os.environ, "PYTHONPATH": str(ROOT)},
            )
            ids: list[str] = []
            ready = threading.Event()
            reader = threading.Thread(target=_read_ids, args=(proc, ids, ready), daemon=True)
            reader.start()
            if not ready.wait(60):
                proc.kill()
                proc.wait()
                raise RuntimeError("the saving child never opened the store")
            time.sleep(rng.uniform(0.05, 0.6))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            reader.join(10)
            kills += 1
            confirmed.extend(ids)
        with Store.open(db, read_only=True) as store:
            stored = {r[0] for r in store.query("SELECT event_id FROM label_events")}
    lost = [e for e in confirmed if e not in stored]
    return [
        Row(
            "kills during label saves",
            f"{kills} SIGKILLs",
            f"{kills} SIGKILLs during {len(confirmed):,} confirmed saves: {len(lost)} lost",
            passed=not lost and len(confirmed) > 0,
        )
    ]
