"""The Dashboard's table of suggested failure categories: per category, how often people took
the grader's suggestion and how far suggestion and human label agree (Cohen's kappa), with the
counts behind each figure (annotator.suggestions computes them)."""

from __future__ import annotations

import math

import gradio as gr
import pandas as pd

from annotator.suggestions import suggestion_figures
from annotator.taxonomy import Taxonomy
from store.database import Store

NOTE = (
    "Suggestions are never labels and never enter the failure profile. **accepted**: the "
    "person's label has the suggested category; **kappa**: Cohen's kappa between suggestion and "
    "human label (per category, that category against the rest). **blind**: the suggestion was "
    "shown after the person saved; **assist**: before, so agreement there may be anchoring."
)
NONE_YET = (
    "_No suggestions yet (Batch tab 'Suggest categories', or python -m annotator.suggest_batch)._"
)


def suggestion_table(store: Store, taxonomy: Taxonomy) -> pd.DataFrame:
    """The figures for display: percent and kappa as text, '—' where undefined."""
    figures = suggestion_figures(store, taxonomy)
    out = pd.DataFrame(
        {
            "category": figures["category"],
            "suggested": figures["suggested"],
            "labelled since": figures["labelled"],
            "accepted": figures["accepted"],
            "acceptance %": [_pct(v) for v in figures["acceptance"]],
            "Cohen's kappa": [_num(v) for v in figures["cohen_kappa"]],
            "blind": figures["blind"],
            "assist": figures["assist"],
        }
    )
    return out


def suggestion_outputs(store: Store | None, taxonomy: Taxonomy) -> tuple[object, str]:
    if store is None or not store.table_exists("suggestion_events"):
        return gr.update(value=None), NONE_YET
    table = suggestion_table(store, taxonomy)
    return table, (NOTE if len(table) else NONE_YET)


def _pct(v: float) -> str:
    return "—" if v is None or math.isnan(v) else f"{100 * v:.0f}"


def _num(v: float) -> str:
    return "—" if v is None or math.isnan(v) else f"{v:.2f}"
