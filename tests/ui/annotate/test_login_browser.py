"""On a Space with Hugging Face login, the annotator is whoever logged in: the login button
(gradio's local login, whose whoami call goes over real HTTP to a stand-in Hub) names the
annotator, and a label saved from the keyboard is stored under that name."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.launch import running_app
from store.database import Store
from tests.support.fake_hub import FakeHub
from tests.ui.annotate.test_keyboard_browser import WAIT_MS, _browser, _wait_answer, _wait_text

pytestmark = pytest.mark.browser


def test_the_hugging_face_login_names_the_annotator(tmp_path: Path) -> None:
    hub = FakeHub("dr-mock", "Dr Mock").start()
    env = {
        "SPACE_ID": "someone/neurolens",  # the app runs as on a Space...
        "OAUTH_CLIENT_ID": "client-id",  # ...with `hf_oauth: true`
        "OAUTH_CLIENT_SECRET": "client-secret",
        "OAUTH_SCOPES": "openid profile",
        "OPENID_PROVIDER_URL": hub.url,
        # SYSTEM is not "spaces": gradio then mocks the login with the HF_TOKEN owner's profile
        "HF_ENDPOINT": hub.url,
        "HF_TOKEN": "hf_fake_token_for_the_stand_in_hub",
        "NEUROLENS_ANNOTATOR": "",
    }
    try:
        with _browser() as browser, running_app(tmp_path, extra_env=env) as (url, _ready):
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(WAIT_MS)
            page.goto(url, timeout=60_000)
            page.get_by_role("tab", name="Annotate").click()
            # the login is a chain of redirects ending on the app again: wait for that page
            # (not the one the click left), then for the app on it to be ready
            with page.expect_navigation(timeout=WAIT_MS):
                page.get_by_role("button", name="Sign in with Hugging Face").click()
            page.wait_for_selector("#nl-viewer .nlv-vp[data-loaded]", timeout=WAIT_MS)
            page.get_by_role("tab", name="Annotate").click()
            page.get_by_role("button", name="Logout (dr-mock)").wait_for(timeout=WAIT_MS)
            sid = _wait_answer(page, 1)
            page.locator("#nl-annotate-viewer .nlv-vp").first.click()
            page.keyboard.press("1")
            page.keyboard.press("s")
            _wait_text(page, "#nl-ann-status", r"saved")
            page.close()
    finally:
        hub.stop()
    assert any("hf_fake_token" in t for t in hub.tokens)  # gradio asked the Hub who this is
    with Store.open(tmp_path / "neurolens.duckdb", read_only=True) as store:
        rows = store.query("SELECT annotator FROM label_events WHERE sample_id = ?", [sid])
    assert [r[0] for r in rows] == ["dr-mock"]
