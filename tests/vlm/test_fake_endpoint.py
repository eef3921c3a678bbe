"""The fake endpoint as the benchmark runs it: answering without keeping what it was sent."""

import json
import urllib.request

from devtools.fake_openai import FakeOpenAI, Reply


def _post(fake: FakeOpenAI, body: dict) -> dict:
    data = json.dumps(body).encode()
    req = urllib.request.Request(
        f"{fake.base_url}/chat/completions",
        data=data,
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=10) as reply:
        return json.loads(reply.read())


def test_an_endpoint_that_records_nothing_still_answers_every_request():
    fake = FakeOpenAI(Reply(text="an answer"), record=False).start()
    try:
        body = {"model": "m", "n": 2, "messages": [{"role": "user", "content": "x" * 4000}]}
        got = _post(fake, body)
        assert [c["message"]["content"] for c in got["choices"]] == ["an answer", "an answer"]
        # prompt tokens from the body's size as it came, about four bytes a token
        size = len(json.dumps(body).encode())
        assert got["usage"]["prompt_tokens"] == size // 4
        assert fake.requests == []
    finally:
        fake.stop()


def test_a_recording_endpoint_keeps_each_request_as_sent():
    fake = FakeOpenAI().start()
    try:
        _post(fake, {"model": "m", "messages": []})
        (req,) = fake.chat_requests()
        assert req.json == {"model": "m", "messages": []}
    finally:
        fake.stop()
