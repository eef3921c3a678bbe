"""Peak memory with every demo case loaded and every sequence's three planes encoded once.

Each side runs in a fresh subprocess (peak RSS is per process). Ours: the viewer's gzip-coded
payloads (what the browser is sent and the cache keeps). Naive: the same planes kept as raw
windowed uint8 stacks plus their uncompressed base64 (what sending values as is would hold).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile

from bench.launch import ROOT
from bench.table import Row

SCRIPT = r"""
import json, resource, sys, base64
from pathlib import Path
from data.demo import build_demo_cases
from data.catalog.library import CaseLibrary
from ui.viewer.requests import resolve_window
from ui.viewer.service import ViewerService
from explorer.payload import window_plane

mode, cache = sys.argv[1], Path(sys.argv[2])
def rss():
    # VmHWM: this address space's peak RSS. ru_maxrss would include the parent's peak, since
    # Linux keeps it across fork + exec (the bench parent holds GBs of earlier suites' data).
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
lib = CaseLibrary(tuple(build_demo_cases(cache, 2 * 1024**3)))
loaded = rss()
if mode == "build":
    print(json.dumps({"loaded_mb": loaded, "peak_mb": loaded, "sent_mb": 0, "cases": 0}))
    sys.exit(0)
service = ViewerService(lib, prewarm=False, cache_bytes=1 << 40)
kept, sent = [], 0
for case in lib.cases:
    for seq in case.sequences:
        if seq.volume is None:
            continue
        for plane in ("axial", "coronal", "sagittal"):
            req = {"case_id": case.case_id, "sequence_id": seq.sequence_id, "plane": plane}
            if mode == "ours":
                sent += len(service.plane(req)["payload"]["data"])
            else:
                frames = window_plane(seq.volume, plane, resolve_window(seq, {}))
                text = base64.b64encode(frames.tobytes()).decode("ascii")
                kept.append((frames, text))
                sent += len(text)
print(json.dumps({"loaded_mb": loaded, "peak_mb": rss(), "sent_mb": sent / 1e6,
                  "cases": len(lib.cases)}))
"""


def _measure(mode: str, cache: str) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, mode, cache],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=170,
        check=True,
    )
    last = [line for line in out.stdout.splitlines() if line.startswith("{")][-1]
    result: dict[str, float] = json.loads(last)
    return result


def run() -> list[Row]:
    with tempfile.TemporaryDirectory() as tmp:
        _measure("build", tmp)  # the demo cache is built once, outside both measurements
        ours = _measure("ours", tmp)
        naive = _measure("naive", tmp)
    return [
        Row(
            "peak RSS, demo cases + every plane encoded",
            ours["peak_mb"],
            "MB",
            naive["peak_mb"],
            "",
            f"{ours['cases']:.0f} cases; library alone {ours['loaded_mb']:.0f} MB; "
            f"payloads {ours['sent_mb']:.0f} MB vs raw base64 {naive['sent_mb']:.0f} MB",
        )
    ]
