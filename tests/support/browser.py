"""The browser tests' one policy for a missing Chromium: skip, or fail when CI requires it."""

from __future__ import annotations

import os

import pytest

from bench.launch import chromium_path


def require_chromium() -> str:
    """Debian's Chromium path; skipped when absent unless NEUROLENS_REQUIRE_BROWSER=1 (fail)."""
    exe = chromium_path()
    if exe is None:
        if os.environ.get("NEUROLENS_REQUIRE_BROWSER") == "1":
            pytest.fail("Chromium not found and NEUROLENS_REQUIRE_BROWSER=1")
        pytest.skip("Chromium not installed (set NEUROLENS_CHROMIUM or install chromium)")
    return exe
