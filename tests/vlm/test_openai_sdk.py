"""The SDK's first import from two threads at once (two samples of one live query) fails
neither: the scenario runs in a fresh interpreter, where the SDK is not imported yet."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).with_name("openai_first_import.py")


def test_two_samples_importing_the_sdk_at_once_both_get_answers() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["held"], "the first thread was never inside the SDK's import"
    assert result["errors"] == []
    assert result["requests"] == 2
