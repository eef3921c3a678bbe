"""Fuzzing each format: real DICOM, NIfTI, PNG, JPEG, project-page JSON and manifest YAML files,
mutated at random (byte flips, truncation, a run of inserted bytes, deep brackets), each loaded
through data.sources.load_cases in a child process with a per-file timeout and a 3 GB address
space limit. Every file must load or raise LoadError: no hang, no other exception type, no
memory blow-up."""

from __future__ import annotations

import base64
import io
import json
import os
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from bench.reliability import Row

slow = True  # its long version (--slow) runs for minutes
DEFAULT_BUDGET_S = 8.0
SLOW_BUDGET_S = 600.0
FILE_TIMEOUT_S = 20.0
ROOT = Path(__file__).resolve().parents[2]


def _png(seed: int = 0) -> bytes:
    from PIL import Image

    arr = (np.random.default_rng(seed).random((32, 32)) * 255).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(arr).save(buf, format="PNG")
    return buf.getvalue()


def _jpeg() -> bytes:
    from PIL import Image

    arr = (np.random.default_rng(1).random((32, 32)) * 255).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(arr).save(buf, format="JPEG")
    return buf.getvalue()


def write_seeds(folder: Path) -> dict[str, Path]:
    """One valid file per format (the fuzzing starts from real, loadable files)."""
    import nibabel.testing
    import yaml
    from pydicom.data import get_testdata_file

    (folder / "dicom").mkdir(parents=True, exist_ok=True)
    seeds = {
        "DICOM": folder / "dicom" / "seed.dcm",  # loaded as its folder, the way users do
        "NIfTI": folder / "seed.nii",
        "PNG": folder / "seed.png",
        "JPEG": folder / "seed.jpg",
        "project JSON": folder / "direct-diagnosis.json",
        "manifest YAML": folder / "manifest.yaml",
    }
    shutil.copy(str(get_testdata_file("MR_small.dcm")), seeds["DICOM"])
    shutil.copy(Path(str(nibabel.testing.data_path)) / "anatomical.nii", seeds["NIfTI"])
    seeds["PNG"].write_bytes(_png())
    seeds["JPEG"].write_bytes(_jpeg())
    uri = "data:image/png;base64," + base64.b64encode(_png(2)).decode()
    doc = [
        {
            "case_id": 1,
            "text": "A 34-year-old with optic neuritis.",
            "images": [uri],
            "questions": [{"question_number": 1, "question_text": "Diagnosis?"}],
        }
    ]
    seeds["project JSON"].write_text(json.dumps(doc))
    manifest = {
        "cases": [
            {
                "id": "fz",
                "title": "Fuzz",
                "ehr": {"Age": 34},
                "notes": "note",
                "sequences": [{"path": "seed.nii", "kind": "T1"}],
                "tasks": [{"id": "dx", "family": "differential_diagnosis", "question": "Dx?"}],
            }
        ]
    }
    seeds["manifest YAML"].write_text(yaml.safe_dump(manifest))
    return seeds


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One random mutation: flips, a truncation, an inserted run, or a deep bracket run."""
    out = bytearray(data)
    kind = rng.randrange(4)
    if kind == 0 or not out:
        for _ in range(rng.randint(1, 20)):
            if out:
                out[rng.randrange(len(out))] = rng.randrange(256)
    elif kind == 1:
        out = out[: rng.randrange(len(out))]
    elif kind == 2:
        at = rng.randrange(len(out) + 1)
        out[at:at] = bytes([rng.randrange(256)]) * rng.randint(1, 4096)
    else:
        at = rng.randrange(len(out) + 1)
        out[at:at] = rng.choice([b"[", b"{", b"- ", b"\x00\xff"]) * rng.randint(100, 50_000)
    return bytes(out)


@dataclass
class _Stats:
    files: int = 0
    ok: int = 0
    refused: int = 0
    hangs: int = 0
    bad: list[str] = field(default_factory=list)


class _Worker:
    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bench.reliability._fuzz_worker"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        if self.readline(120) != "ready":
            raise RuntimeError("fuzz worker did not start")

    def readline(self, timeout: float) -> str | None:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return None
        line = self.proc.stdout.readline()
        return line.strip() if line else None

    def load(self, index: int, path: Path) -> str | None:
        """The worker's line for this file; None: it hung or died (the worker is then gone)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{index} {path}\n")
        self.proc.stdin.flush()
        line = self.readline(FILE_TIMEOUT_S)
        if line is None:
            self.close()
        return line

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


def run(budget_s: float) -> list[Row]:
    """Mutants of each format in turn, round robin, until the budget is spent."""
    rng = random.Random(6)
    stats = {
        name: _Stats()
        for name in ("DICOM", "NIfTI", "PNG", "JPEG", "project JSON", "manifest YAML")
    }
    peak = 0.0
    with tempfile.TemporaryDirectory(prefix="nl-fuzz-") as t:
        folder = Path(t)
        seeds = write_seeds(folder)
        originals = {name: path.read_bytes() for name, path in seeds.items()}
        worker = _Worker()
        deadline = time.monotonic() + budget_s
        index = 0
        try:
            while time.monotonic() < deadline or index < 2 * len(seeds):
                name = list(seeds)[index % len(seeds)]
                seeds[name].write_bytes(mutate(originals[name], rng))
                target = seeds[name].parent if name == "DICOM" else seeds[name]
                line = worker.load(index, target)
                s = stats[name]
                s.files += 1
                if line is None:
                    s.hangs += 1
                    worker = _Worker()
                else:
                    _, outcome, rest = line.split(" ", 2)
                    peak = max(peak, float(rest.rsplit(" ", 1)[-1]))
                    if outcome == "ok":
                        s.ok += 1
                    elif outcome == "LoadError":
                        s.refused += 1
                    else:
                        s.bad.append(rest.rsplit(" ", 1)[0])
                index += 1
        finally:
            worker.close()
    rows = []
    for name, s in stats.items():
        bad = s.bad
        result = (
            f"{s.files} mutated files: {s.ok} loaded, {s.refused} refused with "
            f"LoadError, {len(bad)} other exceptions, {s.hangs} hangs (> {FILE_TIMEOUT_S:.0f} s)"
        )
        if bad:
            result += f"; e.g. {bad[0][:100]}"
        ok = not bad and not s.hangs
        rows.append(Row(f"fuzzing {name}", f"{s.files} files", result, ok))
    rows.append(
        Row(
            "fuzzing: loader memory",
            f"{sum(s.files for s in stats.values())} files",
            f"peak resident memory of the loading process {peak:.0f} MB (limit 3 GB)",
            peak < 3 * 1024,
        )
    )
    return rows
