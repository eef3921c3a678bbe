"""The batch's libraries load on a thread of their own, once per process: checked in a fresh
interpreter, where neither the SDK nor langid's model is loaded yet."""

from __future__ import annotations

import json
import subprocess
import sys

from settings import PROJECT_ROOT

SCRIPT = """
import json, sys
from vlm.preload import start_preloading
from vlm.language import _identifier
before = "openai" in sys.modules
first = start_preloading()
second = start_preloading()
first.join(120)
print(json.dumps({
    "before": before,
    "same": first is second,
    "daemon": first.daemon,
    "alive": first.is_alive(),
    "openai": "openai.types.chat" in sys.modules,
    "langid": _identifier.cache_info().currsize,
}))
"""


def test_preloading_imports_the_sdk_and_langid_once_in_the_background() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=PROJECT_ROOT,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["before"] is False  # importing vlm.preload does not import the SDK itself
    assert result["same"] and result["daemon"]  # one thread, never holding the process open
    assert result["alive"] is False
    assert result["openai"] is True
    assert result["langid"] == 1  # langid's model is read
