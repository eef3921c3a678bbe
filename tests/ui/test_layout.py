"""The layout on a 1400x900 screen: each demo case opens on its finding with the slice label and
the value readout above the fold, the case list shows titles whole, table headers break between
words only, Query's preview sits beside the viewer with the images at their real size, and three
viewports get the width the case list and the record held."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.browser import app_page
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

DEMO = ("demo-ms-relapsing", "demo-stroke-left-mca", "demo-glioma-butterfly")
SCREEN = {"width": 1400, "height": 900}


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with app_page(tmp_path_factory.mktemp("layout"), timeout_ms=60_000) as pg:
        pg.set_viewport_size(SCREEN)
        pg.wait_for_selector("#nl-viewer .nlv-vp[data-loaded]")
        yield pg


def _tab(page: Any, name: str) -> None:
    page.get_by_role("tab", name=name).click()
    page.wait_for_function(page_script("app/settled"), polling=250)


@pytest.mark.parametrize("case_id", DEMO)
def test_each_demo_case_opens_on_its_finding_with_the_readouts_in_view(
    page: Any, case_id: str
) -> None:
    _tab(page, "Explore")
    page.evaluate("() => window.scrollTo(0, 0)")
    if page.evaluate(page_script("viewer/shown_case")) != case_id:
        # the row itself (gradio also keeps a hidden sizing copy of the longest cells)
        page.locator("#nl-case-list [role=gridcell]").get_by_text(case_id, exact=True).click()
    page.wait_for_function(page_script("viewer/case_opened"), arg=case_id)
    shown = page.evaluate(page_script("layout/opening_view"))
    opening = shown["open"]
    assert opening is not None, "the demo case names no key slice"
    assert (shown["seq"], shown["plane"], shown["index"]) == (
        opening["sequence_id"],
        opening["plane"],
        opening["index"],
    )
    assert f"{opening['index'] + 1}/" in shown["text"]
    assert shown["readout"] is not None
    assert shown["label"] <= shown["height"] and shown["readout"] <= shown["height"], shown


def test_the_case_list_shows_titles_whole(page: Any) -> None:
    _tab(page, "Explore")
    cells = page.evaluate(page_script("layout/case_titles"))
    assert len(cells) == len(DEMO)
    titles = {c["text"] for c in cells}
    assert any(t.startswith("Man found with right-sided weakness") for t in titles), titles
    assert not [c for c in cells if c["clipped"]], cells


HEADER_WORDS = page_script("layout/broken_header_words")


def test_table_headers_break_between_words_only(page: Any) -> None:
    _tab(page, "Scores")
    page.wait_for_selector("#nl-scores-table th")
    assert page.evaluate(HEADER_WORDS, "#nl-scores-table") == []
    _tab(page, "Leaderboard")
    assert page.evaluate(HEADER_WORDS, "#nl-leaderboard-compare") == []


def test_the_preview_sits_beside_the_viewer_at_real_size(page: Any) -> None:
    _tab(page, "Query")
    page.wait_for_selector("#nl-query-viewer .nlv-vp[data-loaded]")
    page.locator("#nl-preview").click()
    page.wait_for_selector("#nl-preview-images img")
    page.wait_for_function(page_script("layout/preview_images_loaded"))
    found = page.evaluate(page_script("layout/preview_beside_viewer"))
    assert found["json"] and found["images"]
    viewer = found["viewer"]
    for image in found["images"]:
        assert (image["w"], image["h"]) == (image["nw"], image["nh"])  # one pixel per pixel
        assert image["left"] >= viewer["right"]  # beside the viewer, not under the page
        assert viewer["top"] <= image["top"] <= viewer["bottom"]


FRAMES = page_script("app/next_frames")
FIT = page_script("layout/viewport_fit")


def _viewports(page: Any, n: str) -> dict[str, Any]:
    page.select_option("#nl-viewer .nlv-layout", n)
    page.wait_for_function(page_script("viewer/count_loaded"), arg=int(n[0]) if n != "1+2" else 3)
    page.evaluate(FRAMES)  # the images re-fit a frame after a panel folds
    return dict(page.evaluate(FIT))


def test_three_viewports_get_the_width_the_side_panels_held(page: Any) -> None:
    """With three viewports on a 1400x900 screen the case list and the record fold away, so
    each image is over 400 px wide (about 227 px beside them) with its readouts above the
    fold; the record's button (alone at the right edge while folded) brings them back and
    folds them again."""
    _tab(page, "Explore")
    page.evaluate("() => window.scrollTo(0, 0)")
    one = _viewports(page, "1")
    assert one["cases"] and one["record"], "one viewport: the side panels stay"
    three = _viewports(page, "3")
    assert not three["cases"] and not three["record"], three
    assert three["button"] == "◂ show case list and record", three["button"]
    for vp in three["vps"]:
        assert vp["w"] >= 400 and vp["h"] >= 400, three
        assert vp["readout"] is not None and vp["readout"] <= three["height"], three
        assert vp["label"] <= three["height"], three
    page.locator("#nl-panels-toggle").click()  # the reader wants the record back
    page.evaluate(FRAMES)
    beside = page.evaluate(FIT)
    assert beside["cases"] and beside["record"], beside
    assert all(vp["w"] < three["vps"][0]["w"] for vp in beside["vps"]), beside  # re-fitted
    page.locator("#nl-panels-toggle").click()
    page.evaluate(FRAMES)
    again = page.evaluate(FIT)
    assert not again["record"] and again["vps"][0]["w"] == three["vps"][0]["w"], again
    # leave the page as the other tests expect it: one viewport, the panels shown
    page.locator("#nl-panels-toggle").click()
    _viewports(page, "1")
