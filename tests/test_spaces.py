"""The app started as a Hugging Face Space starts it: the Space's variables set, a HOME of its
own, no persistent storage and then persistent storage (a stand-in for /data through
NEUROLENS_PERSISTENT_ROOT). The database goes where it should, a warning says when labels are
lost on restart, a secret key is used but never written, and nothing is written outside the
data folder and the temp folder (Python's own __pycache__ aside)."""

from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path

import pytest

from bench.launch import CHROMIUM_ARGS, ROOT, running_app
from tests.support.browser import require_chromium
from tests.support.page_scripts import page_script

pytestmark = pytest.mark.browser

SECRET = "sk-space-secret-canary-7f3e1b"
SKIP_DIRS = {".venv", "node_modules", ".git", "__pycache__", ".pytest_cache", ".mypy_cache"}
SKIP_DIRS |= {".ruff_cache", "var", "bench"}  # var: the local default, never used on a Space
VOLUME_HELD = page_script("viewer/on_volume")


def _tree(root: Path) -> dict[str, tuple[int, int]]:
    """(size, mtime) of every file below root, minus tool caches."""
    out = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        for name in files:
            path = Path(folder) / name
            try:
                st = path.stat()
            except OSError:
                continue
            out[str(path)] = (st.st_size, st.st_mtime_ns)
    return out


def _space_env(tmp: Path, persistent: Path) -> dict[str, str]:
    keys = {k: "" for k in os.environ if k.endswith("_API_KEY")}
    return {
        **keys,
        "SPACE_ID": "someone/neurolens",
        "SPACE_AUTHOR_NAME": "someone",
        "SPACE_REPO_NAME": "neurolens",
        "SPACE_HOST": "someone-neurolens.hf.space",
        "SYSTEM": "spaces",
        "HOME": str(tmp / "home"),
        "TMPDIR": str(tmp / "tmp"),
        "NEUROLENS_DATA_DIR": "",  # the Space's default, not the test harness's
        "NEUROLENS_PERSISTENT_ROOT": str(persistent),
        "OPENAI_API_KEY": SECRET,  # a Space secret arrives as an environment variable
    }


def _config_text(url: str) -> str:
    with urllib.request.urlopen(url + "config", timeout=30) as resp:
        return json.dumps(json.loads(resp.read()))


def _visit(url: str) -> None:
    """Open the app in Chromium until the viewer has painted (a case opened, a volume sent)."""
    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(url, timeout=120_000)
            page.wait_for_function(VOLUME_HELD, timeout=180_000)
        finally:
            browser.close()


@pytest.mark.parametrize("storage", ["ephemeral", "persistent"])
def test_the_app_as_a_space_writes_only_its_data_and_temp_folders(
    tmp_path: Path, storage: str
) -> None:
    (tmp_path / "home").mkdir()
    (tmp_path / "tmp").mkdir()
    persistent = tmp_path / "data"
    if storage == "persistent":
        persistent.mkdir()
    env = _space_env(tmp_path, persistent)
    if storage == "persistent":  # a Space with `hf_oauth: true`: Hugging Face sets these
        env |= {
            "OAUTH_CLIENT_ID": "client-id",
            "OAUTH_CLIENT_SECRET": "client-secret",
            "OAUTH_SCOPES": "openid profile",
            "OPENID_PROVIDER_URL": "https://huggingface.co",
        }
    harness = tmp_path / "harness"  # running_app's own log file lives here
    harness.mkdir()
    repo_before, home_before = _tree(ROOT), _tree(tmp_path / "home")
    with running_app(harness, extra_env=env, timeout_s=180) as (url, _ready):
        config = _config_text(url)
        _visit(url)
    expected = (
        persistent / "neurolens" if storage == "persistent" else tmp_path / "tmp" / "neurolens"
    )
    assert (expected / "neurolens.duckdb").is_file(), sorted(
        p.name for p in expected.parent.iterdir()
    )
    warned = "lost when this Space restarts" in config
    assert warned == (storage == "ephemeral")
    # the login button only where the Space has Hugging Face login (else a typed name)
    assert ("Sign in with Hugging Face" in config) == (storage == "persistent")
    if storage == "ephemeral":
        assert not persistent.exists()
    # nothing outside the data folder and the temp folder
    repo_after = _tree(ROOT)
    changed = sorted(p for p in repo_after if repo_after[p] != repo_before.get(p))
    assert changed == [], changed
    assert _tree(tmp_path / "home") == home_before == {}
    # the secret was read from the environment, and written nowhere
    for folder in (expected, tmp_path / "tmp"):
        for path in folder.rglob("*"):
            if path.is_file() and path.stat().st_size < 200 * 1024**2:
                assert SECRET.encode() not in path.read_bytes(), path


def test_the_app_works_inside_an_iframe_as_spaces_serve_it(tmp_path: Path) -> None:
    """Spaces show the app in an <iframe> on huggingface.co: nothing may forbid framing, and the
    viewer must paint inside the frame (its binary volume route included)."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    exe = require_chromium()
    from playwright.sync_api import sync_playwright

    with running_app(tmp_path) as (url, _ready):
        with urllib.request.urlopen(url, timeout=30) as resp:
            assert "x-frame-options" not in {k.lower() for k in resp.headers}
            assert "frame-ancestors" not in (resp.headers.get("Content-Security-Policy") or "")
        frame_tag = f'<iframe src="{url}" width="1300" height="950"></iframe>'
        page_html = f"<!doctype html><title>host</title>{frame_tag}".encode()

        class Host(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                return

            def do_GET(self) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(page_html)))
                self.end_headers()
                self.wfile.write(page_html)

        # another origin than the app (localhost vs 127.0.0.1), as huggingface.co vs *.hf.space
        host = ThreadingHTTPServer(("127.0.0.1", 0), Host)
        threading.Thread(target=host.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
                try:
                    page = browser.new_page(viewport={"width": 1400, "height": 1000})
                    page.goto(f"http://localhost:{host.server_address[1]}/", timeout=60_000)
                    frame = page.frame_locator("iframe")
                    frame.locator("#nl-viewer .nlv-vp[data-painted]").first.wait_for(
                        timeout=180_000
                    )
                    inner = next(f for f in page.frames if f.url.startswith(url))
                    inner.wait_for_function(VOLUME_HELD, timeout=180_000)
                finally:
                    browser.close()
        finally:
            host.shutdown()
            host.server_close()
