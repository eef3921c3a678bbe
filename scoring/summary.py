"""The aggregates the report CLI and the Leaderboard tab both show, computed in one place so the
two can never disagree: pass@k (with bootstrap CIs and n) and mean BERTScore F1 per group.
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from scoring.passk import group_table, pass_at_k, task_table
from scoring.verdict import (
    COUNT_KEYS,
    add_fingerprints,
    counts_text,
    resolve_verdicts,
    source_counts,
)

DEFAULT_KS = (1, 5)


def prepare_samples(samples: pd.DataFrame) -> pd.DataFrame:
    """Samples with resolved verdicts and fingerprints (scoring.verdict.judged_samples gives
    both; a bare frame gets the machine verdict only and one fingerprint per run row)."""
    frame = samples.copy()
    if "verdict" not in frame:
        frame = resolve_verdicts(frame)
    if "fingerprint" not in frame:
        if "run_id" in frame and len(frame):
            frame = add_fingerprints(frame)
        else:
            frame["fingerprint"] = pd.Series("", index=frame.index, dtype=object)
            frame["settings"] = pd.Series("", index=frame.index, dtype=object)
    for col in ("model", "split", "family"):
        if col not in frame:
            frame[col] = "all"
    return frame


def summarise(
    samples: pd.DataFrame,
    ks: Sequence[int] = DEFAULT_KS,
    by: Sequence[str] = ("model", "split", "family"),
) -> pd.DataFrame:
    """One row per group (always within one settings fingerprint) from
    scoring.verdict.judged_samples(): pass@k, CIs, n, who decided, BERTScore F1.

    Columns: the `by` columns, fingerprint, settings (its label), tasks, n_min, n_max (judged
    samples per task), pass@k / pass@k_ci_low / pass@k_ci_high / pass@k_tasks and
    pass@1_on_pass@k_tasks for each k (fractions 0..1, None when no task has n >= k; CIs None
    over fewer than two tasks), samples (answers), judged, failed, undecided, one count per
    verdict source (human, grader, rule, embedding), decided_by (the counts as text),
    first_error, bertscore_f1 (mean over samples that have one), bertscore_n, bertscore_model,
    correct_method (the machine methods that decided, joined), graded_by (which grader's
    grades: model and rubric version).
    """
    frame = prepare_samples(samples)
    keys = [*by, *(c for c in ("fingerprint",) if c not in by)]
    tasks = task_table(frame, ks)
    groups = group_table(tasks, ks, keys) if not tasks.empty else pd.DataFrame(columns=keys)
    extra = []
    for key, part in frame.groupby(keys, dropna=False, sort=True):
        key_t = key if isinstance(key, tuple) else (key,)
        row: dict[str, object] = dict(zip(keys, key_t, strict=True))
        row["settings"] = str(part["settings"].iloc[0]) if "settings" in part else ""
        counts = source_counts(part)
        answered = part[~part["failed"].astype(bool)]
        row["samples"] = len(answered)
        row["judged"] = int(answered["correct"].notna().sum())
        row.update(counts)
        row["decided_by"] = counts_text(counts)
        errors = part.loc[part["failed"].astype(bool), "verdict_reason"]
        row["first_error"] = str(errors.iloc[0]) if len(errors) else ""
        f1 = pd.to_numeric(answered.get("bertscore_f1", pd.Series()), errors="coerce").dropna()
        row["bertscore_f1"] = float(f1.mean()) if len(f1) else None
        row["bertscore_n"] = len(f1)
        models = sorted({str(m) for m in answered.get("bertscore_model", pd.Series()).dropna()})
        row["bertscore_model"] = ", ".join(models)
        methods = sorted({str(m) for m in answered.get("correct_method", pd.Series()).dropna()})
        row["correct_method"] = ", ".join(methods)
        row["graded_by"] = grader_text(answered)
        extra.append(row)
    extra_df = pd.DataFrame(extra, columns=[*keys, *_EXTRA])
    if groups.empty:
        out = extra_df
        for k in ks:
            out[f"pass@{k}"] = None
    else:
        out = extra_df.merge(groups, on=keys, how="left")
    return out.sort_values(keys).reset_index(drop=True)


_EXTRA = (
    "settings",
    "samples",
    "judged",
    *COUNT_KEYS,
    "decided_by",
    "first_error",
    "bertscore_f1",
    "bertscore_n",
    "bertscore_model",
    "correct_method",
    "graded_by",
)


def grader_text(frame: pd.DataFrame) -> str:
    """Which grader's grades decided: 'gpt-4o (rubric v2)', '' when no grader decided."""
    if "grader_model" not in frame or frame.empty:
        return ""
    pairs = sorted(
        {
            (str(m), str(v) if v is not None and v == v else "?")
            for m, v in zip(frame["grader_model"], frame.get("rubric_version", ""), strict=False)
            if m is not None and m == m and m
        }
    )
    return ", ".join(f"{m} (rubric v{v})" for m, v in pairs)


def display_table(summary: pd.DataFrame, ks: Sequence[int] = DEFAULT_KS) -> pd.DataFrame:
    """Percent numbers with CIs as text, n always shown, 'n/a (n<k)' where not computable, the
    settings of each group and who decided how many samples. Groups without a judged sample
    have no row here (see unjudged_groups)."""
    rows = []
    for _, r in summary.iterrows():
        if "judged" in summary.columns and not _int(r.get("judged")):
            continue
        row: dict[str, object] = {
            c: r[c] for c in ("model", "split", "family") if c in summary.columns
        }
        row["settings"] = r.get("settings") or ""
        row["tasks"] = _int(r.get("tasks"))
        row["n"] = _n_text(r.get("n_min"), r.get("n_max"))
        tasks = _int(r.get("tasks"))
        for k in ks:
            text = _pct_ci(
                r.get(f"pass@{k}"), r.get(f"pass@{k}_ci_low"), r.get(f"pass@{k}_ci_high"), k
            )
            used = _int(r.get(f"pass@{k}_tasks"))
            if k > 1 and not _missing(r.get(f"pass@{k}")) and used < tasks:
                p1 = r.get(f"pass@1_on_pass@{k}_tasks")
                text += f" ({used} of {tasks} tasks; pass@1 there {100 * float(p1):.1f})"  # type: ignore[arg-type]
            row[f"pass@{k} %"] = text
        f1 = r.get("bertscore_f1")
        row["BERTScore F1"] = "—" if _missing(f1) else f"{float(f1):.3f}"
        row["BERTScore model"] = r.get("bertscore_model") or ""
        row["decided by"] = r.get("decided_by") or r.get("correct_method") or ""
        if r.get("graded_by"):
            row["decided by"] = f"{row['decided by']} (grader: {r.get('graded_by')})"
        rows.append(row)
    return pd.DataFrame(rows)


def unjudged_groups(summary: pd.DataFrame) -> list[str]:
    """One line per group with no judged sample (no pass@k row): its failures and undecided."""
    if "judged" not in summary.columns:
        return []
    lines = []
    for _, r in summary.iterrows():
        if _int(r.get("judged")):
            continue
        who = " / ".join(str(r[c]) for c in ("model", "split", "family") if c in summary.columns)
        text = f"{who} [{r.get('settings') or '?'}]: no judged sample ({r.get('decided_by')})"
        if r.get("first_error"):
            text += f"; first error: {r.get('first_error')}"
        lines.append(text)
    return lines


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
    else:
        text += " [CI n/a: 1 task]"
    return text


def run_pass_summary(frame: pd.DataFrame, k: int = 5) -> dict[str, object]:
    """For one run's per-sample frame (ScoringService.scores_frame): n judged, c correct,
    pass@1, pass@k (None when n < k), the gap between them, and who decided."""
    if len(frame) and "verdict" not in frame:
        frame = resolve_verdicts(frame)
    judged = frame[frame["correct"].notna()] if len(frame) else frame
    counts = source_counts(frame)
    n = len(judged)
    c = int(judged["correct"].astype(bool).sum()) if n else 0
    p1 = pass_at_k(n, c, 1) if n else None
    pk = pass_at_k(n, c, k) if n else None
    methods = sorted({str(m) for m in frame.get("correct_method", pd.Series()).dropna() if m})
    return {
        "samples": len(frame) - counts["failed"],
        "failed": counts["failed"],
        "undecided": counts["undecided"],
        "counts": counts,
        "decided_by": counts_text(counts),
        "n": n,
        "c": c,
        "k": k,
        "pass@1": p1,
        "pass@k": pk,
        "gap": None if p1 is None or pk is None else pk - p1,
        "methods": methods,
    }
