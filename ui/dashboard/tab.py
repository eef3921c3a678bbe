"""Dashboard tab: failure profiles, the paper's profile beside ours, agreement and progress.

Aggregates come from DuckDB (store.labels); figures from annotator.profile's pure functions.
"""

from __future__ import annotations

import math
from typing import Any

import gradio as gr
import pandas as pd

from annotator.agreement import agreement_from_labels
from annotator.profile import (
    add_group,
    figure_agreement,
    figure_heatmap,
    figure_paper_comparison,
    figure_profile_bars,
    has_agreement,
    load_paper_profile,
    ours_three_way,
    profile_shares,
    why_no_comparison,
)
from annotator.queue import QueueProgress, queue_progress, tabulate_tasks
from annotator.taxonomy import Taxonomy, load_taxonomy
from scoring.agreement import verdict_agreement
from store.database import Store
from store.labels import (
    current_labels,
    grader_vs_human,
    labelling_progress,
    resolved_label_counts,
)
from ui.context import AppContext
from ui.dashboard.suggestions import NONE_YET, suggestion_outputs

_NO_COUNTS = pd.DataFrame({"category": [], "subtype": [], "n": []})
GROUPINGS = {
    "model": ("model",),
    "model × split": ("model", "difficulty"),
    "model × task family": ("model", "family"),
}


def _fmt(x: float) -> str:
    return "undefined" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.2f}"


def grader_md(store: Store) -> str:
    df = grader_vs_human(store)
    if df is None or df.empty:
        return "_No grader scores yet for labelled answers._"
    lines = ["| method | answers | agree | Cohen's κ |", "| --- | ---: | ---: | ---: |"]
    lines += [
        f"| {r.judge} | {r.answers} | {r.agreement:.0%} | {_fmt(r.cohen_kappa)} |"
        for r in verdict_agreement(df).itertuples()
    ]
    return "Grader (or rule) 'wrong' vs human 'a failure' on the same answers:\n\n" + "\n".join(
        lines
    )


def verdicts_md(store: Store) -> str:
    """Who decided the verdict of how many model answers (hand-written examples left out)."""
    from scoring.verdict import counts_text, judged_samples, source_counts

    frame = judged_samples(store)
    if frame.empty:
        return "**Verdicts:** no model answers yet."
    counts = source_counts(frame)
    text = f"**Verdicts** on {len(frame)} model answers: {counts_text(counts)}"
    if counts["undecided"]:
        text += " (undecided answers wait for review; they are left out of pass@k's n)"
    return text + "."


def progress_md(p: QueueProgress) -> str:
    """Labelled answers out of the Annotate queue's (counted the queue's way); failed requests
    are named apart, since there is nothing in them to label."""
    text = (
        f"**Progress:** {p.labelled} of {p.answers} answers labelled by a human "
        f"({p.failures} failure{'' if p.failures == 1 else 's'}); the answers are those of the "
        "Annotate queue with no filter."
    )
    if p.failed_requests:
        n = p.failed_requests
        text += (
            f" {n} failed request{'' if n == 1 else 's'} "
            f"{'is' if n == 1 else 'are'} not in the queue (no answer to label)."
        )
    return text


NO_LABELS_NOTE = "_No failure labels yet — label answers in the **Annotate** tab._"
NO_AGREEMENT = "**Agreement** needs answers labelled by two or more annotators ({n} so far)."


def paper_citation() -> str:
    """Where the paper's profile comes from (the Leaderboard cites the same paper)."""
    from scoring.published import load_citations

    c = load_citations().get("paper")
    return f"{c.title}, <{c.url}> (published {c.published})" if c else "source not recorded"


def compare_note(counts: pd.DataFrame, taxonomy: Taxonomy) -> Any:
    """The line under "ours beside the paper's": why our bars are missing, hidden when not."""
    why = why_no_comparison(counts, taxonomy)
    return gr.update(value=why, visible=bool(why))


def dashboard_outputs(
    ctx: AppContext,
    group: str,
    tasks: pd.DataFrame,
    taxonomy: Taxonomy,
    paper: pd.DataFrame,
) -> tuple[Any, ...]:
    """Progress, the note, figures and agreement text for one refresh.

    Figures with nothing to show are hidden (one short note says why) rather than drawn as
    large empty plots; the paper's profile is reference data, so it is always shown.
    """
    assert ctx.store is not None
    store = ctx.store
    counts = resolved_label_counts(store)
    if len(tasks):
        counts = counts.merge(tasks, on=["case_id", "task_id"], how="left")
    else:
        counts["family"] = None
        counts["difficulty"] = None
    grouped = add_group(counts, GROUPINGS.get(group, ("model",)))
    shares = profile_shares(grouped, taxonomy)
    prog = labelling_progress(store)
    lines = [progress_md(queue_progress(store, taxonomy.failure_keys)), verdicts_md(store)]
    if len(prog):
        lines.append(" · ".join(f"{r.annotator}: {r.labelled}" for r in prog.itertuples()))
    if ctx.backup is not None:
        lines.append(ctx.backup.status())
    labels = current_labels(store)
    labels = labels[labels["role"] == "label"]
    report = agreement_from_labels(labels, list(taxonomy.keys))
    agreeing = has_agreement(report.per_category)
    if agreeing:
        agree = (
            f"**Agreement** over {report.n_items} "
            f"{'answer' if report.n_items == 1 else 'answers'} labelled by 2+ of "
            f"{len(report.annotators)} annotators: raw {_fmt(report.percent_agreement)}, "
            f"Cohen's κ {_fmt(report.cohen)}, Fleiss' κ {_fmt(report.fleiss)}, "
            f"Krippendorff's α {_fmt(report.alpha)}"
        )
    else:
        n = len(report.annotators)
        agree = NO_AGREEMENT.format(n=f"{n} annotator" + ("" if n == 1 else "s"))
    has_failures = not shares.empty

    def shown(make: Any, visible: bool) -> Any:
        """A figure only when it has data (an empty one is not drawn at all)."""
        return gr.update(value=make() if visible else None, visible=visible)

    return (
        "\n\n".join(lines),
        gr.update(value=NO_LABELS_NOTE, visible=not has_failures),
        shown(lambda: figure_profile_bars(shares, taxonomy), has_failures),
        shown(lambda: figure_heatmap(shares, taxonomy), has_failures),
        figure_paper_comparison(ours_three_way(counts, taxonomy), paper),
        compare_note(counts, taxonomy),
        shown(lambda: figure_agreement(report.per_category, taxonomy), agreeing),
        agree,
        grader_md(store),
    )


def build(ctx: AppContext) -> None:
    if ctx.store is None:
        gr.Markdown("The label store is not open (see the warning at the top).")
        return
    taxonomy = load_taxonomy()
    paper = load_paper_profile()
    tasks = tabulate_tasks(ctx.library.cases).drop(columns="question")
    with gr.Row():
        grouping = gr.Radio(list(GROUPINGS), value="model", label="Group by")
        refresh = gr.Button("Refresh", scale=0)
    progress = gr.Markdown("", elem_id="nl-dash-progress")
    note = gr.Markdown(NO_LABELS_NOTE, elem_id="nl-dash-empty", visible=False)
    with gr.Row(equal_height=False):  # ours per group, and ours beside the paper's, in one view
        bars = gr.Plot(
            label="Failure profile (share of labelled failures, 95% Wilson CI)",
            visible=False,
            scale=3,
            elem_id="nl-dash-profile",
        )
        with gr.Column(scale=2, min_width=360):
            compare = gr.Plot(
                figure_paper_comparison(ours_three_way(_NO_COUNTS, taxonomy), paper),
                label="Ours (95% Wilson CI) beside the paper's",
                elem_id="nl-dash-compare",
            )
            why = why_no_comparison(_NO_COUNTS, taxonomy)
            compare_md = gr.Markdown(why, elem_id="nl-dash-compare-note", visible=bool(why))
            gr.Markdown(
                "<small>Paper: "
                + "; ".join(
                    f"{r.category} {r.share_percent}% — source: {r.source}"
                    + (f" ({r.note})" if r.note else "")
                    for r in paper.itertuples()
                )
                + f" — {paper_citation()}</small>"
            )
    agree_md = gr.Markdown("", elem_id="nl-dash-agreement")
    grader = gr.Markdown("")
    with gr.Row():
        heat = gr.Plot(label="Model × category", visible=False)
        agree_plot = gr.Plot(
            label="Agreement per category", elem_id="nl-dash-agreement-plot", visible=False
        )

    with gr.Accordion("Suggested categories: acceptance and agreement", open=False):
        sugg_md = gr.Markdown(NONE_YET, elem_id="nl-dash-suggest-note")
        sugg = gr.Dataframe(
            label="Per suggested category", interactive=False, elem_id="nl-dash-suggest"
        )

    def on_refresh(group: str) -> tuple[Any, ...]:
        return dashboard_outputs(ctx, group, tasks, taxonomy, paper)

    def on_suggestions() -> tuple[Any, ...]:
        return suggestion_outputs(ctx.store, taxonomy)

    outs = [progress, note, bars, heat, compare, compare_md, agree_plot, agree_md, grader]
    refresh.click(on_refresh, inputs=[grouping], outputs=outs).then(
        on_suggestions, outputs=[sugg, sugg_md]
    )
    grouping.change(on_refresh, inputs=[grouping], outputs=outs)
    from gradio.context import Context

    tab = Context.block  # the gr.Tab this build() runs in: refresh when it is opened
    if isinstance(tab, gr.Tab):
        tab.select(on_refresh, inputs=[grouping], outputs=outs).then(
            on_suggestions, outputs=[sugg, sugg_md]
        )
