"""The bench tables' quantile: nearest rank, and a percent passed for a fraction is refused."""

from __future__ import annotations

import pytest

from bench.table import percentile


def test_nearest_rank_quantiles_are_measured_values() -> None:
    values = [float(v) for v in range(100, 0, -1)]  # 1..100, unsorted
    assert percentile(values, 0.5) == 51.0  # round(0.5 * 99) = 50 (banker's) -> the 51st
    assert percentile(values, 0.95) == 95.0
    assert percentile(values, 1.0) == 100.0 and percentile(values, 0.0) == 1.0


def test_a_percent_given_for_a_fraction_is_refused() -> None:
    with pytest.raises(ValueError, match=r"0\.95"):
        percentile([1.0, 2.0], 95)
