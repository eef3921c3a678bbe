"""Profile figures built from known counts show the known shares."""

from __future__ import annotations

import pandas as pd
import pytest

from annotator.profile import (
    add_group,
    figure_heatmap,
    figure_paper_comparison,
    figure_profile_bars,
    load_paper_profile,
    ours_three_way,
    profile_shares,
    wilson_interval,
)
from annotator.taxonomy import load_taxonomy

TAX = load_taxonomy()


def _counts() -> pd.DataFrame:
    rows = [
        ("openai/gpt-4o", "reasoning", None, 6),
        ("openai/gpt-4o", "perceptual", None, 3),
        ("openai/gpt-4o", "other", "knowledge_gap", 1),
        ("openai/gpt-4o", "not_a_failure", None, 5),
        ("local/llava", "hallucination", None, 2),
        ("local/llava", "perceptual", None, 2),
    ]
    return pd.DataFrame(rows, columns=["model", "category", "subtype", "n"])


def test_wilson_interval_known_value() -> None:
    lo, hi = wilson_interval(6, 10)
    assert lo == pytest.approx(0.3127, abs=1e-3) and hi == pytest.approx(0.8318, abs=1e-3)
    assert wilson_interval(0, 10)[0] == 0.0


def test_profile_shares_leave_out_not_a_failure() -> None:
    shares = profile_shares(add_group(_counts()), TAX).set_index(["group", "category"])
    assert shares.loc[("openai/gpt-4o", "reasoning"), "share"] == pytest.approx(0.6)
    assert shares.loc[("openai/gpt-4o", "reasoning"), "total"] == 10
    assert ("openai/gpt-4o", "not_a_failure") not in shares.index
    assert shares.loc[("local/llava", "hallucination"), "share"] == pytest.approx(0.5)


def test_profile_bars_stand_side_by_side_with_their_whiskers() -> None:
    fig = figure_profile_bars(profile_shares(add_group(_counts()), TAX), TAX)
    # grouped, not stacked: a stacked segment would cover the whisker of the one below it
    assert fig.layout.barmode == "group"
    by_name = {t.name: t for t in fig.data}
    reasoning = by_name["Reasoning failure"]
    xs = list(reasoning.x)
    assert reasoning.y[xs.index("openai/gpt-4o")] == pytest.approx(60.0)
    assert reasoning.y[xs.index("local/llava")] == pytest.approx(0.0)
    assert reasoning.text[xs.index("openai/gpt-4o")] == "6"
    lo, hi = wilson_interval(6, 10)
    at = xs.index("openai/gpt-4o")
    assert reasoning.error_y.array[at] == pytest.approx((hi - 0.6) * 100)
    assert reasoning.error_y.arrayminus[at] == pytest.approx((0.6 - lo) * 100)
    total_per_group = [sum(t.y[i] for t in fig.data) for i in range(len(xs))]
    assert total_per_group == pytest.approx([100.0, 100.0])


def test_heatmap_cells_hold_shares() -> None:
    fig = figure_heatmap(profile_shares(add_group(_counts()), TAX), TAX)
    hm = fig.data[0]
    rows, cols = list(hm.y), list(hm.x)
    assert hm.z[rows.index("openai/gpt-4o")][cols.index("Reasoning failure")] == pytest.approx(60)
    assert hm.text[rows.index("local/llava")][cols.index("Perceptual failure")] == "2 (50%)"


def test_paper_comparison_maps_our_labels_to_the_papers_three_way() -> None:
    ours = ours_three_way(_counts(), TAX).set_index("category")
    # gpt-4o + llava failures: reasoning 6, perceptual 5, other = knowledge gap 1 + hallucination 2
    assert ours.loc["reasoning", "n"] == 6 and ours.loc["other", "n"] == 3
    assert ours["n"].sum() == 14
    paper = load_paper_profile()
    assert set(paper["source"]) == {"Neural-MedBench paper"}
    fig = figure_paper_comparison(ours.reset_index(), paper)
    by_name = {t.name: t for t in fig.data}
    published = by_name["Neural-MedBench paper (published)"]
    assert list(published.y) == [51, 27, 22]
    mine = by_name["NeuroLens labels (n=14)"]
    assert list(mine.y) == pytest.approx([600 / 14, 500 / 14, 300 / 14])
    lo, hi = wilson_interval(6, 14)  # reasoning: 6 of our 14 failures, its 95% CI drawn
    assert mine.error_y.array[0] == pytest.approx((hi - 6 / 14) * 100)
    assert mine.error_y.arrayminus[0] == pytest.approx((6 / 14 - lo) * 100)


def test_the_comparison_says_why_our_bars_are_missing() -> None:
    from annotator.profile import why_no_comparison
    from vlm.examples import EXAMPLE_MODEL

    def counts(*rows: tuple[str, str, int]) -> pd.DataFrame:
        return pd.DataFrame(
            [(m, c, None, n) for m, c, n in rows], columns=["model", "category", "subtype", "n"]
        )

    none = why_no_comparison(counts(), TAX)
    assert "no answer has a label" in none
    examples = why_no_comparison(counts((EXAMPLE_MODEL, "reasoning", 3)), TAX)
    assert "3 failure labels" in examples and "example answers" in examples
    no_failure = why_no_comparison(counts(("openai/a", "not_a_failure", 2)), TAX)
    assert "2 labelled model answers are all 'not a failure'" in no_failure
    assert why_no_comparison(counts(("openai/a", "perceptual", 1)), TAX) == ""
    assert why_no_comparison(_counts(), TAX) == ""


def test_paper_five_categories_are_derivable() -> None:
    from annotator.profile import with_paper_categories

    mapped = with_paper_categories(_counts(), TAX)
    got = [None if pd.isna(v) else v for v in mapped["paper_category"]]
    assert got == [
        "Reasoning Failure",
        "Perceptual Failure",
        "Knowledge Gap",
        None,
        "Visual Hallucination",
        "Perceptual Failure",
    ]


def test_agreement_figure_leaves_out_categories_nobody_chose() -> None:
    from annotator.agreement import agreement_from_labels
    from annotator.profile import figure_agreement

    labels = pd.DataFrame(
        {
            "sample_id": ["a", "b", "c"] * 2,
            "annotator": ["alice"] * 3 + ["bob"] * 3,
            "category": [
                *("reasoning", "perceptual", "hallucination"),  # alice
                *("reasoning", "hallucination", "other"),  # bob
            ],
        }
    )
    report = agreement_from_labels(labels, list(TAX.keys))
    fig = figure_agreement(report.per_category, TAX)
    xs = list(fig.data[0].x)
    assert not any(x.startswith("Not a failure") for x in xs)  # n=0: nothing to agree on
    alpha = dict(zip(xs, fig.data[0].y, strict=True))
    assert alpha["Reasoning failure (n=1)"] == 1.0 and alpha["Visual hallucination (n=2)"] == -0.25


def test_with_no_labels_the_papers_profile_stands_alone() -> None:
    empty = pd.DataFrame({"category": [], "subtype": [], "n": []})
    fig = figure_paper_comparison(ours_three_way(empty, TAX), load_paper_profile())
    assert [t.name for t in fig.data] == ["Neural-MedBench paper (published)"]  # no zero bars
    assert list(fig.data[0].y) == [51, 27, 22]
    assert fig.layout.showlegend is True  # the source is still named


def test_has_agreement_only_when_some_category_has_items() -> None:
    from annotator.agreement import agreement_from_labels
    from annotator.profile import has_agreement

    one = pd.DataFrame({"sample_id": ["a"], "annotator": ["alice"], "category": ["reasoning"]})
    assert not has_agreement(agreement_from_labels(one, list(TAX.keys)).per_category)
    two = pd.concat([one, one.assign(annotator="bob", category="perceptual")])
    assert has_agreement(agreement_from_labels(two, list(TAX.keys)).per_category)


def test_hand_written_examples_never_enter_the_profile_compared_with_the_paper() -> None:
    import pandas as pd

    from annotator.profile import ours_three_way
    from annotator.taxonomy import load_taxonomy
    from vlm.examples import EXAMPLE_MODEL

    counts = pd.DataFrame(
        {
            "model": ["openai/a", EXAMPLE_MODEL],
            "case_id": ["c1", "c1"],
            "task_id": ["t1", "t1"],
            "category": ["reasoning", "perceptual"],
            "subtype": [None, None],
            "n": [3, 50],
        }
    )
    ours = ours_three_way(counts, load_taxonomy())
    assert int(ours["n"].sum()) == 3, ours
