"""'X syndrome' secondary to another condition is not the idiopathic 'X disease': moyamoya
syndrome (after radiation, with NF1 or sickle cell disease) is never a hit for moyamoya
disease, while the disease under its other names still is."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


@pytest.mark.parametrize(
    "answer",
    [
        "Occlusion of both terminal ICAs with a puff-of-smoke collateral net after childhood "
        "cranial radiotherapy: moyamoya syndrome.",
        "Conclusion : syndrome de moyamoya secondaire à une drépanocytose.",
    ],
)
def test_the_secondary_syndrome_is_no_hit_for_the_disease(answer: str) -> None:
    assert judge(answer, "Moyamoya disease").correct is not True


@pytest.mark.parametrize(
    "answer", ["Diagnosis: moyamoya disease, Suzuki stage 4.", "Idiopathic moyamoya."]
)
def test_the_disease_is_still_a_hit(answer: str) -> None:
    verdict = judge(answer, "Moyamoya disease")
    assert verdict.correct is True, verdict.reason


def test_the_syndrome_is_a_hit_for_itself() -> None:
    verdict = judge(
        "Moyamoya syndrome in a girl with neurofibromatosis type 1.", "Moyamoya syndrome"
    )
    assert verdict.correct is True, verdict.reason
