"""Spanish and French put two adjectives after a noun in either order; a table name in one
order finds the other ('encephalopathie sous-corticale arteriosclerotique' both ways)."""

from __future__ import annotations

import pytest

from scoring.rule.inflection import _ES_FUNCTION, swapped_adjectives
from tests.support.verdicts import verdict


def test_only_a_noun_with_two_adjectives_is_swapped() -> None:
    assert swapped_adjectives("esclerosis lateral amiotrófica", _ES_FUNCTION) == [
        "esclerosis amiotrófica lateral"
    ]
    assert swapped_adjectives("enfermedad de Binswanger", _ES_FUNCTION) == []
    assert swapped_adjectives("hematoma subdural", _ES_FUNCTION) == []


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Diagnóstico: encefalopatía subcortical arteriosclerótica.", "Binswanger disease"),
        ("Diagnóstico: esclerosis amiotrófica lateral de inicio bulbar.", "ALS"),
    ],
)
def test_either_order_names_the_entry(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True
