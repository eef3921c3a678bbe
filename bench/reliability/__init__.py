"""Reliability scenarios: each module here is one attack on NeuroLens that must leave it intact.

A scenario module exposes `run(budget_s: float) -> list[Row]`, `slow: bool` (a long scenario
that `python -m bench.reliability` runs only with `--slow`) and `DEFAULT_BUDGET_S` (the bounded
budget used when none is given). Modules are found with pkgutil, so a new scenario is a new file:
no registry to edit. Helper modules whose names start with "_" are skipped.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class Row:
    """One scenario outcome: what was tried, how much, what happened, and whether it held."""

    scenario: str
    size: str
    result: str
    passed: bool


def discover_scenarios() -> list[ModuleType]:
    """Every scenario module in this package, in name order (private `_x` modules skipped)."""
    modules = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name.startswith("_") or info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        if callable(getattr(module, "run", None)):
            modules.append(module)
    return modules


def format_rows(rows: list[Row]) -> str:
    """A Markdown table, so it pastes into the README and an issue note as is."""
    lines = ["| scenario | size | result | holds |", "| --- | --- | --- | --- |"]
    for r in rows:
        lines.append(f"| {r.scenario} | {r.size} | {r.result} | {'yes' if r.passed else 'NO'} |")
    return "\n".join(lines)
