"""Endpoint faults: the batch CLI against a server that answers 429 (with Retry-After), 500,
too late, HTML, invalid JSON, nothing, half a body, or JSON of the wrong shape. Each fault must
end as a stored answer or a stored error (never a crash, never a run left "running"), and a
server that did answer must not be reported as unreachable."""

from __future__ import annotations

from pathlib import Path

from bench.reliability import Row
from bench.reliability._endpoint import FAULTS, FaultOutcome, sweep, temp_workdir

slow = False
DEFAULT_BUDGET_S = 30.0
KEY_ENV = "NEUROLENS_RELIABILITY_FAULT_KEY"


def _verdict(o: FaultOutcome) -> tuple[str, bool]:
    if o.crash:
        return f"CLI crashed: {o.crash[:120]}", False
    if o.run_status == "running":
        return "run left 'running'", False
    if not o.stored:
        return f"nothing stored (exit {o.exit_code}, run {o.run_status})", False
    error = o.sample_errors[0]
    if not error:
        return f"answer stored (exit {o.exit_code})", True
    reached = o.fault not in ("timeout",)
    wrong = reached and ("cannot reach" in error or "is the server running" in error)
    shown = " ".join(error.split())[:110]
    return f"stored error: {shown!r} (exit {o.exit_code})", not wrong


def run(budget_s: float) -> list[Row]:
    """Every fault once, whatever the budget: the sweep itself is the bounded version."""
    import os

    os.environ.setdefault(KEY_ENV, "sk-reliability-faults")
    with temp_workdir() as tmp:
        outcomes, _server = sweep(list(FAULTS), Path(tmp), KEY_ENV)
    rows = []
    for o in outcomes:
        result, ok = _verdict(o)
        rows.append(Row(f"endpoint fault: {FAULTS[o.fault]}", "1 batch run", result, ok))
    return rows
