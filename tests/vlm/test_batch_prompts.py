"""A batch renders a case's images once for all of its tasks, and its prompts are the ones
build_prompt makes one task at a time (images, held-back sequences, words)."""

import os
import signal
from dataclasses import replace

import pytest

import vlm.batch_prompts
import vlm.case_parts
from data.model import Difficulty, Task, TaskFamily
from tests.support.vlm_cases import memory_case
from vlm.batch_prompts import CasePrompts
from vlm.helper_process import HelperProcess
from vlm.privacy import Confirmations
from vlm.prompt import (
    DEFAULT_TEMPLATE,
    Ablation,
    ImageMode,
    ImageOptions,
    build_prompt,
    request_hash,
)

OPTIONS = ImageOptions(mode=ImageMode.EVEN, count=2)


@pytest.fixture
def helper():
    process = HelperProcess()
    yield process
    process.close()


def _case(case_id: str = "c1"):
    case = memory_case(case_id, burned_in=True)  # its FLAIR is held back by the gate
    second = Task("t2", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Which sequence shows it?")
    return replace(case, tasks=(*case.tasks, second))


def _counting(monkeypatch) -> list[str]:
    calls: list[str] = []
    real = vlm.batch_prompts.plan_case

    def counted(case, opts, confirmations, with_images):
        calls.append(case.case_id if with_images else f"{case.case_id} (no images)")
        return real(case, opts, confirmations, with_images)

    monkeypatch.setattr(vlm.batch_prompts, "plan_case", counted)
    return calls


def _alone(cases, ablation=Ablation.BOTH):
    return [
        build_prompt(case, task, OPTIONS, ablation, Confirmations())
        for case in cases
        for task in case.tasks
    ]


def _same(built, alone) -> None:
    assert len(built) == len(alone)
    for prompt, expected in zip(built, alone, strict=True):
        assert prompt.messages() == expected.messages()
        assert prompt.held_back == expected.held_back
        assert prompt.removed_fields == expected.removed_fields
        assert [i.record() for i in prompt.images] == [i.record() for i in expected.images]
        params = {"temperature": 0.7}
        assert request_hash(prompt, "a/b", "http://x/v1", params) == request_hash(
            expected, "a/b", "http://x/v1", params
        )


def test_a_cases_images_are_rendered_once_for_all_its_tasks(monkeypatch):
    calls = _counting(monkeypatch)
    prompts = CasePrompts(OPTIONS, Ablation.BOTH, Confirmations(), DEFAULT_TEMPLATE)
    first, second = _case("c1"), _case("c2")
    built = [prompts.build(case, task) for case in (first, second) for task in case.tasks]
    assert calls == ["c1", "c2"]
    _same(built, _alone([first, second]))
    assert built[0].held_back != () and len(built[0].images) > 0


def test_text_only_renders_nothing(monkeypatch):
    calls = _counting(monkeypatch)
    prompts = CasePrompts(OPTIONS, Ablation.TEXT_ONLY, Confirmations(), DEFAULT_TEMPLATE)
    case = _case()
    prompt = prompts.build(case, case.tasks[0])
    assert calls == ["c1 (no images)"] and prompt.images == ()
    assert (
        prompt.messages()
        == build_prompt(case, case.tasks[0], OPTIONS, Ablation.TEXT_ONLY).messages()
    )


def _fail_here(monkeypatch) -> None:
    """This process can no longer gate text or render slices: only the helper can."""

    def refuse(*args, **kwargs):
        raise AssertionError("made in the batch's process, not in its helper")

    monkeypatch.setattr(vlm.case_parts, "render_slice_job", refuse)
    monkeypatch.setattr(vlm.case_parts, "deidentify_case_text", refuse)


def test_the_helper_makes_the_same_prompts_as_one_thread(monkeypatch, helper):
    """The privacy gate, the tasks' scrubbed questions and the PNGs are made in the helper
    process, a few cases ahead; every prompt (words, images, held-back sequences, request
    hash) is the one build_prompt makes alone."""
    cases = [_case(f"c{i}") for i in range(4)]
    alone = _alone(cases)
    _fail_here(monkeypatch)
    prompts = CasePrompts(OPTIONS, Ablation.BOTH, Confirmations(), DEFAULT_TEMPLATE, helper)
    built = [prompts.build(c, t) for c in prompts.look_ahead(cases) for t in c.tasks]
    _same(built, alone)
    assert prompts.helper is helper


def test_a_stopped_helper_leaves_the_prompts_to_this_process(helper):
    cases = [_case(f"c{i}") for i in range(8)]
    alone = _alone(cases)
    prompts = CasePrompts(OPTIONS, Ablation.BOTH, Confirmations(), DEFAULT_TEMPLATE, helper)
    built = []
    for number, case in enumerate(prompts.look_ahead(cases)):
        # Some of cases 1-4 may be with the helper (or done) now; cases 5-7 go to it after its
        # death whatever the threads' timing, so the batch must notice and go on alone.
        if number == 1:
            os.kill(helper.pid, signal.SIGKILL)
        built += [prompts.build(case, task) for task in case.tasks]
    _same(built, alone)
    assert prompts.helper is None


def test_images_are_hashed_once_and_the_request_hash_is_unchanged():
    """Each image's data URL and its digest are made once for all tasks of a case; the request
    hash still names every image by the SHA-256 of its URL, so earlier batches resume."""
    import hashlib
    import json

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
