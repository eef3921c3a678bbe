"""The Annotate tab end to end in the real app and headless Chromium.

1. Ten answers labelled with the keyboard alone survive a restart, each with its evidence (the
   slice stepped to, or "no image viewed" where the images were not touched), and
   the dashboard shows our profile beside the paper's.
2. Two annotators label the same answers (blind mode hides the other's label until each has
   submitted), see the agreement figures, and an adjudication is stored with its reason.

Skipped when Chromium is missing, unless NEUROLENS_REQUIRE_BROWSER=1 (then it fails).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bench.launch import CHROMIUM_ARGS, running_app
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

WAIT_MS = 30_000
KEYS = "1213421351"  # the category keys pressed for the ten answers (varied on purpose)


@contextmanager
def _browser() -> Iterator[Any]:
    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def _open(browser: Any, url: str) -> Any:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.set_default_timeout(WAIT_MS)
    page.goto(url, timeout=60_000)
    return page


def _wait_text(page: Any, selector: str, pattern: str, timeout: int = WAIT_MS) -> str:
    """Wait until the element's text matches the regex `pattern`; returns the text."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            page_script("app/text_matches"), arg=[selector, pattern], timeout=timeout
        )
    except PlaywrightTimeout:
        texts = {s: _text_of(page, s) for s in (selector, "#nl-ann-draft", "#nl-ann-status")}
        raise AssertionError(f"{selector} never matched {pattern!r}; page shows {texts}") from None
    return str(page.locator(selector).inner_text())


def _text_of(page: Any, selector: str) -> str:
    found = page.locator(selector)
    return str(found.first.inner_text(timeout=2_000)) if found.count() else "(absent)"


def _current_case(page: Any) -> str:
    found = re.search(r"case (\S+) · task", _wait_text(page, "#nl-ann-context", r"case \S+"))
    assert found, "the answer header names no case"
    return found.group(1)


def _wait_viewer(page: Any, case_id: str) -> str:
    """The Annotate viewer has told Python what is on screen for this case (the evidence)."""
    return _wait_text(page, "#nl-ann-viewer-status", rf"On screen: .*{re.escape(case_id)}", 60_000)


def _open_annotate(page: Any, name: str | None = None, expect: str = r"answer 1 of \d+") -> None:
    page.get_by_role("tab", name="Annotate").click()
    if name is not None:
        box = page.locator("#nl-ann-name textarea, #nl-ann-name input").first
        box.fill(name)
        box.press("Enter")
        page.locator("#nl-annotate-answer").click(position={"x": 2, "y": 2})
    # the queue loads by itself when the tab opens (no "Load queue" click)
    _wait_text(page, "#nl-ann-draft", expect)


def _label(page: Any, key: str, position: int) -> None:
    """Press a category key and s at once; "saved" must follow (and only after COMMIT)."""
    page.keyboard.press(key)
    page.keyboard.press("s")
    _wait_text(page, "#nl-ann-status", r"saved")
    _wait_text(page, "#nl-ann-draft", rf"answer {position} of .*you labelled this")


def _db(data_dir: Path) -> Any:
    from store.database import Store

    return Store.open(data_dir / "neurolens.duckdb", read_only=True)


def _open_dashboard(page: Any) -> None:
    page.get_by_role("tab", name="Dashboard").click()
    _wait_text(page, "#nl-dash-progress", r"Progress")


def test_ten_keyboard_labels_survive_a_restart_with_evidence(tmp_path: Path) -> None:
    env = {"NEUROLENS_ANNOTATOR": "tester"}
    with _browser() as browser:
        with running_app(tmp_path, extra_env=env) as (url, _ready):
            page = _open(browser, url)
            _open_annotate(page)
            draft = _wait_text(page, "#nl-ann-draft", r"answer 1 of \d+")
            total = int(re.findall(r"answer 1 of (\d+)", draft)[0])
            assert total >= 10, f"only {total} example answers to label"
            looked: dict[str, int | None] = {}  # answer -> the slice stepped to (None: untouched)
            for i, key in enumerate(KEYS):
                _wait_text(page, "#nl-ann-draft", rf"answer {i + 1} of")
                _wait_viewer(page, _current_case(page))
                if i % 3 == 1:  # the annotator steps the image on some answers, not on others
                    page.locator("#nl-annotate-viewer .nlv-vp").first.click()
                    page.keyboard.press("ArrowDown")
                root = page.locator("#nl-annotate-viewer .nlv")
                canvas = page.locator("#nl-annotate-viewer .nlv-vp canvas").first
                sid = page.locator("#nl-annotate-answer .nl-answer-text").get_attribute("data-sid")
                touched = root.get_attribute("data-touched") == "1"
                index = int(canvas.get_attribute("data-index") or -1)
                looked[str(sid)] = index if touched else None
                _label(page, key, i + 1)
                status = page.locator("#nl-ann-status").inner_text()
                assert "evidence:" in status
                assert ("no image viewed" in status) is (not touched), status
                if i < len(KEYS) - 1:
                    page.keyboard.press("n")
            assert looked[next(iter(looked))] is None, "the first answer was saved untouched"
            assert any(v is not None for v in looked.values())
            page.close()
        # SIGTERM: the app is gone; start it again on the same data dir
        with running_app(tmp_path, extra_env=env) as (url, _ready):
            page = _open(browser, url)
            _open_dashboard(page)
            _wait_text(page, "#nl-dash-progress", r"10 of \d+ answers labelled")
            _wait_text(page, "#nl-dash-progress", r"tester: 10")
            compare = "#nl-dash-compare"
            _wait_text(page, compare, r"Neural-MedBench paper")
            text = page.locator(compare).inner_text()
            # these ten labels are on the hand-written example answers, which never enter the
            # profile compared with the paper's: the paper stands alone
            assert "51%" in text and "NeuroLens labels (n=" not in text, text
            _wait_text(page, "#nl-dash-compare-note", r"9 failure labels so far are on hand-")
            page.screenshot(path=str(tmp_path / "dashboard.png"), full_page=True)
            # after the restart the labels are read back in the UI too: all ten are labelled
            _open_annotate(page, expect=r"Nothing to label|answer 1 of")
            page.locator("#nl-ann-unl input").uncheck()
            _wait_text(page, "#nl-ann-draft", r"answer 1 of \d+ · ✓ you labelled this")
            page.screenshot(path=str(tmp_path / "annotate.png"), full_page=True)
            page.close()
    with _db(tmp_path) as store:
        rows = store.query(
            "SELECT l.sample_id, l.category, l.evidence, r.case_id FROM current_labels l "
            "JOIN samples s USING (sample_id) JOIN runs r ON r.run_id = s.run_id "
            "WHERE l.annotator = 'tester' AND l.role = 'label'"
        )
    assert len(rows) == 10
    assert len({r[0] for r in rows}) == 10
    assert {r[1] for r in rows} == {
        "reasoning",
        "perceptual",
        "hallucination",
        "other",
        "not_a_failure",
    }
    for sid, _cat, evidence, case_id in rows:
        ev = json.loads(evidence)
        assert ev["case_id"] == case_id
        if looked[sid] is None:  # saved without touching an image: no slice is claimed
            assert ev["viewed"] is False and ev["sequence_id"] == "" and ev["index"] is None, ev
            continue
        assert ev["viewed"] is True and ev["index"] == looked[sid], ev
        assert ev["sequence_id"].startswith(case_id), ev
        assert ev["plane"] in {"axial", "coronal", "sagittal"}, ev
        assert isinstance(ev["index"], int) and ev["index"] >= 0, ev
        assert ev["window"] and len(ev["window"]) == 2 and ev["window"][1] > 0, ev


def test_two_annotators_agreement_and_adjudication(tmp_path: Path) -> None:
    env = {"NEUROLENS_ADJUDICATORS": "carol"}  # alice and bob label; only carol adjudicates
    with _browser() as browser, running_app(tmp_path, extra_env=env) as (url, _ready):
        alice = _open(browser, url)
        bob = _open(browser, url)
        _open_annotate(alice, "alice")
        _open_annotate(bob, "bob")

        # alice, answer 1: step the viewer with keys, select a span with the mouse, then label
        case_id = _current_case(alice)
        _wait_viewer(alice, case_id)
        alice.locator("#nl-annotate-viewer .nlv-vp").first.click()
        for _ in range(3):
            alice.keyboard.press("ArrowDown")
        index = int(
            alice.locator("#nl-annotate-viewer .nlv-vp canvas").first.get_attribute("data-index")
        )
        _wait_text(alice, "#nl-ann-viewer-status", rf" {index + 1}/\d+")
        box = alice.locator("#nl-annotate-answer .nl-claim").first.bounding_box()
        mid = box["y"] + box["height"] / 2
        alice.mouse.move(box["x"] + 20, mid)
        alice.mouse.down()
        alice.mouse.move(box["x"] + min(box["width"] - 4, 220), mid, steps=5)
        alice.mouse.up()
        _wait_text(alice, "#nl-ann-draft", r"span: “")
        alice.locator("#nl-ann-draft").click()  # leave the answer box; keys go to the page
        plan = {"alice": "123", "bob": "134"}  # answer 1 agrees, 2 and 3 do not
        for who, page in (("alice", alice), ("bob", bob)):
            for i, key in enumerate(plan[who]):
                _wait_text(page, "#nl-ann-draft", rf"answer {i + 1} of")
                _wait_viewer(page, _current_case(page))
                if who == "bob" and i == 0:  # u undoes a save by appending a retract
                    _label(page, "5", 1)
                    page.keyboard.press("u")
                    _wait_text(page, "#nl-ann-status", r"undone")
                    _wait_text(page, "#nl-ann-draft", r"Label: — · answer 1 of")
                if who == "bob":  # blind: alice's label stays hidden until bob submits his own
                    assert "hidden" in _wait_text(page, "#nl-ann-others", r"\S")
                _label(page, key, i + 1)
                if who == "bob":
                    _wait_text(page, "#nl-ann-others", r"alice")
                page.keyboard.press("n")

        _open_dashboard(alice)
        agree = _wait_text(alice, "#nl-dash-agreement", r"Cohen's κ -?\d\.\d\d")
        assert "over 3 answers" in agree, agree
        alice.locator("#nl-dash-agreement-plot .js-plotly-plot").first.wait_for()
        alice.screenshot(path=str(tmp_path / "agreement.png"), full_page=True)

        # alice is no adjudicator: she is told who is
        alice.get_by_role("tab", name="Annotate").click()
        alice.get_by_text("Adjudication: answers whose annotators disagree").click()
        _wait_text(alice, "#nl-adj-note", r"Only adjudicators record final labels: carol")
        # adjudication, by a third person with blind mode off
        _open_annotate(bob, "carol", expect=r"answer \d+ of \d+")
        bob.locator("#nl-ann-blind input").uncheck()
        bob.get_by_text("Adjudication: answers whose annotators disagree").click()
        table = _wait_text(bob, "#nl-adj-table", r"alice: Perceptual failure")
        assert "bob: Visual hallucination" in table and "bob: Other" in table, table
        assert "example-" not in table  # names and categories, not ids
        _wait_text(bob, "#nl-adj-note", r"2 answers with disagreeing labels")
        bob.locator("#nl-adj-sample input").click()
        bob.get_by_role("option").filter(has_text=" · task ").first.click()
        bob.locator("#nl-adj-cat input").click()
        bob.get_by_role("option", name="Perceptual failure").click()
        bob.locator("#nl-adj-reason textarea, #nl-adj-reason input").first.fill(
            "the enhancing lesion is visible on T1 post-contrast"
        )
        bob.locator("#nl-adj-save").click()
        _wait_text(bob, "#nl-adj-status", r"saved: the final label")
        bob.screenshot(path=str(tmp_path / "adjudication.png"), full_page=True)
    with _db(tmp_path) as store:
        events = store.query(
            "SELECT sample_id, annotator, category, reason, action FROM label_events "
            "WHERE role = 'adjudication'"
        )
        labels = store.query(
            "SELECT annotator, sample_id, span_start, span_end, span_text, evidence "
            "FROM current_labels WHERE role = 'label' ORDER BY annotator, sample_id"
        )
        raw = dict(store.query("SELECT sample_id, raw_text FROM samples"))
        retracts = store.query(
            "SELECT annotator, reason FROM label_events WHERE action = 'retract'"
        )
    assert [e[1:] for e in events] == [
        (
            "carol",
            "perceptual",
            "the enhancing lesion is visible on T1 post-contrast",
            "create",
        )
    ]
    assert [r[0] for r in labels].count("alice") == 3 and [r[0] for r in labels].count("bob") == 3
    assert retracts == [("bob", "undo")]
    spans = [r for r in labels if r[2] is not None]
    assert len(spans) == 1 and spans[0][0] == "alice", spans
    _, sid, start, end, text, evidence = spans[0]
    assert text and raw[sid][start:end] == text
    assert json.loads(evidence)["index"] == index
