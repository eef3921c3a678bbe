"""Which models the Query and Batch tabs offer, and which one a choice resolves to, with its key
(no gradio). A key is only ever passed in, never kept."""

from __future__ import annotations

from data.errors import NeuroLensError
from vlm.registry import HF_TOKEN_ENV, ModelRegistry, ModelSpec, custom_model, is_router_model

CUSTOM = "custom endpoint…"

CONNECT_HELP = (
    "**No model is connected.** Everything else works (explore, score stored answers, annotate). "
    "To query a model:\n"
    "- OpenAI: set `OPENAI_API_KEY` in the environment and restart, then pick `openai/gpt-4o`;\n"
    "- any OpenAI-compatible server (vLLM, Ollama, LM Studio, OpenRouter): add it to "
    "`models.yaml` (name, base_url, api_key_env) or choose **custom endpoint** below and type "
    "its base URL, model and key (a typed key lives only in this browser session).\n"
    "- batch runs: `python -m scoring.run --model NAME --cases demo` (see README)."
)


def model_choices(registry: ModelRegistry | None) -> list[tuple[str, str]]:
    out = []
    for spec in registry.models if registry else ():
        note = "" if registry is None or registry.has_key(spec) else f" (set {spec.api_key_env})"
        out.append((f"{spec.name}{note}", spec.name))
    out.append((CUSTOM, CUSTOM))
    return out


def usable_models(registry: ModelRegistry | None, choices: list[tuple[str, str]]) -> list[str]:
    """The listed models that can be asked as they are: their key is set, or they need none."""
    if registry is None:
        return []
    return [c[1] for c in choices if c[1] != CUSTOM and registry.has_key(registry.get(c[1]))]


def connect_help(registry: ModelRegistry | None) -> str:
    """The how-to-connect text; keyless (local) models in the list are named, since they answer
    only when their server runs, so the user knows why the Model box is not empty."""
    local = [m.name for m in registry.models if not m.api_key_env] if registry else []
    if not local:
        return CONNECT_HELP
    names = ", ".join(f"`{name}`" for name in local)
    one = len(local) == 1
    verb = "needs no key: it answers when its" if one else "need no key: they answer when their"
    head = f"**No API key is set.** {names} {verb} server is running. To query a model:"
    return head + CONNECT_HELP.split("To query a model:", 1)[1]


def needs_help(registry: ModelRegistry | None) -> bool:
    """True when no configured model has a key set (keyless local servers may not be running)."""
    if registry is None:
        return True
    return not any(m.api_key_env and registry.has_key(m) for m in registry.models)


def resolve_model(
    registry: ModelRegistry | None,
    choice: str,
    custom_url: str,
    custom_name: str,
    typed_key: str,
    *,
    hf_key: str | None = None,
    need_key: bool = True,
) -> tuple[ModelSpec, str | None]:
    """The model to call and its key; a missing piece is a one-line message saying what to do.

    `hf_key` is the token a `huggingface/...` model is called with (the visitor's login, or
    HF_TOKEN off a Space): only ever passed in, never kept. `need_key` False (a preview, which
    sends nothing) gives the model with no key instead of refusing."""
    typed = (typed_key or "").strip() or None
    if not choice or choice == CUSTOM:
        if not (custom_url or "").strip() or not (custom_name or "").strip():
            raise NeuroLensError("type the endpoint's base URL and model name (custom endpoint)")
        spec = custom_model(custom_name, custom_url, supports_n=False)
        return spec, typed
    if registry is None:
        raise NeuroLensError("no models file loaded; choose custom endpoint")
    spec = registry.get(choice)
    if is_router_model(spec.name) and spec.api_key_env == HF_TOKEN_ENV:
        key = typed or hf_key or registry.key_for(spec)  # HF_TOKEN is only there off a Space
        if not key and need_key:
            raise NeuroLensError(
                f"{spec.name} is queried with your Hugging Face account: sign in with Hugging "
                "Face (the button above the model list), or set HF_TOKEN when running locally"
            )
        return spec, key
    key = typed or registry.key_for(spec)
    if spec.api_key_env and not key and need_key:
        raise NeuroLensError(
            f"{spec.name} needs a key: set {spec.api_key_env} and restart, or type a key below"
        )
    return spec, key
