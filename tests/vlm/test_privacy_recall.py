"""The privacy gate, measured: recall per identifier kind on generated notes and EHR records
with known spans (bench/privacy_notes.py), clinical terms kept, and no identifier on the
wire through the real prompt path (vlm.prompt + openai SDK + the fake server)."""

import dataclasses
import re

import pytest

from bench.privacy_notes import CLINICAL_TERMS, LOCALES, generate_documents
from bench.privacy_notes_eval import GOLD_KINDS, evaluate
from devtools.fake_openai import Reply
from store.database import Store
from tests.support.vlm_cases import memory_case
from vlm.batch import BatchConfig, run_batch
from vlm.privacy import Deidentifier, deidentify_case_text
from vlm.prompt import ImageMode, ImageOptions
from vlm.provider import OpenAICompatibleProvider, RetryPolicy, SamplingParams
from vlm.registry import ModelSpec

# A clinic note with identifiers of every kind the gate must remove, each in its sentence.
ISSUE_NOTE = (
    "Neurology clinic, 12/03/2024, Dr A. Lindqvist: 29-year-old right-handed woman referred by "
    "her GP (Dr P. Moreau) with Lhermitte's phenomenon. Seen with Dr Q. Zorblatt at Quillbrook "
    "General Hospital after a stay at St Ormsby's Medical Centre. Wiebke reports numbness. "
    "Contact: 0612 448 309 or 0161 496 0753. Her mother, aged 93, lives with her. "
    "next of kin: Ottoline Farquharson (sister), +33 1 23 45 67 89."
)
ISSUE_IDENTIFIERS = (
    "Lindqvist",
    "Moreau",
    "Zorblatt",
    "Quillbrook",
    "Ormsby",
    "Wiebke",
    "0612 448 309",
    "0161 496 0753",
    "93",
    "Ottoline",
    "Farquharson",
    "+33 1 23 45 67 89",
    "12/03/2024",
)
EPONYM_SENTENCE = (
    "Babinski sign present, Lhermitte's phenomenon, Uhthoff phenomenon, Parkinson's disease, "
    "Wernicke encephalopathy, Guillain-Barré syndrome, Creutzfeldt-Jakob disease, Romberg test "
    "positive, Horner syndrome, Hoffmann sign, Brown-Séquard syndrome, Todd paresis, Bell's palsy, "
    "Charcot joint, Marcus Gunn pupil, Adie pupil, Kernig sign, Brudzinski sign."
)


@pytest.fixture(scope="module")
def documents():
    return generate_documents(250, seed=11)


def test_generator_is_deterministic_multilingual_and_large_enough(documents):
    again = generate_documents(250, seed=11)
    assert [d.notes[0].text for d in documents] == [d.notes[0].text for d in again]
    assert len(documents) >= 200 and {d.locale for d in documents} == set(LOCALES)
    kinds = {g.kind for d in documents for t in (*d.notes, *(v for _, v in d.ehr)) for g in t.spans}
    assert kinds == set(GOLD_KINDS)
    note = documents[0].notes[0]
    for g in note.spans:  # a gold span is exactly the identifier written
        assert note.text[g.start : g.end].strip() == note.text[g.start : g.end]


def test_recall_per_kind_at_least_99_percent_and_clinical_terms_kept(documents):
    ev = evaluate(documents)  # detectors only: the case's own EHR values are not used
    print("\n" + ev.table())
    low = {k: round(t.recall, 4) for k, t in ev.recall.items() if t.recall < 0.99}
    assert low == {}, low
    assert all(t.gold >= 100 for t in ev.recall.values())
    assert ev.term_survival >= 0.98, ev.lost_terms[:10]


def test_issue_identifiers_are_scrubbed_and_old_ages_read_90_or_older():
    out = Deidentifier().scrub(ISSUE_NOTE)
    for value in ISSUE_IDENTIFIERS:
        assert not re.search(rf"(?<![\w+]){re.escape(value)}(?!\w)", out), (value, out)
    assert "aged 90 or older" in out
    assert "29-year-old" in out and "Lhermitte's phenomenon" in out


def test_next_of_kin_field_dropped_and_age_field_capped():
    case = dataclasses.replace(
        memory_case(),
        ehr=(("Next of kin", "Ottoline Farquharson"), ("Age", "97"), ("Sex", "F")),
        notes=("Next of kin: Ottoline Farquharson (sister).",),
    )
    clean = deidentify_case_text(case)
    assert "Next of kin" in clean.removed_fields
    assert ("Age", "90 or older") in clean.ehr and ("Sex", "F") in clean.ehr
    assert "Farquharson" not in clean.notes[0] and "Ottoline" not in clean.notes[0]


def test_eponyms_and_young_ages_survive():
    out = Deidentifier().scrub(EPONYM_SENTENCE + " A 45-year-old, aged 89.")
    assert out == EPONYM_SENTENCE + " A 45-year-old, aged 89."
    kept = [t for t in CLINICAL_TERMS if t in Deidentifier().scrub(". ".join(CLINICAL_TERMS))]
    assert len(kept) >= 0.98 * len(CLINICAL_TERMS)


def test_identifier_free_clinical_text_has_no_false_alarm():
    from bench.privacy import false_alarms

    _, chars, hits = false_alarms()  # template, example answers, synonyms, rubric, terms
    assert chars > 10_000 and hits == []
    assert Deidentifier().scrub("Peter's GP is away.") == "[NAME] GP is away."


def test_no_generated_or_issue_identifier_reaches_the_endpoint(tmp_path, fake_openai, documents):
    cases = []
    identifiers = set(ISSUE_IDENTIFIERS) - {"93"}
    for i, doc in enumerate(documents[:15]):
        base = memory_case(f"gen-{i}", source="local")
        ehr = tuple((k, v.text) for k, v in doc.ehr)
        cases.append(dataclasses.replace(base, ehr=ehr, notes=tuple(n.text for n in doc.notes)))
        for text in (*doc.notes, *(v for _, v in doc.ehr)):
            identifiers.update(
                text.text[g.start : g.end] for g in text.spans if g.kind != "age_over_89"
            )
    cases.append(dataclasses.replace(memory_case("issue", source="local"), notes=(ISSUE_NOTE,)))
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, api_key_env="FAKE_API_KEY")
    provider = OpenAICompatibleProvider(
        spec, "sk-test", timeout=5.0, retry=RetryPolicy(max_retries=1, base_delay=0.01)
    )
    config = BatchConfig(
        params=SamplingParams(n=1), concurrency=4, images=ImageOptions(mode=ImageMode.EVEN, count=1)
    )
    fake_openai.queue(*[Reply() for _ in range(4 * len(cases))])
    with Store.open(tmp_path / "nl.duckdb") as store:
        summary = run_batch(store, provider, cases, config)
    assert summary.failed == 0 and summary.answered >= len(cases)
    sent = fake_openai.texts_sent()
    assert "Lhermitte's phenomenon" in sent  # the notes were sent, scrubbed
    for term in CLINICAL_TERMS:  # "Lambert-Eaton syndrome" is not Ms Lambert
        sent = sent.replace(term, " ")
    leaked = [v for v in identifiers if re.search(rf"(?<![\w+]){re.escape(v)}(?!\w)", sent)]
    assert leaked == []
