"""pass@k against exact combinatorics, and the aggregation's n / not-computable handling."""

from __future__ import annotations

from math import comb

import pandas as pd
import pytest

from scoring.passk import aggregate_pass_at_k, bootstrap_mean_ci, group_table, pass_at_k, task_table


def exact(n: int, c: int, k: int) -> float:
    return 1.0 - comb(n - c, k) / comb(n, k)


@pytest.mark.parametrize(
    ("n", "c", "k"),
    [
        (5, 0, 1),
        (5, 0, 5),
        (5, 5, 1),
        (5, 5, 5),
        (5, 1, 1),
        (5, 1, 5),
        (5, 2, 3),
        (10, 3, 5),
        (1, 1, 1),
        (1, 0, 1),
        (200, 0, 5),
        (200, 1, 5),
        (200, 17, 5),
        (200, 199, 100),
        (200, 3, 1),
    ],
)
def test_matches_exact_combinatorics(n: int, c: int, k: int) -> None:
    assert pass_at_k(n, c, k) == pytest.approx(exact(n, c, k), abs=1e-12)


def test_edge_values() -> None:
    assert pass_at_k(5, 0, 5) == 0.0
    assert pass_at_k(5, 5, 1) == 1.0
    assert pass_at_k(5, 1, 5) == 1.0  # n = k: any correct sample is drawn
    assert pass_at_k(5, 2, 1) == pytest.approx(0.4)  # pass@1 is c/n


def test_large_n_is_stable() -> None:
    # C(2000, 1000) overflows a float; the product form does not.
    value = pass_at_k(2000, 10, 1000)
    assert value is not None
    assert 0.99 < value <= 1.0
    assert pass_at_k(2000, 1, 1) == pytest.approx(1 / 2000)


def test_n_below_k_is_not_computable_not_zero() -> None:
    assert pass_at_k(3, 0, 5) is None
    assert pass_at_k(3, 3, 5) is None


def test_rejects_bad_counts() -> None:
    with pytest.raises(ValueError):
        pass_at_k(3, 4, 1)
    with pytest.raises(ValueError):
        pass_at_k(3, 1, 0)


def test_aggregate_skips_uncomputable_tasks_and_reports_n() -> None:
    agg = aggregate_pass_at_k([5, 5, 3], [1, 0, 3], k=5)
    assert agg.tasks == 3 and agg.tasks_computable == 2
    assert agg.value == pytest.approx(0.5)  # (1 + 0) / 2; the n=3 task is left out, not a 0
    assert (agg.n_min, agg.n_max) == (3, 5)
    assert agg.ci_low is not None and agg.ci_high is not None
    assert 0.0 <= agg.ci_low <= agg.value <= agg.ci_high <= 1.0
    none = aggregate_pass_at_k([2, 3], [1, 1], k=5)
    assert none.value is None and none.ci_low is None and none.tasks_computable == 0


def test_bootstrap_ci_brackets_mean_and_is_deterministic() -> None:
    vals = [0.0, 1.0] * 20
    low, high = bootstrap_mean_ci(vals, seed=1)
    assert low is not None and high is not None
    assert low < 0.5 < high
    assert bootstrap_mean_ci(vals, seed=1) == (low, high)
    assert bootstrap_mean_ci([0.7, 0.7, 0.7]) == (pytest.approx(0.7), pytest.approx(0.7))


def test_tables_from_samples() -> None:
    rows = []
    # model a: task t1 has 2/5 correct, t2 0/5 plus one ungraded sample (not counted in n)
    for i in range(5):
        rows.append(("a", "direct", "differential_diagnosis", "t1", i < 2))
        rows.append(("a", "direct", "differential_diagnosis", "t2", False))
    rows.append(("a", "direct", "differential_diagnosis", "t2", None))
    rows.append(("b", "complex", "differential_diagnosis", "t1", True))
    df = pd.DataFrame(rows, columns=["model", "split", "family", "task_key", "correct"])
    tasks = task_table(df)
    t2 = tasks[(tasks.model == "a") & (tasks.task_key == "t2")].iloc[0]
    assert t2["n"] == 5 and t2["c"] == 0
    t1 = tasks[(tasks.model == "a") & (tasks.task_key == "t1")].iloc[0]
    assert t1["pass@1"] == pytest.approx(0.4)
    assert t1["pass@5"] == pytest.approx(1.0)
    groups = group_table(tasks).set_index("model")
    assert groups.loc["a", "pass@1"] == pytest.approx(0.2)
    assert groups.loc["a", "pass@5"] == pytest.approx(0.5)
    assert groups.loc["a", "n_min"] == 5
    assert groups.loc["b", "pass@1"] == pytest.approx(1.0)
    assert pd.isna(groups.loc["b", "pass@5"])  # n=1 < 5: not computable
    assert groups.loc["b", "pass@5_tasks"] == 0
