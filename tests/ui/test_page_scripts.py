"""The browser tests' page scripts (tests/ui/js/page/) and the tests that load them agree: every
name passed to page_script has its file, and every file is loaded by some test. This runs
without a browser, so a renamed script is caught where the browser tests are skipped."""

from __future__ import annotations

import re
from pathlib import Path

from tests.support.page_scripts import PAGE_DIR, page_script

TESTS = Path(__file__).resolve().parents[1]
NAMED = re.compile(r"""page_script\(\s*["']([\w/]+)["']\s*\)""")


def _names_used() -> set[str]:
    return {
        name
        for path in TESTS.rglob("*.py")
        for name in NAMED.findall(path.read_text(encoding="utf-8"))
    }


def _files() -> set[str]:
    return {p.relative_to(PAGE_DIR).with_suffix("").as_posix() for p in PAGE_DIR.rglob("*.js")}


def test_every_named_page_script_has_its_file() -> None:
    used = _names_used()
    assert len(used) >= 20, used  # the pattern still finds the calls
    assert used - _files() == set()


def test_every_page_script_is_loaded_by_a_test() -> None:
    assert _files() - _names_used() == set()


def test_a_page_script_is_the_function_in_its_file() -> None:
    text = page_script("viewer/shown_case")
    assert text == (PAGE_DIR / "viewer" / "shown_case.js").read_text(encoding="utf-8")
    assert "=>" in text
