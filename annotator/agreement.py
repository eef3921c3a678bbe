"""Inter-annotator agreement: Cohen's kappa (two raters), Fleiss' kappa and Krippendorff's alpha
(nominal, missing ratings allowed), overall and per category (one category against the rest).

Written out with numpy because they are short and the tests check them against published
worked examples; a statistic that is undefined (no variation, too few ratings) is NaN.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

import numpy as np
import numpy.typing as npt
import pandas as pd


def cohen_kappa(a: Sequence[Hashable], b: Sequence[Hashable]) -> float:
    """Cohen's kappa for two raters who rated the same items (paired lists); NaN (undefined)
    for fewer than two items or when chance agreement is total (no variation)."""
    if len(a) != len(b):
        raise ValueError("the two raters must rate the same items")
    if len(a) < 2:
        return math.nan
    cats = sorted({*a, *b}, key=str)
    index = {c: i for i, c in enumerate(cats)}
    table = np.zeros((len(cats), len(cats)))
    for x, y in zip(a, b, strict=True):
        table[index[x], index[y]] += 1
    n = table.sum()
    p_o = np.trace(table) / n
    p_e = float((table.sum(axis=1) * table.sum(axis=0)).sum() / n**2)
    if p_e == 1.0:
        return math.nan
    return float((p_o - p_e) / (1 - p_e))


def grader_human_agreement(pairs: pd.DataFrame) -> pd.DataFrame:
    """Per scoring method: how often its 'wrong' matched the human's 'a failure', and Cohen's
    kappa, on the same answers (`pairs`: method, grader_correct, human_failure per answer)."""
    rows = []
    for method, part in pairs.groupby("method"):
        grader_fail = (~part["grader_correct"].astype(bool)).tolist()
        human_fail = part["human_failure"].astype(bool).tolist()
        agree = sum(a == b for a, b in zip(grader_fail, human_fail, strict=True)) / len(part)
        rows.append((method, len(part), agree, cohen_kappa(grader_fail, human_fail)))
    return pd.DataFrame(rows, columns=["method", "answers", "agreement", "cohen_kappa"])


def fleiss_kappa(counts: npt.ArrayLike) -> float:
    """Fleiss' kappa from an items x categories table of how many raters chose each category.

    Every item must have the same number of raters (use Krippendorff's alpha otherwise).
    """
    table = np.asarray(counts, dtype=float)
    if table.ndim != 2 or table.shape[0] == 0:
        return math.nan
    n_raters = table.sum(axis=1)
    if not np.all(n_raters == n_raters[0]) or n_raters[0] < 2:
        raise ValueError("Fleiss' kappa needs the same number (>= 2) of raters for every item")
    n = n_raters[0]
    p_j = table.sum(axis=0) / table.sum()
    p_i = ((table**2).sum(axis=1) - n) / (n * (n - 1))
    p_bar = p_i.mean()
    p_e = float((p_j**2).sum())
    if p_e == 1.0:
        return math.nan
    return float((p_bar - p_e) / (1 - p_e))


def krippendorff_alpha_nominal(ratings: Sequence[Sequence[Hashable | None]]) -> float:
    """Krippendorff's alpha, nominal metric. `ratings[rater][unit]`; None or NaN = missing."""
    units: list[list[Hashable]] = []
    n_units = max((len(r) for r in ratings), default=0)
    for u in range(n_units):
        values = [r[u] for r in ratings if u < len(r) and not _is_missing(r[u])]
        if len(values) >= 2:  # a unit rated once carries no pairable information
            units.append(values)
    cats = sorted({v for vals in units for v in vals}, key=str)
    if len(cats) < 2:  # no variation (or nothing pairable): alpha is undefined, not perfect
        return math.nan
    index = {c: i for i, c in enumerate(cats)}
    coincidence = np.zeros((len(cats), len(cats)))
    for vals in units:
        m = len(vals)
        counts = np.zeros(len(cats))
        for v in vals:
            counts[index[v]] += 1
        pairs = np.outer(counts, counts) - np.diag(counts)  # ordered pairs within the unit
        coincidence += pairs / (m - 1)
    n_c = coincidence.sum(axis=1)
    n = n_c.sum()
    observed = coincidence.sum() - np.trace(coincidence)
    expected = (n_c.sum() ** 2 - (n_c**2).sum()) / (n - 1)
    if expected == 0:
        return math.nan
    return float(1 - observed / expected)


def _is_missing(value: object) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value))


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
