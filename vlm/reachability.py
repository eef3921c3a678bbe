"""A quick "is anybody there?" check of a model endpoint, run before a live query.

A query against a server that is not running would spend many seconds in the SDK's connection
retries and then save its failures as a run. One GET of `<base_url>/models` with a short timeout
and no retries answers in well under a second instead. Any HTTP answer (even 401 or 404) means a
server is listening; only a refused, unresolvable or silent address counts as unreachable. The
key is never sent (the check needs none), and an endpoint that needs a key it lacks is reported
without any network call.
"""

from __future__ import annotations

import urllib.error
import urllib.request
from dataclasses import dataclass

from vlm.registry import ModelSpec

LOCAL_TIMEOUT = 0.8  # seconds: a local server answers in milliseconds; a dead port at once
REMOTE_TIMEOUT = 3.0  # a hosted endpoint needs DNS and TLS first; a false "down" would block it

HOSTED_HINT = "or use a hosted endpoint with a key: set OPENAI_API_KEY and pick openai/gpt-4o"


_REASONS = {
    "ConnectionRefusedError": "connection refused",
    "gaierror": "unknown host",
    "TimeoutError": "no answer",
    "timeout": "no answer",
}


@dataclass(frozen=True)
class Reachability:
    """Whether the endpoint answered, and if not a one-line message saying what to do."""

    ok: bool
    message: str = ""
    kind: str = ""  # "", "no_key", "unreachable"


def start_hint(spec: ModelSpec) -> str:
    """How to bring this model's server up, from the provider part of its name."""
    provider = spec.provider.lower()
    if provider == "ollama":
        return f"start Ollama (`ollama serve`, `ollama pull {spec.model_id}`)"
    if provider == "vllm":
        return f"start vLLM (`vllm serve {spec.model_id}`)"
    return "start its server or check the base URL"


def check_reachable(spec: ModelSpec, key: str | None, timeout: float | None = None) -> Reachability:
    """One GET of `<base_url>/models`, no retries; never raises."""
    if timeout is None:
        timeout = LOCAL_TIMEOUT if spec.is_local else REMOTE_TIMEOUT
    if spec.api_key_env and not key:
        return Reachability(
            False,
            f"{spec.name} needs a key and none is set: set {spec.api_key_env} and restart, "
            "or type a key under Custom endpoint; or choose a local model",
            "no_key",
        )
    url = spec.base_url.rstrip("/") + "/models"
    request = urllib.request.Request(url, method="GET", headers={"User-Agent": "neurolens"})
    try:
        # a local server is asked directly: a proxy answering for it would hide that it is down
        handlers = [urllib.request.ProxyHandler({})] if spec.is_local else []
        with urllib.request.build_opener(*handlers).open(request, timeout=timeout):
            return Reachability(True)
    except urllib.error.HTTPError:
        return Reachability(True)  # a server answered, even if it refuses this path
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        detail = _REASONS.get(
            type(reason).__name__, "no answer" if "timed out" in str(reason) else ""
        )
        detail = detail or type(reason).__name__
        return Reachability(
            False,
            f"{spec.name} at {spec.base_url} is not answering ({detail}): {start_hint(spec)} "
            f"or choose another model; {HOSTED_HINT}",
            "unreachable",
        )
