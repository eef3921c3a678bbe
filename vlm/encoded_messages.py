"""Chat messages that carry their JSON, encoded once for every request that sends them.

A batch asks the same prompt n times, and a prompt with images is ~0.5 MB of data URLs: the
openai SDK would walk those messages against its typed schema and encode them to JSON again
for each request, under the GIL, beside 32 other requests doing the same. The provider sends
the encoded body as it is (vlm.provider); every other reader sees an ordinary list of dicts.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any


def encode_json(value: Any) -> str:
    """Compact JSON as the SDK writes it (UTF-8 text kept, no spaces)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class EncodedMessages(list[dict[str, Any]]):
    """A list of chat messages whose JSON is computed at most once per `cache` (shared by
    every list built from the same prompt round)."""

    def __init__(self, messages: Iterable[dict[str, Any]], cache: dict[str, str]) -> None:
        super().__init__(messages)
        self._cache = cache

    @property
    def encoded(self) -> str:
        text = self._cache.get("messages")
        if text is None:  # two threads may both encode: the same text, kept once
            text = self._cache["messages"] = encode_json(list(self))
        return text

    def request_body(self, model: str, params: Mapping[str, Any]) -> bytes:
        """The chat-completions request body: model, sampling parameters and these messages."""
        head = encode_json({"model": model, **params})
        return f'{head[:-1]},"messages":{self.encoded}}}'.encode()
