"""Large case libraries: the catalog + lazy volumes against eager loading.

Generated Neural-MedBench-shaped cases (one folder and manifest.yaml per case: EHR, notes, three
tasks with references; three MRI sequences at realistic sizes: T1 192x224x176, T2 and FLAIR
256x256x40, int16 .nii, uncompressed). One set of NIfTI files is written and every manifest
references it under its own case id, so generation stays cheap on 2 cores; the OS page cache
is therefore warm for both sides ("cold" below means: not in the app's case cache).

Each (mode, N) runs `build_context` + `build_app` in a fresh child process (the app's real start
path, demo cases included) and then paints the first case's first slice server-side
(`ViewerService.first_slice`): that is "start to first MRI paint". Memory is the child's RSS
after the paint. Filter p50 is the Explore list handler's query (`_case_page`) over typed
prefixes and filters; open p50 is `library.get` + first slice of 10 user cases, then the same
10 again (cached). The eager side reads every case's pixels at start and filters in a
Python loop (the naive column); a watchdog stops it past EAGER_CAP_GB and reports where it stopped.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.launch import ROOT
from bench.table import Row

SIZES = (50, 1000, 5000)
EAGER_CAP_GB = 4.0
SHAPES = {"t1": (192, 224, 176), "t2": (256, 256, 40), "flair": (256, 256, 40)}

MANIFEST = """case:
  id: nmb-{i:05d}
  title: Generated case {i}
  source: neural-medbench-shaped
  tags: [{tag}, generated]
  ehr:
    Age: {age}
    Sex: {sex}
    Chief complaint: {complaint}
    History: {i} days of progressive symptoms; hypertension; no prior imaging.
  notes:
    - Neurological examination notes for case {i}, written to be about as long as a real vignette.
  sequences:
    - {{path: ../../images/t1.nii, kind: T1, name: Axial T1}}
    - {{path: ../../images/t2.nii, kind: T2, name: Axial T2}}
    - {{path: ../../images/flair.nii, kind: FLAIR, name: Axial FLAIR}}
  tasks:
    - {{id: dx, family: differential_diagnosis, difficulty: {split},
       question: "Most likely diagnosis?", reference: {{diagnosis: {diagnosis}}}}}
    - {{id: les, family: lesion_recognition, difficulty: direct, question: "Describe the lesion.",
       reference: {{lesion: periventricular lesion}}}}
    - {{id: why, family: rationale_generation, difficulty: complex, question: "Explain why.",
       reference: {{rationale: because}}}}
"""
COMPLAINTS = ["sudden aphasia", "headache", "left weakness", "blurred vision", "seizure"]
DIAGNOSES = ["stroke", "multiple sclerosis", "glioma", "optic neuritis", "abscess"]
SPLITS = ["direct", "complex", "multi_round"]


def write_images(root: Path) -> None:
    import nibabel as nib
    import numpy as np

    images = root / "images"
    images.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    for name, shape in SHAPES.items():
        data = rng.integers(0, 1200, size=shape, dtype=np.int16)
        affine = np.diag([1.0, 1.0, 1.0 if name == "t1" else 4.0, 1.0])
        nib.save(nib.Nifti1Image(data, affine), images / f"{name}.nii")


def write_cases(root: Path, n: int) -> Path:
    cases = root / f"cases-{n}"
    for i in range(n):
        folder = cases / f"case_{i:05d}"
        folder.mkdir(parents=True, exist_ok=True)
        text = MANIFEST.format(
            i=i,
            tag=DIAGNOSES[i % 5].split()[0],
            age=20 + i % 60,
            sex="FM"[i % 2],
            complaint=COMPLAINTS[i % 5],
            split=SPLITS[i % 3],
            diagnosis=DIAGNOSES[i % 5],
        )
        (folder / "manifest.yaml").write_text(text)
    return cases


CHILD = r"""
import json, sys, time
from pathlib import Path
t_start = float(sys.argv[3])
mode, cases_dir, data_dir = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[4])

def rss_mb():
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0

import data.catalog.library
if mode == "eager":
    from data.catalog.summaries import CatalogFile
    from data.catalog.sync import ScanPlan
    from data.sources import load_cases
    def plan(source, data_dir):  # nothing pending: load synchronously, the eager way
        return ScanPlan(data_dir / "none.parquet", (source,), frozenset(), frozenset({str(source)}))
    def eager(plan, budget, progress=None):
        result = load_cases(plan.units[0], budget)
        return list(result.cases), list(result.messages), CatalogFile(plan.path)
    data.catalog.library.plan_scan = plan
    data.catalog.library.run_scan = eager
from settings import Settings
from app import build_app, build_context
settings = Settings(data_dir=data_dir, db_path=data_dir / "db.duckdb", cases_dir=cases_dir,
                    demo_cache_dir=data_dir.parent / "demo")
ctx = build_context(settings)
demo = build_app(ctx)
from ui.viewer.shared import viewer_service
service = viewer_service(ctx)
lib = ctx.library
def paint(case_id):
    case = lib.get(case_id)
    seq = next(s for s in case.sequences if s.volume is not None)
    req = {"case_id": case_id, "sequence_id": seq.sequence_id, "plane": "axial"}
    out = service.first_slice(req)
    assert "error" not in out, out
paint(lib.cases[0].case_id)
paint_s = time.time() - t_start
scanning = not lib.scan.finished  # a cold catalog of thousands is scanned after start-up
while not lib.scan.finished:
    time.sleep(0.05)
listed_s = time.time() - t_start
rss = rss_mb()
from ui.explore.tab import _case_page
from ui.explore.state import CaseListState
queries = [CaseListState(text=t) for t in ("s", "st", "str", "stro", "strok", "stroke", "nmb-0",
           "nmb-00042", "headache", "zzz")]
queries += [CaseListState(split="complex"), CaseListState(family="lesion_recognition"),
            CaseListState(kind="FLAIR"), CaseListState(source="demo")]
times = []
for q in queries * 3:
    t = time.perf_counter()
    if mode == "eager":
        needle = q.text.lower()
        found = []
        for case in lib.cases:
            parts = [case.case_id, case.title, case.source, *case.notes, *case.tags]
            parts += [f"{k} {v}" for k, v in case.ehr] + [t.question for t in case.tasks]
            parts += [s.name for s in case.sequences]
            if needle in " ".join(parts).lower() and (not q.split or any(
                    t.difficulty.value == q.split for t in case.tasks)):
                found.append(case)
        rows = [[c.case_id, c.title] for c in found[:50]]
    else:
        _case_page(ctx, q, reveal=False)
    times.append(time.perf_counter() - t)
times.sort()
user = [c.case_id for c in lib.cases if c.source != "demo"]
picks = user[1::max(1, len(user) // 10)][:10]
def timed(ids):
    out = []
    for case_id in ids:
        t = time.perf_counter(); paint(case_id); out.append(time.perf_counter() - t)
    return sorted(out)
cold = timed(picks)
cached = timed(picks)
print(json.dumps({"paint_s": paint_s, "listed_s": listed_s, "scanning": scanning,
    "rss_mb": rss, "filter_ms": times[len(times)//2] * 1e3,
    "cold_ms": cold[len(cold)//2] * 1e3, "cached_ms": cached[len(cached)//2] * 1e3,
    "cases": len(lib.cases), "peak_rss_mb": rss_mb()}))
"""


def _child(mode: str, cases: Path, data_dir: Path, cap_gb: float) -> dict[str, float] | str:
    """The child's JSON, or "stopped at X GB" when its memory passed the cap."""
    data_dir.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, mode, str(cases), str(time.time()), str(data_dir)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    peak = 0.0
    try:
        while proc.poll() is None:
            peak = max(peak, _rss_gb(proc.pid))
            if peak > cap_gb:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                return f"stopped at {peak:.1f} GB"
            time.sleep(0.2)
        out = proc.stdout.read() if proc.stdout else ""
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if not lines:
        return f"failed (exit {proc.returncode})"
    result: dict[str, float] = json.loads(lines[-1])
    return result


def _rss_gb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024**2
    except OSError:
        pass
    return 0.0


def run(sizes: tuple[int, ...] = SIZES) -> list[Row]:
    rows: list[Row] = []
    base_rss = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write_images(root)
        from data.demo import build_demo_cases

        build_demo_cases(root / "demo", 2 * 1024**3)  # built once, outside every measurement
        eager_stopped = ""
        for n in sizes:
            cases = write_cases(root, n)
            data_dir = root / f"var-{n}"
            cold = _child("lazy", cases, data_dir, 8.0)  # no catalog yet: the first scan
            ours = _child("lazy", cases, data_dir, 8.0)  # the catalog it wrote: a restart
            if isinstance(ours, str) or isinstance(cold, str):
                rows.append(Row(f"catalog N={n}", 0.0, "", note=str(ours or cold)))
                continue
            naive: dict[str, float] | str = eager_stopped or _child(
                "eager", cases, root / f"eager-{n}", EAGER_CAP_GB
            )
            if isinstance(naive, str) and naive.startswith("stopped"):
                eager_stopped = naive  # a larger N would only stop sooner
            base_rss = base_rss or ours["rss_mb"]
            rows.extend(_rows(n, ours, naive, cold, base_rss))
    return rows


def _rows(
    n: int,
    ours: dict[str, float],
    naive: dict[str, float] | str,
    cold: dict[str, float],
    base_rss: float,
) -> list[Row]:
    def other(key: str) -> float | None:
        return None if isinstance(naive, str) else naive[key]

    note = f"eager: {naive}" if isinstance(naive, str) else ""
    big = n >= 5000
    how = "scanned after start-up" if cold["scanning"] else "scanned before the first paint"
    growth = 100.0 * (ours["rss_mb"] / base_rss - 1.0)
    cold_row = Row(
        f"N={n}: start to first MRI paint (first scan, no catalog)",
        cold["paint_s"],
        "s",
        None,
        "",
        f"all {n} cases listed after {cold['listed_s']:.1f} s ({how})",
    )
    return [
        cold_row,
        Row(
            f"N={n}: start to first MRI paint (warm catalog)",
            ours["paint_s"],
            "s",
            other("paint_s"),
            "<= 10 s" if big else "",
            note,
        ),
        Row(
            f"N={n}: server RSS after paint",
            ours["rss_mb"],
            "MB",
            other("rss_mb"),
            "<= 1024 MB" if big else "",
            f"{growth:+.1f}% vs the first N (target: within 10%); {note}".rstrip("; "),
        ),
        Row(
            f"N={n}: case filter p50",
            ours["filter_ms"],
            "ms",
            other("filter_ms"),
            "<= 100 ms" if big else "",
            note,
        ),
        Row(
            f"N={n}: open case p50, uncached",
            ours["cold_ms"],
            "ms",
            other("cold_ms"),
            "<= 1000 ms" if big else "",
            note or "eager: already in memory",
        ),
        Row(
            f"N={n}: open case p50, cached",
            ours["cached_ms"],
            "ms",
            other("cached_ms"),
            "<= 200 ms" if big else "",
            note,
        ),
    ]


if __name__ == "__main__":
    from bench.table import format_table

    chosen = tuple(int(a) for a in sys.argv[1:]) or SIZES
    print(format_table(run(chosen)))
