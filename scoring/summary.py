"""The aggregates the report CLI and the Leaderboard tab both show, computed in one place so the
two can never disagree: pass@k (with bootstrap CIs and n) and mean BERTScore F1 per group.
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from scoring.passk import group_table, task_table

DEFAULT_KS = (1, 5)


def summarise(
    samples: pd.DataFrame,
    ks: Sequence[int] = DEFAULT_KS,
    by: Sequence[str] = ("model", "split", "family"),
) -> pd.DataFrame:
    """One row per group from store.scores.sample_results(): pass@k, CIs, n, BERTScore F1.

    Columns: the `by` columns, tasks, n_min, n_max (samples per task that were judged),
    pass@k / pass@k_ci_low / pass@k_ci_high / pass@k_tasks for each k (fractions 0..1, None
    when no task has n >= k), samples, bertscore_f1 (mean over samples that have one),
    bertscore_n, bertscore_model, correct_method (the methods that decided, joined).
    """
    by = list(by)
    frame = samples.copy()
    for col in ("model", "split", "family"):
        if col not in frame:
            frame[col] = "all"
    tasks = task_table(frame, ks)
    groups = group_table(tasks, ks, by) if not tasks.empty else pd.DataFrame(columns=by)
    extra = []
    for key, part in frame.groupby(by, dropna=False, sort=True):
        key_t = key if isinstance(key, tuple) else (key,)
        row: dict[str, object] = dict(zip(by, key_t, strict=True))
        f1 = pd.to_numeric(part["bertscore_f1"], errors="coerce").dropna()
        row["samples"] = len(part)
        row["bertscore_f1"] = float(f1.mean()) if len(f1) else None
        row["bertscore_n"] = len(f1)
        models = sorted({str(m) for m in part.get("bertscore_model", pd.Series()).dropna()})
        row["bertscore_model"] = ", ".join(models)
        methods = sorted({str(m) for m in part["correct_method"].dropna()})
        row["correct_method"] = ", ".join(methods)
        extra.append(row)
    extra_df = pd.DataFrame(
        extra,
        columns=[
            *by,
            "samples",
            "bertscore_f1",
            "bertscore_n",
            "bertscore_model",
            "correct_method",
        ],
    )
    if groups.empty:
        out = extra_df
        for k in ks:
            out[f"pass@{k}"] = None
    else:
        out = extra_df.merge(groups, on=by, how="left")
    return out.sort_values(by).reset_index(drop=True)


def display_table(summary: pd.DataFrame, ks: Sequence[int] = DEFAULT_KS) -> pd.DataFrame:
    """Percent numbers with CIs as text, n always shown, 'n/a (n<k)' where not computable."""
    rows = []
    for _, r in summary.iterrows():
        row: dict[str, object] = {
            c: r[c] for c in ("model", "split", "family") if c in summary.columns
        }
        row["tasks"] = _int(r.get("tasks"))
        row["n"] = _n_text(r.get("n_min"), r.get("n_max"))
        for k in ks:
            row[f"pass@{k} %"] = _pct_ci(
                r.get(f"pass@{k}"), r.get(f"pass@{k}_ci_low"), r.get(f"pass@{k}_ci_high"), k
            )
        f1 = r.get("bertscore_f1")
        row["BERTScore F1"] = "—" if _missing(f1) else f"{float(f1):.3f}"
        row["BERTScore model"] = r.get("bertscore_model") or ""
        row["decided by"] = r.get("correct_method") or ""
        rows.append(row)
    return pd.DataFrame(rows)


def _missing(v: object) -> bool:
    return v is None or (isinstance(v, float) and pd.isna(v)) or v is pd.NA


def _int(v: object) -> int:
    return 0 if _missing(v) else int(v)  # type: ignore[call-overload]


def _n_text(lo: object, hi: object) -> str:
    if _missing(lo):
        return "0"
    return str(int(lo)) if lo == hi else f"{int(lo)}-{int(hi)}"  # type: ignore[call-overload]


def _pct_ci(value: object, low: object, high: object, k: int) -> str:
    if _missing(value):
        return f"n/a (n<{k})"
    text = f"{100 * float(value):.1f}"  # type: ignore[arg-type]
    if not _missing(low) and not _missing(high):
        text += f" [{100 * float(low):.1f}, {100 * float(high):.1f}]"  # type: ignore[arg-type]
    return text


def run_pass_summary(frame: pd.DataFrame, k: int = 5) -> dict[str, object]:
    """For one run's per-sample frame (ScoringService.scores_frame): n judged, c correct,
    pass@1, pass@k (None when n < k), the gap between them, and who decided."""
    from scoring.passk import pass_at_k

    judged = frame[frame["correct"].notna()] if len(frame) else frame
    n = len(judged)
    c = int(judged["correct"].astype(bool).sum()) if n else 0
    p1 = pass_at_k(n, c, 1) if n else None
    pk = pass_at_k(n, c, k) if n else None
    methods = sorted({str(m) for m in frame.get("correct_method", pd.Series()).dropna() if m})
    return {
        "samples": len(frame),
        "n": n,
        "c": c,
        "k": k,
        "pass@1": p1,
        "pass@k": pk,
        "gap": None if p1 is None or pk is None else pk - p1,
        "methods": methods,
    }
