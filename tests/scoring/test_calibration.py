"""Calibration statistics against correlations computed by hand."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from scoring.calibration import calibration_table, correlate, fisher_ci

GRADER = [1, 2, 3, 4, 5]
HUMAN = [2, 1, 4, 3, 5]


def test_pearson_matches_hand_computation() -> None:
    # means 3 and 3; deviations (-2,-1,0,1,2) and (-1,-2,1,0,2): sum of products 2+2+0+0+4 = 8,
    # sums of squares 10 and 10 -> r = 0.8
    c = correlate(GRADER, HUMAN)
    assert c.n == 5
    assert c.pearson == pytest.approx(0.8)


def test_spearman_matches_hand_computation() -> None:
    # ranks equal the values; d = (-1, 1, -1, 1, 0), sum d^2 = 4 -> rho = 1 - 6*4/(5*24) = 0.8
    c = correlate(GRADER, HUMAN)
    assert c.spearman == pytest.approx(0.8)
    assert c.spearman_low is not None and c.spearman_high is not None
    assert c.spearman_low <= c.spearman_high <= 1.0


def test_fisher_interval_by_hand() -> None:
    low, high = fisher_ci(0.8, 5)
    z, half = math.atanh(0.8), 1.959963984540054 / math.sqrt(2)
    assert low == pytest.approx(math.tanh(z - half))
    assert high == pytest.approx(math.tanh(z + half))
    assert low < 0.8 < high
    assert fisher_ci(0.5, 3) == (None, None)


def test_degenerate_inputs_are_not_computable() -> None:
    assert correlate([1, 2], [1, 2]).pearson is None  # n < 3
    assert correlate([3, 3, 3, 3], [1, 2, 3, 4]).pearson is None  # constant grader
    nan = float("nan")
    c = correlate([1, 2, nan, 3, 4], [1, 2, 5, 3, 4])
    assert c.n == 4 and c.pearson == pytest.approx(1.0)


def test_table_per_dimension_and_category() -> None:
    rows = []
    for g, h in zip(GRADER, HUMAN, strict=True):
        rows.append(
            {"dimension": "diagnosis", "error_category": "reasoning", "grader": g, "human": h}
        )
        rows.append(
            {"dimension": "lesion", "error_category": "perceptual", "grader": g, "human": 6 - h}
        )
    table = calibration_table(pd.DataFrame(rows), by=("dimension", "error_category"))
    got = table.set_index("dimension")
    assert got.loc["diagnosis", "pearson"] == pytest.approx(0.8)
    assert got.loc["lesion", "pearson"] == pytest.approx(-0.8)
    assert set(table.columns) >= {"n", "pearson_low", "spearman_high", "error_category"}
