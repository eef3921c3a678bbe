from dataclasses import replace

import pytest

from data.errors import NeuroLensError
from settings import PROJECT_ROOT
from store.runs import SampleRow
from tests.support.vlm_cases import memory_case
from ui.query.models import CUSTOM, connect_help, model_choices, needs_help, resolve_model
from ui.query.state import (
    LiveRun,
    QueryState,
    image_options,
    opening_slices,
    picked_run,
    preview_note,
    preview_summary,
    privacy_note,
    sampling_params,
)
from ui.viewer.view_state import ScreenViews, ViewState
from vlm.prompt import SliceView
from vlm.registry import load_registry


def test_no_key_shows_help_and_says_what_to_set():
    reg = load_registry(PROJECT_ROOT / "models.yaml", {})
    assert needs_help(reg)
    labels = dict((v, k) for k, v in model_choices(reg))
    assert "set OPENAI_API_KEY" in labels["openai/gpt-4o"] and CUSTOM in labels
    with pytest.raises(NeuroLensError, match="OPENAI_API_KEY"):
        resolve_model(reg, "openai/gpt-4o", "", "", "")
    _spec, key = resolve_model(reg, "openai/gpt-4o", "", "", " sk-typed ")
    assert key == "sk-typed"
    # a preview sends nothing: it needs the model (what it takes), not its key
    spec, key = resolve_model(reg, "openai/gpt-4o", "", "", "", need_key=False)
    assert spec.name == "openai/gpt-4o" and key is None
    assert not needs_help(load_registry(PROJECT_ROOT / "models.yaml", {"OPENAI_API_KEY": "k"}))
    assert "need no key: they answer when their server is running" in connect_help(reg)


def test_one_keyless_model_is_named_in_the_singular(tmp_path) -> None:
    models = tmp_path / "models.yaml"
    models.write_text(
        "models:\n  - {name: ollama/llava, base_url: 'http://localhost:11434/v1', "
        "api_key_env: ''}\n",
        encoding="utf-8",
    )
    help_text = connect_help(load_registry(models, {}))
    assert "`ollama/llava` needs no key: it answers when its server is running" in help_text


def test_custom_endpoint_and_params_validation():
    spec, key = resolve_model(None, CUSTOM, "http://127.0.0.1:9/v1/", "my-vlm", "")
    assert spec.name == "127.0.0.1/my-vlm" and spec.base_url == "http://127.0.0.1:9/v1"
    assert key is None and not spec.supports_n
    with pytest.raises(NeuroLensError, match="base URL"):
        resolve_model(None, CUSTOM, "", "x", "")
    p = sampling_params(0.7, 0.95, 5, 512, "42")
    assert (p.temperature, p.top_p, p.n, p.max_tokens, p.seed) == (0.7, 0.95, 5, 512, 42)
    assert sampling_params(0.7, 0.95, 5, 512, "").seed is None
    with pytest.raises(NeuroLensError, match="seed"):
        sampling_params(0.7, 0.95, 5, 512, "abc")


@pytest.mark.parametrize(
    ("temperature", "top_p", "n", "max_tokens", "says"),
    [
        (0.7, 0.95, 5, None, "max tokens"),  # the box emptied: a message, not a TypeError
        (0.7, 0.95, 5, -5, "max tokens"),
        (0.7, 0.95, None, 512, "samples"),
        (0.7, 0.95, 0, 512, "samples"),
        (None, 0.95, 5, 512, "temperature"),
        (0.7, None, 5, 512, "top_p"),
    ],
)
def test_each_bad_or_empty_sampling_box_is_named_alone(
    temperature: float | None,
    top_p: float | None,
    n: float | None,
    max_tokens: float | None,
    says: str,
) -> None:
    with pytest.raises(NeuroLensError) as err:
        sampling_params(temperature, top_p, n, max_tokens, "")
    named = [w for w in ("temperature", "top_p", "samples", "max tokens") if w in str(err.value)]
    assert named == [says], str(err.value)


def test_confirmations_reset_on_new_case_and_privacy_note():
    st = QueryState("a", "dx").confirm(remote=True)
    assert st.confirmations.remote_for_own_cases
    assert not st.select("b", "dx").confirmations.remote_for_own_cases
    own = memory_case(source="local")
    spec, _ = resolve_model(None, CUSTOM, "https://remote.example/v1", "m", "")
    assert "tick" in privacy_note(own, spec, st.select("x", "").confirmations)


def test_preview_lists_withheld_fields_and_notes_and_released_ones():
    import dataclasses

    from vlm.privacy import text_digest
    from vlm.prompt import Ablation, build_prompt

    unread = "Pacjent zgłasza się z bólem głowy, który jest od trzech dni i nie ustępuje po lekach."
    case = dataclasses.replace(
        memory_case(source="local"),
        ehr=(("Huisarts", "dr. Oostveen"), ("Diagnose", "migraine")),
        notes=("Headache for three days.", unread),
    )
    spec, _ = resolve_model(None, CUSTOM, "http://127.0.0.1:9/v1", "m", "")
    st = QueryState(case.case_id, case.tasks[0].task_id)
    prompt = build_prompt(case, case.tasks[0], ablation=Ablation.TEXT_ONLY)
    note = preview_note(case, spec, st.confirmations, prompt)
    assert "EHR fields withheld (not sent): Huisarts" in note
    assert "note 2, language the gate cannot read: Polish" in note
    st = st.confirm(released=[text_digest(unread)])
    prompt = build_prompt(
        case, case.tasks[0], ablation=Ablation.TEXT_ONLY, confirmations=st.confirmations
    )
    assert "Sent NOT de-identified (released by you): note 2" in preview_note(
        case, spec, st.confirmations, prompt
    )
    assert not st.select("other", "").confirmations.released_texts


def test_live_run_fills_in_samples():
    live = LiveRun(2)
    live.show_text(0, "Final diag")
    assert "streaming" in live.markdown()
    live.finish(SampleRow("r", 1, "", {}, "", error="fake/vlm: rate limited (429)"))
    live.finish(
        SampleRow("r", 0, "Final diagnosis: MS", {}, "MS", prompt_tokens=10, completion_tokens=5)
    )
    md = live.markdown(spec=resolve_model(None, CUSTOM, "http://x/v1", "m", "")[0])
    assert "→ MS" in md and "rate limited" in md and "Tokens: 10 prompt + 5 completion" in md


def test_an_answer_with_its_own_code_block_stays_inside_the_fence() -> None:
    from ui.query.state import fenced

    block = fenced('Here:\n```json\n{"final_diagnosis": "MS"}\n```\ndone')
    fence = block.splitlines()[0]
    assert fence == "````" and block.endswith("\n````")
    assert fenced("plain") == "```\nplain\n```"


def test_question_and_case_record_under_the_task_picker():
    from ui.query.state import case_record_md, question_md

    case = memory_case()
    task = case.tasks[0]
    shown = question_md(case, task.task_id)
    assert task.question.split()[0] in shown and task.family.value.replace("_", " ") in shown
    assert question_md(case, "") == shown  # no task picked yet: the first one
    assert question_md(case, "no-such-task") == shown
    assert question_md(None, "") == "_Pick a case._"
    record = case_record_md(case)
    assert "**EHR**" in record and "**Notes**" in record
    for field, _value in case.ehr:
        assert field.split()[0] in record
    assert case_record_md(None) == ""


def test_cancel_leaves_no_waiting_boxes_and_a_failed_run_speaks_of_no_prices():
    spec = resolve_model(None, CUSTOM, "http://x/v1", "m", "")[0]
    live = LiveRun(3)
    live.finish(SampleRow("r", 0, "", {}, "", error="fake/vlm: the endpoint failed (HTTP 500)"))
    live.show_text(1, "half an ans")
    assert "waiting" in live.markdown(spec) and "price" not in live.markdown(spec)
    live.cancel()
    md = live.markdown(spec)
    assert "waiting" not in md and "streaming" not in md
    assert "**Sample 2/3**: cancelled" in md and "half an ans" in md
    assert "**Sample 3/3**: cancelled" in md and "HTTP 500" in md


def test_preview_summary_counts_images_text_tokens_and_size():
    image = {"type": "image_url", "image_url": {"url": "data:image/png;base64," + "A" * 4000}}
    text = {"type": "text", "text": "x" * 400}
    body = {"model": "m", "messages": [{"role": "user", "content": [text, image, image]}]}
    line = preview_summary(body, 2)
    assert line.startswith("2 images · ~")
    tokens = int(line.split("~")[1].split(" ")[0].replace(",", ""))
    assert 100 <= tokens < 110  # the 400 characters of text, not the 8000 of image data
    assert line.endswith("8 KB request")


def test_a_picked_earlier_run_row_gives_its_id_and_answers():
    assert picked_run(["run-1", "2026-01-01", "dx", "fake/vlm", "done", 3]) == ("run-1", 3)
    cells = [{"value": "run-2", "id": "a"}, *({"value": v} for v in ("t", "dx", "m", "done", 2))]
    assert picked_run(cells) == ("run-2", 2)
    assert picked_run(None) == ("", 0) and picked_run([]) == ("", 0)


def test_slices_in_view_before_the_viewer_reports_are_the_slice_it_opens_on() -> None:
    case = memory_case()
    # no key slice: the first sequence's middle axial slice (8 axial slices -> index 4)
    assert opening_slices(case) == (SliceView("s-t2", "axial", 4),)
    keyed = replace(case, tags=(*case.tags, "key_slice:s-flair:axial:3"))
    assert opening_slices(keyed) == (SliceView("s-flair", "axial", 3),)
    nothing = image_options("in_view", 3, 4, 512, ScreenViews(case_id="mem-1"), None)
    assert nothing.views == ()
    early = image_options(
        "in_view", 3, 4, 512, ScreenViews(case_id="mem-1"), None, opening=opening_slices(keyed)
    )
    assert early.views == (SliceView("s-flair", "axial", 3),)
    # once the viewer has reported, what it reported is sent, not the opening slice
    shown = ScreenViews().with_reports([ViewState("mem-1", "s-t2", "sagittal", 7, 24)])
    reported = image_options("in_view", 3, 4, 512, shown, None, opening=opening_slices(keyed))
    assert [(v.sequence_id, v.plane, v.index) for v in reported.views] == [("s-t2", "sagittal", 7)]
