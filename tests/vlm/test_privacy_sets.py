"""The hand-labelled sets and their scorer (tests/support/phi_sets.py): what the bench reports
must mean what it says."""

import json

from tests.support.phi_sets import (
    FROZEN_SET,
    FieldResult,
    Gold,
    LabelledDoc,
    Score,
    Tally,
    _score_doc,
    count_words,
    load_set,
)


def test_frozen_set_is_labelled_consistently_in_six_languages():
    docs = load_set(FROZEN_SET)
    assert 12 <= len(docs) <= 18
    assert {d.locale[:2] for d in docs} == {"en", "de", "fr", "es", "nl", "zh"}
    records = [json.loads(line) for line in FROZEN_SET.read_text(encoding="utf-8").splitlines()]
    for doc, rec in zip(docs, records, strict=True):
        body = dict(doc.fields)
        for g in doc.gold:  # every span is exactly a labelled identifier
            assert body[g.field][g.start : g.end] in rec["kinds"], (doc.doc_id, g)
        for term in doc.keep:
            assert any(term in text for text in body.values()), (doc.doc_id, term)
    assert any(d.ehr for d in docs if not d.locale.startswith("en"))  # non-English EHR keys


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
