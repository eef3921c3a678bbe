"""The live run loop (vlm.live) against the fake OpenAI server and a real DuckDB file: event
order, every answer saved before its event, cancel keeping finished answers, answer from record."""

from __future__ import annotations

import itertools
import threading
from pathlib import Path

from devtools.fake_openai import DEFAULT_ANSWER, FakeOpenAI, Reply
from store.database import Store
from store.runs import get_run, samples_for_run
from tests.support.vlm_cases import memory_case
from vlm.live import (
    FromRecord,
    LiveEvent,
    LiveRequest,
    RunFinished,
    RunningQueries,
    RunStarted,
    SampleSaved,
    SampleText,
    run_live,
)
from vlm.prompt import ImageMode, ImageOptions, build_prompt
from vlm.provider import SamplingParams, make_provider
from vlm.registry import ModelSpec


def _ask(n: int) -> LiveRequest:
    case = memory_case()
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1))
    return LiveRequest(case, case.tasks[0], prompt, SamplingParams(n=n))


def test_events_arrive_in_order_and_each_answer_is_saved_before_its_event(
    tmp_path: Path, fake_openai: FakeOpenAI
) -> None:
    fake_openai.default = Reply(chunk_delay=0.01)
    store = Store.open(tmp_path / "nl.duckdb")
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, supports_n=True)
    provider = make_provider(spec, None)
    seen: list[LiveEvent] = []
    stored_at_event: list[set[int]] = []
    try:
        for event in run_live(store, provider, _ask(3), threading.Event()):
            seen.append(event)
            if isinstance(event, SampleSaved):
                saved = samples_for_run(store, event.row.run_id)
                stored_at_event.append({int(i) for i in saved["idx"]})
                assert event.row.idx in stored_at_event[-1]
    finally:
        provider.close()
    started, finished = seen[0], seen[-1]
    assert isinstance(started, RunStarted) and started.n == 3
    assert isinstance(finished, RunFinished) and finished.run_id == started.run_id
    assert (finished.status, finished.error) == ("done", None)
    middle = seen[1:-1]
    assert all(isinstance(e, SampleText | SampleSaved) for e in middle)
    texts = [e for e in middle if isinstance(e, SampleText)]
    assert texts and {e.idx for e in texts} == {0}, "only the first sample streams"
    assert all(b.text.startswith(a.text) for a, b in itertools.pairwise(texts))
    assert texts[-1].text == DEFAULT_ANSWER  # cumulative: the last piece is the whole answer
    saved_events = [e for e in middle if isinstance(e, SampleSaved)]
    assert sorted(e.row.idx for e in saved_events) == [0, 1, 2]
    # the store grows by one answer per event: each is written as it arrives, not at the end
    assert [len(s) for s in stored_at_event] == [1, 2, 3]
    assert [r.idx for r in finished.saved] == [e.row.idx for e in saved_events]
    run = get_run(store, started.run_id)
    assert run is not None and run["status"] == "done"
    assert all(e.row.final_diagnosis == "Multiple sclerosis" for e in saved_events)
    store.close()


def test_cancel_keeps_the_answers_already_saved(tmp_path: Path, fake_openai: FakeOpenAI) -> None:
    """Sample 1 (plain request) answers at once; sample 0 streams slowly and is cancelled."""
    fake_openai.default = Reply(chunk_delay=0.2)
    store = Store.open(tmp_path / "nl.duckdb")
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, supports_n=False)
    provider = make_provider(spec, None)
    cancel = threading.Event()
    seen: list[LiveEvent] = []
    try:
        for event in run_live(store, provider, _ask(2), cancel):
            seen.append(event)
            if isinstance(event, SampleSaved):
                cancel.set()
    finally:
        provider.close()
    finished = seen[-1]
    assert isinstance(finished, RunFinished) and finished.status == "cancelled"
    assert [r.idx for r in finished.saved] == [1]
    kept = samples_for_run(store, finished.run_id)
    assert list(kept["idx"]) == [1] and kept.iloc[0]["final_diagnosis"] == "Multiple sclerosis"
    run = get_run(store, finished.run_id)
    assert run is not None and run["status"] == "cancelled"
    store.close()


def test_an_identical_request_is_answered_from_the_record(
    tmp_path: Path, fake_openai: FakeOpenAI
) -> None:
    store = Store.open(tmp_path / "nl.duckdb")
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, supports_n=True)
    provider = make_provider(spec, None)
    ask = _ask(2)
    try:
        first = list(run_live(store, provider, ask, threading.Event(), use_record=True))
        assert isinstance(first[-1], RunFinished) and first[-1].status == "done"
        fake_openai.clear()
        again = list(run_live(store, provider, ask, threading.Event(), use_record=True))
        fresh = list(run_live(store, provider, ask, threading.Event(), use_record=False))
    finally:
        provider.close()
    assert again == [FromRecord(first[-1].run_id)]
    assert isinstance(fresh[0], RunStarted) and fresh[0].run_id != first[-1].run_id
    assert len(fake_openai.chat_requests()) == 2  # only the fresh run asked (stream + n=1)
    store.close()


def test_without_a_store_the_run_still_reports_its_answers(fake_openai: FakeOpenAI) -> None:
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, supports_n=True)
    provider = make_provider(spec, None)
    try:
        events = list(run_live(None, provider, _ask(1), threading.Event()))
    finally:
        provider.close()
    finished = events[-1]
    assert isinstance(finished, RunFinished) and finished.status == "done"
    assert [r.idx for r in finished.saved] == [0]


def test_cancel_reaches_only_the_session_that_runs() -> None:
    board = RunningQueries()
    mine = board.start("a")
    assert not board.cancel("b")
    assert board.cancel("a") and mine.is_set()
    newer = board.start("a")
    board.finish("a", mine)  # an older run finishing must not drop the newer run's event
    assert board.cancel("a") and newer.is_set()
    board.finish("a", newer)
    assert not board.cancel("a")
