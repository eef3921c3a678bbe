"""The browser tests' page scripts: each file under tests/ui/js/page/ holds one JavaScript
function expression for page.evaluate or page.wait_for_function, so it is linted (eslint) and
read as JavaScript rather than kept in a Python string."""

from __future__ import annotations

from pathlib import Path

from devtools.page_scripts import read_page_script

PAGE_DIR = Path(__file__).resolve().parents[1] / "ui" / "js" / "page"


def page_script(name: str) -> str:
    """The function in tests/ui/js/page/<name>.js ("viewer/state"), as Playwright takes it."""
    return read_page_script(PAGE_DIR, name)
