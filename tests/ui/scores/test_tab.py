"""Scores tab helpers and the Leaderboard's data on a real database (no browser needed)."""

from __future__ import annotations

from pathlib import Path

import pandas.testing as pd_testing
import pytest

from data.catalog.library import CaseLibrary
from scoring.service import ScoringService, ScoringSettings
from scoring.summary import summarise
from settings import Settings
from store.database import Store
from store.scores import sample_results
from tests.support.scoring_runs import FILLED_EXPECTED, fill_runs, lookup
from ui.context import AppContext
from ui.leaderboard.tab import leaderboard_data
from ui.scores.tab import display_frame, run_scores_view, summary_markdown


@pytest.fixture
def ctx(tmp_path: Path):
    store = Store.open(tmp_path / "nl.duckdb")
    fill_runs(store)
    context = AppContext(settings=Settings(), library=CaseLibrary(cases=()), store=store)
    context.scoring = ScoringService(store, ScoringSettings(), tasks=lookup)
    yield context
    context.scoring.close()
    store.close()


def test_run_view_scores_an_unscored_run(ctx: AppContext) -> None:
    md, table, fig = run_scores_view(ctx, "r1")
    assert "2 of 5 judged samples correct" in md
    assert "pass@1 40.0%" in md and "pass@5 100.0%" in md and "gap 60.0 points" in md
    assert "decided by: **rule**" in md and "synonyms.yaml" in md
    assert list(table["correct"]) == ["✔", "✔", "✘", "✘", "✘"]
    assert list(table["decided by"]) == ["rule"] * 5
    assert table["BERTScore F1"].min() == pytest.approx(1.0, abs=1e-3)
    assert len(fig.data[0].y) == 5
    # every figure that counts samples says who decided how many
    assert "**human 0 · grader 0 · rule 5 · undecided 0**" in md
    assert "human 0 · grader 0 · rule 5 · undecided 0" in fig.layout.title.text


def test_the_judged_conclusion_stands_beside_the_verdict(ctx: AppContext) -> None:
    from annotator.review import resolve_verdict
    from ui.annotate.layout import verdict_html

    _md, table, _fig = run_scores_view(ctx, "r1")
    columns = list(table.columns)
    assert columns.index("judged conclusion") + 1 == columns.index("correct")
    stored = ctx.scoring.scores_frame("r1")
    for (_, shown), (_, row) in zip(table.iterrows(), stored.iterrows(), strict=True):
        assert row["judged_span"] == " ".join(str(row["final_diagnosis"]).split())
        assert row["correct_reason"].endswith(f"judged: \u201c{row['judged_span']}\u201d")
        assert "judged:" not in shown["why"]  # the span is the column beside it
    verdict = resolve_verdict(ctx.store, "r1:0")
    assert verdict.judged == stored["judged_span"].iloc[0] and "judged:" not in verdict.detail
    assert f"<q class='nl-judged'>{verdict.judged}</q>" in verdict_html(verdict)


def test_a_human_flip_outranks_the_rule_in_the_scores_tab(ctx: AppContext) -> None:
    from annotator.events import flip_verdict

    run_scores_view(ctx, "r1")
    flip_verdict(ctx.store, sample_id="r1:4", annotator="neuro", verdict="correct", reason="ok")
    md, table, _fig = run_scores_view(ctx, "r1")
    assert "3 of 5 judged samples correct" in md
    assert "**human 1 · grader 0 · rule 4 · undecided 0**" in md
    assert list(table["decided by"]) == ["rule"] * 4 + ["human"]
    assert table["why"].iloc[4] == "flipped by neuro: ok"


def test_summary_markdown_when_n_below_k(ctx: AppContext) -> None:
    frame = ctx.scoring.score_run("r1").head(3)
    md = summary_markdown(frame, k=5)
    assert "pass@5 n/a (n<5)" in md and "n = 3" in md
    assert "gap" not in md
    assert list(display_frame(frame)["#"]) == [1, 2, 3]
    assert "(3 answers in the run)" in md
    one = summary_markdown(frame.head(1), k=5)
    assert "(1 answer in the run)" in one and "1 answers" not in one


def test_leaderboard_shows_the_report_numbers(ctx: AppContext) -> None:
    ctx.scoring.score_pending()
    detail, table = leaderboard_data(ctx)
    ours = table[table.source == "ours"]
    for (model, split), (p1, p5) in FILLED_EXPECTED.items():
        row = ours[(ours.model == model) & (ours.split == split)].iloc[0]
        assert (row["pass@1"], row["pass@5"]) == (p1, p5)
        assert row["n"] == "5"
    # the detail table is the report's table (same function, same numbers)
    assert set(detail["model"]) == {"openai/a", "local/b"}
    assert "pass@1 %" in detail.columns
    report = summarise(sample_results(ctx.store))
    assert len(report) == len(detail)
    assert {"paper", "leaderboard"} <= set(table["source"])


def test_grader_vs_human_section_on_a_real_store(ctx) -> None:
    """Rule verdicts of run r1 joined with human label events in the same DuckDB file."""
    from datetime import UTC, datetime

    from store.labels import LabelEvent, append_events
    from ui.scores.tab import NO_OVERLAP, grader_human_view

    assert grader_human_view(ctx.store)[0] == NO_OVERLAP  # nothing labelled yet
    ctx.scoring.score_run("r1")  # correct: [T, T, F, F, F]
    now = datetime.now(UTC)
    append_events(
        ctx.store,
        [
            LabelEvent("e1", "r1:0", "ann1", now, "create", category="not_a_failure"),
            LabelEvent("e2", "r1:2", "ann1", now, "create", category="diagnostic_error"),
            LabelEvent("e3", "r1:3", "ann1", now, "create", category="not_a_failure"),
        ],
    )
    text, verdicts, corr = grader_human_view(ctx.store)
    assert "3 answers" in text and "No numeric human grades" in text and corr is None
    row = verdicts.set_index("judge").loc["rule"]
    assert row["answers"] == 3 and row["agreement"] == "67%"


def test_run_picker_lists_every_run_with_model_and_task(ctx: AppContext) -> None:
    from ui.scores.tab import _run_choices

    choices = _run_choices(ctx)
    assert sorted(value for _label, value in choices) == ["r1", "r2", "r3", "r4"]
    label = dict((v, k) for k, v in choices)["r4"]
    assert " · local/b · c1/t1 · img=slices×" in label and label[:4].isdigit()
    assert label.endswith(" · n5 · tmpl v1"), "the run says its settings"


def test_switching_the_chart_metric_redraws_from_the_kept_tables(ctx: AppContext) -> None:
    """The chart is drawn from the tables of the last refresh (no re-scoring, no query):
    BERTScore in percent, the kept table itself unchanged."""
    from ui.leaderboard.tab import LeaderboardTables, chart_figure

    ctx.scoring.score_pending()
    kept = LeaderboardTables(*leaderboard_data(ctx))
    before = kept.compare.copy()
    ctx.store.close()  # a redraw that touched the database would fail now
    ours = before[before.source == "ours"]
    fig = chart_figure(kept.compare, "bertscore")
    drawn = sorted(float(x) for trace in fig.data if trace.name == "ours" for x in trace.x)
    assert drawn == pytest.approx(sorted(100 * ours["bertscore"].dropna()))
    assert drawn and max(drawn) > 1.0
    pd_testing.assert_frame_equal(kept.compare, before)
    p1 = chart_figure(kept.compare, "pass@1")
    ours_p1 = sorted(float(x) for trace in p1.data if trace.name == "ours" for x in trace.x)
    assert ours_p1 == sorted(float(v) for v in ours["pass@1"].dropna())


def test_query_tab_table_keeps_its_fixed_columns(ctx: AppContext) -> None:
    """The Query tab's compact table has exactly the columns its widths are set for."""
    from ui.scores.tab import QUERY_TABLE_WIDTHS, compact_frame, scores_panel

    _md, table = scores_panel(ctx.scoring, ctx.scoring.score_run("r1"))
    assert list(table.columns) == list(QUERY_TABLE_WIDTHS)
    assert list(table["correct"]) == ["✔", "✔", "✘", "✘", "✘"] and list(table["#"]) == [
        1,
        2,
        3,
        4,
        5,
    ]
    bare = compact_frame(display_frame(ctx.scoring.score_run("r1")[["idx", "final_diagnosis"]]))
    assert list(bare.columns) == list(QUERY_TABLE_WIDTHS)
    assert set(bare["grader"]) == {"—"} and bare["BERTScore F1"].isna().all()


def test_scores_tab_without_a_run_shows_headers_and_a_note(ctx: AppContext, tmp_path: Path) -> None:
    """No run picked: real column headers, no figure (the plot is hidden), a one-line note that
    says how to get runs when the database has none."""
    from ui.scores.tab import (
        NO_RUN_PICKED,
        NO_RUNS,
        TABLE_COLUMNS,
        _run_choices,
        pick_run,
        scores_tab_view,
    )

    md, table, fig = scores_tab_view(ctx, None)
    assert md == NO_RUN_PICKED and fig is None
    assert list(table.columns) == list(TABLE_COLUMNS.values()) and table.empty
    md, table, fig = scores_tab_view(ctx, "r1")
    assert "2 of 5 judged samples correct" in md and len(table) == 5 and fig is not None
    md, table, fig = scores_tab_view(ctx, "no-such-run")
    assert md.startswith("⚠️") and table.empty and fig is None
    choices = _run_choices(ctx)
    assert pick_run(choices, None) == choices[0][1]  # the newest is listed first
    assert pick_run(choices, "r2") == "r2" and pick_run(choices, "gone") == choices[0][1]
    assert pick_run([], "r2") is None

    empty = Store.open(tmp_path / "empty.duckdb")
    try:
        bare = AppContext(settings=Settings(), library=CaseLibrary(cases=()), store=empty)
        assert _run_choices(bare) == []
        md, table, fig = scores_tab_view(bare, None)
        assert md == NO_RUNS and "python -m scoring.run" in md and fig is None
        assert list(table.columns) == list(TABLE_COLUMNS.values())
    finally:
        empty.close()


def test_leaderboard_without_runs_of_ours(tmp_path: Path) -> None:
    """No runs: the published numbers, real detail headers and the note; the published-only
    tables (first paint) need neither a database nor scoring."""
    from ui.leaderboard.tab import DETAIL_COLUMNS, NO_OURS, LeaderboardTables, published_tables

    first = published_tables()
    assert first.note() == NO_OURS and list(first.detail.columns) == DETAIL_COLUMNS
    assert {"paper", "leaderboard"} <= set(first.compare["source"])
    assert "ours" not in set(first.compare["source"])
    store = Store.open(tmp_path / "empty.duckdb")
    try:
        bare = AppContext(settings=Settings(), library=CaseLibrary(cases=()), store=store)
        kept = LeaderboardTables(*leaderboard_data(bare))
        assert list(kept.detail.columns) == DETAIL_COLUMNS and kept.detail.empty
        assert kept.note() == NO_OURS
        pd_testing.assert_frame_equal(kept.compare, first.compare)
    finally:
        store.close()


def test_leaderboard_note_is_gone_once_we_have_runs(ctx: AppContext) -> None:
    from ui.leaderboard.tab import DETAIL_COLUMNS, LeaderboardTables

    ctx.scoring.score_pending()
    kept = LeaderboardTables(*leaderboard_data(ctx))
    assert kept.note() == "" and list(kept.detail.columns) == DETAIL_COLUMNS
