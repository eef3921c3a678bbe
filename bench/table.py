"""Benchmark rows and the table `python -m bench` prints (never asserted in tests)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Row:
    """One measurement: ours against the naive way, in the same run, with the design target."""

    name: str
    ours: float
    unit: str
    naive: float | None = None
    target: str = ""
    note: str = ""

    @property
    def ratio(self) -> str:
        if self.naive is None or self.ours == 0:
            return ""
        return f"{self.naive / self.ours:.1f}x"


def best_seconds(fn: Callable[[], Any], repeats: int = 3) -> float:
    """The best wall time of `repeats` calls of fn, in seconds (the least disturbed run)."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank: a measured value, never an interpolated one.
    A q over 1 is refused: `percentile(x, 95)` once reported maxima as p95s."""
    if not 0 <= q <= 1:
        raise ValueError(f"quantile {q} is not within 0..1 (p95 is 0.95)")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def format_table(rows: Iterable[Row]) -> str:
    """A Markdown table, so it pastes into an issue note as is."""
    header = "| benchmark | ours | naive | naive/ours | target | note |"
    lines = [header, "| --- | ---: | ---: | ---: | --- | --- |"]
    for r in rows:
        naive = "" if r.naive is None else f"{r.naive:.4g} {r.unit}"
        lines.append(
            f"| {r.name} | {r.ours:.4g} {r.unit} | {naive} | {r.ratio} | {r.target} | {r.note} |"
        )
    return "\n".join(lines)
