"""Suggested failure categories against a fake grader over real HTTP: stored with their provenance
and never as labels, out-of-taxonomy replies refused, accepted by key into a label in the
person's name, overridden, and counted in the acceptance and Cohen's kappa figures."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sklearn.metrics import cohen_kappa_score

from annotator.claims import answer_claims
from annotator.events import save_label
from annotator.queue import load_sample
from annotator.suggest import Suggester, SuggestionRejected, validate_suggestion
from annotator.suggestions import (
    accept_suggestion,
    record_response,
    save_suggestion,
    suggestion_figures,
)
from annotator.taxonomy import load_taxonomy
from data.model import Reference
from devtools.fake_openai import FakeOpenAI, Reply
from scoring.grader import GraderConfig
from store.database import Store
from store.labels import count_events, resolved_label_counts
from store.suggestions import SuggestionEvent, latest_suggestions, reviews, suggestion_for
from tests.support.label_samples import add_answer

TAX = load_taxonomy()
ANSWER = "Glioblastoma. The lesion is in the left frontal lobe. It does not enhance."
REF = Reference(diagnosis="Multiple sclerosis")


def _answer(store: Store, run_id: str, case_id: str = "case_a") -> str:
    """An answer with fields: claims [1] the diagnosis, [2] and [3] the lesion's sentences."""
    sid = add_answer(store, run_id, 0, "m/x", case_id, "dx", ANSWER)
    parsed = {"final_diagnosis": "Glioblastoma", "lesion": ANSWER.split(". ", 1)[1]}
    store.write(
        "UPDATE samples SET parsed = ?, final_diagnosis = 'Glioblastoma' WHERE sample_id = ?",
        [json.dumps(parsed), sid],
    )
    return sid


def _reply(**doc: object) -> Reply:
    body: dict[str, object] = {
        "category": "perceptual",
        "subtype": None,
        "claim": 2,
        "reason": "Wrong lobe.",
    }
    body.update(doc)
    return Reply(text=json.dumps(body))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "suggest.duckdb")
    yield s
    s.close()


def _suggester(fake: FakeOpenAI) -> Suggester:
    config = GraderConfig(model="fake/judge", base_url=fake.base_url, max_attempts=3)
    return Suggester(config, TAX)


def test_replies_outside_the_schema_or_the_taxonomy_are_rejected() -> None:
    ok = validate_suggestion(
        '{"category": "other", "subtype": "knowledge_gap", "claim": 1, "reason": "x."}', TAX, 3
    )
    assert (ok.category, ok.subtype, ok.claim) == ("other", "knowledge_gap", 1)
    bad = [
        ('{"category": "laziness", "subtype": null, "claim": 1, "reason": "x"}', "not in taxonomy"),
        ('{"category": "reasoning", "subtype": "knowledge_gap", "claim": 1, "reason": "x"}', "sub"),
        ('{"category": "reasoning", "subtype": null, "claim": 4, "reason": "x"}', "claim 4"),
        ('{"category": "reasoning", "subtype": null, "claim": 1, "reason": ""}', "reason"),
        ('{"category": "reasoning", "subtype": null, "claim": 1, "reason": "x", "k": 1}', "keys"),
        ("reasoning, because", "not JSON"),
    ]
    for text, why in bad:
        with pytest.raises(SuggestionRejected, match=why):
            validate_suggestion(text, TAX, 3)


def test_round_trip_stores_provenance_never_a_label_and_retries_a_bad_reply(
    store: Store, fake_openai: FakeOpenAI
) -> None:
    sid = _answer(store, "r1")
    labels_before = resolved_label_counts(store)
    fake_openai.queue(_reply(category="carelessness"), _reply())
    sample = load_sample(store, sid)
    assert sample is not None
    outcome = _suggester(fake_openai).suggest(sample, REF, "What is the diagnosis?")
    assert outcome.event is not None, outcome.errors
    assert "not in taxonomy" in outcome.errors[0], "the out-of-taxonomy reply was refused"
    save_suggestion(store, outcome.event, TAX)

    stored = suggestion_for(store, sid)
    assert stored is not None
    assert (stored.category, stored.claim, stored.attempts) == ("perceptual", 2, 2)
    assert stored.claim_text == "The lesion is in the left frontal lobe."
    assert stored.grader_model == "fake/judge"
    assert stored.prompt_version == "suggest-category v1"
    assert stored.taxonomy_version == TAX.version
    assert count_events(store) == 0, "a suggestion is not a label event"
    assert resolved_label_counts(store).equals(labels_before), "nor part of the profile"

    sent = fake_openai.chat_requests()[-1].json
    assert sent["temperature"] == 0
    assert "[2] The lesion is in the left frontal lobe." in sent["messages"][1]["content"]
    assert '"reasoning" (Reasoning failure)' in sent["messages"][0]["content"]


def test_a_grader_that_never_answers_in_the_taxonomy_gives_no_suggestion(
    store: Store, fake_openai: FakeOpenAI
) -> None:
    sid = _answer(store, "r1")
    fake_openai.default = _reply(category="bad_luck")
    sample = load_sample(store, sid)
    assert sample is not None
    outcome = _suggester(fake_openai).suggest(sample, REF)
    assert outcome.event is None and len(outcome.errors) == 3
    forged = SuggestionEvent("e1", sid, outcome_time(), "bad_luck", "x", "fake/judge", "v1")
    with pytest.raises(SuggestionRejected):
        save_suggestion(store, forged, TAX)
    assert latest_suggestions(store).empty


def outcome_time():  # type: ignore[no-untyped-def]
    from annotator.events import utc_now

    return utc_now()


def test_accept_by_key_override_and_the_figures(store: Store, fake_openai: FakeOpenAI) -> None:
    suggester = _suggester(fake_openai)
    ids = [_answer(store, f"r{i}", f"case{i}") for i in range(4)]
    # the grader suggests perceptual, perceptual, reasoning, hallucination
    fake_openai.queue(
        _reply(), _reply(), _reply(category="reasoning", claim=1), _reply(category="hallucination")
    )
    events = []
    for sid in ids:
        sample = load_sample(store, sid)
        assert sample is not None
        out = suggester.suggest(sample, REF)
        assert out.event is not None
        save_suggestion(store, out.event, TAX)
        events.append(out.event)

    # assist mode: the first is accepted with one key -> a label in the person's name
    sample0 = load_sample(store, ids[0])
    label = accept_suggestion(
        store,
        events[0],
        annotator="ana",
        taxonomy=TAX,
        base_revision=None,
        claims=answer_claims(sample0),
    )
    assert (label.annotator, label.category, label.action) == ("ana", "perceptual", "create")
    assert label.span is not None and label.span[2] == "The lesion is in the left frontal lobe."
    assert "fake/judge" in label.note
    # blind mode: the person saves first; agreement or not is recorded afterwards
    saved = []
    for sid, category in ((ids[1], "reasoning"), (ids[2], "reasoning"), (ids[3], "other")):
        saved.append(
            save_label(
                store,
                sample_id=sid,
                annotator="ana",
                category=category,
                taxonomy=TAX,
                base_revision=None,
                subtype="knowledge_gap" if category == "other" else None,
            )
        )
    outcomes = [
        record_response(store, e, lab, "blind").outcome
        for e, lab in zip(events[1:], saved, strict=True)
    ]
    assert outcomes == ["overridden", "accepted", "overridden"]
    review_rows = reviews(store)
    assert review_rows["outcome"].tolist() == ["accepted", *outcomes]
    assert review_rows["mode"].tolist() == ["assist", "blind", "blind", "blind"]

    figures = suggestion_figures(store, TAX).set_index("category")
    suggested = ["perceptual", "perceptual", "reasoning", "hallucination"]
    human = ["perceptual", "reasoning", "reasoning", "other"]
    assert figures.loc["all", "suggested"] == 4 and figures.loc["all", "labelled"] == 4
    assert figures.loc["all", "accepted"] == 2 and figures.loc["all", "acceptance"] == 0.5
    assert figures.loc["all", "cohen_kappa"] == pytest.approx(cohen_kappa_score(suggested, human))
    assert (figures.loc["all", "blind"], figures.loc["all", "assist"]) == (3, 1)
    assert figures.loc["perceptual", "accepted"] == 1
    assert figures.loc["perceptual", "acceptance"] == 0.5
    per = cohen_kappa_score(
        [s == "perceptual" for s in suggested], [h == "perceptual" for h in human]
    )
    assert figures.loc["perceptual", "cohen_kappa"] == pytest.approx(per)
    assert figures.loc["hallucination", "accepted"] == 0
    assert "other" not in figures.index, "no suggestion of 'other' was made"
    # the profile counts the four human labels only
    counts = resolved_label_counts(store)
    assert int(counts["n"].sum()) == 4
