"""Side by side (vlm.side_by_side): three fake endpoints over real HTTP with different answers get
the same prompt, stream into three columns, are stored as one group that reopens from the file
(and that Annotate's queue steps through column by column), and one cancel stops every column."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from annotator.queue import QueueFilters, load_queue
from data.errors import NeuroLensError
from devtools.fake_openai import FakeOpenAI, Reply
from store.database import Store
from store.run_groups import group_of_sample, group_samples, list_groups, load_group
from store.runs import get_run
from tests.support.vlm_cases import memory_case
from vlm.live import LiveRequest, RunFinished, RunStarted, SampleSaved, SampleText
from vlm.prompt import ImageMode, ImageOptions, build_prompt
from vlm.provider import OpenAICompatibleProvider, SamplingParams, make_provider
from vlm.registry import ModelSpec
from vlm.side_by_side import (
    ColumnEvent,
    GroupEvent,
    GroupFinished,
    GroupStarted,
    run_side_by_side,
)

DIAGNOSES = ("Multiple sclerosis", "Glioblastoma", "Cerebral abscess")


def _answer(diagnosis: str, words: int = 10) -> str:
    return json.dumps(
        {
            "final_diagnosis": diagnosis,
            "differential": [diagnosis],
            "lesion": " ".join(["Lesion"] * words),
            "rationale": "Because.",
        }
    )


def _ask() -> LiveRequest:
    case = memory_case()
    options = ImageOptions(mode=ImageMode.EVEN, count=1)
    prompt = build_prompt(case, case.tasks[0], options)
    return LiveRequest(case, case.tasks[0], prompt, SamplingParams(n=1), images=options)


@pytest.fixture
def servers() -> Iterator[list[FakeOpenAI]]:
    started = [FakeOpenAI().start() for _ in DIAGNOSES]
    try:
        yield started
    finally:
        for s in started:
            s.stop()


def _providers(servers: list[FakeOpenAI], max_images: int = 20) -> list[OpenAICompatibleProvider]:
    specs = [
        ModelSpec(f"fake/m{i}", base_url=s.base_url, supports_n=True, max_images=max_images)
        for i, s in enumerate(servers)
    ]
    return [make_provider(spec, None) for spec in specs]


def test_three_columns_stream_and_the_group_reopens(
    tmp_path: Path, servers: list[FakeOpenAI]
) -> None:
    for server, diagnosis in zip(servers, DIAGNOSES, strict=True):
        server.default = Reply(text=_answer(diagnosis), chunk_delay=0.01)
    db = tmp_path / "nl.duckdb"
    store = Store.open(db)
    providers = _providers(servers)
    events: list[GroupEvent] = []
    try:
        events = list(run_side_by_side(store, providers, _ask(), threading.Event()))
    finally:
        for p in providers:
            p.close()
        store.close()
    started, finished = events[0], events[-1]
    assert isinstance(started, GroupStarted) and started.models == ("fake/m0", "fake/m1", "fake/m2")
    assert isinstance(finished, GroupFinished) and finished.statuses == ("done",) * 3
    columns = [e for e in events if isinstance(e, ColumnEvent)]
    streamed = {e.col for e in columns if isinstance(e.event, SampleText)}
    assert streamed == {0, 1, 2}, "every column streams its own text"
    saved = {e.col: e.event.row for e in columns if isinstance(e.event, SampleSaved)}
    assert {c: r.final_diagnosis for c, r in saved.items()} == dict(enumerate(DIAGNOSES))
    # the same prompt went to each endpoint: same messages, byte for byte
    bodies = [s.chat_requests()[0].json for s in servers]
    assert bodies[0]["messages"] == bodies[1]["messages"] == bodies[2]["messages"]

    reopened = Store.open(db)  # a restart: a new process opens the file
    try:
        groups = list_groups(reopened, memory_case().case_id)
        assert [g.group_id for g in groups] == [started.group_id]
        group = load_group(reopened, started.group_id)
        assert group is not None
        assert [(m.col, m.model, m.status) for m in group.members] == [
            (0, "fake/m0", "done"),
            (1, "fake/m1", "done"),
            (2, "fake/m2", "done"),
        ]
        assert group.settings == started.settings and group.fingerprint
        runs = [get_run(reopened, m.run_id) for m in group.members]
        assert len({json.dumps(r["fingerprint_parts"], sort_keys=True) for r in runs if r}) == 1
        answers = group_samples(reopened, started.group_id)
        assert list(answers["final_diagnosis"]) == list(DIAGNOSES), "column order"
        first = str(answers.iloc[0]["sample_id"])
        assert group_of_sample(reopened, first) == started.group_id
        # Annotate steps through the group's answers column by column
        queue = load_queue(reopened, "ana", QueueFilters(group=started.group_id))
        assert list(queue["sample_id"]) == list(answers["sample_id"])
        assert list(queue["model"]) == ["fake/m0", "fake/m1", "fake/m2"]
    finally:
        reopened.close()


def test_one_cancel_stops_every_column(tmp_path: Path, servers: list[FakeOpenAI]) -> None:
    for server, diagnosis in zip(servers, DIAGNOSES, strict=True):
        server.default = Reply(text=_answer(diagnosis, words=400), chunk_delay=0.05)
    store = Store.open(tmp_path / "nl.duckdb")
    providers = _providers(servers)
    cancel = threading.Event()
    events: list[GroupEvent] = []
    streaming: set[int] = set()
    try:
        for event in run_side_by_side(store, providers, _ask(), cancel):
            events.append(event)
            if isinstance(event, ColumnEvent) and isinstance(event.event, SampleText):
                streaming.add(event.col)
                if streaming == {0, 1, 2}:
                    cancel.set()  # every column is mid-answer
        group_id = next(e.group_id for e in events if isinstance(e, GroupStarted))
        group = load_group(store, group_id)
    finally:
        for p in providers:
            p.close()
        store.close()
    finished = events[-1]
    assert isinstance(finished, GroupFinished) and finished.statuses == ("cancelled",) * 3
    inner = [e.event for e in events if isinstance(e, ColumnEvent)]
    assert not [e for e in inner if isinstance(e, SampleSaved)], "no column finished its answer"
    assert len([e for e in inner if isinstance(e, RunFinished)]) == 3
    assert group is not None and [m.status for m in group.members] == ["cancelled"] * 3
    assert len([e for e in inner if isinstance(e, RunStarted)]) == 3


def test_unfair_or_oversized_comparisons_are_refused(servers: list[FakeOpenAI]) -> None:
    providers = _providers(servers)
    try:
        with pytest.raises(NeuroLensError, match="chosen twice"):
            list(run_side_by_side(None, [providers[0], providers[0]], _ask(), threading.Event()))
        with pytest.raises(NeuroLensError, match="at most 4"):
            list(run_side_by_side(None, providers * 2, _ask(), threading.Event()))
        small = _providers(servers[:1], max_images=0)
        with pytest.raises(NeuroLensError, match="accepts at most 0 images"):
            list(run_side_by_side(None, [providers[1], small[0]], _ask(), threading.Event()))
        small[0].close()
    finally:
        for p in providers:
            p.close()
    assert all(not s.chat_requests() for s in servers), "nothing was sent"
