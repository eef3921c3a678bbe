"""ExploreState and the filter values: what the Explore tab remembers per session."""

from __future__ import annotations

import copy

import pytest

from data.errors import NeuroLensError
from data.model import Difficulty, TaskFamily
from ui.explore.state import ANY, ExploreState, parse_difficulty, parse_family


def test_explore_state_new_case_resets_task_and_hides_reference() -> None:
    state = ExploreState().select_case("c1", "c1:t1").toggle_reference(True)
    assert state.show_reference
    same = state.select_case("c1", "ignored")
    assert same is state
    other = state.select_case("c2", "c2:t1")
    assert other == ExploreState("c2", "c2:t1", False)
    assert other.select_task("c2:t2").task_id == "c2:t2"


def test_explore_state_survives_deepcopy_like_gr_state_does() -> None:
    assert copy.deepcopy(ExploreState("c1")) == ExploreState("c1")


def test_filter_values_parse_to_enums() -> None:
    assert parse_family(ANY) is None and parse_family("") is None
    assert parse_family("lesion_recognition") is TaskFamily.LESION
    assert parse_difficulty("multi_round") is Difficulty.MULTI_ROUND
    with pytest.raises(NeuroLensError):
        parse_family("nonsense")
    with pytest.raises(NeuroLensError):
        parse_difficulty("hard")
