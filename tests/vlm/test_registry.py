from pathlib import Path

import pytest

from data.errors import NeuroLensError
from settings import PROJECT_ROOT
from vlm.registry import ModelSpec, is_local_url, load_registry, parse_models


def test_shipped_models_file_loads_with_keys_by_variable_name_only():
    reg = load_registry(PROJECT_ROOT / "models.yaml", {"OPENAI_API_KEY": "sk-test"})
    assert {"openai/gpt-4o", "openai/gpt-4o-mini", "ollama/llava"} <= set(reg.names())
    gpt = reg.get("openai/gpt-4o")
    assert gpt.api_key_env == "OPENAI_API_KEY" and gpt.model_id == "gpt-4o"
    assert reg.key_for(gpt) == "sk-test"
    assert "sk-test" not in repr(reg)
    llava = reg.get("ollama/llava")
    assert llava.is_local and not llava.supports_n and reg.has_key(llava)
    vllm = next(m for m in reg.models if m.provider == "vllm")
    assert vllm.model_id.count("/") == 1  # "vllm/Qwen/..." keeps the org in the model id


def test_no_key_means_not_usable():
    reg = load_registry(PROJECT_ROOT / "models.yaml", {})
    assert "openai/gpt-4o" not in [m.name for m in reg.usable()]


def test_key_in_file_is_refused_and_broken_file_is_a_message(tmp_path: Path):
    with pytest.raises(NeuroLensError, match="api_key_env"):
        parse_models([{"name": "a/b", "api_key": "sk-secret"}])
    bad = tmp_path / "m.yaml"
    bad.write_text("models: [{name: nofslash}]")
    reg = load_registry(bad, {})
    assert reg.models == () and "provider/model" in reg.messages[0]
    assert load_registry(tmp_path / "missing.yaml", {}).messages


def test_cost_and_locality():
    spec = ModelSpec("x/y", input_price=2.5, output_price=10.0)
    assert spec.cost_usd(1000, 100) == pytest.approx(0.0035)
    assert ModelSpec("x/z").cost_usd(10, 10) is None
    assert is_local_url("http://127.0.0.1:8000/v1") and is_local_url("http://localhost:11434/v1")
    assert not is_local_url("https://api.openai.com/v1")


def test_image_limit_is_what_was_asked_never_past_the_model() -> None:
    spec = ModelSpec("local/small", "http://127.0.0.1:8000/v1", max_images=4)
    assert spec.image_limit(2) == 2
    assert spec.image_limit(20) == 4
