"""Agreement statistics, used by the inter-annotator report (annotator/agreement.py) and by
machine judge against human (scoring/grader_vs_human.py, the Dashboard): Cohen's kappa (two
raters), Fleiss' kappa and Krippendorff's alpha (nominal, missing ratings allowed).

Written out with numpy because they are short and the tests check them against published
worked examples; a statistic that is undefined (no variation, too few ratings) is NaN.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

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


def verdict_agreement(joined: pd.DataFrame) -> pd.DataFrame:
    """Per machine judge: answers compared, share agreeing, Cohen's kappa (NaN if undefined)."""
    rows = []
    for judge, part in joined.groupby("judge", sort=True):
        machine = [bool(v) for v in part["machine_correct"]]
        human = [bool(v) for v in part["human_correct"]]
        agree = sum(a == b for a, b in zip(machine, human, strict=True))
        rows.append(
            {
                "judge": judge,
                "answers": len(part),
                "agreement": agree / len(part),
                "cohen_kappa": cohen_kappa(machine, human),
            }
        )
    return pd.DataFrame(rows, columns=["judge", "answers", "agreement", "cohen_kappa"])
