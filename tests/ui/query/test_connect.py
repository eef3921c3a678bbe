"""An unreachable model: the Query tab says what failed and what to do, and saves no run."""

import socket
import threading

from data.catalog.library import CaseLibrary
from settings import Settings
from store.database import Store
from store.runs import runs_for_case
from tests.support.vlm_cases import memory_case
from ui.context import AppContext
from ui.query.connect import model_status_md, unreachable_md
from ui.query.run import run_query
from ui.query.state import QueryState
from vlm.prompt import ImageMode, ImageOptions, build_prompt
from vlm.provider import SamplingParams
from vlm.reachability import Reachability
from vlm.registry import ModelSpec


def test_an_unreachable_endpoint_saves_no_run_and_offers_examples(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    case = memory_case()
    store = Store.open(tmp_path / "nl.duckdb")
    ctx = AppContext(settings=Settings(), library=CaseLibrary((case,)), store=store)
    spec = ModelSpec("ollama/llava", base_url=f"http://127.0.0.1:{port}/v1", supports_n=False)
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1))
    try:
        steps = list(
            run_query(
                ctx,
                QueryState(case.case_id, "dx"),
                case,
                case.tasks[0],
                spec,
                None,
                SamplingParams(n=2),
                prompt,
                False,
                threading.Event(),
            )
        )
        assert len(steps) == 1
        status = steps[0][1]
        assert "is not answering" in status and "no run was saved" in status
        assert "example/handwritten" in status and "vllm serve" in status
        assert len(runs_for_case(store, case.case_id)) == 0
    finally:
        store.close()


def test_model_status_line():
    assert model_status_md(Reachability(True), "fake/vlm") == "✔ fake/vlm is answering."
    down = Reachability(False, "x/y at http://h/v1 is not answering", "unreachable")
    assert model_status_md(down, "x/y") == unreachable_md(down)
