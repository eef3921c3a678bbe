"""The grader-vs-human join: verdicts and rubric grades paired per answer, agreement numbers."""

from __future__ import annotations

import json
import math

import pandas as pd
import pytest

from scoring.agreement import verdict_agreement
from scoring.grader_vs_human import grade_correlations, human_grades, join_grades, join_verdicts


def _scores(rows: list[tuple[str, str, float | None, str]]) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=["sample_id", "metric", "value", "method"])


def _labels(rows: list[tuple[str, str, str, object]]) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=["sample_id", "annotator", "category", "evidence"]).assign(
        role="label"
    )


def test_join_pairs_each_human_label_with_each_machine_verdict():
    scores = _scores(
        [
            ("a:0", "correct", 1.0, "rule"),
            ("a:1", "correct", 0.0, "rule"),
            ("a:2", "correct", None, "grader:g"),  # ungraded: no judgement
            ("a:3", "correct", None, "none"),  # failed request
            ("a:1", "grader_verdict", 1.0, "grader:g"),
            ("a:9", "correct", 1.0, "rule"),  # nobody labelled it
            ("a:0", "bertscore_f1", 0.9, "bertscore"),
        ]
    )
    labels = _labels(
        [
            ("a:0", "ann1", "not_a_failure", None),
            ("a:1", "ann1", "diagnostic_error", None),
            ("a:1", "ann2", "not_a_failure", None),
            ("a:2", "ann1", "not_a_failure", None),
            ("a:3", "ann1", "diagnostic_error", None),
        ]
    )
    joined = join_verdicts(scores, labels)
    got = sorted(
        zip(
            joined.sample_id,
            joined.judge,
            joined.annotator,
            joined.machine_correct,
            joined.human_correct,
            strict=True,
        )
    )
    assert got == [
        ("a:0", "rule", "ann1", True, True),
        ("a:1", "grader:g", "ann1", True, False),
        ("a:1", "grader:g", "ann2", True, True),
        ("a:1", "rule", "ann1", False, False),
        ("a:1", "rule", "ann2", False, True),
    ]
    agreement = verdict_agreement(joined).set_index("judge")
    assert agreement.loc["rule", "answers"] == 3
    assert agreement.loc["rule", "agreement"] == pytest.approx(2 / 3)
    # rule vs human: (T,T), (F,F), (F,T) -> p_o = 2/3, p_e = (1/3*2/3 + 2/3*1/3) = 4/9
    assert agreement.loc["rule", "cohen_kappa"] == pytest.approx((2 / 3 - 4 / 9) / (1 - 4 / 9))
    assert agreement.loc["grader:g", "agreement"] == pytest.approx(0.5)


def test_no_overlap_gives_empty_frames():
    scores = _scores([("a:0", "correct", 1.0, "rule")])
    labels = _labels([("b:0", "ann1", "not_a_failure", None)])
    assert join_verdicts(scores, labels).empty
    assert join_grades(scores, labels).empty
    assert verdict_agreement(join_verdicts(scores, labels)).empty
    assert join_verdicts(_scores([]), _labels([])).empty


def test_numeric_human_grades_are_correlated_with_the_grader_per_dimension():
    grader = [0, 1, 2, 3, 4, 4, 1]
    human = [0, 1, 2, 3, 4, 3, 1]
    scores = _scores(
        [(f"s:{i}", "grader_diagnosis", float(g), "grader:g") for i, g in enumerate(grader)]
        + [(f"s:{i}", "grader_verdict", float(g >= 3), "grader:g") for i, g in enumerate(grader)]
    )
    labels = _labels(
        [
            (
                f"s:{i}",
                "ann1",
                "not_a_failure" if h >= 3 else "diagnostic_error",
                json.dumps({"grades": {"diagnosis": h, "lesion": "n/a"}}),
            )
            for i, h in enumerate(human)
        ]
    )
    pairs = join_grades(scores, labels)
    assert list(pairs.dimension.unique()) == ["diagnosis"]  # 'lesion' was not numeric
    assert list(pairs.grader) == [float(g) for g in grader]
    assert list(pairs.human) == [float(h) for h in human]
    corr = grade_correlations(pairs).set_index("dimension")
    assert corr.loc["diagnosis", "n"] == 7
    r = corr.loc["diagnosis", "pearson"]
    assert r == pytest.approx(pd.Series(grader).corr(pd.Series(human)))
    assert corr.loc["diagnosis", "pearson_low"] < r < corr.loc["diagnosis", "pearson_high"]
    per_cat = grade_correlations(pairs, per_category=True)
    assert set(per_cat.category) == {"not_a_failure", "diagnostic_error"}


def test_human_grades_reads_only_numbers():
    assert human_grades({"grades": {"a": 3, "b": True, "c": "x", "d": 2.5}}) == {"a": 3.0, "d": 2.5}
    assert human_grades("not json") == {}
    assert human_grades(None) == {}
    assert human_grades(json.dumps({"grades": {"a": math.nan}})) == {}
