"""Annotate tab state: keyboard actions as pure methods; the tabs build on a real store."""

from __future__ import annotations

from pathlib import Path

import pytest

from annotator.taxonomy import load_taxonomy
from ui.annotate.state import AnnotateState

TAX = load_taxonomy()


def _state() -> AnnotateState:
    return AnnotateState(annotator="ann").with_queue(["r1:0", "r2:0", "r3:0"])


def test_number_keys_pick_categories_and_unknown_keys_say_so() -> None:
    st = _state()
    assert st.pick("1", TAX).category == "reasoning"
    assert st.pick("3", TAX).category == "hallucination"
    assert st.pick("5", TAX).category == "not_a_failure"
    assert st.pick("9", TAX).category is None and "no category" in st.pick("9", TAX).message


def test_subtype_kept_only_when_it_belongs_to_the_category() -> None:
    st = _state().pick("4", TAX).with_subtype("knowledge_gap")
    assert st.pick("4", TAX).subtype == "knowledge_gap"
    assert st.pick("1", TAX).subtype is None


def test_next_walks_the_queue_and_clears_the_draft() -> None:
    st = _state().pick("2", TAX).with_note("x")
    nxt = st.next()
    assert nxt.current == "r2:0" and nxt.category is None and nxt.note == ""
    last = nxt.next().next()
    assert last.current == "r3:0" and last.message == "end of the queue"
    assert AnnotateState().next().message == "the queue is empty"


def test_moving_on_from_an_unsaved_label_says_it_was_not_saved() -> None:
    st = _state().pick("2", TAX).with_note("x")
    moved = st.next()
    assert "not saved" in moved.message and f"({st.category})" in moved.message
    assert "p goes back" in moved.message
    back = moved.pick("1", TAX).previous()
    assert "not saved" in back.message
    saved = _state().pick("2", TAX).saved("e1")
    assert "not saved" not in saved.next().message  # saved: nothing to warn about
    assert "not saved" not in _state().next().message  # nothing picked
    reopened = _state().opened({"event_id": "e1", "category": "perceptual", "tags": []})
    assert "not saved" not in reopened.with_note("").next().message  # the stored label


def test_save_needs_name_answer_and_category() -> None:
    assert "annotator name" in (AnnotateState().save_problem() or "")
    assert "queue is empty" in (AnnotateState(annotator="a").save_problem() or "")
    assert "category" in (_state().save_problem() or "")
    assert _state().pick("1", TAX).save_problem() is None


def test_a_retried_save_keeps_its_event_id_and_a_change_makes_a_new_one() -> None:
    st = _state().pick("1", TAX).with_pending("id-1")
    assert st.with_pending("id-2").pending_event_id == "id-1"  # retry: same id
    assert st.with_note("changed").pending_event_id is None  # edited: a new event next time
    saved = st.saved("id-1")
    assert saved.base_revision == "id-1" and saved.submitted and saved.message == "saved"
    assert saved.pending_event_id is None and saved.saved_events == ("id-1",)


def test_opened_loads_own_head_as_base_and_blind_mode_hides_until_submitted() -> None:
    st = _state()
    assert st.blind(True) and not st.blind(False)
    head = {
        "event_id": "e7",
        "action": "revise",
        "category": "perceptual",
        "subtype": None,
        "tags": ["laterality error"],
        "note": "left",
    }
    opened = st.opened(head)
    assert opened.base_revision == "e7" and opened.category == "perceptual"
    assert opened.tags == ("laterality error",) and opened.submitted and not opened.blind(True)
    retracted = st.opened({"event_id": "e8", "action": "retract"})
    assert retracted.base_revision == "e8" and retracted.category is None
    assert not retracted.submitted and retracted.blind(True)


def test_span_from_the_browser_selection() -> None:
    st = _state()
    assert st.with_span({"start": 4, "end": 10, "text": "infarct"}).span == (4, 10, "infarct")
    assert st.with_span('{"start": 1, "end": 3, "text": "ab"}').span == (1, 3, "ab")
    assert st.with_span({"start": 5, "end": 5}).span is None
    assert st.with_span("not json").span is None


def test_undo_moves_the_base_and_reopens_the_label() -> None:
    st = _state().pick("1", TAX).saved("e1")
    undone = st.undone("e2", retracted=True)
    assert undone.base_revision == "e2" and not undone.submitted and undone.saved_events == ()


def test_queue_keeps_the_current_answer_when_reloaded() -> None:
    st = _state().next()
    assert st.with_queue(["r0:0", "r2:0"], keep=st.current).current == "r2:0"
    assert st.with_queue(["r9:0"], keep=st.current).current == "r9:0"


def test_annotate_and_dashboard_tabs_build_on_a_real_store(tmp_path: Path) -> None:
    gr = pytest.importorskip("gradio")
    from data.catalog.library import CaseLibrary
    from settings import Settings
    from store.database import Store
    from ui.annotate import tab as annotate
    from ui.context import AppContext
    from ui.dashboard import tab as dashboard

    store = Store.open(tmp_path / "ui.duckdb")
    try:
        ctx = AppContext(
            settings=Settings(annotator_name="me"), library=CaseLibrary(cases=()), store=store
        )
        with gr.Blocks() as demo:
            with gr.Tab("Annotate"):
                annotate.build(ctx)
            with gr.Tab("Dashboard"):
                dashboard.build(ctx)
        ids = {getattr(b, "elem_id", None) for b in demo.blocks.values()}
        assert {"nl-ann-save", "nl-ann-next", "nl-ann-undo", "nl-ann-cat-1", "nl-ann-cat-5"} <= ids
    finally:
        store.close()


def test_with_draft_keeps_the_retry_id_unless_something_changed() -> None:
    from ui.annotate.state import parse_key_batch

    st = _state().pick("1", TAX).with_note("n").with_pending("id-1")
    assert st.with_draft(None, [], "n").pending_event_id == "id-1"  # same draft: same event
    changed = st.with_draft("", ["laterality error"], "n")
    assert changed.tags == ("laterality error",) and changed.pending_event_id is None
    ack, presses = parse_key_batch({"keys": "1sn?x u", "id": 7})
    assert ack == 7 and "".join(p.key for p in presses) == "1snu"
    ack, presses = parse_key_batch({"keys": "s" * 100, "id": "3"})
    assert ack == 3 and len(presses) == 32
    assert parse_key_batch("junk") == (0, []) and parse_key_batch({"id": "x"}) == (0, [])


def test_key_batch_items_carry_the_answer_on_screen_and_the_viewer_state() -> None:
    from ui.annotate.state import parse_key_batch

    view = {"case_id": "c1", "sequence_id": "c1-t1", "plane": "axial", "index": 7, "count": 20}
    items = [
        {"k": "s", "sid": "r1:0", "views": [view], "viewed": False},
        {"k": "c", "sid": "r1:0", "n": "3", "viewed": "yes"},  # not a boolean: not said
        {"k": "x", "sid": "r1:0"},  # not a key: dropped
        "junk",
    ]
    ack, presses = parse_key_batch({"items": items, "id": 4})
    assert ack == 4 and [p.key for p in presses] == ["s", "c"]
    assert presses[0].sid == "r1:0" and presses[0].views == (view,)
    assert presses[1].number == 3 and presses[1].views is None
    assert presses[0].viewed is False and presses[1].viewed is None


def test_previous_reference_subtype_and_claim_keys() -> None:
    st = _state().next()
    assert st.previous().current == "r1:0" and st.previous().previous().message
    assert st.toggled_reference().reveal and not st.toggled_reference().toggled_reference().reveal
    other = st.pick("4", TAX)
    assert other.next_subtype(TAX).subtype == "knowledge_gap"
    assert other.next_subtype(TAX).next_subtype(TAX).subtype == "grounding_error"
    assert "first" in st.next_subtype(TAX).message  # no category yet
    claims = [(0, 5, "Left."), (6, 12, "Right.")]
    assert st.with_claim(claims, 2).span == (6, 12, "Right.")
    assert (
        st.with_claim(claims, 3).span is None and "no claim 3" in st.with_claim(claims, 3).message
    )


def test_a_verdict_tag_is_shown_as_a_flip_not_kept_as_a_draft_tag() -> None:
    head = {"event_id": "e1", "action": "create", "category": None, "tags": ["verdict:incorrect"]}
    opened = _state().opened(head)
    assert opened.flip == "incorrect" and opened.tags == () and opened.submitted


def test_evidence_line_and_views_of_another_case_are_not_evidence() -> None:
    from ui.annotate.evidence import evidence_of as _evidence
    from ui.annotate.layout import evidence_text
    from ui.viewer.view_state import ScreenViews, ViewState

    views = ScreenViews(
        case_id="c1",
        views=(
            ViewState("c1", "c1-flair", "axial", 40, 80, 12.5, (300.0, 600.0), 0),
            ViewState("c1", "c1-dwi", "coronal", 10, 20, None, (1.0, 2.0), 1),
        ),
    )
    ev = _evidence("c1", views).as_dict()
    assert ev["sequence_id"] == "c1-flair" and ev["index"] == 40 and ev["window"] == [300, 600]
    assert [v["sequence_id"] for v in ev["viewports"]] == ["c1-flair", "c1-dwi"]
    assert evidence_text(ev) == "c1-flair axial slice 41 at 12.5 mm, window L300/W600"
    stale = _evidence("c2", views).as_dict()  # the viewer has not reported case c2 yet
    assert stale["case_id"] == "c2" and stale["sequence_id"] == "" and "viewports" not in stale
    assert "not reported" in evidence_text(stale)
    measured = {**ev, "measurements": ["12.3 mm (ruler, axial 41)"]}
    assert evidence_text(measured).endswith("; measured: 12.3 mm (ruler, axial 41)")


def test_login_name_prefers_a_login_over_nothing() -> None:
    from types import SimpleNamespace

    from ui.annotate.tab import login_name

    assert login_name(None) is None
    assert login_name(SimpleNamespace(username="alice")) == "alice"
    hf = SimpleNamespace(
        username=None, session={"oauth_info": {"userinfo": {"preferred_username": "bob"}}}
    )
    assert login_name(hf) == "bob"
    assert login_name(SimpleNamespace(username=None, session={})) is None

    class NoSession:
        username = None

        @property
        def session(self) -> dict:
            raise AssertionError("SessionMiddleware must be installed")

    assert login_name(NoSession()) is None


def test_filter_choices_label_examples_and_keep_raw_values() -> None:
    from data.model import Difficulty, TaskFamily
    from ui.annotate.layout import model_choices, value_choices
    from vlm.examples import EXAMPLE_MODEL

    models = model_choices(["openai/gpt-4o", EXAMPLE_MODEL])
    assert models[0] == ("any", "")
    assert ("openai/gpt-4o", "openai/gpt-4o") in models
    shown = dict((v, k) for k, v in models)[EXAMPLE_MODEL]
    assert shown != EXAMPLE_MODEL and "hand-written" in shown  # never passes for a model
    splits = value_choices([d.value for d in Difficulty])
    assert [v for _, v in splits] == ["", "direct", "complex", "multi_round"]
    assert ("multi round", "multi_round") in splits
    assert len(value_choices([f.value for f in TaskFamily])) == len(TaskFamily) + 1


def test_ehr_shows_every_field_and_queue_headers_are_short() -> None:
    import pandas as pd

    from ui.annotate.layout import QUEUE_HEADERS, QUEUE_WIDTHS, ehr_md, queue_view

    ehr = tuple((f"field{i}", f"value {i}") for i in range(20))
    md = ehr_md("Title", ehr)
    assert md.startswith("**Title**") and "field19" in md and md.count("\n- ") == 20
    hostile = ehr_md("T", (("Notes", "![x](http://beacon) <img src=x> \u202eevil"),))
    # markdown-escaped (renders as literal text) and the override shown, not obeyed
    assert "\\<img" in hostile and "\\!\\[x\\]" in hostile and "\u202e" not in hostile
    q = pd.DataFrame([{c: c for c in [*QUEUE_HEADERS, "question"]}])
    shown = queue_view(q)
    assert list(shown.columns) == list(QUEUE_HEADERS.values())  # extra columns left out
    assert len(QUEUE_WIDTHS) == len(QUEUE_HEADERS)
    assert shown.iloc[0]["answer"] == "sample_id"


def test_dashboard_hides_empty_figures_and_keeps_the_paper(tmp_path: Path) -> None:
    pytest.importorskip("gradio")
    import pandas as pd

    from annotator.events import save_label
    from annotator.profile import load_paper_profile
    from data.catalog.library import CaseLibrary
    from settings import Settings
    from store.database import Store
    from tests.support.label_samples import add_answer
    from ui.context import AppContext
    from ui.dashboard.tab import NO_LABELS_NOTE, dashboard_outputs

    store = Store.open(tmp_path / "dash.duckdb")
    try:
        ctx = AppContext(settings=Settings(), library=CaseLibrary(cases=()), store=store)
        paper = load_paper_profile()

        def refresh() -> tuple:
            return dashboard_outputs(ctx, "model", pd.DataFrame(), TAX, paper)

        add_answer(store, "r1", 0, "openai/gpt-4o", "case_1", "t1", "Glioma")
        failed = add_answer(store, "r2", 0, "openai/gpt-4o", "case_1", "t1", "")
        store.write("UPDATE samples SET error = 'refused' WHERE sample_id = ?", [failed])
        progress, note, bars, heat, compare, why, agree_plot, agree, _grader = refresh()
        # the failed request is not an answer to label: 1, as the Annotate queue counts
        assert "0 of 1 answers labelled" in progress
        assert "1 failed request is not in the queue" in progress
        assert note["visible"] is True and note["value"] == NO_LABELS_NOTE
        assert why["visible"] is True and "no answer has a label" in why["value"]
        assert bars["visible"] is False and heat["visible"] is False
        assert agree_plot["visible"] is False and "two or more annotators" in agree
        assert [t.name for t in compare.data] == ["Neural-MedBench paper (published)"]

        for who, cat in (("alice", "reasoning"), ("bob", "perceptual")):
            save_label(
                store,
                sample_id="r1:0",
                annotator=who,
                category=cat,
                taxonomy=TAX,
                base_revision=None,
            )
        progress, note, bars, heat, compare, why, agree_plot, agree, _grader = refresh()
        assert "1 of 1 answers labelled by a human (1 failure)" in progress
        assert note["visible"] is False and why["visible"] is False
        assert bars["visible"] is True and bars["value"] is not None
        assert heat["visible"] is True and agree_plot["visible"] is True
        assert "Cohen's κ" in agree
        assert any(t.name.startswith("NeuroLens labels (n=") for t in compare.data)
    finally:
        store.close()
