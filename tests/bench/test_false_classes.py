"""False redactions described by class (bench/false_classes.py): each is put down to a kind, a
detector, a language, a field and a shape, and a held-back set's table shows counts only."""

from bench.false_classes import FalseRedaction, class_table, shape_of
from bench.phi_sets import LabelledDoc, score, score_table


def test_shapes_of_redacted_text():
    assert shape_of("王小明") == "CJK"
    assert shape_of("Bed 12") == "contains digits"
    assert shape_of("HOSPITAL GENERAL") == "all caps"
    assert shape_of("Unidad de Ictus") == "multi-word"
    assert shape_of("Rehabilitation") == "single capitalised word"
    assert shape_of("carer") == "lower case"


def test_each_false_redaction_is_put_down_to_the_detector_that_made_it():
    # nothing in this note is labelled, so the titled name counts as a false redaction
    note = "Reviewed on the ward with Dr Isolde Marchetti this morning."
    doc = LabelledDoc("x", "en-GB", (("text", note),), (), ())
    s = score([doc])
    assert len(s.false_classes) == 1
    found = s.false_classes[0]
    assert found.kind == "name" and found.field == "note body"
    assert found.language == "English (US, UK)" and found.shape == "multi-word"
    assert found.detector.startswith("name_spans")


def test_the_gate_runs_untraced_after_a_traced_pass():
    import vlm.privacy.scrub as scrub

    before = scrub.name_spans
    note = "Seen by Dr Isolde Marchetti."
    score([LabelledDoc("x", "en-GB", (("text", note),), (), ())])
    assert scrub.name_spans is before


def test_held_back_table_prints_class_counts_and_no_string():
    note = "Reviewed on the ward with Dr Isolde Marchetti this morning."
    s = score([LabelledDoc("x", "en-GB", (("text", note),), (), ())])
    table = score_table("held", s, examples=False)
    assert "Marchetti" not in table and "Isolde" not in table
    assert "| kind | name 1 |" in table and "| field | note body 1 |" in table


def test_class_table_orders_each_axis_by_count():
    items = [
        FalseRedaction("name", "a", "Spanish", "note body", "multi-word"),
        FalseRedaction("institution", "b", "Spanish", "note body", "all caps"),
        FalseRedaction("institution", "b", "German", "EHR value", "all caps"),
    ]
    table = class_table(items)
    assert "| kind | institution 2, name 1 |" in table
    assert "| language | Spanish 2, German 1 |" in table
    assert class_table([]) == "false redactions by class: none"
