"""Chat messages that carry their JSON, encoded once for every request that sends them.

A batch asks the same prompt n times, and a prompt with images is ~0.5 MB of data URLs: the
openai SDK would walk those messages against its typed schema and encode them to JSON again
for each request, under the GIL, beside 32 other requests doing the same; a multi-round
task sends the same images again in each later round. The provider sends
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
    """A list of chat messages whose first `shared` messages (a prompt's first round, the
    same in every request of the prompt, later rounds included) have their JSON computed at
    most once per `cache`; the messages after them (a later round's answers and questions,
    a few hundred bytes) are encoded per request."""

    def __init__(
        self, messages: Iterable[dict[str, Any]], cache: dict[str, Any], shared: int | None = None
    ) -> None:
        super().__init__(messages)
        self._cache = cache
        self._shared = len(self) if shared is None else min(shared, len(self))

    @property
    def encoded(self) -> str:
        head = self._cache.get("messages")
        if head is None:  # two threads may both encode: the same text, kept once
            head = self._cache["messages"] = encode_json(self[: self._shared])
        head = str(head)
        rest = self[self._shared :]
        if not rest:
            return head
        tail = encode_json(rest)
        return tail if head == "[]" else f"{head[:-1]},{tail[1:]}"

    def request_body(self, model: str, params: Mapping[str, Any]) -> bytes:
        """The chat-completions request body: model, sampling parameters and these messages.
        A first round's body is the same for each of a prompt's samples: made once."""
        head = encode_json({"model": model, **params})
        first_round = len(self) == self._shared
        key = f"body:{head}"
        if first_round and key in self._cache:
            return bytes(self._cache[key])
        body = f'{head[:-1]},"messages":{self.encoded}}}'.encode()
        if first_round:
            self._cache[key] = body
        return body
