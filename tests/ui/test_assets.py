"""The browser assets under ui/static: linted with ESLint, loadable, and no JS left in Python."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ui.assets import STATIC_DIR, read_asset, viewer_constants, viewer_script

ROOT = Path(__file__).resolve().parents[2]
ESLINT = ROOT / "node_modules" / ".bin" / "eslint"
JS_IN_PYTHON = re.compile(r"addEventListener\(|querySelector\(|<script|function \(")


def test_eslint_passes_on_every_browser_script() -> None:
    if not ESLINT.exists():
        if os.environ.get("NEUROLENS_REQUIRE_BROWSER"):
            pytest.fail("ESLint is not installed: run `make js-deps` (npm ci)")
        pytest.skip("ESLint not installed (make js-deps)")
    run = subprocess.run(
        [str(ESLINT), "--max-warnings", "0", "ui/static", "bench/js", "tests/ui/js"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_composed_viewer_script_is_valid_javascript(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed")
    # js_on_load runs as the body of an async function: check it parses as one.
    script = tmp_path / "viewer.js"
    script.write_text(
        f"async function onLoad(element, props, trigger, server, watch) {{\n{viewer_script()}\n}}\n"
    )
    run = subprocess.run([node, "--check", str(script)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_constants_are_defined_once_and_read_by_both_sides() -> None:
    from ui.viewer.requests import CUSTOM_WINDOW, HEADER_WINDOW

    constants = json.loads((STATIC_DIR / "viewer" / "constants.json").read_text())
    assert constants == viewer_constants()
    assert (
        constants["custom_window"],
        constants["header_window"],
    ) == (CUSTOM_WINDOW, HEADER_WINDOW)
    viewer = read_asset("viewer/viewer.js")
    assert "'custom'" not in viewer and "C.custom_window" in viewer


def test_read_asset_refuses_paths_outside_the_static_folder() -> None:
    with pytest.raises(ValueError, match="outside"):
        read_asset("../assets.py")


def test_no_javascript_is_held_in_python_strings() -> None:
    offenders = [
        f"{path.name}:{n}: {line.strip()}"
        for path in sorted((ROOT / "ui").rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if JS_IN_PYTHON.search(line)
    ]
    assert offenders == []
