"""The reference denied by its own name while a kind of it that the table files under it is
concluded: the verdict abstains. A kind concluded without the denial stays a hit, and a
different disease concluded after the denial stays wrong."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "Gait worsening without relapses. Not multiple sclerosis as it began, rather secondary "
            "progressive multiple sclerosis now.",
            None,
        ),
        (
            "Gait worsening without relapses over four years: secondary progressive multiple "
            "sclerosis.",
            True,
        ),
        (
            "Not multiple sclerosis: the AQP4 antibodies are positive, so neuromyelitis optica.",
            False,
        ),
    ],
)
def test_the_reference_denied_beside_its_kind(answer: str, expected: bool | None) -> None:
    assert verdict(answer, "Multiple sclerosis") is expected


def test_candidates_considered_together_rank_below_the_conclusion() -> None:
    answer = (
        "Glioblastoma and lymphoma were considered first; the restricted diffusion and the "
        "homogeneous enhancement favour lymphoma."
    )
    assert verdict(answer, "Glioblastoma") is False
    assert verdict(answer, "Primary CNS lymphoma") is True
