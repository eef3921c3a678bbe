"""Held-back privacy sets pooled (bench/phi_sets.py pool_scores): every identifier, term and
word counted once, and nothing but counts carried over."""

from bench.phi_sets import LabelledDoc, pool_scores, score, score_table


def _doc(doc_id: str, note: str) -> LabelledDoc:
    return LabelledDoc(doc_id, "en-GB", (("text", note),), (), ())


def test_pooled_counts_are_the_sums_of_the_sets() -> None:
    one = score([_doc("a", "Reviewed on the ward with Dr Isolde Marchetti this morning.")])
    two = score([_doc("b", "No focal deficit. Plan: repeat MRI in six weeks.")])
    pooled = pool_scores([one, two])
    assert pooled.words == one.words + two.words
    assert len(pooled.false_redactions) == len(one.false_redactions) + len(two.false_redactions)
    assert pooled.false_redactions == ["…"]  # the unlabelled titled name, as a count only
    assert pooled.false_per_1000_words == 1000 / (one.words + two.words)
    assert len(pooled.false_classes) == 1


def test_a_pooled_table_prints_no_string_of_any_set() -> None:
    name = "Isolde Marchetti"
    s = pool_scores([score([_doc("a", f"Reviewed on the ward with Dr {name} today.")])])
    table = score_table("pooled", s, examples=False)
    assert "Marchetti" not in table and "Isolde" not in table
    assert "false redactions: 1 in" in table
