"""A batch builds its cases' prompt parts in the helper process; an error raised there reaches
the user as it would from the batch's own thread, and the answers already given are kept."""

import pytest

import vlm.batch_prompts
from store.database import Store
from store.runs import run_progress
from tests.support.helper_jobs import BROKEN_CASE, REFUSED_CASE, parts_refusing_one_case
from tests.support.vlm_cases import memory_case
from vlm.batch import BatchConfig, run_batch
from vlm.batch_prompts import start_helper
from vlm.prompt import ImageMode, ImageOptions
from vlm.provider import OpenAICompatibleProvider, SamplingParams
from vlm.registry import ModelSpec

CONFIG = BatchConfig(
    params=SamplingParams(n=2), concurrency=2, images=ImageOptions(mode=ImageMode.EVEN, count=2)
)


def _provider(base_url: str) -> OpenAICompatibleProvider:
    return OpenAICompatibleProvider(ModelSpec("fake/vlm", base_url=base_url), "k", timeout=5.0)


@pytest.fixture
def refusing(monkeypatch):
    """The helper runs parts_refusing_one_case (imported there by name) for every case."""
    assert start_helper() is not None
    monkeypatch.setattr(vlm.batch_prompts, "build_case_parts", parts_refusing_one_case)


def test_a_case_refused_in_the_helper_is_skipped_with_its_message(tmp_path, fake_openai, refusing):
    cases = [memory_case("first"), memory_case(REFUSED_CASE), memory_case("last")]
    with Store.open(tmp_path / "b.duckdb") as store:
        summary = run_batch(store, _provider(fake_openai.base_url), cases, CONFIG)
    assert summary.answered == 2 * 2 and summary.failed == 0
    assert summary.messages == [
        f"{REFUSED_CASE}/{task.task_id}: skipped: the notes of {REFUSED_CASE} could not be read"
        for task in cases[1].tasks
    ]


def test_a_fault_in_the_helper_stops_the_batch_and_keeps_its_answers(
    tmp_path, fake_openai, refusing
):
    cases = [memory_case("first"), memory_case(BROKEN_CASE)]
    summary_ids = []
    with Store.open(tmp_path / "b.duckdb") as store:
        with pytest.raises(ZeroDivisionError, match="a fault in the prompt builder"):
            run_batch(store, _provider(fake_openai.base_url), cases, CONFIG)
        rows = store.query("SELECT run_id, status FROM runs")
        summary_ids = [run_id for run_id, _ in rows]
        # the first case's run was asked before the fault: its answers are kept, and no run
        # is left "running" (a later start resumes what is missing)
        assert rows and all(status != "running" for _, status in rows)
        answered = sum(len(run_progress(store, run_id)[1]) for run_id in summary_ids)
    assert answered == 2


def test_a_case_that_may_not_be_sent_is_not_prepared(tmp_path, monkeypatch):
    """Your own case to a remote endpoint without confirmation is skipped before its slices
    are cut (its volumes are not read) or its text goes to the helper."""
    planned = []
    real = vlm.batch_prompts.plan_case

    def counted(case, *args):
        planned.append(case.case_id)
        return real(case, *args)

    monkeypatch.setattr(vlm.batch_prompts, "plan_case", counted)
    cases = [memory_case("yours", source="local"), memory_case("demo")]
    with Store.open(tmp_path / "b.duckdb") as store:
        summary = run_batch(store, _provider("https://api.example.invalid/v1"), cases, CONFIG)
    assert planned == ["demo"]
    assert summary.messages
    assert all(m.startswith("yours/") and "confirm" in m for m in summary.messages)
