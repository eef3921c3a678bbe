"""A batch keeps its requests going: prompts are built ahead on a thread of their own, the
first requests go out before later cases are built, and what every request needs (the SDK,
the answer-language model) is loaded as the batch starts, on its own thread."""

import threading
from dataclasses import dataclass, field, replace

import pytest

from data.errors import NeuroLensError
from store.database import Store
from tests.support.vlm_cases import memory_case
from vlm.batch import BatchConfig, run_batch
from vlm.prompt import ImageMode, ImageOptions
from vlm.prompts_ahead import build_ahead
from vlm.provider import Completion, SamplingParams
from vlm.registry import ModelSpec

ANSWER = '{"final_diagnosis": "Multiple sclerosis", "differential": ["ADEM"]}'
CONFIG = BatchConfig(
    params=SamplingParams(n=2), concurrency=2, images=ImageOptions(mode=ImageMode.EVEN, count=1)
)


@dataclass
class StubProvider:
    """Answers at once, without HTTP; records which thread warmed it up."""

    spec: ModelSpec = field(
        default_factory=lambda: ModelSpec(
            "stub/vlm", base_url="http://127.0.0.1:9/v1", supports_n=False
        )
    )
    asked: threading.Event = field(default_factory=threading.Event)
    warmed_on: list[str] = field(default_factory=list)
    warm_fails: bool = False

    def warm_up(self) -> None:
        self.warmed_on.append(threading.current_thread().name)
        if self.warm_fails:
            raise RuntimeError("no SDK here")

    def complete(self, messages, params, n=1, cancel=None):
        self.asked.set()
        return [Completion(text=ANSWER, finish_reason="stop") for _ in range(n)]

    def stream(self, messages, params, on_delta, cancel=None):
        raise AssertionError("a batch does not stream")


def test_first_requests_go_out_before_later_cases_are_built(tmp_path):
    provider = StubProvider()
    seen: list[bool] = []

    def cases():
        yield memory_case("first")
        # the second case is only read once a request of the first has been answered:
        # a batch that built every prompt before asking would never get here in time
        seen.append(provider.asked.wait(30))
        yield memory_case("second")

    with Store.open(tmp_path / "nl.duckdb") as store:
        summary = run_batch(store, provider, cases(), CONFIG)
    assert seen == [True]
    assert summary.answered == 2 * 2 and summary.failed == 0


def test_the_provider_is_warmed_up_once_on_a_thread_of_its_own(tmp_path):
    provider = StubProvider()
    with Store.open(tmp_path / "nl.duckdb") as store:
        run_batch(store, provider, [memory_case("a"), memory_case("b")], CONFIG)
    assert provider.warmed_on == ["batch-warm-up"]


def test_a_failed_warm_up_leaves_the_requests_to_report_for_themselves(tmp_path):
    provider = StubProvider(warm_fails=True)
    with Store.open(tmp_path / "nl.duckdb") as store:
        summary = run_batch(store, provider, [memory_case("a")], CONFIG)
    assert summary.answered == 2 and summary.failed == 0


def _never_stopped() -> threading.Event:
    return threading.Event()


def test_built_ahead_in_order_with_expected_errors_handed_over():
    def build(case, task):
        if case == "bad":
            raise NeuroLensError("cannot build")
        return f"{case}/{task}"

    tasks = [("a", 1), ("bad", 1), ("b", 2)]
    got = list(build_ahead(tasks, build, _never_stopped(), depth=1, expected=(NeuroLensError,)))
    assert [(b.case, b.task, b.prompt) for b in got] == [
        ("a", 1, "a/1"),
        ("bad", 1, None),
        ("b", 2, "b/2"),
    ]
    assert isinstance(got[1].error, NeuroLensError)


def test_an_unexpected_error_is_raised_where_the_prompts_are_used():
    def build(case, task):
        raise KeyError("a bug")

    with pytest.raises(KeyError):
        list(build_ahead([("a", 1)], build, _never_stopped(), expected=(NeuroLensError,)))


def test_a_failing_task_list_is_raised_where_the_prompts_are_used():
    def tasks():
        yield ("a", 1)
        raise OSError("the case folder went away")

    got = build_ahead(tasks(), lambda c, t: "p", _never_stopped())
    assert next(got).prompt == "p"
    with pytest.raises(OSError):
        next(got)


def test_stopping_ends_the_builder():
    stop = threading.Event()
    built: list[int] = []

    def build(case, task):
        built.append(case)
        return "p"

    items = build_ahead(((i, 0) for i in range(10_000)), build, stop, depth=2)
    next(items)
    stop.set()
    assert list(items) == []
    # one handed over, `depth` waiting, one waiting for room, at most one more begun
    assert len(built) <= 5


class HeldProvider(StubProvider):
    """Answers only once `release` is set: every request is surely in flight together."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def complete(self, messages, params, n=1, cancel=None):
        assert self.release.wait(30)
        return super().complete(messages, params, n, cancel)


def test_answers_that_arrive_together_are_saved_in_one_transaction(tmp_path):
    from concurrent.futures import wait

    from store.runs import samples_for_run
    from vlm.batch_config import BatchSummary, RateLimiter
    from vlm.batch_run import BatchRun
    from vlm.prompts_ahead import Built

    provider = HeldProvider()
    config = replace(CONFIG, params=SamplingParams(n=3), concurrency=3)
    case = memory_case("held")
    with Store.open(tmp_path / "nl.duckdb") as store:
        batch = BatchRun(
            store, provider, config, RateLimiter(None), BatchSummary(), threading.Event(), None
        )
        batch.submit_task(Built(case, case.tasks[0], batch.build(case, case.tasks[0])))
        provider.release.set()
        wait(list(batch.futures))
        before = store.commits
        batch.drain(0)
        batch.pool.shutdown()
        # the three answers and the run's status in one commit: not one commit per answer
        assert store.commits - before == 1
        (run_id,) = batch.states
        assert len(samples_for_run(store, run_id)) == 3
        assert store.query("SELECT status FROM runs WHERE run_id = ?", [run_id]) == [("done",)]
