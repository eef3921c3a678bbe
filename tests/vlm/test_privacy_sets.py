"""The hand-labelled sets and their scorer (bench/phi_docs.py, bench/phi_sets.py): what the
bench reports must mean what it says."""

import json

import pytest

from bench.phi_docs import Gold, LabelledDoc, _from_record, load_set
from bench.phi_set_files import DEV_SET, load_catalogue, set_path
from bench.phi_sets import (
    FieldResult,
    Score,
    Tally,
    _score_doc,
    count_words,
    score,
)

# Tuning sets written, like the held-back ones, in all six languages.
_SIX_LANGUAGE_TUNING = ("tuning b", "tuning c", "tuning d", "tuning e", "tuning h")


@pytest.mark.parametrize(
    "path",
    [
        *(s.path for s in load_catalogue() if s.held_back),
        *(set_path(label) for label in _SIX_LANGUAGE_TUNING),
    ],
    ids=lambda p: p.stem,
)
def test_held_back_sets_are_labelled_consistently_in_six_languages(path):
    docs = load_set(path)
    assert 8 <= len(docs) <= 40
    assert {d.locale[:2] for d in docs} == {"en", "de", "fr", "es", "nl", "zh"}
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    for doc, rec in zip(docs, records, strict=True):
        body = dict(doc.fields)
        for g in doc.gold:  # every span is exactly a labelled identifier
            assert body[g.field][g.start : g.end] in rec["kinds"], (doc.doc_id, g)
        for term in doc.keep:
            assert any(term in text for text in body.values()), (doc.doc_id, term)


def test_held_back_sets_hold_ehr_fields_in_every_language():
    """Fail-closed EHR keys are measured in each language, not only under English keys."""
    docs = [d for s in load_catalogue() if s.held_back for d in load_set(s.path)]
    assert {d.locale[:2] for d in docs if d.ehr} == {"en", "de", "fr", "es", "nl", "zh"}


def _doc() -> LabelledDoc:
    text = "Seen 14/03/2021 by Dr Quill, NIHSS 4."
    return LabelledDoc(
        "t",
        "en-GB",
        (("text", text), ("ehr:Name", "Ann Quill")),
        (
            Gold("text", 5, 15, "date", (5, 6, 8, 9)),  # the day and month must go
            Gold("text", 22, 27, "clinician", tuple(range(22, 27))),
            Gold("ehr:Name", 0, 9, "name", (0, 1, 2, 4, 5, 6, 7, 8)),
        ),
        ("NIHSS 4",),
    )


def _score(results: list[FieldResult]) -> Score:
    out = Score(by_kind={}, by_language={"English (US, UK)": Tally()})
    _score_doc(out, _doc(), results)
    return out


def test_withheld_field_removes_its_identifiers_and_a_year_may_stay():
    text = dict(_doc().fields)["text"]
    s = _score(
        [
            FieldResult(
                "text", text, "Seen [DATE]2021 by Dr [NAME], NIHSS 4.", ((5, 11), (22, 27))
            ),
            FieldResult("ehr:Name", "Ann Quill", None, ()),
        ]
    )
    assert s.removed.share == 1.0 and s.terms.share == 1.0 and s.false_redactions == []
    assert s.withheld_fields == 1


def test_missed_identifier_lost_term_and_false_redaction_are_counted():
    text = dict(_doc().fields)["text"]
    sent = text.replace("NIHSS", "[NAME]")
    s = _score(
        [
            FieldResult("text", text, sent, ((29, 34),)),  # only "NIHSS" redacted
            FieldResult("ehr:Name", "Ann Quill", "Ann Quill", ()),
        ]
    )
    assert s.by_kind["date"].share == 0 and s.by_kind["name"].share == 0
    assert s.terms.share == 0 and s.false_redactions == ["t: 'NIHSS'"]
    assert 1000 * 1 / s.words == s.false_per_1000_words


def test_chinese_words_count_two_characters_each():
    assert count_words("患者陈秀英 NIHSS 6") == 2 + 1 + 1 + 1


def _acceptance_misses(s) -> dict[str, float]:
    """Kinds and languages below the gate's targets (>= 97% of each Safe Harbor kind and each
    language, >= 95% of clinicians and institutions, >= 99% of terms, <= 1 false redaction per
    1,000 words)."""
    low = {k: t.share for k, t in s.by_kind.items() if t.total and t.share < 0.97}
    low = {k: v for k, v in low.items() if not (k in ("clinician", "institution") and v >= 0.95)}
    low |= {lang: t.share for lang, t in s.by_language.items() if t.share < 0.97}
    if s.terms.share < 0.99:
        low["clinical terms kept"] = s.terms.share
    if s.false_per_1000_words > 1:
        low["false redactions per 1,000 words"] = s.false_per_1000_words
    return low


@pytest.mark.skipif(not DEV_SET.exists(), reason="the outside dev set is not beside this checkout")
def test_outside_dev_set_meets_the_targets():
    s = score(load_set(DEV_SET))
    assert _acceptance_misses(s) == {}, [m for t in s.by_kind.values() for m in t.missed]


def test_own_hand_written_sets_hold():
    tuned = score(load_set(set_path("tuning")))  # tuned on: must meet the targets
    assert _acceptance_misses(tuned) == {}
    frozen = score(load_set(set_path("frozen")))  # never tuned on: a floor against regressions
    assert frozen.removed.share >= 0.85 and frozen.terms.share >= 0.99


def _age_doc(text: str, value: str) -> LabelledDoc:
    start = text.index(value)
    rec = {
        "id": "a",
        "locale": "en-GB",
        "text": text,
        "keep": [],
        "kinds": {value: "age>89"},
        "day_month": {},
        "spans": {"text": [[start, start + len(value)]]},
    }
    return _from_record(rec)


@pytest.mark.parametrize(
    ("text", "value", "word"),
    [
        ("Widow, ninety-two years old, lives alone.", "ninety-two years", "ninety-two"),
        ("Sie ist sechsundneunzig Jahre alt.", "sechsundneunzig Jahre", "sechsundneunzig"),
        ("患者九十二歲，獨居。", "九十二歲", "九十二"),
    ],
)
def test_an_age_in_words_counts_as_removed_only_when_its_number_words_go(text, value, word):
    doc = _age_doc(text, value)
    untouched = _score_age(doc, text, ())
    assert untouched.by_kind["age>89"].share == 0  # no digit, still a leak
    a = text.index(word)
    removed = _score_age(doc, text, ((a, a + len(word)),))  # the unit word may stay
    assert removed.by_kind["age>89"].share == 1.0


def _score_age(doc: LabelledDoc, text: str, spans: tuple[tuple[int, int], ...]) -> Score:
    out = Score(by_kind={}, by_language={doc.language: Tally()})
    _score_doc(out, doc, [FieldResult("text", text, text, spans)])
    return out


def test_the_catalogue_refuses_a_repeated_label_or_a_missing_file(tmp_path):
    twice = tmp_path / "twice.yaml"
    entry = "  - {label: frozen, file: phi_frozen.jsonl, held_back: true}\n"
    twice.write_text("sets:\n" + entry + entry, encoding="utf-8")
    with pytest.raises(ValueError, match="listed twice"):
        load_catalogue(twice)
    missing = tmp_path / "missing.yaml"
    missing.write_text(
        "sets:\n  - {label: gone, file: phi_gone.jsonl, held_back: false}\n", encoding="utf-8"
    )
    with pytest.raises(FileNotFoundError, match="phi_gone"):
        load_catalogue(missing)


def test_the_catalogue_lists_every_set_file_beside_it():
    listed = {s.path.name for s in load_catalogue()}
    on_disk = {p.name for p in set_path("frozen").parent.glob("phi_*.jsonl")}
    assert listed == on_disk
