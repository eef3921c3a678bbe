"""An item opens an either-or alternative only with a whole either-or phrase: Spanish "frente a"
does, a lone English article "a" (or Chinese 是, a character of 还是) does not. Whole answers
through the path a scored sample takes."""

from __future__ import annotations

import pytest

from scoring.rule.items import split_items
from scoring.rule.text import clean, tokenize
from tests.support.verdicts import verdict


def _either_or(text: str) -> list[bool]:
    cleaned = clean(text)
    return [item.either_or for item in split_items(cleaned, tokenize(cleaned))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("not MS, a neuromyelitis", [False, False]),
        ("esclerosis múltiple, frente a neuromielitis", [False, True]),
        ("MS or NMOSD", [False, True]),
    ],
)
def test_which_items_open_an_alternative(text: str, expected: list[bool]) -> None:
    assert _either_or(text) == expected


def test_a_negation_does_not_reach_an_apposition_after_it() -> None:
    answer = (
        "If she were on immunosuppressants I would say toxoplasmosis, but as she isn't, a "
        "pyogenic abscess."
    )
    assert verdict(answer, "Cerebral toxoplasmosis") is False
