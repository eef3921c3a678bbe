"""The Hugging Face inference router as a model source: OpenAI-compatible chat completions for
open vision-language models, paid by whoever's token is sent.

On a Space the token is the visitor's own (their Hugging Face login with the `inference-api`
scope), so a visitor queries a real model at no cost to the Space's owner; locally it is
HF_TOKEN. The token is only ever a function argument: it is sent as the bearer of a request
and never kept in a module, a log line, an error message or a run record.

Models are named `huggingface/<hub id>`; the router's /models list says which take images
(architecture.input_modalities), and only those are offered.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from data.errors import NeuroLensError
from vlm.registry import ModelSpec, router_spec

LIST_TTL_S = 600.0  # the router's list changes rarely; one fetch per 10 minutes per router URL
_LIST_TIMEOUT_S = 5.0

_cache: dict[str, tuple[float, tuple[str, ...]]] = {}
_cache_lock = threading.Lock()


def vision_model_ids(doc: Any) -> list[str]:
    """Ids of the chat models in a router /models reply that take images and answer in text."""
    rows = doc.get("data") if isinstance(doc, dict) else None
    found = []
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict) or not isinstance(row.get("id"), str):
            continue
        found_arch = row.get("architecture")
        arch: dict[str, Any] = found_arch if isinstance(found_arch, dict) else {}
        inputs = arch.get("input_modalities") or []
        outputs = arch.get("output_modalities") or ["text"]
        if "image" in inputs and "text" in outputs:
            found.append(row["id"])
    return sorted(set(found), key=str.lower)


def list_vision_models(base_url: str, token: str, *, refresh: bool = False) -> list[ModelSpec]:
    """The router's vision chat models, asked with `token` as the bearer (cached per router URL,
    never per token: the list is the same for everyone). A failure is a one-line
    NeuroLensError that never carries the token."""
    base_url = base_url.rstrip("/")
    with _cache_lock:
        hit = _cache.get(base_url)
    if hit is not None and not refresh and time.monotonic() - hit[0] < LIST_TTL_S:
        return [router_spec(i, base_url) for i in hit[1]]
    import httpx  # deferred: only a signed-in visitor's model list needs it

    try:
        reply = httpx.get(
            f"{base_url}/models",
            headers={"Authorization": f"Bearer {token}"},
            timeout=_LIST_TIMEOUT_S,
        )
    except httpx.HTTPError as exc:
        raise NeuroLensError(
            f"the Hugging Face router did not answer ({type(exc).__name__})"
        ) from None
    if reply.status_code in (401, 403):
        raise NeuroLensError(
            "the Hugging Face router refused the login: sign out and in again "
            "(the login needs the inference-api scope)"
        )
    if reply.status_code != 200:
        raise NeuroLensError(f"the Hugging Face router answered HTTP {reply.status_code}")
    try:
        ids = tuple(vision_model_ids(reply.json()))
    except ValueError:
        raise NeuroLensError("the Hugging Face router's model list is not JSON") from None
    with _cache_lock:
        _cache[base_url] = (time.monotonic(), ids)
    return [router_spec(i, base_url) for i in ids]


def forget_lists() -> None:
    """Drop cached lists (tests point several routers at one process)."""
    with _cache_lock:
        _cache.clear()


def pick_token(on_space: bool, visitor: str | None, local: str | None) -> str | None:
    """Whose token pays: the visitor's login always; HF_TOKEN only off a Space (on a Space it
    is the owner's, and visitors' queries must not spend it)."""
    if visitor:
        return visitor
    return None if on_space else (local or None)
