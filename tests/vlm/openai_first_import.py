"""Run in a fresh interpreter by tests/vlm/test_openai_sdk.py: a live query's first two samples
reach the SDK at once, one streamed (it imports `openai` for a client) and one sent as encoded
JSON (it imports `openai.types.chat` for the reply type). The first thread is held inside the
SDK's own import (at `openai._models`, with `openai` half-initialised) until the second has made
its call; prints one JSON line: the errors of both calls (none when every import goes through
one lock)."""

from __future__ import annotations

import importlib.abc
import json
import sys
import threading
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from devtools.fake_openai import FakeOpenAI
from vlm.encoded_messages import EncodedMessages
from vlm.provider import OpenAICompatibleProvider, SamplingParams
from vlm.registry import ModelSpec

assert "openai" not in sys.modules, "the SDK must not be imported yet"

inside_import = threading.Event()
second_called = threading.Event()


class HoldInsideImport(importlib.abc.MetaPathFinder):
    """Holds the streaming thread at `openai._models`, while `openai` is half-initialised."""

    def find_spec(self, name: str, path: Any, target: Any = None) -> None:
        if name == "openai._models" and threading.current_thread().name == "streamed":
            inside_import.set()
            second_called.wait(5)  # the other thread is now in its call
            threading.Event().wait(0.5)  # ... and as far into it as it can get
        return None


sys.meta_path.insert(0, HoldInsideImport())
fake = FakeOpenAI().start()
provider = OpenAICompatibleProvider(ModelSpec(name="fake/vlm", base_url=fake.base_url))
messages = [{"role": "user", "content": "Which diagnosis?"}]
errors: list[str] = []


def streamed() -> None:
    try:
        provider.stream(messages, SamplingParams(), lambda _delta: None)
    except Exception as exc:
        errors.append(f"streamed: {exc!r}")


def encoded() -> None:
    inside_import.wait(5)
    second_called.set()
    try:
        provider.complete(EncodedMessages(messages, {}), SamplingParams())
    except Exception as exc:
        errors.append(f"encoded: {exc!r}")


threads = [threading.Thread(target=streamed, name="streamed"), threading.Thread(target=encoded)]
for t in threads:
    t.start()
for t in threads:
    t.join(60)
fake.stop()
print(
    json.dumps(
        {"held": inside_import.is_set(), "errors": errors, "requests": len(fake.chat_requests())}
    )
)
