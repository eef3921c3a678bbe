"""Providers: send chat messages to a model and get answers back, with clear failures.

`VisionProvider` is the plug-in Protocol; `OpenAICompatibleProvider` speaks the OpenAI
chat-completions protocol through the official SDK (OpenAI itself, vLLM, Ollama, LM Studio,
OpenRouter, Azure's compatible endpoint...). Retries are ours, not the SDK's, so every retry is
visible (attempt counts reach the UI) and a cancel stops a back-off wait at once. Error messages
are written here in plain words and never carry the key or the server's echo of it.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from vlm.encoded_messages import EncodedMessages
from vlm.openai_sdk import load_openai
from vlm.provider_errors import (
    Cancelled,
    ProviderError,
    cut_reply,
    empty_reply,
    explain_error,
    html_reply,
    is_cut,
    not_a_completion,
    retry_after_seconds,
    retryable,
)
from vlm.registry import ModelSpec

__all__ = [
    "Cancelled",
    "Completion",
    "OpenAICompatibleProvider",
    "ProviderError",
    "RetryPolicy",
    "SamplingParams",
    "VisionProvider",
    "explain_error",
    "make_provider",
    "retry_after_seconds",
]

log = logging.getLogger(__name__)

# the shape of an answer, read once when warming up (see OpenAICompatibleProvider.warm_up)
_FIRST_REPLY: dict[str, Any] = {
    "id": "warm-up",
    "object": "chat.completion",
    "created": 0,
    "model": "warm-up",
    "choices": [
        {"index": 0, "message": {"role": "assistant", "content": ""}, "finish_reason": "stop"}
    ],
    "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
}

Messages = list[dict[str, Any]]
OnDelta = Callable[[str], None]


@dataclass(frozen=True)
class SamplingParams:
    """Decoding settings (defaults: the values commonly cited for Neural-MedBench)."""

    temperature: float = 0.7
    top_p: float | None = 0.95  # None: not sent (the endpoint's default)
    n: int = 5
    max_tokens: int | None = 1024  # None: not sent
    seed: int | None = None
    response_format: str = ""  # "json_object": ask for JSON mode; "" sends nothing

    def wire(self) -> dict[str, Any]:
        """What goes in the request body (n is decided per request)."""
        body: dict[str, Any] = {"temperature": self.temperature}
        if self.top_p is not None:
            body["top_p"] = self.top_p
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        if self.seed is not None:
            body["seed"] = self.seed
        if self.response_format:
            body["response_format"] = {"type": self.response_format}
        return body

    def record(self) -> dict[str, Any]:
        return {**self.wire(), "n": self.n, "seed": self.seed}


@dataclass(frozen=True)
class Completion:
    """One answer (one choice), or the error that stopped it."""

    text: str = ""
    finish_reason: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    latency_ms: float = 0.0
    error: str = ""
    attempts: int = 1

    @property
    def ok(self) -> bool:
        return not self.error


class VisionProvider(Protocol):
    """What the rest of NeuroLens needs from a model endpoint."""

    spec: ModelSpec

    def complete(
        self, messages: Messages, params: SamplingParams, n: int = 1, cancel: Any = None
    ) -> list[Completion]:
        """n answers to one conversation (one request with `n`, or the endpoint's equivalent)."""
        ...

    def stream(
        self, messages: Messages, params: SamplingParams, on_delta: OnDelta, cancel: Any = None
    ) -> Completion:
        """One answer, its text passed to on_delta piece by piece as it arrives."""
        ...


@dataclass
class RetryPolicy:
    max_retries: int = 4
    base_delay: float = 1.0
    max_delay: float = 30.0
    max_retry_after: float = 120.0  # a server asking for longer than this: give up, say so


def _content_type(stream: Any) -> str:
    """The content type of a streamed reply (an HTML page streams as zero chunks)."""
    response = getattr(stream, "response", None)
    headers = getattr(response, "headers", None) or {}
    return str(headers.get("content-type", ""))


def _usage(usage: Any) -> tuple[int | None, int | None]:
    if usage is None:
        return None, None
    return getattr(usage, "prompt_tokens", None), getattr(usage, "completion_tokens", None)


@dataclass
class OpenAICompatibleProvider:
    """Any OpenAI-compatible chat-completions endpoint, through the openai SDK."""

    spec: ModelSpec
    api_key: str | None = field(default=None, repr=False)
    timeout: float = 120.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    sleep: Callable[[float], None] | None = None  # tests may record waits
    on_retry: Callable[[int, float, str], None] | None = None  # (attempt, wait s, reason)
    _client: Any = field(default=None, init=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def client(self) -> Any:
        with self._lock:
            if self._client is None:
                self._client = load_openai().OpenAI(
                    api_key=self.api_key or "not-needed",  # local servers ignore it
                    base_url=self.spec.base_url,
                    timeout=self.timeout,
                    max_retries=0,  # retries are ours (visible, cancellable)
                )
            return self._client

    def warm_up(self) -> None:
        """Import the SDK and make the client now: a batch calls this on a thread of its own
        as it starts, so its first requests do not wait on a 1-2 s import after their
        prompts are built. A first reply is also read: the SDK builds its reply types'
        validators on first use, and 32 request threads whose answers arrive together would
        each build them at once."""
        self.client()
        load_openai().types.chat.ChatCompletion.construct(**_FIRST_REPLY)

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    # ---- retry loop ---------------------------------------------------------------------------

    def _wait(self, seconds: float, cancel: threading.Event | None) -> None:
        if self.sleep is not None:
            self.sleep(seconds)
            return
        if cancel is not None:
            if cancel.wait(seconds):
                raise Cancelled("cancelled")
        else:
            time.sleep(seconds)

    def _with_retries(
        self, call: Callable[[], Completion], cancel: threading.Event | None
    ) -> Completion:
        attempt = 0
        while True:
            if cancel is not None and cancel.is_set():
                raise Cancelled("cancelled")
            attempt += 1
            try:
                result = call()
                return Completion(**{**result.__dict__, "attempts": attempt})
            except Exception as exc:
                if isinstance(exc, Cancelled | ProviderError):
                    raise
                if not retryable(exc) or attempt > self.retry.max_retries:
                    raise explain_error(exc, self.spec, attempt, self.timeout) from None
                headers = getattr(getattr(exc, "response", None), "headers", None)
                asked = retry_after_seconds(headers)
                if asked is not None and asked > self.retry.max_retry_after:
                    raise explain_error(exc, self.spec, attempt, self.timeout) from None
                delay = (
                    asked
                    if asked is not None
                    else min(self.retry.max_delay, self.retry.base_delay * 2 ** (attempt - 1))
                    * random.uniform(0.5, 1.0)
                )
                reason = f"HTTP {getattr(exc, 'status_code', '')}".strip() or type(exc).__name__
                if not getattr(exc, "status_code", None):
                    reason = type(exc).__name__
                log.info("%s: %s, retry %d in %.2f s", self.spec.name, reason, attempt, delay)
                if self.on_retry is not None:
                    self.on_retry(attempt, delay, reason)
                self._wait(delay, cancel)

    # ---- requests -----------------------------------------------------------------------------

    def complete(
        self,
        messages: Messages,
        params: SamplingParams,
        n: int = 1,
        cancel: threading.Event | None = None,
    ) -> list[Completion]:
        """One request with `n` choices (callers use n > 1 only when spec.supports_n)."""
        box: list[Any] = []

        def call() -> Completion:
            started = time.perf_counter()
            body = params.wire()
            if n != 1:
                body["n"] = n
            response = self._create(messages, body)
            latency = (time.perf_counter() - started) * 1000.0
            box.clear()
            box.append((response, latency))
            return Completion(latency_ms=latency)

        head = self._with_retries(call, cancel)
        response, latency = box[0]
        if not hasattr(response, "choices"):  # the SDK returns the body text when it is not JSON
            raise not_a_completion(self.spec, response)
        if not response.choices:
            raise empty_reply(self.spec)
        prompt_tokens, completion_tokens = _usage(response.usage)
        choices = sorted(response.choices, key=lambda c: c.index)
        count = max(1, len(choices))
        # One request billed once: split its usage evenly over the choices it returned.
        per_prompt = None if prompt_tokens is None else prompt_tokens // count
        per_completion = None if completion_tokens is None else completion_tokens // count
        empty = str(empty_reply(self.spec))
        out = []
        for c in choices:
            text = (c.message.content or "") if c.message else ""
            out.append(
                Completion(
                    text=text,
                    finish_reason=c.finish_reason,
                    prompt_tokens=per_prompt,
                    completion_tokens=per_completion,
                    latency_ms=latency,
                    attempts=head.attempts,
                    error="" if text.strip() else empty,  # no text is no answer
                )
            )
        return out

    def _create(self, messages: Messages, body: dict[str, Any]) -> Any:
        """One chat completion; messages that carry their JSON are sent as encoded."""
        if isinstance(messages, EncodedMessages):
            content = messages.request_body(self.spec.model_id, body)
            completion = load_openai().types.chat.ChatCompletion
            return self.client().post("/chat/completions", cast_to=completion, content=content)
        return self.client().chat.completions.create(
            model=self.spec.model_id, messages=messages, **body
        )

    def stream(
        self,
        messages: Messages,
        params: SamplingParams,
        on_delta: OnDelta,
        cancel: threading.Event | None = None,
    ) -> Completion:
        """One streamed answer; retried only while nothing has arrived yet."""
        received: list[str] = []

        def call() -> Completion:
            if received:  # a stream that broke midway is not replayed twice into the UI
                raise ProviderError(
                    f"{self.spec.name}: the stream broke after part of the answer arrived", "stream"
                )
            started = time.perf_counter()
            stream = self.client().chat.completions.create(
                model=self.spec.model_id,
                messages=messages,
                stream=True,
                stream_options={"include_usage": True},
                **params.wire(),
            )
            finish: str | None = None
            prompt_tokens = completion_tokens = None
            content_type = _content_type(stream)
            if "html" in content_type.lower():
                stream.close()
                raise html_reply(self.spec)
            try:
                for chunk in stream:
                    if cancel is not None and cancel.is_set():
                        raise Cancelled("cancelled")
                    if chunk.usage is not None:
                        prompt_tokens, completion_tokens = _usage(chunk.usage)
                    for choice in chunk.choices or []:
                        piece = choice.delta.content if choice.delta else None
                        if piece:
                            received.append(piece)
                            on_delta(piece)
                        if choice.finish_reason:
                            finish = choice.finish_reason
            except Exception as exc:
                if received and is_cut(exc):
                    raise cut_reply(self.spec, len("".join(received))) from None
                raise
            finally:
                stream.close()
            if finish is None:  # the stream ended without saying the answer was complete
                if not received:
                    raise empty_reply(self.spec)
                raise cut_reply(self.spec, len("".join(received)))
            if not "".join(received).strip():
                raise empty_reply(self.spec)
            return Completion(
                text="".join(received),
                finish_reason=finish,
                prompt_tokens=prompt_tokens,
                completion_tokens=completion_tokens,
                latency_ms=(time.perf_counter() - started) * 1000.0,
            )

        return self._with_retries(call, cancel)


def make_provider(
    spec: ModelSpec, api_key: str | None, timeout: float = 120.0, retry: RetryPolicy | None = None
) -> OpenAICompatibleProvider:
    """The provider for a model; every built-in provider speaks the OpenAI protocol."""
    return OpenAICompatibleProvider(spec, api_key, timeout, retry or RetryPolicy())
