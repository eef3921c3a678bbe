"""Opening a case from the case list: pressing its row asks for the slice the case opens on
(nl_first), the viewer paints that answer instead of asking again once the case's spec comes,
and the answer is the very slice nl_slice gives for the same view. Switching a viewport to
another sequence paints that sequence's first slice before its volume arrives. The page side is
tests/ui/js/viewer_open.js (window.nlOpen)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import app_page

DICOM_CASE = "demo-stroke-left-mca"  # a demo case that is not the first one shown
PAGE_JS = Path(__file__).parents[1] / "js" / "viewer_open.js"


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    data_dir = tmp_path_factory.mktemp("viewer-open")
    with app_page(data_dir, timeout_ms=60_000, init_script=PAGE_JS) as pg:
        pg.wait_for_function("nlOpen.showing")
        yield pg


def _press_open(page: Any, case_id: str) -> list[str]:
    """Click the case's row; the server calls made from the press until it is held."""
    page.evaluate("nlOpen.pressClock")
    page.locator("#nl-case-list").get_by_text(case_id, exact=True).click()
    page.wait_for_function("nlOpen.held", arg=case_id)
    return list(page.evaluate("nlOpen.callsSincePress"))


def test_pressing_a_case_asks_for_its_first_slice_once(page: Any) -> None:
    assert page.evaluate("nlOpen.shownCase") != DICOM_CASE
    calls = _press_open(page, DICOM_CASE)
    assert calls.count("nl_first") == 1, calls
    assert "nl_slice" not in calls, calls  # its answer was painted: no second ask
    assert page.evaluate("nlOpen.painted") is True


def test_the_early_slice_is_the_slice_the_viewer_would_ask_for(page: Any) -> None:
    if page.evaluate("nlOpen.shownCase") != DICOM_CASE:
        _press_open(page, DICOM_CASE)  # the spec compared with is the one on screen
    got = page.evaluate("nlOpen.sameSlice", DICOM_CASE)
    early, asked = got["early"], got["asked"]
    assert "error" not in early and "error" not in asked
    assert (early["sequence_id"], early["preset"]) == (got["first"], got["preset"])
    for key in ("grey", "width", "height", "index", "count", "window", "plane"):
        assert early[key] == asked[key], key
    assert got["shownIndex"] == early["index"]  # the viewer shows the slice it was given


def test_pressing_the_case_on_screen_asks_for_nothing(page: Any) -> None:
    # The press handler decides synchronously, in the pointerdown's own dispatch, which
    # Playwright's click() has waited for.
    shown = page.evaluate("nlOpen.shownCase")
    page.evaluate("nlOpen.forgetEarly")
    page.locator("#nl-case-list").get_by_text(shown, exact=True).click()
    assert page.evaluate("nlOpen.hasEarly") is False
    page.locator("#nl-case-list").get_by_text("case", exact=True).first.click()  # the header
    assert page.evaluate("nlOpen.hasEarly") is False


def test_another_sequence_paints_its_first_slice_before_its_volume(page: Any) -> None:
    """The viewport still holds the previous sequence's volume when the new sequence's first
    slice is answered: that slice is painted (it was skipped, and the viewport stayed on the
    old picture until the new volume had arrived: 0.5-0.9 s for a 512x512x200 study)."""
    if page.evaluate("nlOpen.shownCase") != DICOM_CASE:
        _press_open(page, DICOM_CASE)
    page.wait_for_function("nlOpen.held", arg=DICOM_CASE)
    switched = page.evaluate("nlOpen.switchSequence")
    assert switched, "the case has no second 3D sequence the browser does not hold"
    page.wait_for_function("nlOpen.heldSequence", arg=switched)
    assert page.evaluate("nlOpen.firstSlicePainted") is True
