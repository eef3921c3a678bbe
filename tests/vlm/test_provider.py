import json
import logging

import pytest

from devtools.fake_openai import FakeOpenAI, Reply
from vlm.provider import (
    OpenAICompatibleProvider,
    ProviderError,
    RetryPolicy,
    SamplingParams,
    retry_after_seconds,
)
from vlm.registry import ModelSpec

MSGS = [{"role": "user", "content": [{"type": "text", "text": "hello"}]}]


def _provider(fake: FakeOpenAI, waits: list[float] | None = None, **kw) -> OpenAICompatibleProvider:
    spec = ModelSpec("fake/vlm-1", base_url=fake.base_url, api_key_env="FAKE_API_KEY", **kw)
    return OpenAICompatibleProvider(
        spec,
        "sk-canary-provider",
        timeout=5.0,
        retry=RetryPolicy(max_retries=3, base_delay=0.01),
        sleep=None if waits is None else waits.append,
    )


def test_wire_payload_carries_model_messages_and_sampling(fake_openai):
    prov = _provider(fake_openai)
    params = SamplingParams(temperature=0.3, top_p=0.9, n=3, max_tokens=77, seed=11)
    got = prov.complete(MSGS, params, n=3)
    assert len(got) == 3 and all(c.text and c.finish_reason == "stop" for c in got)
    (req,) = fake_openai.chat_requests()
    body = req.json
    assert body["model"] == "vlm-1"
    assert body["messages"] == MSGS
    assert (body["temperature"], body["top_p"], body["n"], body["max_tokens"], body["seed"]) == (
        0.3,
        0.9,
        3,
        77,
        11,
    )
    headers = {k.lower(): v for k, v in req.headers.items()}
    assert headers["authorization"] == "Bearer sk-canary-provider"
    assert got[0].prompt_tokens is not None and got[0].completion_tokens is not None


def test_stream_delivers_pieces_and_usage(fake_openai):
    fake_openai.default = Reply(text="Final diagnosis: multiple sclerosis, with ovoid lesions.")
    pieces: list[str] = []
    got = _provider(fake_openai).stream(MSGS, SamplingParams(), pieces.append)
    assert len(pieces) > 1 and "".join(pieces) == got.text
    assert got.text.startswith("Final diagnosis") and got.completion_tokens
    body = fake_openai.chat_requests()[0].json
    assert body["stream"] is True and body["stream_options"] == {"include_usage": True}


def test_429_retried_honouring_retry_after_then_success(fake_openai, caplog):
    fake_openai.queue(Reply(status=429, headers={"Retry-After": "2"}), Reply(status=503))
    waits: list[float] = []
    with caplog.at_level(logging.INFO):
        got = _provider(fake_openai, waits).complete(MSGS, SamplingParams(), n=1)
    assert got[0].text and got[0].attempts == 3
    assert waits[0] == 2.0  # the server's Retry-After, not our own back-off
    assert 0 < waits[1] <= 0.02  # exponential back-off (base 0.01, second attempt)
    assert len(fake_openai.chat_requests()) == 3
    assert "sk-canary-provider" not in caplog.text


def test_500_exhaustion_is_a_plain_message(fake_openai):
    fake_openai.default = Reply(status=500, error_message="upstream exploded")
    with pytest.raises(ProviderError) as err:
        _provider(fake_openai, []).complete(MSGS, SamplingParams())
    assert err.value.kind == "server"
    assert "HTTP 500" in str(err.value) and "after 4 attempts" in str(err.value)
    assert len(fake_openai.chat_requests()) == 4


@pytest.mark.parametrize("status", [500, 418])
def test_a_key_echoed_by_the_server_never_reaches_the_message(fake_openai, status):
    echoed = "upstream rejected Bearer sk-canary-echo-123456 for user key_canary98765 in gw-2"
    fake_openai.default = Reply(status=status, error_message=echoed)
    with pytest.raises(ProviderError) as err:
        _provider(fake_openai, []).complete(MSGS, SamplingParams())
    said = str(err.value)
    assert "canary" not in said and "[redacted]" in said
    assert "upstream rejected" in said and "gw-2" in said  # the server's own words stay


@pytest.mark.parametrize(
    ("status", "message", "kind", "says"),
    [
        (401, "Incorrect API key provided: sk-canary-provider", "auth", "refused the API key"),
        (404, "The model does not exist", "not_found", "does not know the model 'vlm-1'"),
        (
            400,
            "Invalid content type. image_url is only supported by certain models.",
            "images",
            "does not accept images",
        ),
        (400, "This model's maximum context length is 8192 tokens", "context", "too long"),
    ],
)
def test_client_errors_are_not_retried_and_read_plainly(fake_openai, status, message, kind, says):
    fake_openai.default = Reply(status=status, error_message=message)
    with pytest.raises(ProviderError) as err:
        _provider(fake_openai, []).complete(MSGS, SamplingParams())
    assert err.value.kind == kind and says in str(err.value)
    assert "sk-canary-provider" not in str(err.value)
    assert len(fake_openai.chat_requests()) == 1


def test_timeout_is_reported(fake_openai):
    fake_openai.default = Reply(delay=1.0)
    prov = _provider(fake_openai, [])
    prov.timeout = 0.2
    prov.retry = RetryPolicy(max_retries=1, base_delay=0.01)
    with pytest.raises(ProviderError, match=r"no answer within 0\.2 s after 2 attempts"):
        prov.complete(MSGS, SamplingParams())


def test_retry_after_parsing():
    assert retry_after_seconds({"Retry-After": "3"}) == 3.0
    assert retry_after_seconds({"retry-after-ms": "250"}) == 0.25
    assert retry_after_seconds({}) is None
    assert json.dumps(SamplingParams().wire()) == json.dumps(
        {"temperature": 0.7, "top_p": 0.95, "max_tokens": 1024}
    )


def _closed_port() -> int:
    """A local port nobody listens on (bound, then released)."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_refused_connection_is_not_retried_and_says_so():
    """Nobody listens: a retry a second later meets the same refusal, so none is made."""
    waits: list[float] = []
    spec = ModelSpec("fake/vlm-1", base_url=f"http://127.0.0.1:{_closed_port()}/v1")
    prov = OpenAICompatibleProvider(
        spec, None, timeout=5.0, retry=RetryPolicy(max_retries=3), sleep=waits.append
    )
    with pytest.raises(ProviderError) as err:
        prov.complete(MSGS, SamplingParams())
    assert err.value.kind == "refused" and waits == []
    assert "(connection refused) after 1 attempt;" in str(err.value)


def test_a_dropped_connection_is_still_retried(fake_openai):
    """A server that answered nothing this time may answer the next: that one is retried."""
    waits: list[float] = []
    fake_openai.queue(Reply(fault="hangup"))
    got = _provider(fake_openai, waits).complete(MSGS, SamplingParams())
    assert got[0].ok and got[0].attempts == 2 and len(waits) == 1
