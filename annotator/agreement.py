"""Inter-annotator agreement: Cohen's kappa (two raters), Fleiss' kappa and Krippendorff's alpha
(nominal, missing ratings allowed), overall and per category (one category against the rest).
The statistics themselves are in scoring/agreement.py.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

import numpy as np
import pandas as pd

from scoring.agreement import cohen_kappa, fleiss_kappa, krippendorff_alpha_nominal


@dataclass(frozen=True)
class AgreementReport:
    """Agreement over items labelled by at least two annotators."""

    annotators: tuple[str, ...]
    n_items: int  # items with >= 2 labels
    percent_agreement: float  # items where every label is the same
    cohen: float  # two annotators only (NaN otherwise)
    fleiss: float  # items labelled by every annotator (NaN when none)
    alpha: float  # all items, missing allowed
    per_category: pd.DataFrame = field(repr=False)  # category, n_items, alpha, kappa
    pairwise: pd.DataFrame = field(repr=False)  # a, b, n_items, kappa


def agreement_from_labels(
    labels: pd.DataFrame, categories: Sequence[str] | None = None
) -> AgreementReport:
    """From current labels (columns sample_id, annotator, category) to the agreement figures."""
    empty_cat = pd.DataFrame(columns=["category", "n_items", "alpha", "kappa"])
    empty_pair = pd.DataFrame(columns=["a", "b", "n_items", "kappa"])
    if labels.empty:
        return AgreementReport((), 0, math.nan, math.nan, math.nan, math.nan, empty_cat, empty_pair)
    wide = labels.pivot_table(
        index="sample_id", columns="annotator", values="category", aggfunc="last"
    )
    wide = wide[wide.notna().sum(axis=1) >= 2]
    annotators = tuple(str(c) for c in wide.columns)
    if wide.empty:
        return AgreementReport(
            annotators, 0, math.nan, math.nan, math.nan, math.nan, empty_cat, empty_pair
        )
    matrix = [[None if pd.isna(v) else v for v in wide[a].tolist()] for a in wide.columns]
    same = wide.apply(lambda r: r.dropna().nunique() == 1, axis=1)
    seen = sorted({v for r in matrix for v in r if v}, key=str)
    # a label outside `categories` (refused at import, but older files may hold one) is counted
    # as its own category rather than breaking Fleiss' row sums
    cats = [*categories, *(c for c in seen if c not in categories)] if categories else seen

    full = wide.dropna()
    fleiss = math.nan
    if len(full) and len(annotators) >= 2:
        counts = np.array([[int((row == c).sum()) for c in cats] for _, row in full.iterrows()])
        fleiss = fleiss_kappa(counts)
    pairs = []
    for a, b in combinations(wide.columns, 2):
        both = wide[[a, b]].dropna()
        kappa = cohen_kappa(both[a].tolist(), both[b].tolist()) if len(both) else math.nan
        pairs.append({"a": a, "b": b, "n_items": len(both), "kappa": kappa})
    pairwise = pd.DataFrame(pairs, columns=["a", "b", "n_items", "kappa"])
    cohen = float(pairwise["kappa"].iloc[0]) if len(annotators) == 2 else math.nan

    rows = []
    for c in cats:
        binary = [[None if v is None else v == c for v in r] for r in matrix]
        kappa = math.nan
        if len(annotators) == 2:
            both = [(x, y) for x, y in zip(*binary, strict=True) if x is not None and y is not None]
            kappa = cohen_kappa([x for x, _ in both], [y for _, y in both]) if both else math.nan
        n_with = sum(1 for i in range(wide.shape[0]) if any(r[i] == c for r in matrix))
        rows.append(
            {
                "category": c,
                "n_items": n_with,
                "alpha": krippendorff_alpha_nominal(binary),
                "kappa": kappa,
            }
        )
    return AgreementReport(
        annotators=annotators,
        n_items=int(wide.shape[0]),
        percent_agreement=float(same.mean()),
        cohen=cohen,
        fleiss=fleiss,
        alpha=krippendorff_alpha_nominal(matrix),
        per_category=pd.DataFrame(rows, columns=["category", "n_items", "alpha", "kappa"]),
        pairwise=pairwise,
    )
