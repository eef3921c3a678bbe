"""Agreement statistics against published worked examples."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from annotator.agreement import agreement_from_labels
from scoring.agreement import (
    cohen_kappa,
    fleiss_kappa,
    krippendorff_alpha_nominal,
    verdict_agreement,
)


def test_cohen_kappa_wikipedia_example() -> None:
    # Wikipedia "Cohen's kappa": 50 proposals, yes/yes 20, yes/no 5, no/yes 10, no/no 15 -> 0.4
    a = ["y"] * 20 + ["y"] * 5 + ["n"] * 10 + ["n"] * 15
    b = ["y"] * 20 + ["n"] * 5 + ["y"] * 10 + ["n"] * 15
    assert cohen_kappa(a, b) == pytest.approx(0.4)


def test_cohen_kappa_perfect_and_chance() -> None:
    assert cohen_kappa(list("abcab"), list("abcab")) == pytest.approx(1.0)
    assert cohen_kappa(["a", "a", "b", "b"], ["a", "b", "a", "b"]) == pytest.approx(0.0)
    assert math.isnan(cohen_kappa(["a", "a"], ["a", "a"]))  # no variation: undefined


def test_fleiss_kappa_wikipedia_example() -> None:
    table = np.array(
        [
            [0, 0, 0, 0, 14],
            [0, 2, 6, 4, 2],
            [0, 0, 3, 5, 6],
            [0, 3, 9, 2, 0],
            [2, 2, 8, 1, 1],
            [7, 7, 0, 0, 0],
            [3, 2, 6, 3, 0],
            [2, 5, 3, 2, 2],
            [6, 5, 2, 1, 0],
            [0, 2, 2, 3, 7],
        ]
    )
    assert fleiss_kappa(table) == pytest.approx(0.2099, abs=1e-4)
    with pytest.raises(ValueError):
        fleiss_kappa([[1, 1], [1, 0]])


def test_krippendorff_alpha_textbook_example() -> None:
    # Krippendorff (2011), "Computing Krippendorff's alpha-reliability": 4 observers, 12 units,
    # nominal alpha = 0.743.
    n = None
    data = [
        [1, 2, 3, 3, 2, 1, 4, 1, 2, n, n, n],
        [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, n, 3],
        [n, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, n],
        [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, n],
    ]
    assert krippendorff_alpha_nominal(data) == pytest.approx(0.743, abs=5e-4)


def test_krippendorff_alpha_equals_near_cohen_for_two_raters_full_data() -> None:
    # With two raters and no missing data alpha = kappa-like with a small-sample correction.
    a = ["y"] * 20 + ["y"] * 5 + ["n"] * 10 + ["n"] * 15
    b = ["y"] * 20 + ["n"] * 5 + ["y"] * 10 + ["n"] * 15
    alpha = krippendorff_alpha_nominal([a, b])
    # Hand computation: n=100 values; o_yn = o_ny = 15; n_y = 55, n_n = 45
    expected = 1 - 99 * 30 / (2 * 55 * 45)
    assert alpha == pytest.approx(expected)


def test_agreement_from_labels_overall_and_per_category() -> None:
    rows = []
    alice = ["reasoning", "reasoning", "perceptual", "other", "reasoning", "perceptual"]
    bob = ["reasoning", "perceptual", "perceptual", "other", "reasoning", "perceptual"]
    for i, (x, y) in enumerate(zip(alice, bob, strict=True)):
        rows.append({"sample_id": f"s{i}", "annotator": "alice", "category": x})
        rows.append({"sample_id": f"s{i}", "annotator": "bob", "category": y})
    rows.append({"sample_id": "solo", "annotator": "alice", "category": "other"})  # one label only
    report = agreement_from_labels(pd.DataFrame(rows), ["reasoning", "perceptual", "other"])
    assert report.annotators == ("alice", "bob")
    assert report.n_items == 6
    assert report.percent_agreement == pytest.approx(5 / 6)
    assert report.cohen == pytest.approx(cohen_kappa(alice, bob))
    per = report.per_category.set_index("category")
    assert per.loc["other", "kappa"] == pytest.approx(1.0)
    # reasoning vs rest: alice RRnnRn, bob RnnnRn -> one disagreement
    assert per.loc["reasoning", "kappa"] == pytest.approx(
        cohen_kappa([1, 1, 0, 0, 1, 0], [1, 0, 0, 0, 1, 0])
    )
    assert report.fleiss == pytest.approx(
        fleiss_kappa([[2, 0, 0], [1, 1, 0], [0, 2, 0], [0, 0, 2], [2, 0, 0], [0, 2, 0]])
    )


def test_machine_human_agreement_per_judge() -> None:
    pairs = pd.DataFrame(
        {
            "judge": ["grader"] * 4 + ["rule"] * 2 + ["judge"] * 2,
            "machine_correct": [True, False, True, False, True, True, True, False],
            "human_correct": [True, False, False, True, False, False, True, False],
        }
    )
    out = verdict_agreement(pairs).set_index("judge")
    assert out.loc["grader", "answers"] == 4
    assert out.loc["grader", "agreement"] == pytest.approx(0.5)
    assert out.loc["grader", "cohen_kappa"] == pytest.approx(0.0)
    assert out.loc["rule", "agreement"] == pytest.approx(0.0)  # rule: right; human: failure
    assert out.loc["judge", "agreement"] == pytest.approx(1.0)
    assert out.loc["judge", "cohen_kappa"] == pytest.approx(1.0)


def test_undefined_statistics_are_nan_not_perfect() -> None:
    # every annotator picked the same category everywhere: no variation, alpha is undefined
    assert math.isnan(krippendorff_alpha_nominal([["a", "a", "a"], ["a", "a", "a"]]))
    assert math.isnan(krippendorff_alpha_nominal([["a"], [None]]))  # nothing pairable
    assert math.isnan(cohen_kappa(["a"], ["b"]))  # one item: too few pairs


def test_a_label_outside_the_categories_does_not_break_the_report() -> None:
    import pandas as pd

    from annotator.agreement import agreement_from_labels

    labels = pd.DataFrame(
        {
            "sample_id": ["s1", "s1", "s2", "s2", "s3", "s3"],
            "annotator": ["x", "y"] * 3,
            "category": ["reasoning", "reasoning", "perceptual", "made_up", "reasoning", "other"],
        }
    )
    report = agreement_from_labels(labels, categories=["reasoning", "perceptual", "other"])
    assert report.n_items == 3 and not math.isnan(report.fleiss)
    assert "made_up" in set(report.per_category["category"])
