"""The Hugging Face inference router as a model source, against a stand-in router (a real HTTP
server that answers only the one bearer token it was given): which models are offered, whose
token is sent, and that the token is written nowhere."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from data.errors import NeuroLensError
from devtools.fake_openai import FakeOpenAI
from ui.query.models import resolve_model
from vlm.hf_router import (
    forget_lists,
    list_vision_models,
    pick_token,
    vision_model_ids,
)
from vlm.registry import ModelRegistry, router_spec

ROOT = Path(__file__).resolve().parents[2]
CANARY = "hf_canary_visitor_token_7c1e93b2"
ROUTER_MODELS = [
    {
        "id": "Qwen/Qwen2.5-VL-7B-Instruct",
        "object": "model",
        "architecture": {"input_modalities": ["text", "image"], "output_modalities": ["text"]},
        "providers": [{"provider": "hyperbolic", "status": "live"}],
    },
    {
        "id": "google/gemma-3-27b-it",
        "architecture": {"input_modalities": ["image", "text"], "output_modalities": ["text"]},
    },
    {
        "id": "meta-llama/Llama-3.3-70B-Instruct",
        "architecture": {"input_modalities": ["text"], "output_modalities": ["text"]},
    },
    {
        "id": "black-forest-labs/FLUX.1-dev",
        "architecture": {"input_modalities": ["text"], "output_modalities": ["image"]},
    },
    {"id": "no-architecture/model"},
]


@pytest.fixture
def router() -> Iterator[FakeOpenAI]:
    forget_lists()
    fake = FakeOpenAI().start()
    fake.models = ROUTER_MODELS
    fake.bearer = CANARY
    yield fake
    fake.stop()
    forget_lists()


def test_only_models_that_take_images_and_answer_in_text_are_offered() -> None:
    assert vision_model_ids({"data": ROUTER_MODELS}) == [
        "google/gemma-3-27b-it",
        "Qwen/Qwen2.5-VL-7B-Instruct",
    ]
    assert vision_model_ids({"data": "nonsense"}) == [] and vision_model_ids([]) == []


def test_the_list_is_asked_with_the_visitors_token(router: FakeOpenAI) -> None:
    specs = list_vision_models(router.base_url, CANARY)
    assert [s.name for s in specs] == [
        "huggingface/google/gemma-3-27b-it",
        "huggingface/Qwen/Qwen2.5-VL-7B-Instruct",
    ]
    assert all(s.base_url == router.base_url and s.supports_images for s in specs)
    (asked,) = router.requests
    assert asked.path.endswith("/models")
    assert asked.header("Authorization") == f"Bearer {CANARY}"
    list_vision_models(router.base_url, CANARY)  # cached: the router is not asked again
    assert len(router.requests) == 1


def test_a_refused_login_is_one_line_without_the_token(router: FakeOpenAI) -> None:
    with pytest.raises(NeuroLensError) as info:
        list_vision_models(router.base_url, "hf_wrong_token_0000")
    assert "refused the login" in str(info.value)
    assert "hf_wrong_token_0000" not in str(info.value)


def test_whose_token_pays() -> None:
    assert pick_token(on_space=True, visitor="v", local="owner") == "v"
    assert pick_token(on_space=True, visitor=None, local="owner") is None  # never the owner's
    assert pick_token(on_space=False, visitor=None, local="mine") == "mine"
    assert pick_token(on_space=False, visitor=None, local="") is None


def test_any_router_model_resolves_with_the_visitors_token(router: FakeOpenAI) -> None:
    registry = ModelRegistry((), {}, router_url=router.base_url)
    spec, key = resolve_model(
        registry, "huggingface/Qwen/Qwen2.5-VL-7B-Instruct", "", "", "", hf_key=CANARY
    )
    assert spec == router_spec("Qwen/Qwen2.5-VL-7B-Instruct", router.base_url)
    assert spec.model_id == "Qwen/Qwen2.5-VL-7B-Instruct" and key == CANARY
    with pytest.raises(NeuroLensError, match="sign in with Hugging Face"):
        resolve_model(registry, "huggingface/Qwen/Qwen2.5-VL-7B-Instruct", "", "", "")
    with pytest.raises(NeuroLensError, match="no model named"):
        registry.get("huggingface/")


def test_a_batch_run_reaches_the_router_with_the_token_and_stores_none(
    router: FakeOpenAI, tmp_path: Path
) -> None:
    """The batch CLI with a `huggingface/...` model and HF_TOKEN (as locally): every request
    carries the token as its bearer; the database, its WAL and the output never hold it."""
    db = tmp_path / "runs.duckdb"
    env = {
        **os.environ,
        "HF_TOKEN": CANARY,
        "NEUROLENS_HF_ROUTER_URL": router.base_url,
        "NEUROLENS_DATA_DIR": str(tmp_path / "data"),
        "NEUROLENS_LOG_LEVEL": "DEBUG",
    }
    env.pop("SPACE_ID", None)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "scoring.run",
            "--model",
            "huggingface/Qwen/Qwen2.5-VL-7B-Instruct",
            "--cases",
            "demo",
            "--samples",
            "2",
            "--limit",
            "1",
            "--no-score",
            "--db",
            str(db),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    chats = router.chat_requests()
    assert chats and all(r.header("Authorization") == f"Bearer {CANARY}" for r in chats)
    assert all(r.json["model"] == "Qwen/Qwen2.5-VL-7B-Instruct" for r in chats)
    places = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert db in places
    for place in places:
        assert CANARY.encode() not in place.read_bytes(), place
    assert CANARY.encode() not in done.stdout + done.stderr
