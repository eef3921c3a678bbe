"""The DICOM study's open, CPU time alone: `python -m bench dicom_open`.

Why: with a second browser stepping on the same 2 cores, the study's first slice waits on the
case's open, whose wall time stretches with the load; its CPU time (`time.process_time` around
each open) is what the code decides. The catalog's scan reads the headers once and keeps each
series' plan; each open then runs as the case library runs it (the change check, then the open
from the catalog's recipe).
"""

from __future__ import annotations

import os
import statistics
import time

from bench.table import Row

OPENS = 40
SETTLED_S = 2.5  # the header cache keeps only files older than this (dicom_header_cache)


def run() -> list[Row]:
    from bench.study_dicom import write_dicom_study
    from bench.viewer_study import write_study
    from data.catalog import scan as catalog_scan
    from data.catalog.dicom_recipe import changed_since_scan, open_dicom_recipe, read_plan
    from data.catalog.recipes import open_recipe

    study = write_dicom_study(write_study())
    newest = max(p.stat().st_mtime for p in study.rglob("*") if p.is_file())
    time.sleep(max(0.0, newest + SETTLED_S - time.time()))
    budget = 8 << 30
    summary = catalog_scan.scan_unit(study, budget)[0][0]

    def open_once() -> None:
        plan = read_plan(summary.recipe)
        assert not changed_since_scan(summary, plan)
        if plan is not None:
            open_dicom_recipe(summary.recipe, plan)
        else:
            open_recipe(summary.recipe, budget)

    for _ in range(3):
        open_once()
    times = []
    for _ in range(OPENS):
        started = time.process_time()
        open_once()
        times.append((time.process_time() - started) * 1000)
    load = os.getloadavg()[0]
    return [
        Row(
            "DICOM study open, CPU alone (median)",
            round(statistics.median(times), 1),
            "ms",
            note=f"{OPENS} opens in process, from the catalog's {summary.recipe.kind} recipe; min "
            f"{min(times):.1f} ms; 1-minute load {load:.1f}",
        )
    ]


if __name__ == "__main__":
    from bench.table import format_table

    print(format_table(run()))
