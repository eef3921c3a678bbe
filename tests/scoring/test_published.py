"""Published numbers beside ours, and the pure figure functions."""

from __future__ import annotations

import pandas as pd

from scoring.figures import leaderboard_figure, run_scores_figure
from scoring.published import PUBLISHED_FILE, SWAP_NOTE, comparison_table, load_published


def test_published_file_is_the_shared_reference() -> None:
    pub = load_published()
    assert set(pub["source"]) == {"paper", "leaderboard"}
    gpt5 = pub[(pub.source == "paper") & (pub.split == "direct") & (pub.model == "GPT-5")].iloc[0]
    assert (gpt5.pass_at_1, gpt5.pass_at_5) == (36.7, 43.3)
    assert PUBLISHED_FILE.name == "published_results.csv"
    assert "swap" in SWAP_NOTE


def test_comparison_keeps_source_and_maps_split_names() -> None:
    ours = pd.DataFrame(
        [
            {
                "model": "openai/a",
                "split": "multi_round",
                "pass@1": 0.2,
                "pass@5": 0.5,
                "bertscore_f1": 0.81,
                "n_min": 5,
                "n_max": 5,
            }
        ]
    )
    table = comparison_table(ours)
    mine = table[table.source == "ours"].iloc[0]
    assert mine["split"] == "multi_turn"
    assert (mine["pass@1"], mine["pass@5"], mine["n"]) == (20.0, 50.0, "5")
    assert len(table) == 1 + len(load_published())
    assert {"paper", "leaderboard", "ours"} == set(table["source"])
    fig = leaderboard_figure(table, "pass@1")
    names = {t.name for t in fig.data}
    assert names == {"ours", "paper", "leaderboard"}
    assert any("openai/a (ours)" in list(t.y) for t in fig.data)


def test_comparison_without_runs_still_shows_published() -> None:
    table = comparison_table(pd.DataFrame())
    assert len(table) == len(load_published())
    assert len(leaderboard_figure(table, "pass@5").data) > 0


def test_run_scores_figure_colours_by_verdict() -> None:
    frame = pd.DataFrame(
        {"idx": [0, 1, 2], "correct": [True, False, None], "bertscore_f1": [0.9, 0.5, None]}
    )
    fig = run_scores_figure(frame)
    assert list(fig.data[0].marker.color) == ["#2ca02c", "#d62728", "#7f7f7f"]
