"""The Query tab's Hugging Face model source: the login button, and the router's vision models
offered in the Model list once the visitor is signed in (or, locally, HF_TOKEN is set).

The visitor's token comes from gradio's session (gr.OAuthToken) for each event that needs it
and is passed on as an argument: it is never kept in a State, a component or a log line.
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from data.errors import NeuroLensError
from ui.context import AppContext
from ui.query.connect import model_status_md
from ui.query.models import CUSTOM
from vlm.hf_router import list_vision_models, pick_token
from vlm.registry import is_router_model

PREFERRED = "huggingface/Qwen/Qwen2.5-VL-7B-Instruct"

SIGN_IN = (
    "**Query a real model with your Hugging Face account:** sign in (button above) and pick a "
    "`huggingface/...` model; requests go to the Hugging Face inference router with your own "
    "login and count against your account's free monthly credit, not this Space's. Without "
    "signing in you can explore and annotate the cases, read and score the hand-written example "
    "answers, or use a custom endpoint with your own key."
)
NO_LOGIN = (
    "Hugging Face models: this Space has no Hugging Face login (`hf_oauth: true` and "
    "`hf_oauth_scopes: [inference-api]` in its README header), so they cannot be offered."
)


def visitor_key(ctx: AppContext, oauth: gr.OAuthToken | None) -> str | None:
    """The token a `huggingface/...` request is sent with now (see vlm.hf_router.pick_token)."""
    visitor = oauth.token if oauth is not None else None
    return pick_token(ctx.settings.on_spaces, visitor, ctx.settings.hf_token)


def build_login(ctx: AppContext) -> gr.Markdown:
    """The login button (on a Space with Hugging Face login) and the line under it."""
    if ctx.settings.hf_oauth:
        gr.LoginButton(elem_id="nl-query-login")
    first = SIGN_IN if ctx.settings.hf_oauth else (NO_LOGIN if ctx.settings.on_spaces else "")
    return gr.Markdown(first, elem_id="nl-query-hf")


def hf_models(
    ctx: AppContext, choices: list[tuple[str, str]], current: str, key: str | None
) -> tuple[Any, str]:
    """(Model list update, the line under the login) for a visitor with `key` (or none)."""
    registry = ctx.models
    if key is None or registry is None:
        hint = SIGN_IN if ctx.settings.hf_oauth else (NO_LOGIN if ctx.settings.on_spaces else "")
        return gr.update(), hint
    try:
        specs = list_vision_models(registry.router_url, key)
    except NeuroLensError as exc:
        return gr.update(), f"⚠️ Hugging Face models not listed: {exc}"
    names = [s.name for s in specs]
    kept = [c for c in choices if not is_router_model(c[1])]
    merged = kept[:-1] + [(n, n) for n in names] + kept[-1:]  # custom endpoint stays last
    value: Any = current
    keyed = {m.name for m in registry.models if m.api_key_env and registry.has_key(m)}
    if names and current not in keyed:  # a model with its own key set stays chosen
        value = PREFERRED if PREFERRED in names else names[0]
    line = (
        f"✔ Signed in: {len(names)} vision model(s) from the Hugging Face inference router, "
        "queried with your own account."
        if names
        else "The Hugging Face router lists no vision model right now."
    )
    return gr.update(choices=merged, value=value), line


def model_check(ctx: AppContext, choice: str, typed: str, hf_key: str | None) -> Any:
    """The line under the model picker after a new choice: is it answering (one GET)?"""
    from vlm.reachability import check_reachable

    registry = ctx.models
    if registry is None or not choice or choice == CUSTOM:
        return gr.update()
    try:
        spec = registry.get(choice)
    except NeuroLensError as exc:
        return f"⚠️ {exc}"
    router_key = hf_key if is_router_model(spec.name) else None
    own = (typed or "").strip() or router_key or registry.key_for(spec)
    return model_status_md(check_reachable(spec, own), spec.name)
