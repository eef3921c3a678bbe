"""The paired comparison of two models (scoring.paired) as the Scores and Leaderboard tabs show
it: two model pickers and a table with one row per settings fingerprint both models ran under,
never across fingerprints. The numbers are the ones `python -m scoring.report --compare` prints.
"""

from __future__ import annotations

from typing import Any

import gradio as gr
import pandas as pd

from data.errors import NeuroLensError
from scoring.paired import compare_within_fingerprints, comparison_frame
from ui.context import AppContext

HOW = (
    "Paired comparison on the tasks both models answered under one settings fingerprint: "
    "difference in pass@1 with a 95% paired bootstrap interval over tasks (fixed seed), exact "
    "McNemar test on each task's first judged sample, and the tasks each got right alone."
)


def judged(ctx: AppContext) -> pd.DataFrame:
    """The judged samples of the database (empty without a store)."""
    if ctx.store is None or not ctx.store.table_exists("scores"):
        return pd.DataFrame()
    from scoring.verdict import judged_samples

    return judged_samples(ctx.store, ctx.settings.bertscore_model or None)


def model_choices(samples: pd.DataFrame) -> list[str]:
    if samples.empty:
        return []
    return sorted({str(m) for m in samples.loc[samples["correct"].notna(), "model"]})


def paired_view(samples: pd.DataFrame, model_a: str | None, model_b: str | None) -> tuple[Any, str]:
    """(table, sentences) for two chosen models, or (None, why not)."""
    if not model_a or not model_b:
        return None, "_Choose two models._"
    try:
        found = compare_within_fingerprints(samples, model_a, model_b)
    except NeuroLensError as exc:
        return None, f"_{exc}_"
    sentences = "\n".join(f"- **{c.settings or c.fingerprint}**: {c.sentence}" for c in found)
    return comparison_frame(found), sentences


def build_paired(ctx: AppContext, prefix: str) -> None:
    """The pickers, button and outputs; `prefix` keeps element ids unique per tab."""
    gr.Markdown(HOW)
    with gr.Row():
        a = gr.Dropdown([], label="Model A", elem_id=f"{prefix}-paired-a", allow_custom_value=False)
        b = gr.Dropdown([], label="Model B", elem_id=f"{prefix}-paired-b", allow_custom_value=False)
        load = gr.Button("List models", scale=0)
        go = gr.Button("Compare", variant="primary", scale=0, elem_id=f"{prefix}-paired-go")
    said = gr.Markdown("", elem_id=f"{prefix}-paired-said")
    table = gr.Dataframe(label="A vs B", interactive=False, elem_id=f"{prefix}-paired-table")

    def on_load() -> tuple[Any, Any]:
        models = model_choices(judged(ctx))
        first = models[0] if models else None
        second = models[1] if len(models) > 1 else None
        return gr.update(choices=models, value=first), gr.update(choices=models, value=second)

    def on_compare(model_a: str | None, model_b: str | None) -> tuple[Any, str]:
        return paired_view(judged(ctx), model_a, model_b)

    load.click(on_load, outputs=[a, b])
    go.click(on_compare, inputs=[a, b], outputs=[table, said])
