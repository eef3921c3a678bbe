"""A prompt's first round is sent with its JSON encoded once, and what reaches the endpoint is
the request the SDK itself would write for the same messages."""

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


def test_later_rounds_are_plain_lists():
    case = memory_case(turns=("And now?",))
    prompt = build_prompt(case, case.tasks[0])
    later = prompt.messages(["earlier answer"])
    assert not isinstance(later, EncodedMessages)
    assert later[-2] == {"role": "assistant", "content": "earlier answer"}
