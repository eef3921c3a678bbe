"""Page scripts for Playwright, kept as JavaScript files (linted by eslint) rather than Python
strings: each file holds one function expression for page.evaluate or page.wait_for_function.
The browser tests (tests/ui/js/page/) and the benchmarks (bench/js/page/) read theirs here."""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def read_page_script(folder: Path, name: str) -> str:
    """The function in <folder>/<name>.js, as Playwright takes it."""
    return (folder / f"{name}.js").read_text(encoding="utf-8")
