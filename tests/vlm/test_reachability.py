"""The quick reachability check: a real fake server answers; a closed local port does not."""

import socket

from vlm.reachability import check_reachable
from vlm.registry import ModelSpec


def closed_port() -> int:
    """A local port nobody listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_running_server_is_reachable(fake_openai):
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url)
    assert check_reachable(spec, None).ok
    assert fake_openai.chat_requests() == []  # the check never asks the model anything


def test_a_closed_port_is_reported_with_what_to_do():
    spec = ModelSpec("ollama/llava", base_url=f"http://127.0.0.1:{closed_port()}/v1")
    result = check_reachable(spec, None)
    assert not result.ok and result.kind == "unreachable"
    assert f"ollama/llava at {spec.base_url} is not answering" in result.message
    assert "ollama serve" in result.message and "ollama pull llava" in result.message
    assert "OPENAI_API_KEY" in result.message and "openai/gpt-4o" in result.message


def test_a_missing_key_is_reported_without_a_network_call():
    # a base URL that would fail loudly if contacted: port 9 on a closed local port
    spec = ModelSpec(
        "openai/gpt-4o", base_url=f"http://127.0.0.1:{closed_port()}/v1", api_key_env="NL_NO_KEY"
    )
    result = check_reachable(spec, None)
    assert not result.ok and result.kind == "no_key"
    assert "NL_NO_KEY" in result.message and "not answering" not in result.message
