"""A grade stated inside the reference's own name ("anaplastic" = WHO grade 3) counts even where
the table gathers that grade under one entry with the others: an answer stating a lower grade
contradicts it."""

from __future__ import annotations

from tests.support.verdicts import verdict


def test_a_stated_lower_grade_contradicts_an_anaplastic_reference() -> None:
    answer = (
        "Infiltrative non-enhancing right frontal mass with an IDH mutation on the report: "
        "astrocytoma, IDH-mutant, CNS WHO grade 2."
    )
    assert verdict(answer, "Anaplastic astrocytoma") is False


def test_the_same_grade_or_none_stated_still_matches() -> None:
    assert verdict("Final answer: anaplastic astrocytoma (WHO grade 3).", "Anaplastic astrocytoma")
    assert verdict("Diagnosis: astrocytoma, IDH-mutant.", "Anaplastic astrocytoma") is not False
