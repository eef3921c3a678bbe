"""Is model A really better than model B? A paired comparison on the tasks both answered.

Two arms (two models, or two configurations of one model registered under two names) are compared
only within one settings fingerprint: same prompt template, images, sampling and n. A frame that
mixes fingerprints is refused (MixedFingerprints), never pooled.

Per task, pass@1 is c/n of each arm's judged samples; the difference in pass@1 is the mean of the
per-task differences, with a paired percentile bootstrap interval that resamples tasks (both arms'
values of a task move together; fixed seed, so the interval is reproducible). The exact McNemar
test looks at one right/wrong outcome per task and arm, the first judged sample (lowest sample
index, the one a single-sample run has): under "no difference" a task one arm alone got right is
as likely to be A's as B's, so the count of A-alone among the discordant tasks is Binomial(b + c,
1/2); the two-sided p is the exact tail, computed with integer binomials (no approximation).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pandas as pd

from data.errors import NeuroLensError
from scoring.passk import bootstrap_mean_ci

ALPHA = 0.05


class MixedFingerprints(NeuroLensError):
    """The two arms' samples come from more than one settings fingerprint."""


class NothingToPair(NeuroLensError):
    """No task was answered (and judged) by both arms."""


@dataclass(frozen=True)
class PairedComparison:
    """The outcome of comparing arm A with arm B on the tasks both answered."""

    model_a: str
    model_b: str
    fingerprint: str
    settings: str
    tasks: int
    pass1_a: float
    pass1_b: float
    difference: float  # pass1_a - pass1_b (fraction)
    ci_low: float | None  # None over fewer than two tasks
    ci_high: float | None
    right_alone_a: int  # tasks A got right and B wrong (first judged sample)
    right_alone_b: int
    both_right: int
    both_wrong: int
    mcnemar_p: float
    seed: int
    resamples: int

    @property
    def sentence(self) -> str:
        return plain_sentence(self)


def mcnemar_exact_p(right_alone_a: int, right_alone_b: int) -> float:
    """Two-sided exact McNemar p: twice the smaller binomial tail of the discordant pairs under
    p = 1/2, capped at 1 (1.0 when there is no discordant pair)."""
    if right_alone_a < 0 or right_alone_b < 0:
        raise ValueError("counts must be >= 0")
    n = right_alone_a + right_alone_b
    if n == 0:
        return 1.0
    low = min(right_alone_a, right_alone_b)
    tail = sum(math.comb(n, i) for i in range(low + 1))
    return float(min(1.0, 2 * tail / 2**n))


def _arm_tasks(frame: pd.DataFrame) -> pd.DataFrame:
    """Per task of one arm: pass@1 (c/n over judged samples) and the first judged sample's
    outcome."""
    judged = frame[frame["correct"].notna()].copy()
    judged["correct"] = judged["correct"].astype(bool)
    order = ["task_key", "idx"] if "idx" in judged.columns else ["task_key"]
    if "sample_id" in judged.columns:
        order.append("sample_id")
    judged = judged.sort_values(order, kind="stable")
    grouped = judged.groupby("task_key", sort=True)["correct"]
    return pd.DataFrame({"pass1": grouped.mean(), "first": grouped.first()})


def compare_paired(
    samples: pd.DataFrame,
    model_a: str,
    model_b: str,
    *,
    level: float = 0.95,
    resamples: int = 2000,
    seed: int = 0,
) -> PairedComparison:
    """Compare two models' judged samples (scoring.verdict.judged_samples: model, task_key,
    correct, fingerprint, optional idx and settings) on the tasks both answered.

    Raises MixedFingerprints when the two arms' samples span more than one fingerprint (filter
    with `fingerprint_pairs` first) and NothingToPair when no task has a judged sample of both."""
    if model_a == model_b:
        raise NeuroLensError("choose two different models to compare")
    rows = samples[samples["model"].isin([model_a, model_b])]
    if "failed" in rows.columns:
        rows = rows[~rows["failed"].astype(bool)]
    fps = sorted({str(f) for f in rows.get("fingerprint", pd.Series([""] * len(rows)))})
    if len(fps) > 1:
        raise MixedFingerprints(
            f"{model_a} and {model_b} ran under {len(fps)} settings fingerprints "
            f"({', '.join(fps)}): a paired comparison is only made within one; choose one"
        )
    a = _arm_tasks(rows[rows["model"] == model_a])
    b = _arm_tasks(rows[rows["model"] == model_b])
    both = a.add_suffix("_a").join(b.add_suffix("_b"), how="inner")
    if both.empty:
        raise NothingToPair(f"no task has a judged answer from both {model_a} and {model_b}")
    diffs = (both["pass1_a"] - both["pass1_b"]).to_numpy(dtype=float)
    # the mean of per-task differences, resampled by task: the paired bootstrap
    low, high = bootstrap_mean_ci(diffs, level=level, resamples=resamples, seed=seed)
    first_a = both["first_a"].astype(bool)
    first_b = both["first_b"].astype(bool)
    alone_a = int((first_a & ~first_b).sum())
    alone_b = int((~first_a & first_b).sum())
    settings = ""
    if "settings" in rows.columns and len(rows):
        settings = str(rows["settings"].iloc[0])
    return PairedComparison(
        model_a=model_a,
        model_b=model_b,
        fingerprint=fps[0] if fps else "",
        settings=settings,
        tasks=len(both),
        pass1_a=float(both["pass1_a"].mean()),
        pass1_b=float(both["pass1_b"].mean()),
        difference=float(diffs.mean()),
        ci_low=low,
        ci_high=high,
        right_alone_a=alone_a,
        right_alone_b=alone_b,
        both_right=int((first_a & first_b).sum()),
        both_wrong=int((~first_a & ~first_b).sum()),
        mcnemar_p=mcnemar_exact_p(alone_a, alone_b),
        seed=seed,
        resamples=resamples,
    )


def fingerprint_pairs(samples: pd.DataFrame, model_a: str, model_b: str) -> list[str]:
    """The fingerprints under which both models have a judged sample (the comparisons that can
    be offered), most shared tasks first."""
    judged = samples[samples["correct"].notna() & samples["model"].isin([model_a, model_b])]
    counts: list[tuple[int, str]] = []
    for fp, part in judged.groupby("fingerprint", sort=True):
        tasks_a = set(part.loc[part["model"] == model_a, "task_key"])
        tasks_b = set(part.loc[part["model"] == model_b, "task_key"])
        shared = len(tasks_a & tasks_b)
        if shared:
            counts.append((shared, str(fp)))
    return [fp for _, fp in sorted(counts, key=lambda t: (-t[0], t[1]))]


def compare_within_fingerprints(
    samples: pd.DataFrame, model_a: str, model_b: str, *, seed: int = 0
) -> list[PairedComparison]:
    """One comparison per fingerprint both models answered under; NothingToPair when none.
    Samples of other fingerprints are never pooled in."""
    fps = fingerprint_pairs(samples, model_a, model_b)
    if not fps:
        seen = {
            m: sorted({str(s) for s in samples.loc[samples["model"] == m, "settings"]})
            if "settings" in samples.columns
            else []
            for m in (model_a, model_b)
        }
        raise NothingToPair(
            f"{model_a} and {model_b} share no task under one settings fingerprint "
            f"({model_a}: {seen[model_a] or 'no runs'}; {model_b}: {seen[model_b] or 'no runs'})"
        )
    return [
        compare_paired(samples[samples["fingerprint"] == fp], model_a, model_b, seed=seed)
        for fp in fps
    ]


def plain_sentence(c: PairedComparison) -> str:
    """What the numbers say, in one sentence a reader can repeat."""
    tasks = f"these {c.tasks} task{'s' if c.tasks != 1 else ''}"
    excludes_zero = (
        c.ci_low is not None and c.ci_high is not None and (c.ci_low > 0 or c.ci_high < 0)
    )
    significant = c.mcnemar_p < ALPHA
    if significant and excludes_zero:
        better, worse = (c.model_a, c.model_b) if c.difference > 0 else (c.model_b, c.model_a)
        return f"{better} is better than {worse} on {tasks} (McNemar p = {c.mcnemar_p:.3g})."
    if significant or excludes_zero:
        return (
            f"Weak evidence of a difference on {tasks}: the McNemar test and the bootstrap "
            "interval disagree; more tasks are needed."
        )
    return f"No evidence of a difference on {tasks} (McNemar p = {c.mcnemar_p:.3g})."


def comparison_lines(c: PairedComparison) -> list[str]:
    """The comparison as text lines (report CLI, Scores and Leaderboard)."""
    ci = (
        "CI n/a (one task)"
        if c.ci_low is None or c.ci_high is None
        else f"95% paired bootstrap CI [{100 * c.ci_low:+.1f}, {100 * c.ci_high:+.1f}]"
    )
    return [
        f"{c.model_a} vs {c.model_b} [{c.settings or c.fingerprint}] on {c.tasks} shared tasks",
        f"  pass@1 {100 * c.pass1_a:.1f}% vs {100 * c.pass1_b:.1f}%: difference "
        f"{100 * c.difference:+.1f} points, {ci} (seed {c.seed}, {c.resamples} resamples)",
        f"  right alone: {c.model_a} {c.right_alone_a}, {c.model_b} {c.right_alone_b}; "
        f"both right {c.both_right}, both wrong {c.both_wrong}; "
        f"exact McNemar p = {c.mcnemar_p:.3g}",
        f"  {c.sentence}",
    ]


def comparison_frame(comparisons: Sequence[PairedComparison]) -> pd.DataFrame:
    """One row per comparison (for a table in the app)."""
    return pd.DataFrame(
        [
            {
                "A": c.model_a,
                "B": c.model_b,
                "settings": c.settings,
                "tasks": c.tasks,
                "pass@1 A %": round(100 * c.pass1_a, 1),
                "pass@1 B %": round(100 * c.pass1_b, 1),
                "difference (points)": round(100 * c.difference, 1),
                "95% CI": "n/a"
                if c.ci_low is None or c.ci_high is None
                else f"[{100 * c.ci_low:+.1f}, {100 * c.ci_high:+.1f}]",
                "A right alone": c.right_alone_a,
                "B right alone": c.right_alone_b,
                "McNemar p": round(c.mcnemar_p, 4),
                "conclusion": c.sentence,
            }
            for c in comparisons
        ]
    )
