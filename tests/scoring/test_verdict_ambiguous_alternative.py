"""The reference offered against an abbreviation of several meanings ('or', 'vs') is no
commitment whatever the abbreviation means there: the verdict abstains rather than judging the
reference alone; ranked below it, or written out, the abbreviation changes nothing."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Vertical gaze palsy and asymmetric apraxia: PSP or CBD.",
            "Progressive supranuclear palsy",
            None,
        ),
        (
            "Chorea and ataxia in a 40-year-old: SCA3 versus HD.",
            "Spinocerebellar ataxia type 3",
            None,
        ),
        (
            "Vertical gaze palsy and early falls: PSP, with CBD much less likely.",
            "Progressive supranuclear palsy",
            True,
        ),
        (
            "Vertical gaze palsy: PSP or corticobasal degeneration.",
            "Progressive supranuclear palsy",
            False,
        ),
    ],
)
def test_an_unclear_abbreviation_as_the_alternative(
    answer: str, reference: str, expected: bool | None
) -> None:
    assert verdict(answer, reference) is expected
