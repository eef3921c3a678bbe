"""A batch renders a case's images once for all of its tasks, and its prompts are the ones
build_prompt makes one task at a time (images, held-back sequences, words)."""

from dataclasses import replace

import vlm.batch_prompts
from data.model import Difficulty, Task, TaskFamily
from tests.support.vlm_cases import memory_case
from vlm.batch_prompts import CasePrompts
from vlm.privacy import Confirmations
from vlm.prompt import DEFAULT_TEMPLATE, Ablation, ImageMode, ImageOptions, build_prompt

OPTIONS = ImageOptions(mode=ImageMode.EVEN, count=2)


def _case(case_id: str = "c1"):
    case = memory_case(case_id, burned_in=True)  # its FLAIR is held back by the gate
    second = Task("t2", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Which sequence shows it?")
    return replace(case, tasks=(*case.tasks, second))


def _counting(monkeypatch) -> list[str]:
    calls: list[str] = []
    real = vlm.batch_prompts.select_images

    def counted(case, opts, confirmations):
        calls.append(case.case_id)
        return real(case, opts, confirmations)

    monkeypatch.setattr(vlm.batch_prompts, "select_images", counted)
    return calls


def test_a_cases_images_are_rendered_once_for_all_its_tasks(monkeypatch):
    calls = _counting(monkeypatch)
    prompts = CasePrompts(OPTIONS, Ablation.BOTH, Confirmations(), DEFAULT_TEMPLATE)
    first, second = _case("c1"), _case("c2")
    built = [prompts.build(case, task) for case in (first, second) for task in case.tasks]
    assert calls == ["c1", "c2"]
    for prompt, (case, task) in zip(
        built, [(c, t) for c in (first, second) for t in c.tasks], strict=True
    ):
        alone = build_prompt(case, task, OPTIONS, Ablation.BOTH, Confirmations())
        assert prompt.messages() == alone.messages()
        assert prompt.held_back == alone.held_back != ()
        assert len(prompt.images) == len(alone.images) > 0


def test_text_only_renders_nothing(monkeypatch):
    calls = _counting(monkeypatch)
    prompts = CasePrompts(OPTIONS, Ablation.TEXT_ONLY, Confirmations(), DEFAULT_TEMPLATE)
    case = _case()
    prompt = prompts.build(case, case.tasks[0])
    assert calls == [] and prompt.images == ()
    assert (
        prompt.messages()
        == build_prompt(case, case.tasks[0], OPTIONS, Ablation.TEXT_ONLY).messages()
    )


def test_images_are_hashed_once_and_the_request_hash_is_unchanged():
    """Each image's data URL and its digest are made once for all tasks of a case; the request
    hash still names every image by the SHA-256 of its URL, so earlier batches resume."""
    import hashlib
    import json

    from vlm.prompt import request_hash

    prompts = CasePrompts(OPTIONS, Ablation.BOTH, Confirmations(), DEFAULT_TEMPLATE)
    case = _case()
    first, second = (prompts.build(case, task) for task in case.tasks)
    image = first.images[0]
    assert image.data_url() is image.data_url() is second.images[0].data_url()
    assert image.url_sha256 == hashlib.sha256(image.data_url().encode()).hexdigest()
    parts = []
    for p in first.first_turn:
        if p.get("type") == "image_url":
            parts.append({"image": hashlib.sha256(p["image_url"]["url"].encode()).hexdigest()})
        else:
            parts.append(p)
    body = {
        "prompt": {
            "template": first.template_version,
            "system": first.system,
            "first": parts,
            "later": list(first.later_turns),
        },
        "model": "a/b",
        "endpoint": "http://x/v1",
        "params": {"temperature": 0.7},
    }
    expected = hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()
    assert request_hash(first, "a/b", "http://x/v1/", {"temperature": 0.7, "n": 3}) == expected
