"""pass@k with the unbiased estimator, per task and aggregated with bootstrap intervals over tasks.

The estimator is 1 - C(n-c, k) / C(n, k) for n samples of which c are correct (Chen et al. 2021).
It is computed as a product, 1 - prod_{i=n-c+1..n} (1 - k/i), so large n never builds huge
binomials or loses precision. When n < k the number is not computable and is reported as None,
never as 0: a model asked for fewer samples than k has not failed, it has not been measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

GROUP_COLUMNS = ("model", "split", "family")


def pass_at_k(n: int, c: int, k: int) -> float | None:
    """Unbiased pass@k for one task; None when n < k (not computable)."""
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    if n < 0 or c < 0 or c > n:
        raise ValueError(f"need 0 <= c <= n, got n={n}, c={c}")
    if n < k:
        return None
    if n - c < k:  # every draw of k samples holds at least one correct sample
        return 1.0
    miss = 1.0
    for i in range(n - c + 1, n + 1):
        miss *= 1.0 - k / i
    return 1.0 - miss


@dataclass(frozen=True)
class Aggregate:
    """pass@k over a group of tasks: mean of the computable tasks and its bootstrap interval."""

    k: int
    value: float | None
    ci_low: float | None
    ci_high: float | None
    tasks: int  # tasks in the group
    tasks_computable: int  # tasks with n >= k (the others are left out, and counted here)
    n_min: int  # fewest samples of any task in the group
    n_max: int


def bootstrap_mean_ci(
    values: Sequence[float], *, level: float = 0.95, resamples: int = 2000, seed: int = 0
) -> tuple[float | None, float | None]:
    """Percentile bootstrap interval of the mean, resampling tasks with replacement."""
    arr = np.asarray(values, dtype=float)
    if arr.size < 2:  # one task cannot be resampled: no interval (shown "n/a"), not zero width
        return None, None
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, arr.size, size=(resamples, arr.size))
    means = arr[idx].mean(axis=1)
    alpha = (1.0 - level) / 2.0
    return float(np.quantile(means, alpha)), float(np.quantile(means, 1.0 - alpha))


def aggregate_pass_at_k(
    n: Sequence[int], c: Sequence[int], k: int, *, level: float = 0.95, seed: int = 0
) -> Aggregate:
    """Mean pass@k over tasks (one entry of n and c per task) with a bootstrap interval."""
    if len(n) != len(c):
        raise ValueError("n and c need one entry per task")
    values = [pass_at_k(int(ni), int(ci), k) for ni, ci in zip(n, c, strict=True)]
    computable = [v for v in values if v is not None]
    low, high = bootstrap_mean_ci(computable, level=level, seed=seed)
    return Aggregate(
        k=k,
        value=float(np.mean(computable)) if computable else None,
        ci_low=low,
        ci_high=high,
        tasks=len(values),
        tasks_computable=len(computable),
        n_min=int(min(n)) if len(n) else 0,
        n_max=int(max(n)) if len(n) else 0,
    )


def task_table(samples: pd.DataFrame, ks: Sequence[int] = (1, 5)) -> pd.DataFrame:
    """One row per task (of one settings fingerprint, when the frame has one): n, c, pass@k.

    `samples` holds one row per sample with the GROUP_COLUMNS, `task_key` and `correct`
    (True/False, or missing when the sample could not be judged or its request failed: such
    samples are not counted in n, so an undecided sample never counts as a failure). Samples of
    different fingerprints are never one task's n: pass@k is computed within one experiment.
    """
    judged = samples[samples["correct"].notna()].copy()
    judged["correct"] = judged["correct"].astype(bool)
    fp = ["fingerprint"] if "fingerprint" in samples.columns else []
    keys = [*GROUP_COLUMNS, *fp, "task_key"]
    if judged.empty:
        return pd.DataFrame(columns=[*keys, "n", "c", *[f"pass@{k}" for k in ks]])
    grouped = judged.groupby(keys, dropna=False, sort=True)["correct"]
    table = grouped.agg(n="size", c="sum").reset_index()
    for k in ks:
        table[f"pass@{k}"] = [
            pass_at_k(int(n), int(c), k) for n, c in zip(table["n"], table["c"], strict=True)
        ]
    return table


def group_table(
    tasks: pd.DataFrame,
    ks: Sequence[int] = (1, 5),
    by: Sequence[str] = GROUP_COLUMNS,
    *,
    level: float = 0.95,
) -> pd.DataFrame:
    """Aggregate a task_table per group (model x split x family by default), with CIs and n."""
    rows = []
    for key, part in tasks.groupby(list(by), dropna=False, sort=True):
        key_t = key if isinstance(key, tuple) else (key,)
        row: dict[str, object] = dict(zip(by, key_t, strict=True))
        row["tasks"] = len(part)
        row["n_min"] = int(part["n"].min())
        row["n_max"] = int(part["n"].max())
        for k in ks:
            agg = aggregate_pass_at_k(list(part["n"]), list(part["c"]), k, level=level)
            row[f"pass@{k}"] = agg.value
            row[f"pass@{k}_ci_low"] = agg.ci_low
            row[f"pass@{k}_ci_high"] = agg.ci_high
            row[f"pass@{k}_tasks"] = agg.tasks_computable
            # pass@1 over exactly the tasks pass@k could use, so the two compare like with like
            same = part[part["n"] >= k]
            row[f"pass@1_on_pass@{k}_tasks"] = (
                aggregate_pass_at_k(list(same["n"]), list(same["c"]), 1).value
                if len(same)
                else None
            )
        rows.append(row)
    return pd.DataFrame(rows)
