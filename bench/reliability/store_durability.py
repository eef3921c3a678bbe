"""The store under signals and damage: copies of the .duckdb file alone after SIGKILL, kills in a
save loop, SIGTERM as a clean shutdown, damaged files set aside at start-up, and the CLIs beside
a running app (scenarios in _store_scenarios.py)."""

from __future__ import annotations

from bench.reliability import Row
from bench.reliability._store_scenarios import SCENARIOS, ScenarioRow

slow = False
DEFAULT_BUDGET_S = 5.0
SLOW_BUDGET_S = 60.0


def run(budget_s: float) -> list[Row]:
    """One round of each scenario for the bounded budget, more for a longer one."""
    rounds = max(1, int(budget_s // 10))
    rows = []
    for scenario in SCENARIOS:
        try:
            found = scenario(rounds)
        except Exception as exc:  # a broken scenario is a failed row, not a stopped table
            found = ScenarioRow(scenario.__name__, "", f"FAILED: {type(exc).__name__}: {exc}", 0)
        passed = found.result.startswith("ok")
        result = found.result.removeprefix("ok: ").removeprefix("FAILED: ")
        rows.append(Row(f"store: {found.scenario}", found.size, result, passed))
    return rows
