"""Pure figure functions (DataFrame -> plotly Figure) for the Leaderboard and Scores tabs."""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from scoring.verdict import counts_text, source_counts

SOURCE_COLOURS = {"ours": "#d62728", "paper": "#1f77b4", "leaderboard": "#7f7f7f"}
SPLIT_ORDER = ["direct", "complex", "multi_turn"]


PUBLISHED_BACKBONE = "as published (backbone not stated)"


def leaderboard_figure(table: pd.DataFrame, metric: str = "pass@1") -> go.Figure:
    """Horizontal bars of `metric` (percent) per model, one panel per split stacked vertically
    (model names get the full width, so no panel's labels run into another's), bars grouped
    and coloured by source, from scoring.published.comparison_table.

    BERTScore: one panel per backbone as well, with its own axis, since scores from
    different backbones are not comparable (ours is the offline MiniLM unless configured)."""
    from plotly.subplots import make_subplots

    data = table[table[metric].notna()]
    facets = _facets(data, metric)
    if not facets:
        fig = go.Figure()
        fig.update_layout(title=f"No {metric} numbers yet", height=200)
        return fig
    heights = [max(2, part["model"].nunique()) for _title, part in facets]
    fig = make_subplots(
        rows=len(facets),
        cols=1,
        subplot_titles=[title for title, _part in facets],
        row_heights=heights,
        vertical_spacing=min(0.12, 0.6 / len(facets)),
    )
    seen: set[str] = set()
    for row, (_title, part) in enumerate(facets, start=1):
        for source, rows in part.groupby("source", sort=False):
            label = str(source)
            fig.add_trace(
                go.Bar(
                    x=rows[metric],
                    y=[_short(m) for m in rows["model"]],
                    orientation="h",
                    name=label,
                    legendgroup=label,
                    showlegend=label not in seen,
                    marker_color=SOURCE_COLOURS.get(label, "#2ca02c"),
                    customdata=list(rows["model"]),
                    hovertemplate=f"%{{customdata}} ({label}): %{{x:.1f}}%<extra></extra>",
                ),
                row=row,
                col=1,
            )
            seen.add(label)
    title = f"{metric} (%): ours beside the published numbers, one panel per split"
    if metric == "bertscore":
        title = "BERTScore F1 (%): one panel per split and backbone (not comparable across them)"
    fig.update_layout(
        title=title,
        height=max(320, 26 * sum(heights) + 70 * len(facets) + 80),
        margin={"l": 10, "r": 10, "t": 70, "b": 30},
        barmode="group",
        legend={"orientation": "h", "y": -0.05},
    )
    fig.update_xaxes(range=[0, 100])
    fig.update_yaxes(automargin=True)
    return fig


def _facets(data: pd.DataFrame, metric: str) -> list[tuple[str, pd.DataFrame]]:
    """(panel title, rows) per split, and for BERTScore per split and backbone."""
    splits = [s for s in SPLIT_ORDER if s in set(data["split"])]
    splits += sorted(set(data["split"]) - set(splits))
    out = []
    for split in splits:
        part = data[data["split"] == split]
        if metric != "bertscore":
            out.append((split, part))
            continue
        backbone = (
            part["backbone"].fillna("").replace("", PUBLISHED_BACKBONE)
            if "backbone" in part
            else pd.Series(PUBLISHED_BACKBONE, index=part.index)
        )
        for name in sorted(set(backbone)):
            out.append((f"{split} · {name}", part[backbone == name]))
    return out


def _short(model: str, width: int = 34) -> str:
    """A model label that fits beside its bar (the full name is in the hover)."""
    return model if len(model) <= width else model[: width - 1] + "…"


def run_scores_figure(frame: pd.DataFrame) -> go.Figure:
    """BERTScore F1 per sample of one run, green where the sample was judged correct; the title
    says which source decided how many samples, the hover names each sample's source."""
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
            # numbered from 1, as the table and the answers ("Sample 1/n") are
            x=[f"#{int(i) + 1}" for i in frame["idx"]],
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
