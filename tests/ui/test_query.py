"""The Query tab's run loop against the fake server: streaming, saving, answering from record."""

from types import SimpleNamespace

from data.library import CaseLibrary
from settings import Settings
from store.database import Store
from store.runs import runs_for_case
from tests.support.fake_openai import Reply
from tests.support.vlm_cases import memory_case
from ui.context import AppContext
from ui.query import _run
from ui.query_state import QueryState
from vlm.prompt import ImageMode, ImageOptions, build_prompt
from vlm.provider import SamplingParams
from vlm.registry import ModelSpec


def test_run_streams_first_sample_saves_all_and_answers_from_record(tmp_path, fake_openai):
    fake_openai.default = Reply(
        text='{"final_diagnosis": "Multiple sclerosis", "rationale": '
        '"ovoid periventricular lesions in a young woman"}',
        chunk_delay=0.05,
    )
    case = memory_case()
    store = Store.open(tmp_path / "nl.duckdb")
    ctx = AppContext(settings=Settings(), library=CaseLibrary((case,)), store=store)
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, supports_n=True)
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1))
    params = SamplingParams(n=3)
    request = SimpleNamespace(session_hash="s1")
    steps = list(
        _run(
            ctx,
            QueryState(case.case_id, "dx"),
            case,
            case.tasks[0],
            spec,
            None,
            params,
            prompt,
            False,
            request,
        )
    )
    streamed = [s[2] for s in steps if "streaming" in str(s[2])]
    assert streamed, "the first sample should show partial text while it streams"
    assert "done" in steps[-1][1]
    bodies = [r.json for r in fake_openai.chat_requests()]
    assert sorted((b.get("stream", False), b.get("n", 1)) for b in bodies) == [
        (False, 2),
        (True, 1),
    ]
    runs = runs_for_case(store, case.case_id)
    assert len(runs) == 1 and runs.iloc[0]["answers"] == 3
    fake_openai.clear()
    again = list(
        _run(
            ctx,
            QueryState(case.case_id, "dx"),
            case,
            case.tasks[0],
            spec,
            None,
            params,
            prompt,
            True,
            request,
        )
    )
    assert "Answered from the record" in again[-1][1] and fake_openai.chat_requests() == []
    store.close()
