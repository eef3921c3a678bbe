"""Suggested categories in Annotate against a real store: hidden in blind mode until the person
saves (then recorded as a blind response), shown with their source in assist mode and accepted
with key a into a label in the person's name; model-written reasons are shown as text."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from annotator.events import utc_now
from annotator.queue import QueuePositions
from annotator.suggestions import save_suggestion, suggestion_figures
from annotator.taxonomy import load_taxonomy
from data.catalog.library import CaseLibrary
from store.database import Store
from store.labels import history
from store.suggestions import SuggestionEvent, reviews
from tests.support.label_samples import add_answer
from ui.annotate.events import AnnotateDesk
from ui.annotate.state import AnnotateState, KeyPress

TAX = load_taxonomy()
REASON = "Misread the side ![x](http://127.0.0.1:9/beacon) <b>bold</b>"


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[AnnotateDesk]:
    store = Store.open(tmp_path / "s.duckdb")
    for i in range(2):
        sid = add_answer(store, f"r{i}", 0, "m/x", "case_a", "dx", f"Answer {i}. Claim two.")
        parsed = {"final_diagnosis": f"Answer {i}.", "rationale": "Claim two."}
        store.write("UPDATE samples SET parsed = ? WHERE sample_id = ?", [json.dumps(parsed), sid])
        event = SuggestionEvent(
            f"sg{i}", sid, utc_now(), "perceptual", REASON, "fake/judge", "suggest-category v1",
            claim=2, claim_text="Claim two.",
        )  # fmt: skip
        save_suggestion(store, event, TAX)
    d = AnnotateDesk(
        store=store,
        taxonomy=TAX,
        library=CaseLibrary(cases=()),
        questions={},
        positions=QueuePositions(tmp_path / "places.json"),
    )
    yield d
    store.close()


def _state(assist: bool) -> AnnotateState:
    return replace(AnnotateState(annotator="ana").with_queue(["r0:0", "r1:0"]), assist=assist)


def test_assist_mode_shows_the_source_and_key_a_accepts(desk: AnnotateDesk) -> None:
    st = _state(assist=True)
    shown = desk.others_md(st, blind_mode=False)
    assert "Suggested category" in shown and "fake/judge" in shown
    assert "suggest-category v1" in shown and "Perceptual failure" in shown
    assert "claim 2" in shown and "press **a**" in shown
    assert "![x](" not in shown and "<b>" not in shown, "the reason is shown as text"
    after = desk.run_keys(st, [KeyPress("a", "r0:0")], "", None, {})
    assert "accepted the suggested perceptual" in after.message
    (label,) = history(desk.store, "r0:0")
    assert (label.annotator, label.category, label.span) == (
        "ana",
        "perceptual",
        (10, 20, "Claim two."),
    )
    rows = reviews(desk.store)
    assert rows[["outcome", "mode"]].values.tolist() == [["accepted", "assist"]]


def test_blind_mode_hides_it_until_the_person_saves(desk: AnnotateDesk) -> None:
    st = _state(assist=False)
    assert "Suggested" not in desk.others_md(st, blind_mode=True)
    refused = desk.run_keys(st, [KeyPress("a", "r0:0")], "", None, {})
    assert "assist mode" in refused.message and history(desk.store, "r0:0") == []
    saved = desk.run_keys(st, [KeyPress("1", "r0:0"), KeyPress("s", "r0:0")], "", None, {})
    assert saved.message == "saved"
    shown = desk.others_md(saved, blind_mode=True)
    assert "Suggested category" in shown and "press **a**" not in shown
    rows = reviews(desk.store)
    assert rows[["outcome", "mode"]].values.tolist() == [["overridden", "blind"]]
    figures = suggestion_figures(desk.store, TAX).set_index("category")
    assert figures.loc["perceptual", "accepted"] == 0 and figures.loc["perceptual", "blind"] == 1
