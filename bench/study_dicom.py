"""The viewer study's full-size sequences as DICOM series (200 single-frame files each), as a
hospital exports them, and the first-slice rows measured on it (part of bench/viewer_study.py;
`python -m bench study_dicom` runs these rows alone).

Each DICOM open is timed on its own server (a second open of a case would come from the
server's case cache): 'idle' waits IDLE_S after the page is ready before the click, 'fresh'
clicks as soon as the case's row shows on a newly started server. On one more fresh server a
second browser (its own Chromium) steps through the demo case and asks the server for slices
while the first opens the DICOM study, as bench/viewer_study.py does for the NIfTI study
(`python -m bench study_dicom_beside` runs these rows alone).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from bench.launch import ROOT
from bench.study_page import CASE_ID, app_page, open_study, until
from bench.table import Row, percentile

OUT = ROOT / "bench" / "out" / "study_dicom"
OPENS = 5
IDLE_S = 20.0


def write_dicom_study(nifti_folder: Path, out: Path = OUT) -> Path:
    """One study folder (named as the NIfTI study's case; the app's cases folder, so the
    study is that one case) with one sub-folder per sequence, written by
    data.formats.dicom_write from the NIfTI study's files; reused when present."""
    import nibabel as nib
    import numpy as np

    from data.formats.dicom_write import write_series
    from data.model import Volume

    study = out / CASE_ID
    for n, source in enumerate(sorted(nifti_folder.glob("*.nii.gz")), start=1):
        folder = study / source.name.removesuffix(".nii.gz")
        if folder.is_dir() and any(folder.iterdir()):
            continue  # written by an earlier run
        image: Any = nib.load(source)
        data = np.asarray(image.dataobj)
        affine = np.asarray(image.affine, dtype=np.float64)
        write_series(
            Volume(data, affine, (0.45, 0.45, 0.9)),
            folder,
            series_description=f"Axial {folder.name.upper()}",
            series_number=n,
            patient_name="Bench^Study",
            patient_id="BENCH-1",
        )
    return study


def _first_slices(url: str, browser: Any, wait_s: float) -> float:
    page = app_page(browser, url)
    if wait_s:
        until(page, "held", None, timeout=120_000)
        time.sleep(wait_s)
    return open_study(page)[0]


def run() -> list[Row]:
    from bench.launch import chromium_path
    from bench.viewer_study import fresh_app, write_study

    exe = chromium_path()
    if exe is None:
        return [Row("DICOM series", 0.0, "", note="skipped: Chromium not installed")]
    study = write_study()
    return [*dicom_rows(fresh_app, exe, study), *dicom_beside_rows(fresh_app, exe, study)]


def dicom_rows(app: Any, exe: str, nifti_folder: Path) -> list[Row]:
    """First slice painted for the DICOM study, idle and fresh server, OPENS opens each;
    `app(folder)` starts a server on a cases folder (returns its ExitStack and URL)."""
    from bench.study_page import in_browsers

    folder = write_dicom_study(nifti_folder)
    load_before = os.getloadavg()[0]
    found: dict[str, list[float]] = {"idle": [], "fresh": []}
    for _ in range(OPENS):
        for key, wait in (("idle", IDLE_S), ("fresh", 0.0)):
            stack, url = app(folder)
            with stack:
                found[key].append(
                    in_browsers(url, exe, lambda u, b, w=wait: _first_slices(u, b, w))
                )
    rows = []
    for key, what in (("idle", f"server idle {IDLE_S:.0f} s"), ("fresh", "fresh server")):
        times = found[key]
        rows.append(
            Row(
                f"DICOM series: choose case -> first slice painted p95, {what}",
                percentile(times, 0.95),
                "ms",
                None,
                "<= 150 ms",
                f"3 series of 200 single-frame files (512x512 int16); median"
                f" {percentile(times, 0.5):.0f} ms over {len(times)} opens, each on its own server"
                f" (1-minute load {load_before:.1f} before, {os.getloadavg()[0]:.1f} after)",
            )
        )
    return rows


def dicom_beside_rows(app: Any, exe: str, nifti_folder: Path) -> list[Row]:
    """Another user stepping (and asking the server for slices) while the first browser opens
    the DICOM study on a freshly started server; the server's own latency meanwhile."""
    from bench.server_probe import PATH as PROBE_PATH
    from bench.study_others import steps_beside, while_open_row
    from bench.study_page import in_browsers

    folder = write_dicom_study(nifti_folder)
    load_before = os.getloadavg()[0]
    stack, url = app(folder)
    with stack:
        beside = in_browsers(url, exe, steps_beside, 2)
    load = f"1-minute load {load_before:.1f} before, {os.getloadavg()[0]:.1f} after"
    return [
        while_open_row(
            "DICOM: other browser step p95 while the study opens",
            beside["busy"],
            beside["quiet"],
            "<= 17 ms",
            f"by the frame's own clock ({len(beside['busy'])} steps; to its callbacks p95"
            f" {percentile(beside['busy_called'], 0.95):.1f} ms); naive column: the same"
            f" stepping with nothing else going on; {load}",
        ),
        Row(
            "DICOM: first slice painted while the other browser steps",
            beside["painted"],
            "ms",
            None,
            "",
            "a fresh server, clicked once the other browser steps; sharing the 2 cores",
        ),
        while_open_row(
            "DICOM: other browser's server slice request p95 while the study opens",
            beside["busy_server"],
            beside["quiet_server"],
            "",
            "naive column: the same requests with nothing else going on",
        ),
        while_open_row(
            "DICOM: server, a trivial request p95 while the study opens",
            beside["busy_probe"],
            beside["quiet_probe"],
            "",
            f"GET {PROBE_PATH} every 10 ms from the bench ({len(beside['busy_probe'])} requests,"
            f" worst {max(beside['busy_probe'], default=0):.0f} ms); naive column: before the open",
        ),
    ]
