"""A ranking written with doubled arrows ("FTD >> AD") ranks the second name below the first,
as a single ">" does."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize("answer", ["bvFTD >> Alzheimer disease", "bvFTD >>> AD, DLB"])
def test_the_name_after_a_doubled_arrow_is_ranked_lower(answer: str) -> None:
    assert verdict(answer, "Alzheimer's disease") is False


def test_the_name_before_it_leads() -> None:
    assert verdict("bvFTD >> Alzheimer disease", "Frontotemporal dementia") is True
