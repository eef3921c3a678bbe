"""A prompt's first round is sent with its JSON encoded once, in every round, and what reaches
the endpoint is the request the SDK itself would write for the same messages."""

import json

from tests.support.vlm_cases import memory_case
from vlm.encoded_messages import EncodedMessages
from vlm.prompt import ImageMode, ImageOptions, build_prompt
from vlm.provider import OpenAICompatibleProvider, SamplingParams
from vlm.registry import ModelSpec


def _prompt():
    case = memory_case()
    return build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=2))


def test_the_encoded_body_is_the_sdks_request(fake_openai):
    provider = OpenAICompatibleProvider(ModelSpec("fake/vlm", base_url=fake_openai.base_url))
    prompt = _prompt()
    encoded = prompt.messages()
    assert isinstance(encoded, EncodedMessages)
    params = SamplingParams(seed=3)
    got = provider.complete(encoded, params, 2)
    plain = list(prompt.messages())  # an ordinary list goes through the SDK's own encoder
    assert not isinstance(plain, EncodedMessages)
    provider.complete(plain, params, 2)
    ours, sdks = fake_openai.chat_requests()
    assert ours.json == sdks.json
    assert ours.json["n"] == 2 and ours.json["seed"] == 3
    assert "image_url" in ours.body_text
    assert ours.header("Content-Type") == "application/json"
    assert len(got) == 2 and not got[0].error


def test_a_prompt_encodes_its_first_round_once():
    prompt = _prompt()
    first, again = prompt.messages(), prompt.messages()
    assert first.encoded is again.encoded  # the same text, not encoded twice
    assert first == again and first is not again


def test_a_later_round_shares_the_first_rounds_json(fake_openai):
    case = memory_case(turns=("And now?", "Last one?"))
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=2))
    first = prompt.messages()
    later = prompt.messages(["earlier answer", "second answer"])
    assert isinstance(later, EncodedMessages)
    assert later[-2] == {"role": "assistant", "content": "second answer"}
    assert later.encoded.startswith(first.encoded[:-1] + ",")  # the images encoded once
    provider = OpenAICompatibleProvider(ModelSpec("fake/vlm", base_url=fake_openai.base_url))
    provider.complete(later, SamplingParams(), 1)
    provider.complete(list(later), SamplingParams(), 1)  # the SDK's own encoder
    ours, sdks = fake_openai.chat_requests()
    assert ours.json == sdks.json and len(ours.json["messages"]) == 6


def test_messages_added_after_the_shared_ones_are_sent():
    prompt = _prompt()
    messages = prompt.messages()
    messages.append({"role": "user", "content": "one more"})
    assert json.loads(messages.encoded)[-1] == {"role": "user", "content": "one more"}
    assert json.loads(EncodedMessages([], {}).encoded) == []
