"""Failure-profile tables and figures: pure functions from DataFrames to DataFrames / plotly.

The input is `store.labels.resolved_label_counts` (model, case_id, task_id, category, subtype,
n), optionally merged with task metadata (family, difficulty). Shares are over failures only:
"not a failure" labels are counted in progress, never in a profile.
"""

from __future__ import annotations

import math
from pathlib import Path

import pandas as pd
import plotly.graph_objects as go

from annotator.taxonomy import PAPER_THREE_WAY, Taxonomy
from vlm.examples import EXAMPLE_MODEL

PAPER_PROFILE_FILE = Path(__file__).resolve().parent / "paper_error_profile.csv"
_COLORS = {
    "reasoning": "#2563eb",
    "perceptual": "#f59e0b",
    "hallucination": "#dc2626",
    "other": "#6b7280",
    "not_a_failure": "#10b981",
}


def wilson_interval(k: float, n: float, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion k/n (good at small n and near 0 or 1)."""
    if n <= 0:
        return (math.nan, math.nan)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def add_group(counts: pd.DataFrame, by: tuple[str, ...] = ("model",)) -> pd.DataFrame:
    """A 'group' column joining the chosen columns ("model", "model · difficulty", ...)."""
    out = counts.copy()
    out["group"] = out[list(by)].fillna("unknown").astype(str).agg(" · ".join, axis=1)
    return out


def profile_shares(
    counts: pd.DataFrame, taxonomy: Taxonomy, category_col: str = "category"
) -> pd.DataFrame:
    """Per group and category: n, total failures in the group, share and its Wilson CI."""
    failures = counts[counts["category"].isin(taxonomy.failure_keys)]
    grouped = failures.groupby(["group", category_col], as_index=False)["n"].sum()
    totals = grouped.groupby("group")["n"].transform("sum")
    grouped["total"] = totals
    grouped["share"] = grouped["n"] / grouped["total"]
    ci = [wilson_interval(k, t) for k, t in zip(grouped["n"], grouped["total"], strict=True)]
    grouped["lo"] = [c[0] for c in ci]
    grouped["hi"] = [c[1] for c in ci]
    return grouped.sort_values(["group", category_col]).reset_index(drop=True)


def with_paper_categories(counts: pd.DataFrame, taxonomy: Taxonomy) -> pd.DataFrame:
    """Adds paper_category (the paper's five) and paper_three_way (reasoning/perceptual/other)."""
    out = counts.copy()
    out["paper_category"] = [
        taxonomy.paper_category(c, None if pd.isna(s) else s)
        for c, s in zip(out["category"], out["subtype"], strict=True)
    ]
    out["paper_three_way"] = out["paper_category"].map(PAPER_THREE_WAY)
    return out


def load_paper_profile(path: Path = PAPER_PROFILE_FILE) -> pd.DataFrame:
    """The paper's published profile: source, category, share_percent, note."""
    df = pd.read_csv(path)
    df["note"] = df["note"].fillna("")
    return df


def _empty_figure(message: str) -> go.Figure:
    fig = go.Figure()
    fig.add_annotation(text=message, showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper")
    fig.update_xaxes(visible=False)
    fig.update_yaxes(visible=False)
    return fig


def figure_profile_bars(shares: pd.DataFrame, taxonomy: Taxonomy) -> go.Figure:
    """Bars of failure shares per group, one bar per category side by side (stacked segments
    would hide each other's whiskers), the count inside each, its 95% Wilson CI as a whisker."""
    if shares.empty:
        return _empty_figure("No failure labels yet")
    fig = go.Figure()
    groups = sorted(shares["group"].unique())
    for cat in taxonomy.failure_keys:
        part = shares[shares["category"] == cat].set_index("group").reindex(groups)
        if part["n"].isna().all():
            continue
        label = taxonomy.get(cat).label
        share = part["share"].fillna(0.0)
        fig.add_trace(
            go.Bar(
                name=label,
                x=groups,
                y=share * 100,
                text=[f"{int(n)}" if not pd.isna(n) else "" for n in part["n"]],
                textposition="inside",
                insidetextanchor="start",  # the count at the bar's foot, clear of the whisker
                textangle=0,
                insidetextfont={"color": "#111111" if cat == "perceptual" else "#ffffff"},
                marker_color=_COLORS.get(cat),
                error_y={
                    "type": "data",
                    "array": ((part["hi"] - part["share"]).fillna(0) * 100).tolist(),
                    "arrayminus": ((part["share"] - part["lo"]).fillna(0) * 100).tolist(),
                    "thickness": 1,
                },
                customdata=part[["n", "total", "lo", "hi"]].fillna(0).to_numpy(),
                hovertemplate=(
                    f"{label}<br>%{{x}}: %{{y:.1f}}% (%{{customdata[0]}} of %{{customdata[1]}})"
                    "<br>95% Wilson CI %{customdata[2]:.0%}–%{customdata[3]:.0%}<extra></extra>"
                ),
            )
        )
    fig.update_layout(
        barmode="group",
        yaxis_title="share of labelled failures (%)",
        yaxis_range=[0, 100],
        legend_title="category",
        margin={"t": 30},
    )
    return fig


def figure_heatmap(shares: pd.DataFrame, taxonomy: Taxonomy) -> go.Figure:
    """Group x category heatmap of shares, the count and share written in each cell."""
    if shares.empty:
        return _empty_figure("No failure labels yet")
    cats = [c for c in taxonomy.failure_keys if c in set(shares["category"])]
    pivot_share = shares.pivot(index="group", columns="category", values="share").reindex(
        columns=cats
    )
    pivot_n = shares.pivot(index="group", columns="category", values="n").reindex(columns=cats)
    text = [
        ["" if pd.isna(n) else f"{int(n)} ({s:.0%})" for n, s in zip(rn, rs, strict=True)]
        for rn, rs in zip(pivot_n.to_numpy(), pivot_share.fillna(0).to_numpy(), strict=True)
    ]
    fig = go.Figure(
        go.Heatmap(
            z=(pivot_share.fillna(0) * 100).to_numpy(),
            x=[taxonomy.get(c).label for c in cats],
            y=list(pivot_share.index),
            text=text,
            texttemplate="%{text}",
            colorscale="Blues",
            zmin=0,
            zmax=100,
            colorbar={"title": "%"},
        )
    )
    fig.update_layout(margin={"t": 30})
    return fig


def without_examples(counts: pd.DataFrame) -> pd.DataFrame:
    """Counts without the hand-written example answers (they are not any model's output)."""
    if "model" not in counts.columns or counts.empty:
        return counts
    return counts[counts["model"] != EXAMPLE_MODEL]


def ours_three_way(counts: pd.DataFrame, taxonomy: Taxonomy) -> pd.DataFrame:
    """Our resolved failures in the paper's published three-way split: category, n, share.
    The hand-written example answers are left out: the paper is compared with models only."""
    mapped = with_paper_categories(without_examples(counts), taxonomy)
    mapped = mapped[mapped["paper_three_way"].notna()]
    out = mapped.groupby("paper_three_way", as_index=False)["n"].sum()
    out = out.rename(columns={"paper_three_way": "category"})
    total = out["n"].sum()
    out["share"] = out["n"] / total if total else 0.0
    ci = [wilson_interval(k, total) for k in out["n"]]
    out["lo"] = [c[0] for c in ci]
    out["hi"] = [c[1] for c in ci]
    return out


def why_no_comparison(counts: pd.DataFrame, taxonomy: Taxonomy) -> str:
    """Why our bars are missing beside the paper's ("" when they are there), in words a
    reader acts on: no labels, labels only on hand-written examples, or no failures."""
    if counts.empty or int(counts["n"].sum()) == 0:
        return "No NeuroLens bars yet: no answer has a label. Label answers in **Annotate**."
    models = without_examples(counts)
    failing = counts[counts["category"].isin(taxonomy.failure_keys)]
    model_failing = models[models["category"].isin(taxonomy.failure_keys)]
    if int(model_failing["n"].sum()):
        return ""
    on_examples = int(failing["n"].sum())
    if on_examples:
        return (
            f"No NeuroLens bars yet: the {on_examples} failure label"
            f"{'' if on_examples == 1 else 's'} so far {'is' if on_examples == 1 else 'are'} on "
            "hand-written example answers, which are no model's output and are not compared "
            "with the paper. Run a model (Query or Batch) and label its wrong answers."
        )
    n = int(models["n"].sum())
    if n:
        return (
            f"No NeuroLens bars yet: the {n} labelled model answer{'' if n == 1 else 's'} "
            f"{'is' if n == 1 else 'are all'} 'not a failure'."
        )
    return (
        "No NeuroLens bars yet: the labels so far are on hand-written example answers and "
        "none is a failure."
    )


def figure_paper_comparison(ours: pd.DataFrame, paper: pd.DataFrame) -> go.Figure:
    """Our three-way profile (95% Wilson CI whiskers) beside the paper's, the source named in
    the legend and hover."""
    order = ["reasoning", "perceptual", "other"]
    fig = go.Figure()
    for source, part in paper.groupby("source"):
        p = part.set_index("category").reindex(order)
        fig.add_trace(
            go.Bar(
                name=f"{source} (published)",
                x=order,
                y=p["share_percent"].tolist(),
                text=[f"{v:.0f}%" for v in p["share_percent"].fillna(0)],
                hovertext=p["note"].fillna("").tolist(),
                hovertemplate="%{x}: %{y:.0f}%<br>%{hovertext}<extra>" + str(source) + "</extra>",
                marker_color="#9ca3af",
            )
        )
    total = int(ours["n"].sum()) if len(ours) else 0
    if total:  # no labels yet: the paper's profile alone (reference data), no row of zeros
        o = ours.set_index("category").reindex(order)
        fig.add_trace(
            go.Bar(
                name=f"NeuroLens labels (n={total})",
                x=order,
                y=(o["share"].fillna(0) * 100).tolist(),
                text=[f"{v:.0%}" for v in o["share"].fillna(0)],
                error_y={
                    "type": "data",
                    "array": ((o["hi"] - o["share"]).fillna(0) * 100).tolist(),
                    "arrayminus": ((o["share"] - o["lo"]).fillna(0) * 100).tolist(),
                    "thickness": 1.5,
                },
                customdata=o[["n", "lo", "hi"]].fillna(0).to_numpy(),
                hovertemplate=(
                    "%{x}: %{y:.1f}% (%{customdata[0]} of "
                    f"{total})<br>95% Wilson CI %{{customdata[1]:.0%}}–%{{customdata[2]:.0%}}"
                    "<extra>this database</extra>"
                ),
                marker_color="#2563eb",
            )
        )
    fig.update_layout(
        barmode="group",
        showlegend=True,  # name the source even when it is the only trace
        yaxis_title="share of failures (%)",
        # two short lines: one long line is clipped in a half-width plot
        xaxis_title={
            "text": "other = hallucination + knowledge gap<br>+ grounding error (+ unspecified)",
            "font": {"size": 11},
        },
        margin={"t": 30},
    )
    return fig


def has_agreement(per_category: pd.DataFrame) -> bool:
    """Whether any category has answers labelled by two or more annotators (else no figure)."""
    return bool(len(per_category)) and bool((per_category["n_items"] > 0).any())


def figure_agreement(per_category: pd.DataFrame, taxonomy: Taxonomy) -> go.Figure:
    """Per-category agreement bars (Krippendorff's alpha; Cohen's kappa when two annotators)."""
    if per_category.empty:
        return _empty_figure("Agreement needs answers labelled by two or more annotators")
    # a category nobody chose has nothing to agree on (its "1.00" would only mislead)
    per_category = per_category[per_category["n_items"] > 0]
    if per_category.empty:
        return _empty_figure("Agreement needs answers labelled by two or more annotators")
    labels = [
        (taxonomy.get(c).label if c in taxonomy.keys else str(c)) + f" (n={n})"
        for c, n in zip(per_category["category"], per_category["n_items"], strict=True)
    ]
    fig = go.Figure(_agreement_bar(labels, per_category["alpha"], "Krippendorff's alpha"))
    if per_category["kappa"].notna().any():
        fig.add_trace(_agreement_bar(labels, per_category["kappa"], "Cohen's kappa"))
    fig.update_layout(
        barmode="group", yaxis_range=[-1, 1.15], yaxis_title="agreement", margin={"t": 30}
    )
    return fig


def _agreement_bar(labels: list[str], values: pd.Series, name: str) -> go.Bar:
    """One statistic per category, its value written above the bar ("n/a" where undefined)."""
    return go.Bar(
        x=labels,
        y=values.tolist(),
        text=[f"{v:.2f}" if not pd.isna(v) else "n/a" for v in values],
        textposition="outside",
        name=name,
    )
