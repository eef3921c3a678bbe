"""`python -m bench [NAME ...]`: run the benchmarks and print one table.

Each module listed in SUITES exposes `run() -> list[Row]`; a suite that fails prints its error
as a row note instead of stopping the others.
"""

from __future__ import annotations

import argparse
import importlib
import platform
import sys
import time

from bench.table import Row, format_table

SUITES = [
    "render",
    "loading",
    "browser",
    "startup",
    "memory",
    "requests",
    "side_by_side",  # four models streaming while the viewer steps
    "bertscore",
    "labels",
    "privacy",
    "verdicts",
    "batch_refused",  # a batch against an endpoint nobody listens on
    "catalog",  # large case libraries (slow: N = 50, 1000, 5000)
    "gzip_index",  # seek indexes of a full-size .nii.gz (the viewer study's file)
    "viewer_study",  # a 3 x 512x512x200 study in Chromium (written once under bench/out/)
    "batch_speed",  # 495 samples (605 requests, and one request each) at concurrency 32 and 8
    "first_minute",  # a fresh server's event loop while a browser opens the study
    "dicom_open",  # the DICOM study's open, CPU time alone (headers cached)
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("suites", nargs="*", help=f"subset of {', '.join(SUITES)}")
    args = parser.parse_args(argv)
    chosen = args.suites or SUITES
    rows: list[Row] = []
    for name in chosen:
        started = time.perf_counter()
        try:
            module = importlib.import_module(f"bench.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"bench.{name}":
                continue  # suite not written yet
            raise
        try:
            rows.extend(module.run())
        except Exception as exc:  # report and go on: one broken suite must not hide the rest
            rows.append(Row(name, 0.0, "", note=f"failed: {type(exc).__name__}: {exc}"))
        print(f"# {name}: {time.perf_counter() - started:.1f} s", file=sys.stderr)
    cpu = platform.processor() or platform.machine()
    import os

    print(f"Machine: {os.cpu_count()} cores, {cpu}, Python {platform.python_version()}\n")
    print(format_table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
