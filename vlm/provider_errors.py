"""Provider failures in plain words: the exception types, the one-line messages for HTTP errors,
and the replies that arrive with a 200 status but are not an answer (an HTML page from a wrong base
URL, a body that is not JSON, an empty body, a connection cut mid-reply). Messages never carry the
key or the server's echo of it.
"""

from __future__ import annotations

import email.utils
import json
import re
import socket
import time
from collections.abc import Mapping
from typing import Any

from data.errors import NeuroLensError
from vlm.openai_sdk import load_openai
from vlm.registry import ModelSpec


class ProviderError(NeuroLensError):
    """A request failed for good; `str()` is a one-line message fit for the user."""

    def __init__(self, message: str, kind: str, status: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.status = status


class Cancelled(NeuroLensError):
    """The user pressed cancel; nothing more is sent."""


def retry_after_seconds(headers: Mapping[str, str] | None) -> float | None:
    """Seconds from Retry-After / retry-after-ms (number or HTTP date), None when absent."""
    if not headers:
        return None
    low = {k.lower(): v for k, v in headers.items()}
    if "retry-after-ms" in low:
        try:
            return float(low["retry-after-ms"]) / 1000.0
        except ValueError:
            pass
    value = low.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        parsed = email.utils.parsedate_tz(value)
        if parsed is None:
            return None
        return max(0.0, email.utils.mktime_tz(parsed) - time.time())


def _server_message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
    return str(getattr(exc, "message", "") or "")


# What a server may echo back of a credential: "Bearer x", "sk-…"/"key-…" style keys, and any
# long letter+digit run. Servers' own words are shown to users, never a key they repeated.
_SECRET = re.compile(
    r"(?i)\bbearer\s+\S+|\b(sk|pk|rk|key|api[-_]?key)[-_][A-Za-z0-9_-]{6,}"
    r"|\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b"
)


def _clip(text: str, limit: int = 200) -> str:
    """One line of a server's message, at most `limit` characters, with credentials removed."""
    text = _SECRET.sub("[redacted]", " ".join(text.split()))
    return text if len(text) <= limit else text[: limit - 1] + "…"


_IMAGE_HINTS = ("image", "vision", "multimodal", "image_url", "multi-modal")
_CONTEXT_HINTS = (
    "context length",
    "context_length",
    "too long",
    "maximum context",
    "too many tokens",
    "reduce the length",
    "max_model_len",
    "exceeds",
    "context window",
)


def explain_error(exc: Exception, spec: ModelSpec, attempts: int, timeout: float) -> ProviderError:
    """Turn an SDK exception into a plain one-line message (never containing a key)."""
    openai = load_openai()

    where = spec.base_url
    fault = explain_reply_fault(exc, spec)
    if fault is not None:
        if attempts > 1:
            return ProviderError(f"{fault}; {attempts} attempts", fault.kind)
        return fault
    tries = f" after {attempts} attempt{'s' if attempts != 1 else ''}"
    if isinstance(exc, openai.APITimeoutError):
        return ProviderError(f"{spec.name}: no answer within {timeout:g} s{tries}", "timeout")
    if isinstance(exc, openai.APIConnectionError):
        refused = refusal(exc)
        return ProviderError(
            f"{spec.name}: cannot reach {where} ({refused or 'connection failed'}){tries}; "
            "is the server running and the URL right?",
            "refused" if refused else "connection",
        )
    if not isinstance(exc, openai.APIStatusError):
        return ProviderError(f"{spec.name}: {type(exc).__name__}: {_clip(str(exc))}", "other")
    status = exc.status_code
    said = _server_message(exc)
    low = said.lower()
    if status == 401:
        key = f" (variable {spec.api_key_env})" if spec.api_key_env else ""
        return ProviderError(
            f"{spec.name}: the endpoint refused the API key{key} (401); check the key", "auth", 401
        )
    if status == 403:
        return ProviderError(f"{spec.name}: this key may not use this model (403)", "auth", 403)
    if status == 404:
        return ProviderError(
            f"{spec.name}: {where} does not know the model {spec.model_id!r} (404); "
            "check the model name and the base URL",
            "not_found",
            404,
        )
    if status == 413 or (status in (400, 422) and any(h in low for h in _CONTEXT_HINTS)):
        return ProviderError(
            f"{spec.name}: the request is too long for the model's context ({status}); send fewer "
            "or smaller images, or text only",
            "context",
            status,
        )
    if status in (400, 415, 422) and any(h in low for h in _IMAGE_HINTS):
        return ProviderError(
            f"{spec.name}: this endpoint does not accept images ({status}); pick a vision model "
            "or the text-only ablation",
            "images",
            status,
        )
    if status == 429:
        return ProviderError(
            f"{spec.name}: rate limited (429){tries}; try again later", "rate", 429
        )
    if status >= 500:
        return ProviderError(
            f"{spec.name}: the endpoint failed (HTTP {status}){tries}: {_clip(said)}",
            "server",
            status,
        )
    return ProviderError(f"{spec.name}: HTTP {status}: {_clip(said)}", "bad_request", status)


def refusal(exc: BaseException) -> str:
    """The words "connection refused" or "unknown host" when the exception (chain) says nobody
    listens at the address or the name does not resolve, else "". Neither changes a second
    later, so neither is retried."""
    seen: BaseException | None = exc
    for _ in range(8):  # SDK error -> httpx -> httpcore -> the OS error
        if seen is None:
            break
        if isinstance(seen, ConnectionRefusedError):
            return "connection refused"
        if isinstance(seen, socket.gaierror):
            return "unknown host"
        seen = seen.__cause__ or seen.__context__
    return ""


# A batch stops at the first of these: every later request to the endpoint fails the same way.
FATAL_KINDS = frozenset({"refused", "auth", "not_found"})


def retryable(exc: Exception) -> bool:
    """Worth another try: a dropped connection, a timeout, 408/409/429 or a 5xx; never a refused
    connection or an unknown host (nobody listens), nor a 4xx that the same request gets again
    (401, 403, 404, 400...)."""
    openai = load_openai()

    if isinstance(exc, openai.APIConnectionError):  # includes timeouts
        return not refusal(exc)
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code in (408, 409, 429) or exc.status_code >= 500
    return False


# ---- 200 replies that are not answers ---------------------------------------------------------


def looks_like_html(text: str) -> bool:
    low = text.lstrip()[:512].lower()
    return low.startswith("<!doctype html") or low.startswith("<html") or "<html" in low


def html_reply(spec: ModelSpec) -> ProviderError:
    return ProviderError(
        f"{spec.name}: the endpoint answered with an HTML page, not JSON: is the base URL right "
        f"(it usually ends in /v1)? It is {spec.base_url}",
        "html",
    )


def invalid_json_reply(spec: ModelSpec, detail: str = "") -> ProviderError:
    why = f" ({_clip(detail, 80)})" if detail else ""
    return ProviderError(
        f"{spec.name}: the endpoint's reply is not valid JSON{why}", "invalid_json"
    )


def empty_reply(spec: ModelSpec) -> ProviderError:
    return ProviderError(f"{spec.name}: the endpoint sent an empty reply (no answer text)", "empty")


def cut_reply(spec: ModelSpec, received: int, unit: str = "characters") -> ProviderError:
    return ProviderError(
        f"{spec.name}: the connection was cut mid-reply after {received} {unit}", "cut"
    )


def not_a_completion(spec: ModelSpec, reply: Any) -> ProviderError:
    """The SDK handed back something that is not a chat completion (it returns the body text
    when the content type is not JSON)."""
    text = reply if isinstance(reply, str) else ""
    if text and looks_like_html(text):
        return html_reply(spec)
    if not text.strip():
        return empty_reply(spec)
    return invalid_json_reply(spec, "not a chat completion: " + text)


_RECEIVED = re.compile(r"received (\d+) bytes")


def _cut_bytes(exc: BaseException) -> int | None:
    """Bytes received before the peer hung up, when the exception (chain) says so."""
    seen: BaseException | None = exc
    while seen is not None:
        text = str(seen)
        if "peer closed connection" in text or "incomplete" in text.lower():
            found = _RECEIVED.search(text)
            return int(found.group(1)) if found else 0
        seen = seen.__cause__ or seen.__context__
        if seen is exc:
            break
    return None


def is_cut(exc: BaseException) -> bool:
    """A transport error that means the reply began and then stopped."""
    name = type(exc).__name__
    return name in ("RemoteProtocolError", "ReadError") or _cut_bytes(exc) is not None


def explain_reply_fault(exc: Exception, spec: ModelSpec) -> ProviderError | None:
    """The message for a reply that came but cannot be read, None for other failures."""
    if isinstance(exc, json.JSONDecodeError):
        if not (exc.doc or "").strip():
            return empty_reply(spec)
        if looks_like_html(exc.doc):
            return html_reply(spec)
        return invalid_json_reply(spec, exc.msg)
    cut = _cut_bytes(exc)
    if cut is not None:
        return cut_reply(spec, cut, "bytes")
    return None
