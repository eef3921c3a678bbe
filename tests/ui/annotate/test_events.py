"""The Annotate keys against a real store: keys meant for another answer are refused, the
evidence is what the browser read at the key press, a flip lands in the label log, and the
answer is shown as escaped fields with numbered claims."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from annotator.queue import QueuePositions
from annotator.taxonomy import load_taxonomy
from data.catalog.library import CaseLibrary
from store.database import Store
from store.labels import history
from tests.support.label_samples import add_answer
from ui.annotate.events import AnnotateDesk
from ui.annotate.layout import answer_claims, answer_html
from ui.annotate.state import AnnotateState, KeyPress
from ui.viewer.view_state import ScreenViews, ViewState

TAX = load_taxonomy()


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[AnnotateDesk]:
    store = Store.open(tmp_path / "keys.duckdb")
    for i in range(3):
        sid = add_answer(store, f"r{i}", 0, "m/x", "case_a", "dx", f"Answer {i}. Claim two.")
        parsed = {"final_diagnosis": f"Answer {i}.", "rationale": "Claim two."}
        store.write("UPDATE samples SET parsed = ? WHERE sample_id = ?", [json.dumps(parsed), sid])
    d = AnnotateDesk(
        store=store,
        taxonomy=TAX,
        library=CaseLibrary(cases=()),
        questions={},
        positions=QueuePositions(tmp_path / "places.json"),
    )
    yield d
    store.close()


def _state() -> AnnotateState:
    return AnnotateState(annotator="ann").with_queue(["r0:0", "r1:0", "r2:0"])


def _view(index: int) -> dict[str, object]:
    return {
        "case_id": "case_a",
        "sequence_id": "case_a-t1",
        "plane": "axial",
        "index": index,
        "count": 50,
        "window": [100, 200],
    }


def test_keys_for_another_answer_are_refused(desk: AnnotateDesk) -> None:
    st = _state()
    # "n" then "1 s" typed before the next answer was drawn: the 1 and s were for r0:0
    presses = [KeyPress("n", "r0:0"), KeyPress("1", "r0:0"), KeyPress("s", "r0:0")]
    after = desk.run_keys(st, presses, "", None, {})
    assert after.current == "r1:0" and after.category is None
    assert "2 key(s) ignored" in after.message
    assert history(desk.store, "r0:0") == [] and history(desk.store, "r1:0") == []


def test_evidence_is_the_viewer_state_read_at_the_key_press(desk: AnnotateDesk) -> None:
    lagging = ScreenViews(
        case_id="case_a",
        views=(ViewState("case_a", "case_a-t1", "axial", 3, 50, None, (100.0, 200.0), 0),),
    )
    presses = [KeyPress("1", "r0:0")]
    presses += [KeyPress("s", "r0:0", views=(_view(i),)) for i in (10, 11, 12)]
    after = desk.run_keys(_state(), presses, "", lagging, {})
    assert after.message == "saved"
    indices = [e.evidence["index"] for e in history(desk.store, "r0:0") if e.evidence]
    assert indices == [10, 11, 12]  # not the server's lagging slice 3
    assert desk.positions.get("ann") is None or desk.positions.get("ann") == "r0:0"


def test_measurements_drawn_in_the_viewer_are_saved_as_evidence(desk: AnnotateDesk) -> None:
    ruler = "12.3 mm (ruler, axial 12)"
    region = "area 40.2 mm², mean 812 ± 33 (ellipse, axial 12)"
    view = {**_view(11), "measurements": [ruler, region]}
    presses = [KeyPress("1", "r0:0"), KeyPress("s", "r0:0", views=(view,))]
    after = desk.run_keys(_state(), presses, "", None, {})
    assert after.message == "saved"
    (event,) = [e for e in history(desk.store, "r0:0") if e.evidence]
    assert event.evidence["measurements"] == [ruler, region]
    assert event.evidence["index"] == 11


def test_a_label_saved_with_the_viewer_untouched_records_no_image_viewed(
    desk: AnnotateDesk,
) -> None:
    from ui.annotate.layout import evidence_text

    opened = ScreenViews(
        case_id="case_a",
        views=(ViewState("case_a", "case_a-t1", "axial", 3, 50, None, (100.0, 200.0), 0),),
        viewed=False,
    )
    presses = [
        KeyPress("1", "r0:0"),
        KeyPress("s", "r0:0", views=(_view(3),), viewed=False),  # the case's opening view
        KeyPress("s", "r0:0"),  # a Save click: the viewer's last report says untouched too
        KeyPress("s", "r0:0", views=(_view(7),), viewed=True),  # stepped to slice 8
    ]
    after = desk.run_keys(_state(), presses, "", opened, {})
    assert after.message == "saved"
    first, second, third = [e.evidence for e in history(desk.store, "r0:0") if e.evidence]
    for untouched in (first, second):
        assert untouched["viewed"] is False and untouched["sequence_id"] == ""
        assert untouched["index"] is None and untouched["window"] is None
        assert evidence_text(untouched).startswith("no image viewed")
    assert third["viewed"] is True and third["index"] == 7 and third["sequence_id"] == "case_a-t1"
    assert evidence_text(third).startswith("case_a-t1 axial slice 8")


def test_flip_key_appends_a_verdict_event_and_u_takes_it_back(desk: AnnotateDesk) -> None:
    after = desk.run_keys(_state(), [KeyPress("v", "r0:0")], "looks right to me", None, {})
    assert "verdict flipped to incorrect" in after.message and after.flip == "incorrect"
    (event,) = history(desk.store, "r0:0")
    assert event.role == "verdict" and event.category == "incorrect"
    assert event.reason == "looks right to me"
    again = desk.run_keys(after, [KeyPress("v", "r0:0")], "", None, {})
    assert again.flip == "correct"
    assert [e.action for e in history(desk.store, "r0:0")] == ["create", "revise"]
    undone = desk.run_keys(again, [KeyPress("u", "r0:0")], "", None, {})
    assert undone.flip is None and "taken back" in undone.message
    assert history(desk.store, "r0:0")[-1].action == "retract"


def test_claim_by_number_and_previous_and_reference(desk: AnnotateDesk) -> None:
    st = desk.run_keys(_state(), [KeyPress("c", "r0:0", number=2)], "", None, {})
    assert st.span is not None and st.span[2] == "Claim two."
    raw = "Answer 0. Claim two."
    assert raw[st.span[0] : st.span[1]] == "Claim two."
    st = desk.run_keys(st, [KeyPress("n"), KeyPress("r"), KeyPress("p")], "", None, {})
    assert st.current == "r0:0" and st.reveal
    assert desk.positions.get("ann") == "r0:0"


def test_answer_is_escaped_fields_without_bidi_controls() -> None:
    from annotator.queue import SampleView

    parsed = {
        "final_diagnosis": "Glioma <img src=x onerror=alert(1)>",
        "differential": ["Abscess", "Lymphoma \u202eevil"],
        "rationale": "Ring enhancement. ![pic](http://x/y.png) Mass effect.",
    }
    sample = SampleView("s1", "m", "c", "t", json.dumps(parsed), "Glioma", parsed)
    shown = answer_html(sample, None, ack=3)
    assert "<img" not in shown and "&lt;img" in shown
    assert "\u202e" not in shown
    assert "data-sid='s1'" in shown and "data-ack='3'" in shown
    assert "Final diagnosis" in shown and "Differential" in shown and "Rationale" in shown
    claims = answer_claims(sample)
    assert [c[2] for c in claims][:3] == [
        parsed["final_diagnosis"],
        "Abscess",
        "Lymphoma \u202eevil",
    ]
    assert len(claims) == 5  # diagnosis, two differentials, two rationale sentences
    assert "<img" not in answer_html(sample, claims[0], ack=0)  # highlighted: still escaped


def test_a_mouse_selection_is_located_in_the_raw_answer() -> None:
    from ui.annotate.evidence import locate_selection

    raw = '{"final_diagnosis": "Glioma", "differential": ["Glioma", "Abscess"]}'
    assert locate_selection(raw, "Abscess") == (raw.find("Abscess"), raw.find("Abscess") + 7)
    start, end = locate_selection(raw, "Glioma\nAbscess")  # two claims, one per line
    assert raw[start:end].startswith("Glioma") and raw[start:end].endswith("Abscess")
    assert locate_selection(raw, "not there") == (-1, -1)


def test_thumbnails_are_the_images_sent_and_open_their_slice() -> None:
    from ui.annotate.layout import thumbs_html

    images = [
        {"sha256": "a", "sequence": "c1-flair", "plane": "axial", "slice": 40},
        {"sha256": "b", "sequence": "c1-dwi", "plane": "coronal", "slice": 7},
    ]
    shown = thumbs_html(images, lambda img: "data:image/png;base64,AAAA", "c1")
    assert shown.count("class='nl-thumb'") == 2
    assert "data-seq='c1-flair' data-plane='axial' data-slice='40'" in shown
    assert "flair axial 41" in shown  # 1-based on screen, 0-based in data-slice
    assert "<img" not in thumbs_html(images, lambda img: "javascript:alert(1)", "c1")


def test_shared_case_selection_moves_only_on_a_new_choice() -> None:
    from ui.case.selection import CaseSelection

    sel = CaseSelection().chose("case_a", "explore")
    assert (sel.case_id, sel.origin, sel.stamp) == ("case_a", "explore", 1)
    assert sel.chose("case_a", "annotate") is sel  # the same case: nothing new to follow
    moved = sel.chose("case_b", "query")
    assert (moved.case_id, moved.origin, moved.stamp) == ("case_b", "query", 2)
    assert sel.chose("", "query") is sel


def test_a_save_over_a_label_saved_meanwhile_in_another_tab_says_so(desk: AnnotateDesk) -> None:
    """One annotator, two tabs on the same answer: both saves land in the log, and the save
    made on a stale view is told which label of theirs it replaced, not just "saved"."""
    tab_a = desk.opened(_state())
    tab_b = desk.opened(_state())
    a = desk.run_keys(tab_a, [KeyPress("1", "r0:0"), KeyPress("s", "r0:0")], "", None, {})
    assert a.message == "saved" and a.warning == ""
    b = desk.run_keys(tab_b, [KeyPress("2", "r0:0"), KeyPress("s", "r0:0")], "", None, {})
    assert b.message == "saved"
    assert "another tab" in b.warning and TAX.get(a.category or "").label in b.warning
    again = desk.run_keys(b, [KeyPress("3", "r0:0"), KeyPress("s", "r0:0")], "", None, {})
    assert again.message == "saved" and again.warning == ""  # its own label: no warning
    stale = desk.run_keys(a, [KeyPress("4", "r0:0"), KeyPress("s", "r0:0")], "", None, {})
    assert TAX.get(again.category or "").label in stale.warning
    assert len(history(desk.store, "r0:0")) == 4  # nothing lost
    from ui.annotate.layout import status_md

    assert "another tab" in status_md(stale, None)
