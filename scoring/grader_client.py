"""The OpenAI-compatible client a grader model is asked through, and its errors in the vlm layer's
words (no key, no echo of one). Shared by the rubric grader and the category suggester."""

from __future__ import annotations

from typing import Any, Protocol


class GraderEndpoint(Protocol):
    """What the client needs of a grader's configuration (scoring.grader.GraderConfig)."""

    @property
    def model(self) -> str: ...
    @property
    def base_url(self) -> str: ...
    @property
    def api_key(self) -> str: ...
    @property
    def timeout_s(self) -> float: ...


def make_client(config: GraderEndpoint) -> Any:
    """The OpenAI-compatible client a grader model is asked through (the SDK imported here)."""
    from openai import OpenAI

    return OpenAI(
        base_url=config.base_url,
        api_key=config.api_key or "not-needed",
        timeout=config.timeout_s,
        max_retries=1,
    )


def explain_grader_error(config: GraderEndpoint, exc: Exception, attempt: int) -> str:
    """The vlm layer's one line for an SDK error: no key, no echo of one."""
    from vlm.provider import explain_error
    from vlm.registry import ModelSpec

    spec = ModelSpec(config.model, config.base_url)
    return str(explain_error(exc, spec, attempt, config.timeout_s))
