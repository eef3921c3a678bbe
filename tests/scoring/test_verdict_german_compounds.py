"""A German compound of a tumour and its recurrence ('Meningeomrezidiv') names the tumour."""

from __future__ import annotations

import pytest

from scoring.rule.inflection import german_forms
from tests.support.verdicts import verdict


def test_recurrence_compounds_are_forms_of_a_tumour_name() -> None:
    assert "Ependymomrezidiv" in german_forms("Ependymom")
    assert "Ischämierezidiv" not in german_forms("Ischämie")


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Beurteilung: Meningeomrezidiv an der Falx nach Simpson-II-Resektion.",
            "Meningioma",
            True,
        ),
        ("Beurteilung: Ependymomrezidiv im vierten Ventrikel.", "Ependymoma", True),
        ("Beurteilung: kein Meningeomrezidiv; postoperative Narbe.", "Meningioma", False),
    ],
)
def test_a_recurrence_names_the_tumour(answer: str, reference: str, expected: bool) -> None:
    assert verdict(answer, reference) is expected
