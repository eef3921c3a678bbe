"""Does the grader agree with humans? Pearson and Spearman with confidence intervals.

The paper reports grader-neurologist agreement as Pearson r > 0.9; here the claim is checkable
on one's own answers: where humans graded the same answers with the same rubric, correlate per
dimension and per error category. Pearson's interval uses Fisher's z transform; Spearman's a
percentile bootstrap over answers (its sampling distribution has no simple closed form).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy import stats


@dataclass(frozen=True)
class Correlation:
    """A correlation with its interval; None where it cannot be computed (n < 3, constant)."""

    n: int
    pearson: float | None
    pearson_low: float | None
    pearson_high: float | None
    spearman: float | None
    spearman_low: float | None
    spearman_high: float | None


def fisher_ci(r: float, n: int, level: float = 0.95) -> tuple[float, float] | tuple[None, None]:
    """Interval for Pearson r via z = atanh(r), se = 1/sqrt(n-3)."""
    if n <= 3:
        return None, None
    if abs(r) >= 1.0:
        return r, r
    z = math.atanh(r)
    half = stats.norm.ppf(0.5 + level / 2) / math.sqrt(n - 3)
    return math.tanh(z - half), math.tanh(z + half)


def _spearman(x: np.ndarray, y: np.ndarray) -> float | None:
    if np.ptp(x) == 0 or np.ptp(y) == 0:
        return None
    return float(stats.spearmanr(x, y).statistic)


def correlate(
    grader: Sequence[float],
    human: Sequence[float],
    *,
    level: float = 0.95,
    resamples: int = 2000,
    seed: int = 0,
) -> Correlation:
    """Pearson (Fisher-z CI) and Spearman (bootstrap CI) between paired grades; NaNs dropped."""
    x = np.asarray(grader, dtype=float)
    y = np.asarray(human, dtype=float)
    keep = ~(np.isnan(x) | np.isnan(y))
    x, y = x[keep], y[keep]
    n = int(x.size)
    if n < 3 or np.ptp(x) == 0 or np.ptp(y) == 0:
        return Correlation(n, None, None, None, None, None, None)
    r = float(stats.pearsonr(x, y).statistic)
    low, high = fisher_ci(r, n, level)
    rho = _spearman(x, y)
    rng = np.random.default_rng(seed)
    boots = []
    for _ in range(resamples):
        idx = rng.integers(0, n, n)
        value = _spearman(x[idx], y[idx])
        if value is not None and not math.isnan(value):
            boots.append(value)
    alpha = (1 - level) / 2
    s_low = float(np.quantile(boots, alpha)) if boots else None
    s_high = float(np.quantile(boots, 1 - alpha)) if boots else None
    return Correlation(n, r, low, high, rho, s_low, s_high)


def calibration_table(
    pairs: pd.DataFrame, by: Sequence[str] = ("dimension",), level: float = 0.95
) -> pd.DataFrame:
    """One row per group of a long frame with columns `grader`, `human` and the `by` columns
    (for example ("dimension",) or ("dimension", "error_category"))."""
    rows = []
    for key, part in pairs.groupby(list(by), dropna=False, sort=True):
        key_t = key if isinstance(key, tuple) else (key,)
        c = correlate(part["grader"], part["human"], level=level)
        rows.append({**dict(zip(by, key_t, strict=True)), **c.__dict__})
    return pd.DataFrame(rows)
