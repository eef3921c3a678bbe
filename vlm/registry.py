"""The model registry: which "provider/model" names exist, where they live and what they accept.

Models come from a YAML file (settings.models_file) so adding an endpoint never needs code. Keys
are never in the file: each entry names the environment variable that holds its key, and the key
is looked up only when a client is built (from Settings.env_keys or a key typed in the UI).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import yaml

from data.errors import NeuroLensError

OPENAI_BASE_URL = "https://api.openai.com/v1"
# The Hugging Face inference router (listing and tokens: vlm/hf_router.py) serves any
# `huggingface/<hub id>` name, so the registry resolves those names itself.
HF_PROVIDER = "huggingface"
HF_ROUTER_URL = "https://router.huggingface.co/v1"
HF_TOKEN_ENV = "HF_TOKEN"


@dataclass(frozen=True)
class ModelSpec:
    """One model behind one OpenAI-compatible endpoint. Prices are USD per 1M tokens."""

    name: str  # "provider/model", e.g. "openai/gpt-4o"
    base_url: str = OPENAI_BASE_URL
    api_key_env: str = ""  # name of the variable holding the key; "" = no key needed
    supports_images: bool = True
    max_images: int = 20
    supports_n: bool = True
    input_price: float | None = None
    output_price: float | None = None
    description: str = ""

    def __post_init__(self) -> None:
        if "/" not in self.name or self.name.startswith("/") or self.name.endswith("/"):
            raise NeuroLensError(f"model name {self.name!r} must look like 'provider/model'")
        if not self.base_url.startswith(("http://", "https://")):
            raise NeuroLensError(f"{self.name}: base_url must start with http:// or https://")

    @property
    def provider(self) -> str:
        return self.name.split("/", 1)[0]

    @property
    def model_id(self) -> str:
        """What the endpoint calls the model (the part after the provider)."""
        return self.name.split("/", 1)[1]

    def image_limit(self, requested: int) -> int:
        """How many images a request may carry: what was asked, never past the model's limit."""
        return min(int(requested), self.max_images)

    @property
    def is_local(self) -> bool:
        return is_local_url(self.base_url)

    def cost_usd(self, prompt_tokens: int | None, completion_tokens: int | None) -> float | None:
        """Cost of one call when prices are configured, else None (never a made-up number)."""
        if self.input_price is None or self.output_price is None:
            return None
        return (
            (prompt_tokens or 0) * self.input_price + (completion_tokens or 0) * self.output_price
        ) / 1e6


def is_local_url(url: str) -> bool:
    """True when the endpoint is on this machine (loopback), so nothing leaves it."""
    host = (urlparse(url).hostname or "").lower()
    if host in ("localhost", "localhost.localdomain") or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def custom_model(name: str, base_url: str, *, supports_n: bool = False) -> ModelSpec:
    """A model typed into the UI: any OpenAI-compatible endpoint, key supplied by the session."""
    name = name.strip()
    if "/" not in name:
        host = urlparse(base_url).hostname or "custom"
        name = f"{host}/{name}"
    return ModelSpec(name=name, base_url=base_url.strip().rstrip("/"), supports_n=supports_n)


_FIELDS = {
    "base_url",
    "api_key_env",
    "supports_images",
    "max_images",
    "supports_n",
    "input_price",
    "output_price",
    "description",
}


def _spec_from_entry(entry: Mapping[str, Any], where: str) -> ModelSpec:
    if not isinstance(entry, Mapping) or "name" not in entry:
        raise NeuroLensError(f"{where}: each model needs at least a name")
    unknown = set(entry) - _FIELDS - {"name", "api_key"}
    if unknown:
        raise NeuroLensError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    if "api_key" in entry:
        raise NeuroLensError(
            f"{where}: keys do not go in the models file; name the variable with api_key_env"
        )
    kwargs: dict[str, Any] = {k: entry[k] for k in _FIELDS if k in entry and entry[k] is not None}
    for key in ("input_price", "output_price"):
        if key in kwargs:
            kwargs[key] = float(kwargs[key])
    if "max_images" in kwargs:
        kwargs["max_images"] = int(kwargs["max_images"])
    return ModelSpec(name=str(entry["name"]), **kwargs)


def is_router_model(name: str) -> bool:
    return name.startswith(f"{HF_PROVIDER}/") and len(name) > len(HF_PROVIDER) + 1


def router_spec(model_id: str, base_url: str = HF_ROUTER_URL) -> ModelSpec:
    """The ModelSpec of one router model (`model_id` as the Hub names it: 'Qwen/Qwen2.5-VL-7B-
    Instruct'). The router's providers mostly ignore `n`, so samples are separate requests."""
    return ModelSpec(
        name=f"{HF_PROVIDER}/{model_id}",
        base_url=base_url.rstrip("/"),
        api_key_env=HF_TOKEN_ENV,
        supports_images=True,
        max_images=8,
        supports_n=False,
        description="Hugging Face inference router (your Hugging Face account)",
    )


@dataclass(frozen=True)
class ModelRegistry:
    """The configured models plus the keys available to them (keys never printed)."""

    models: tuple[ModelSpec, ...] = ()
    env_keys: Mapping[str, str] | None = None
    messages: tuple[str, ...] = ()
    # where `huggingface/<hub id>` names not in the file are sent (vlm/hf_router.py)
    router_url: str = HF_ROUTER_URL

    def __repr__(self) -> str:  # keys must never reach a log line through repr()
        return f"ModelRegistry({[m.name for m in self.models]})"

    def names(self) -> list[str]:
        return [m.name for m in self.models]

    def get(self, name: str) -> ModelSpec:
        for spec in self.models:
            if spec.name == name:
                return spec
        if is_router_model(name):  # any model the Hugging Face router serves, by its Hub id
            return router_spec(name.removeprefix(f"{HF_PROVIDER}/"), self.router_url)
        raise NeuroLensError(f"no model named {name!r} in the models file ({self.names()})")

    def key_for(self, spec: ModelSpec) -> str | None:
        """The key from the environment, or None when the model needs one and none is set."""
        if not spec.api_key_env:
            return None
        return (self.env_keys or {}).get(spec.api_key_env) or None

    def has_key(self, spec: ModelSpec) -> bool:
        return not spec.api_key_env or self.key_for(spec) is not None

    def usable(self) -> list[ModelSpec]:
        """Models that can be called right now (key present or not needed)."""
        return [m for m in self.models if self.has_key(m)]

    def with_model(self, spec: ModelSpec) -> ModelRegistry:
        return replace(self, models=(*[m for m in self.models if m.name != spec.name], spec))


def parse_models(doc: Any, where: str = "models file") -> list[ModelSpec]:
    entries: Iterable[Any]
    if doc is None:
        return []
    if isinstance(doc, Mapping):
        entries = doc.get("models") or []
    elif isinstance(doc, list):
        entries = doc
    else:
        raise NeuroLensError(f"{where}: expected a list of models or a mapping with 'models'")
    specs = [_spec_from_entry(e, f"{where} entry {i + 1}") for i, e in enumerate(entries)]
    seen: set[str] = set()
    for spec in specs:
        if spec.name in seen:
            raise NeuroLensError(f"{where}: model {spec.name!r} is listed twice")
        seen.add(spec.name)
    return specs


def load_registry(
    path: Path | None, env_keys: Mapping[str, str] | None = None, router_url: str = ""
) -> ModelRegistry:
    """Read the models file; a missing or broken file gives an empty registry and a message."""
    router = router_url.rstrip("/") or ModelRegistry.router_url
    if path is None or not Path(path).exists():
        note = (f"no models file at {path}; add one to query models",)
        return ModelRegistry((), env_keys, note, router_url=router)
    try:
        doc = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
        specs = parse_models(doc, str(path))
    except (yaml.YAMLError, NeuroLensError, TypeError, ValueError) as exc:
        reason = " ".join(str(exc).split())
        return ModelRegistry((), env_keys, (f"models file not used: {reason}",), router_url=router)
    return ModelRegistry(tuple(specs), dict(env_keys or {}), router_url=router)
