"""A Space visitor queries a real model with their own Hugging Face login: the real app as on a
Space with `hf_oauth` (gradio's local login, whose whoami goes to a stand-in Hub), a stand-in
inference router that answers only the visitor's token, headless Chromium.

Signed out, Query shows the login button and what can be done without it, not an error; signed
in, the router's vision models are offered and a query reaches the router with the visitor's
token (never the Space owner's HF_TOKEN). The token is then searched for in the database, the
app's log and the browser's storage."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.launch import running_app
from devtools.fake_openai import FakeOpenAI
from tests.support.fake_hub import FakeHub
from tests.support.page_scripts import page_script
from tests.ui.annotate.test_keyboard_browser import WAIT_MS, _browser, _wait_text

pytestmark = pytest.mark.browser

VISITOR_TOKEN = "mock-oauth-token-for-local-dev"  # what gradio's local login puts in the session
OWNER_TOKEN = "hf_owner_token_never_for_visitors_41c9"
VISION = {"input_modalities": ["text", "image"], "output_modalities": ["text"]}


def test_a_signed_in_visitor_queries_the_router_with_their_own_token(tmp_path: Path) -> None:
    hub = FakeHub("visitor", "A Visitor").start()
    router = FakeOpenAI().start()
    router.bearer = VISITOR_TOKEN
    router.models = [
        {"id": "Qwen/Qwen2.5-VL-7B-Instruct", "architecture": VISION},
        {"id": "text/only-model", "architecture": {"input_modalities": ["text"]}},
    ]
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    env = {
        "SPACE_ID": "someone/neurolens",
        "OAUTH_CLIENT_ID": "client-id",
        "OAUTH_CLIENT_SECRET": "client-secret",
        "OAUTH_SCOPES": "openid profile inference-api",
        "OPENID_PROVIDER_URL": hub.url,
        "HF_ENDPOINT": hub.url,
        "HF_TOKEN": OWNER_TOKEN,  # the Space owner's secret (gradio's local login asks whoami)
        "NEUROLENS_HF_ROUTER_URL": router.base_url,
        "NEUROLENS_ANNOTATOR": "",
        "NEUROLENS_LOG_LEVEL": "DEBUG",
    }
    storage = ""
    try:
        with _browser() as browser, running_app(data_dir, extra_env=env) as (url, _ready):
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(WAIT_MS)
            page.goto(url, timeout=60_000)
            page.get_by_role("tab", name="Query").click()
            # signed out: a login button and what a visitor can do without it, not an error
            signed_out = _wait_text(page, "#nl-query-hf", "sign in")
            assert "⚠" not in signed_out and "hand-written example" in signed_out
            assert page.locator("#nl-query-login").is_visible()
            assert not router.requests  # nothing was asked of the router for a signed-out visitor
            with page.expect_navigation(timeout=WAIT_MS):
                page.locator("#nl-query-login").click()
            page.wait_for_selector("#nl-viewer .nlv-vp[data-loaded]", timeout=60_000)
            page.get_by_role("tab", name="Query").click()
            _wait_text(page, "#nl-query-hf", "Signed in: 1 vision model")
            page.wait_for_function(
                page_script("query/model_includes"),
                arg="huggingface/Qwen/Qwen2.5-VL-7B-Instruct",
                timeout=WAIT_MS,
            )
            page.wait_for_function(page_script("query/viewer_ready"), timeout=60_000)
            # the viewer reports the slice in view a moment after painting it: until then Run
            # answers "no slice on screen yet", so press it again until the run starts
            for _ in range(20):
                page.locator("#nl-run").click()
                shown = _wait_text(page, "#nl-query-status", "Run run-|no slice|⚠", 120_000)
                if "no slice" not in shown:
                    break
                page.wait_for_timeout(500)
            _wait_text(page, "#nl-query-status", "Run run-", 120_000)
            storage = page.evaluate(page_script("app/storage_entries"))
            page.close()
    finally:
        hub.stop()
        router.stop()
    chats = router.chat_requests()
    assert chats, "no query reached the router"
    assert {r.header("Authorization") for r in chats} == {f"Bearer {VISITOR_TOKEN}"}
    assert {r.json["model"] for r in chats} == {"Qwen/Qwen2.5-VL-7B-Instruct"}
    assert all(OWNER_TOKEN not in (r.header("Authorization") or "") for r in router.requests)
    # the token was written nowhere: database (and WAL), the app's log, the browser's storage
    written = [p for p in data_dir.rglob("*") if p.is_file()]
    assert any(p.suffix == ".duckdb" for p in written)
    assert (data_dir / "app.log").is_file()
    for path in written:
        assert VISITOR_TOKEN.encode() not in path.read_bytes(), path
    assert VISITOR_TOKEN not in storage
