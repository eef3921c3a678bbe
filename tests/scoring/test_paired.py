"""The paired comparison reproduces independent computations on a constructed table: scipy's exact
binomial test for McNemar, scipy's paired percentile bootstrap for the interval, and plain counts
for the right-alone tasks; it refuses to compare across settings fingerprints."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from scoring.paired import (
    MixedFingerprints,
    NothingToPair,
    compare_paired,
    compare_within_fingerprints,
    mcnemar_exact_p,
)


def _table(outcomes: list[tuple[bool, bool]], fingerprint: str = "fp1") -> pd.DataFrame:
    """One judged sample per task and model from (A right, B right) pairs."""
    rows = []
    for i, (a, b) in enumerate(outcomes):
        for model, right in (("A", a), ("B", b)):
            rows.append(
                {
                    "model": model,
                    "task_key": f"case{i:03d}/t1",
                    "idx": 0,
                    "sample_id": f"{model}-{i}",
                    "correct": right,
                    "fingerprint": fingerprint,
                    "settings": "img=even×5 · T0 · n1",
                }
            )
    return pd.DataFrame(rows)


# 143 tasks: 60 both right, 18 A alone, 9 B alone, 56 both wrong
CONSTRUCTED = [(True, True)] * 60 + [(True, False)] * 18 + [(False, True)] * 9
CONSTRUCTED += [(False, False)] * 56


@pytest.mark.parametrize("b,c", [(18, 9), (0, 0), (5, 0), (1, 1), (3, 12), (40, 55)])
def test_mcnemar_is_scipys_exact_binomial_on_the_discordant_pairs(b: int, c: int) -> None:
    expected = 1.0 if b + c == 0 else stats.binomtest(b, b + c, 0.5).pvalue
    assert mcnemar_exact_p(b, c) == pytest.approx(expected, rel=1e-12, abs=1e-15)


def test_constructed_table_counts_difference_and_tests() -> None:
    result = compare_paired(_table(CONSTRUCTED), "A", "B", seed=7, resamples=4000)
    assert result.tasks == 143
    assert (result.right_alone_a, result.right_alone_b) == (18, 9)
    assert (result.both_right, result.both_wrong) == (60, 56)
    assert result.pass1_a == pytest.approx(78 / 143)
    assert result.pass1_b == pytest.approx(69 / 143)
    assert result.difference == pytest.approx(9 / 143)
    assert result.mcnemar_p == pytest.approx(stats.binomtest(18, 27, 0.5).pvalue)
    assert result.mcnemar_p > 0.05
    assert result.sentence.startswith("No evidence of a difference on these 143 tasks")

    # an independent paired percentile bootstrap (scipy's, its own random draws) agrees closely
    a = np.array([float(x) for x, _ in CONSTRUCTED])
    b = np.array([float(y) for _, y in CONSTRUCTED])
    ref = stats.bootstrap(
        (a, b),
        lambda x, y: np.mean(x - y),
        paired=True,
        vectorized=False,
        n_resamples=4000,
        method="percentile",
        random_state=np.random.default_rng(11),
    ).confidence_interval
    assert result.ci_low is not None and result.ci_high is not None
    assert result.ci_low == pytest.approx(ref.low, abs=0.01)
    assert result.ci_high == pytest.approx(ref.high, abs=0.01)
    assert result.ci_low < result.difference < result.ci_high

    again = compare_paired(_table(CONSTRUCTED), "A", "B", seed=7, resamples=4000)
    assert (again.ci_low, again.ci_high) == (result.ci_low, result.ci_high), "fixed seed"


def test_a_clear_difference_is_called_and_names_the_better_model() -> None:
    outcomes = [(True, True)] * 20 + [(False, True)] * 25 + [(True, False)] * 2
    outcomes += [(False, False)] * 13
    result = compare_paired(_table(outcomes), "A", "B")
    assert result.mcnemar_p == pytest.approx(stats.binomtest(2, 27, 0.5).pvalue)
    assert result.ci_high is not None and result.ci_high < 0
    assert result.sentence.startswith("B is better than A on these 60 tasks")


def test_only_tasks_both_answered_count_and_pass1_uses_every_judged_sample() -> None:
    frame = _table([(True, False), (False, False)])
    extra = pd.DataFrame(
        [  # a task only A answered, a second sample of A on task 0, an undecided sample of B
            {"model": "A", "task_key": "only-a/t1", "idx": 0, "correct": True},
            {"model": "A", "task_key": "case000/t1", "idx": 1, "correct": False},
            {"model": "B", "task_key": "case001/t1", "idx": 1, "correct": None},
        ]
    ).assign(fingerprint="fp1", settings="s", sample_id=["x1", "x2", "x3"])
    result = compare_paired(pd.concat([frame, extra], ignore_index=True), "A", "B")
    assert result.tasks == 2
    assert result.pass1_a == pytest.approx((0.5 + 0.0) / 2)  # task 0: 1 of 2 samples
    assert result.right_alone_a == 1, "the first judged sample (idx 0) decides McNemar's pair"


def test_mixed_fingerprints_are_refused_and_never_pooled() -> None:
    mixed = pd.concat(
        [_table(CONSTRUCTED[:50], "fp1"), _table(CONSTRUCTED[50:], "fp2")], ignore_index=True
    )
    with pytest.raises(MixedFingerprints, match="2 settings fingerprints"):
        compare_paired(mixed, "A", "B")
    per_fp = compare_within_fingerprints(mixed, "A", "B")
    assert sorted(c.tasks for c in per_fp) == [50, 93]
    assert {c.fingerprint for c in per_fp} == {"fp1", "fp2"}


def test_models_with_no_shared_fingerprint_are_not_compared() -> None:
    a = _table(CONSTRUCTED[:10], "fp1")
    b = _table(CONSTRUCTED[:10], "fp2")
    frame = pd.concat([a[a["model"] == "A"], b[b["model"] == "B"]], ignore_index=True)
    with pytest.raises(NothingToPair, match="share no task under one settings fingerprint"):
        compare_within_fingerprints(frame, "A", "B")
    with pytest.raises(MixedFingerprints):
        compare_paired(frame, "A", "B")
