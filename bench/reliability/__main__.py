"""`python -m bench.reliability [NAME ...] [--slow] [--budget S]`: run the reliability scenarios
and print one Markdown table (scenario, size, result, holds). Exit 1 when any row does not hold."""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

from bench.reliability import Row, discover_scenarios, format_rows


def run_scenarios(names: list[str], slow: bool, budget_s: float | None) -> list[Row]:
    """Run the chosen scenarios; one that raises becomes a failed row, the others still run."""
    rows: list[Row] = []
    for module in discover_scenarios():
        short = module.__name__.rsplit(".", 1)[-1]
        if names and short not in names:
            continue
        if budget_s is not None:
            budget = budget_s
        elif slow:  # the long version: SLOW_BUDGET_S where a scenario has one
            budget = getattr(module, "SLOW_BUDGET_S", module.DEFAULT_BUDGET_S)
        else:  # the bounded version, also for scenarios marked slow
            budget = module.DEFAULT_BUDGET_S
        started = time.perf_counter()
        try:
            rows.extend(module.run(budget))
        except Exception as exc:  # report and go on: one broken scenario must not hide the rest
            rows.append(Row(short, "", f"scenario failed: {type(exc).__name__}: {exc}", False))
        print(f"# {short}: {time.perf_counter() - started:.1f} s", file=sys.stderr)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.reliability", description=__doc__)
    parser.add_argument("scenarios", nargs="*", help="module names under bench/reliability")
    parser.add_argument(
        "--slow", action="store_true", help="long budgets (each scenario's SLOW_BUDGET_S)"
    )
    parser.add_argument("--budget", type=float, default=None, help="seconds per scenario")
    args = parser.parse_args(argv)
    rows = run_scenarios(args.scenarios, args.slow, args.budget)
    cpu = platform.processor() or platform.machine()
    print(f"Machine: {os.cpu_count()} cores, {cpu}, Python {platform.python_version()}\n")
    print(format_rows(rows))
    return 0 if all(r.passed for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
