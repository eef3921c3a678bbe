"""A type written in Roman numerals is the same type in Arabic ones ("type I" = "type 1"), in
the reference and in the answer, in any read language."""

from __future__ import annotations

import pytest

from scoring.rule.text import keys
from tests.support.verdicts import verdict


def test_a_roman_type_folds_to_its_number_only_after_a_type_word() -> None:
    assert keys("Chiari malformation type II") == keys("Chiari malformation type 2")
    assert keys("Typ IV") == keys("Typ 4")
    assert keys("I favour MS") != keys("1 favour MS")


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        ("Conclusion : malformation de Chiari de type I.", "Chiari malformation type 1", True),
        ("Diagnóstico: neurofibromatosis tipo I.", "Neurofibromatosis type 1", True),
        ("Beurteilung: Chiari-Malformation Typ II.", "Chiari malformation type 1", False),
    ],
)
def test_roman_and_arabic_types_match(answer: str, reference: str, expected: bool) -> None:
    assert verdict(answer, reference) is expected
