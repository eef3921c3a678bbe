""" "over" ranks the name after it below the one before it only as a comparison; of time
("over ten days") or place ("over the right convexity") it ranks nothing."""

from __future__ import annotations

import pytest

from scoring.rule.cues.en_spatial_over import over_ranks
from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Stepwise gait decline over eighteen months, consistent with normal pressure"
            " hydrocephalus.",
            "Normal pressure hydrocephalus",
        ),
        (
            "Thin hypodense collection over the right convexity, in keeping with a chronic"
            " subdural haematoma.",
            "Chronic subdural haematoma",
        ),
        (
            "Leptomeningeal enhancement over both hemispheres: most likely bacterial meningitis.",
            "Bacterial meningitis",
        ),
    ],
)
def test_over_of_time_or_place_ranks_nothing(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


def test_over_between_two_diagnoses_still_ranks_the_second_lower() -> None:
    answer = "I would choose haemangioblastoma over the more common pilocytic astrocytoma."
    assert verdict(answer, "Pilocytic astrocytoma") is False
    assert verdict(answer, "Haemangioblastoma") is True


def test_over_ranks_unless_a_number_time_or_part_of_the_head_follows() -> None:
    assert over_ranks(["lymphoma"]) is True
    assert over_ranks(["the", "more", "common"]) is True
    assert not over_ranks(["3", "weeks"])
    assert not over_ranks(["the", "left", "convexity"])
