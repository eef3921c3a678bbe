"""A slash between two words that name no disease joins the descriptors of one name ("atypical
teratoid/rhabdoid tumour", "grey/white matter junction"); between two diseases it still offers
alternatives."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Infant with a large posterior fossa mass: atypical teratoid/rhabdoid tumour.",
            "Atypical teratoid rhabdoid tumour",
            True,
        ),
        (
            "Diagnosis: atypical teratoid/rhabdoid tumour, SMARCB1-deficient.",
            "Medulloblastoma",
            False,
        ),
        ("Diagnóstico: tumor teratoide/rabdoide atípico del cerebelo.", "Medulloblastoma", False),
    ],
)
def test_a_slash_inside_a_name_joins_it(answer: str, reference: str, expected: bool) -> None:
    assert judge(answer, reference).correct is expected


def test_a_slash_between_two_diseases_is_still_an_alternative() -> None:
    result = judge("Glioblastoma/lymphoma", "Glioblastoma")
    assert result.correct is False
    assert "no single diagnosis" in result.reason
