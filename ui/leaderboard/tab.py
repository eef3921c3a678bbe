"""Leaderboard tab: our runs per model and split beside the published Neural-MedBench numbers,
as a table (source column visible) and a chart. Numbers come from scoring.summary, the same
function `python -m scoring.report` prints.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr
import pandas as pd

from scoring.figures import leaderboard_figure
from scoring.published import SWAP_NOTE, citations_markdown, comparison_table, load_published
from scoring.summary import DEFAULT_KS, display_table, summarise
from ui.context import AppContext
from ui.paired import build_paired

# The detail table's columns (scoring.summary.display_table), shown as headers when it is empty.
DETAIL_COLUMNS = [
    "model",
    "split",
    "family",
    "settings",
    "tasks",
    "n",
    *(f"pass@{k} %" for k in DEFAULT_KS),
    "BERTScore F1",
    "BERTScore model",
    "decided by",
]
NO_OURS = "_No runs of ours yet (hand-written examples are not counted)._"
COUNTING = "_Counting our runs (scoring what arrived since the last look)…_"


def leaderboard_data(ctx: AppContext) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(ours per model x split x family for display, ours + published per model x split)."""
    ours = pd.DataFrame()
    detail = pd.DataFrame(columns=DETAIL_COLUMNS)
    if ctx.store is not None and ctx.store.table_exists("scores"):
        from scoring.verdict import judged_samples

        if ctx.scoring is not None:
            ctx.scoring.submit_pending().result()  # runs that arrived since the last refresh

        samples = judged_samples(ctx.store, ctx.settings.bertscore_model or None)
        if not samples.empty:
            summary = summarise(samples)
            detail = display_table(summary)
            if detail.empty:
                detail = pd.DataFrame(columns=DETAIL_COLUMNS)
            ours = summarise(samples, by=("model", "split"))
    return detail, comparison_table(ours, load_published())


@dataclass(frozen=True, eq=False)
class LeaderboardTables:
    """The tables of the last refresh (a few rows per model), kept in the session so that
    switching the chart metric redraws the chart without scoring or querying again."""

    detail: pd.DataFrame  # ours per model x split x family, for display
    compare: pd.DataFrame  # ours + published per model x split

    def note(self) -> str:
        """One line under the chart when none of the rows are ours ("" otherwise)."""
        return "" if (self.compare["source"] == "ours").any() else NO_OURS


def published_tables() -> LeaderboardTables:
    """The published numbers alone: no database, no scoring, so the tab paints at once."""
    return LeaderboardTables(
        pd.DataFrame(columns=DETAIL_COLUMNS), comparison_table(pd.DataFrame(), load_published())
    )


def chart_figure(compare: pd.DataFrame, which: str) -> Any:
    """The chart of one metric; BERTScore (0-1) is drawn in percent like pass@k."""
    chart = compare.copy()
    if which == "bertscore" and "bertscore" in chart:
        chart["bertscore"] = chart["bertscore"] * 100
    return leaderboard_figure(chart, which)


def display_compare(table: pd.DataFrame) -> pd.DataFrame:
    """The comparison as shown: BERTScore to 3 decimals; our pass@5 that cannot be computed
    (n < 5 samples per task) says so instead of a blank that reads like a missing number."""
    out = table.copy().astype(object)
    if "bertscore" in out:
        out["bertscore"] = [None if pd.isna(v) else round(float(v), 3) for v in out["bertscore"]]
    for k in ("pass@1", "pass@5"):
        if k in out:
            n_short = f"n/a (n<{k[-1]})"
            out[k] = [
                n_short if src == "ours" and pd.isna(v) else (None if pd.isna(v) else v)
                for src, v in zip(out["source"], out[k], strict=True)
            ]
    return out


def build(ctx: AppContext) -> None:
    gr.Markdown(
        "pass@k in percent. **ours**: runs in this database, one row per model and settings "
        "fingerprint (runs of different image, sampling or prompt settings are never pooled; "
        "n = judged samples per task, 95% bootstrap CI over tasks in the detail table, n/a over "
        "one task; **decided by** counts the samples a human, the grader and the rule decided, "
        "undecided ones are left out of n and failed requests are not samples); "
        "**paper** / **leaderboard**: published "
        f"numbers, with their source (cited below). {SWAP_NOTE} Our BERTScore uses the backbone "
        "named in the detail table; scores from different backbones are not comparable."
    )
    gr.Markdown(citations_markdown(), elem_id="nl-leaderboard-sources")
    first = published_tables()
    with gr.Row():
        metric = gr.Radio(["pass@1", "pass@5", "bertscore"], value="pass@1", label="Chart")
        refresh = gr.Button("Refresh", scale=0)
    note = gr.Markdown(COUNTING, elem_id="nl-leaderboard-note")
    plot = gr.Plot(
        chart_figure(first.compare, "pass@1"), label="Leaderboard", elem_id="nl-leaderboard-plot"
    )
    compare = gr.Dataframe(
        display_compare(first.compare),
        label="Ours and published, per model and split",
        interactive=False,
        elem_id="nl-leaderboard-compare",
    )
    detail = gr.Dataframe(
        first.detail,
        label="Ours per model, split and task family",
        interactive=False,
        elem_id="nl-leaderboard-detail",
    )

    with gr.Accordion("Is A better than B?", open=False):
        build_paired(ctx, "nl-leaderboard")

    tables = gr.State(None)

    def on_refresh(which: str) -> tuple[Any, ...]:
        kept = LeaderboardTables(*leaderboard_data(ctx))
        return (
            kept,
            chart_figure(kept.compare, which),
            display_compare(kept.compare),
            kept.detail,
            kept.note(),
        )

    def on_metric(kept: LeaderboardTables | None, which: str) -> tuple[Any, ...]:
        shown = kept or first  # before our numbers arrive: the published ones
        return chart_figure(shown.compare, which)

    outputs = [tables, plot, compare, detail, note]
    refresh.click(lambda: COUNTING, outputs=[note]).then(
        on_refresh, inputs=[metric], outputs=outputs
    )
    metric.change(on_metric, inputs=[tables, metric], outputs=[plot])
    from gradio.context import Context

    tab = Context.block
    if isinstance(tab, gr.Tab):  # the published numbers are already painted; ours follow
        tab.select(lambda: COUNTING, outputs=[note], show_progress="hidden").then(
            on_refresh, inputs=[metric], outputs=outputs, show_progress="hidden"
        )
