"""Every reliability scenario, run with a small budget, must hold: these are behaviour checks
(nothing lost, nothing leaked, every hostile input refused), not timings."""

from __future__ import annotations

import pytest

from bench.reliability import Row, discover_scenarios, format_rows

SCENARIOS = discover_scenarios()
CI_BUDGET_S = 3.0


def test_scenarios_are_discovered_with_their_contract() -> None:
    assert SCENARIOS, "no scenario modules found"
    for module in SCENARIOS:
        assert isinstance(module.slow, bool), module.__name__
        assert module.DEFAULT_BUDGET_S > 0, module.__name__


@pytest.mark.parametrize("module", SCENARIOS, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_scenario_holds_with_a_small_budget(module) -> None:
    rows = module.run(min(CI_BUDGET_S, module.DEFAULT_BUDGET_S))
    assert rows and all(isinstance(r, Row) for r in rows)
    failed = [r for r in rows if not r.passed]
    assert not failed, "\n" + format_rows(failed)


def test_table_marks_a_failed_row() -> None:
    table = format_rows([Row("x", "1 try", "1 lost", passed=False)])
    assert "| x | 1 try | 1 lost | NO |" in table
