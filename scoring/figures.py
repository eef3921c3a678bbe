"""Pure figure functions (DataFrame -> plotly Figure) for the Leaderboard and Scores tabs."""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

SOURCE_COLOURS = {"ours": "#d62728", "paper": "#1f77b4", "leaderboard": "#7f7f7f"}
SPLIT_ORDER = ["direct", "complex", "multi_turn"]


def leaderboard_figure(table: pd.DataFrame, metric: str = "pass@1") -> go.Figure:
    """Horizontal bars of `metric` (percent) per model, one panel row per split, coloured by
    source, from scoring.published.comparison_table."""
    from plotly.subplots import make_subplots

    data = table[table[metric].notna()]
    splits = [s for s in SPLIT_ORDER if s in set(data["split"])]
    splits += sorted(set(data["split"]) - set(splits))
    if not splits:
        fig = go.Figure()
        fig.update_layout(title=f"No {metric} numbers yet", height=200)
        return fig
    fig = make_subplots(rows=1, cols=len(splits), subplot_titles=splits, shared_xaxes=True)
    seen: set[str] = set()
    for col, split in enumerate(splits, start=1):
        part = data[data["split"] == split]
        for source, rows in part.groupby("source", sort=False):
            label = str(source)
            fig.add_trace(
                go.Bar(
                    x=rows[metric],
                    y=[f"{m} ({label})" for m in rows["model"]],
                    orientation="h",
                    name=label,
                    legendgroup=label,
                    showlegend=label not in seen,
                    marker_color=SOURCE_COLOURS.get(label, "#2ca02c"),
                    hovertemplate="%{y}: %{x:.1f}%<extra></extra>",
                ),
                row=1,
                col=col,
            )
            seen.add(label)
    n_rows = max(len(data[data["split"] == s]) for s in splits)
    fig.update_layout(
        title=f"{metric} (%) — ours beside the published numbers (source in brackets)",
        height=max(320, 22 * n_rows + 120),
        margin={"l": 10, "r": 10, "t": 60, "b": 30},
        barmode="group",
    )
    fig.update_xaxes(range=[0, 100])
    return fig


def run_scores_figure(frame: pd.DataFrame) -> go.Figure:
    """BERTScore F1 per sample of one run, green where the sample was judged correct; the title
    says which source decided how many samples, the hover names each sample's source."""
    from scoring.verdict import counts_text, source_counts

    colours = [
        "#2ca02c" if c is True else "#d62728" if c is False else "#7f7f7f" for c in frame["correct"]
    ]
    sources = (
        [str(s) or "undecided" for s in frame["verdict_source"]]
        if "verdict_source" in frame
        else [""] * len(frame)
    )
    decided = counts_text(source_counts(frame)) if "verdict" in frame else ""
    fig = go.Figure(
        go.Bar(
            x=[f"#{i}" for i in frame["idx"]],
            y=pd.to_numeric(frame["bertscore_f1"], errors="coerce"),
            marker_color=colours,
            customdata=sources,
            hovertemplate="sample %{x}: F1 %{y:.3f}, decided by %{customdata}<extra></extra>",
        )
    )
    fig.update_layout(
        title="BERTScore F1 per sample (green: correct, red: wrong, grey: undecided or failed)"
        + (f"<br><sub>decided by: {decided}</sub>" if decided else ""),
        yaxis={"range": [0, 1]},
        height=260,
        margin={"l": 10, "r": 10, "t": 40, "b": 30},
    )
    return fig
