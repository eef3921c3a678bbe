"""Key canaries: a batch run with failures (500, HTML, invalid JSON, cut body, and one answer)
using an API key whose value is a unique canary. The key must reach the server in the request
header and appear nowhere else: not in the DuckDB file or its WAL, not in the CLI's output and
log records, not in stored error texts, not in the exported report or label export."""

from __future__ import annotations

import contextlib
import io
import os
import secrets
from pathlib import Path

from bench.reliability import Row
from bench.reliability._endpoint import sweep, temp_workdir

slow = False
DEFAULT_BUDGET_S = 20.0
KEY_ENV = "NEUROLENS_RELIABILITY_CANARY_KEY"
FAULTS = ["500", "html", "invalid-json", "cut", "ok"]


def _exports(workdir: Path) -> dict[str, bytes]:
    """The files a user would share: the report as CSV and the label export."""
    from annotator.export import export_events
    from scoring.report import main as report_main
    from store.database import Store

    db = workdir / "faults.duckdb"
    buf = io.StringIO()
    # a failing report is not this scenario's finding: suppress it, keep what it printed
    with (
        contextlib.redirect_stdout(buf),
        contextlib.redirect_stderr(buf),
        contextlib.suppress(Exception),
    ):
        report_main(["--db", str(db), "--format", "csv", "--no-score"])
    out = workdir / "labels.csv"
    with Store.open(db) as store:
        export_events(store, out, "csv")
    return {"report CSV": buf.getvalue().encode(), "label export": out.read_bytes()}


def run(budget_s: float) -> list[Row]:
    """One sweep whatever the budget (the sweep is the bounded version)."""
    canary = f"sk-canary-{secrets.token_hex(12)}"
    old = os.environ.get(KEY_ENV)
    os.environ[KEY_ENV] = canary
    try:
        with temp_workdir() as tmp:
            workdir = Path(tmp)
            outcomes, server = sweep(FAULTS, workdir, KEY_ENV)
            places: dict[str, bytes] = {}
            for path in workdir.iterdir():
                if path.name.startswith("faults.duckdb"):
                    places[path.name] = path.read_bytes()
            for o in outcomes:
                places[f"output of {o.fault}"] = o.output.encode()
                places[f"errors of {o.fault}"] = "\n".join(o.sample_errors).encode()
                places[f"crash of {o.fault}"] = o.crash.encode()
            places.update(_exports(workdir))
    finally:
        if old is None:
            os.environ.pop(KEY_ENV, None)
        else:
            os.environ[KEY_ENV] = old
    sent = sum(h == f"Bearer {canary}" for h in server.auth_headers)
    leaks = sorted(name for name, data in places.items() if canary.encode() in data)
    failures = sum(1 for o in outcomes if o.crash or any(o.sample_errors))
    result = (
        f"key sent in {sent} request header(s); found in {len(leaks)} of {len(places)} places"
        + (f" ({', '.join(leaks)})" if leaks else "")
        + f"; {failures} of {len(outcomes)} runs failed"
    )
    return [
        Row(
            "API key canary after failing runs",
            f"{len(outcomes)} runs, {len(places)} places",
            result,
            passed=sent > 0 and not leaks and failures > 0,
        )
    ]
