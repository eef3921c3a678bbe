"""A 300-case library: the app builds without reading any case's pixels but the first one on
screen, and the case list is one paged table, not one widget per case."""

from __future__ import annotations

from pathlib import Path

import gradio as gr

from app import build_app
from data.catalog.library import CaseLibrary
from data.catalog.sync import scan_source
from settings import Settings
from tests.data.catalog.test_catalog import pixel_reads, write_cases  # noqa: F401 (fixture)
from ui.case.picker import PICKER_LIMIT, picker_choices
from ui.context import AppContext
from ui.explore.state import PAGE_SIZE, CaseListState


def test_300_cases_build_one_paged_list_and_read_only_the_first_case(
    tmp_path: Path,
    pixel_reads: list[str],  # noqa: F811
) -> None:
    cases = write_cases(tmp_path, 300)
    settings = Settings(data_dir=tmp_path / "var", db_path=tmp_path / "x.duckdb")
    summaries, _, _ = scan_source(cases, settings.data_dir, settings.memory_budget_bytes)
    assert pixel_reads == []  # start-up: the catalog only
    ctx = AppContext(settings=settings, library=CaseLibrary(summaries))
    demo = build_app(ctx)
    assert isinstance(demo, gr.Blocks)
    assert len(pixel_reads) <= 3  # the first case's three sequences, painted at once
    comps = demo.get_config_file()["components"]
    assert len(comps) < 300, "components grow with the number of cases"
    by_id = {c["props"].get("elem_id"): c for c in comps if c["props"].get("elem_id")}
    table = by_id["nl-case-list"]
    assert table["type"] == "dataframe"
    rows = table["props"]["value"]["data"]
    assert len(rows) == PAGE_SIZE and rows[0][0] == "case-0000"
    assert "1-50 of 300" in by_id["nl-case-count"]["props"]["value"]
    assert by_id["nl-case-id"]["props"]["value"] == "case-0000"
    # the Query tab's picker: the first matches of a search, not one choice per case
    query_choices = by_id["nl-query-case"]["props"]["choices"]
    assert 1 <= len(query_choices) <= PICKER_LIMIT + 1
    assert query_choices[0][1] == "case-0000"


def test_query_picker_narrows_to_matches_and_keeps_the_current_case(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 300)
    summaries, _, _ = scan_source(cases, tmp_path / "var", 2**30)
    library = CaseLibrary(summaries)
    found = picker_choices(library, "case-0299", "case-0007")
    assert [c[1] for c in found] == ["case-0007", "case-0299"]
    wide = picker_choices(library, "case", "")
    assert len(wide) == PICKER_LIMIT and wide[0][1] == "case-0000"
    assert picker_choices(library, "no such text", "gone") == []


def test_case_list_state_pages_and_resets_on_new_filters() -> None:
    state = CaseListState().turn(1, 120).turn(1, 120).turn(1, 120)
    assert state.page == 2 and state.bounds(120) == (100, 120)
    assert state.turn(-5, 120).page == 0
    again = state.with_filters(text="stroke", source="any")
    assert again.page == 0 and again.text == "stroke" and again.source == ""
